import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutDataSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { readSessionId } from '../booking/session-cookie';
import type { CheckoutService } from './service';

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; clock: () => Date }> = async (
  app,
  { checkout, clock },
) => {
  app.get(
    '/api/booking/checkout',
    {
      schema: {
        tags: ['booking'],
        description:
          "The session's payment outcome: 200 once paid; 409 PAYMENT_PENDING while open (poll again); 424 PAYMENT_FAILED after failure or lapse; 404 NO_BOOKING.",
        response: {
          200: checkoutDataSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          424: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      // Polled every second: never cache.
      reply.header('cache-control', 'no-store');
      return checkout.checkout(readSessionId(req), clock());
    },
  );
};
