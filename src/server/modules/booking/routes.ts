import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingConfigSchema,
  priceRequestSchema,
  priceResponseSchema,
  reservationResponseSchema,
  reserveRequestSchema,
  templatesResponseSchema,
} from '../../../shared/schemas/booking';
import { errorBodySchema, languageQuerySchema } from '../../../shared/schemas/common';
import type { BookingService } from './service';
import { readSessionId, writeSessionId } from './session-cookie';

export interface BookingRoutesOptions {
  booking: BookingService;
  clock: () => Date;
  secureCookies: boolean;
}

export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, opts) => {
  const { booking, clock } = opts;

  app.get(
    '/api/booking/config',
    {
      schema: { tags: ['booking'], querystring: languageQuerySchema, response: { 200: bookingConfigSchema } },
    },
    async (req) => booking.getConfig(req.query.lang),
  );

  app.get(
    '/api/booking/templates',
    {
      schema: {
        tags: ['booking'],
        querystring: languageQuerySchema,
        response: { 200: templatesResponseSchema },
      },
    },
    async (req) => booking.getTemplates(req.query.lang),
  );

  app.post(
    '/api/booking/price',
    {
      config: { limit: 'price' },
      schema: {
        tags: ['booking'],
        description:
          'Price of a period in cents, from the tariff. 503 BOOKED_OUT (details = the price with bookedOut true) when the period overlaps `capacity` active bookings.',
        body: priceRequestSchema,
        response: {
          200: priceResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const price = await booking.price(req.body, clock());
      if (price.bookedOut) {
        return reply
          .code(503)
          .send({ code: 'BOOKED_OUT', message: 'This period is booked out', details: price });
      }
      return price;
    },
  );

  app.post(
    '/api/booking/reserve',
    {
      config: { limit: 'reserve' },
      schema: {
        tags: ['booking'],
        description:
          'Holds a place and opens a payment; sets the `shop_session` cookie. 409 BOOKED_OUT when no place is left; 503 PROVIDER_UNAVAILABLE (or 502 PROVIDER_ERROR) when the payment provider cannot open the payment: the place is released, nothing can be charged, reserve again.',
        body: reserveRequestSchema,
        response: {
          200: reservationResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const current = readSessionId(req);
      const { response, sessionId } = await booking.reserve(req.body, current, clock());
      if (sessionId !== current) writeSessionId(reply, sessionId, opts.secureCookies);
      return response;
    },
  );
};
