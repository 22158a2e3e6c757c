import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutDataSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { paymentNoticeSchema } from '../../../shared/schemas/payment';
import { currentSessionId } from '../../platform/customers/session-cookie';
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
        operationId: 'getCheckout',
        summary: "The session's payment outcome (poll)",
        security: [{ customerSession: [] }],
        description:
          "The session's payment outcome: 200 once paid; 409 PAYMENT_PENDING while open (poll again); 424 PAYMENT_FAILED after failure or lapse; 404 NO_BOOKING. 409 and 424 carry `details.holdUntil` (when the hold ends; the client polls no longer). For SumUp and Mollie each poll asks the provider while the payment is open.",
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
      return checkout.checkout(await currentSessionId(req, clock()), clock());
    },
  );

  app.post(
    '/api/booking/payment/notice',
    {
      schema: {
        tags: ['booking'],
        operationId: 'sendPaymentNotice',
        summary: 'Report what the card widget said',
        security: [{ customerSession: [] }],
        description:
          "What the card widget reported for the session's payment (e.g. outcome=success). Stored as a hint only; the server then asks the provider. 204; 404 NO_BOOKING.",
        body: paymentNoticeSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      await checkout.notice(await currentSessionId(req, clock()), req.body.outcome, clock());
      return reply.code(204).send(null);
    },
  );
};
