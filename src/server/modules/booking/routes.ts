import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingConfigSchema,
  priceRequestSchema,
  priceResponseSchema,
  reservationResponseSchema,
  reserveRequestSchema,
  retryResponseSchema,
  templatesResponseSchema,
} from '../../../shared/schemas/booking';
import { errorBodySchema, languageQuerySchema } from '../../../shared/schemas/common';
import { siteIdSchema } from '../../../shared/schemas/sites';
import { orderTermsSchema } from '../../../shared/schemas/order';
import type { BookingQuotes } from './quotes';
import type { Reservations } from './reservations';
import { currentSession, writeSessionToken } from '../../platform/customers/session-cookie';
import { resolveActingCustomer, type CustomerLookup } from '../../platform/customers/guard';
import { clientAddress } from '../../platform/http/client-address';

export interface BookingRoutesOptions {
  quotes: BookingQuotes;
  reservations: Reservations;
  clock: () => Date;
  /** Set when options.enableCustomerShop is on: a logged-in customer books for the account. */
  customers?: CustomerLookup;
}

/** GET /api/booking/templates: the language, and the car park whose products alone are wanted. */
const templatesQuerySchema = languageQuerySchema.extend({ site: siteIdSchema.optional() });

export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, opts) => {
  const { quotes, reservations, clock } = opts;

  app.get(
    '/api/booking/config',
    {
      schema: {
        tags: ['booking'],
        operationId: 'getBookingConfig',
        summary: 'Booking options of the shop',
        querystring: languageQuerySchema,
        response: { 200: bookingConfigSchema, 400: errorBodySchema },
      },
    },
    async (req) => quotes.getConfig(req.query.lang),
  );

  app.get(
    '/api/booking/order-terms',
    {
      schema: {
        tags: ['booking'],
        operationId: 'getOrderTerms',
        summary: 'What the confirmation step states beside the order button',
        description:
          'The VAT rate the prices include, the terms and privacy notice to link (a content page path or an https URL; null when the shop names none), and `ticketMail`: whether the shop really sends the ticket by e-mail.',
        response: { 200: orderTermsSchema },
      },
    },
    async () => quotes.orderTerms(),
  );

  app.get(
    '/api/booking/templates',
    {
      schema: {
        tags: ['booking'],
        operationId: 'listTemplates',
        summary: 'Bookable products (templates) with their slot rules and tariffs',
        description:
          "`site`: only the products valid at that car park (each template's `siteIds` names it; its page `/p/{siteId}` asks so); 404 SITE_NOT_FOUND for an id no site has, 400 VALIDATION for one that is no site id.",
        querystring: templatesQuerySchema,
        response: { 200: templatesResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req) => quotes.getTemplates(req.query.lang, req.query.site),
  );

  app.post(
    '/api/booking/price',
    {
      config: { limit: 'price' },
      schema: {
        tags: ['booking'],
        operationId: 'calculatePrice',
        summary: 'Price of a period',
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
      const price = await quotes.price(req.body, clock());
      if (price.bookedOut) {
        return reply
          .code(503)
          .send({ code: 'BOOKED_OUT', message: 'This period is booked out', details: price });
      }
      return price;
    },
  );

  app.get(
    '/api/booking/availability',
    {
      schema: {
        tags: ['booking'],
        operationId: 'getAvailability',
        summary: 'Free places per slot',
        description:
          'Free places per slot for the slots starting in [from, to) (default: the whole bookable window, at most 4500 slots). Lists only slots with a place taken; `capacity` null means unlimited. 400 RANGE_INVALID when from is not before to, 400 RANGE_TOO_LARGE beyond 4500 slots, 404 TEMPLATE_NOT_FOUND.',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      // Shared by every visitor and changing with each booking: a proxy or the browser may
      // reuse it for a few seconds, which absorbs bursts without hiding a booking for long.
      reply.header('cache-control', 'public, max-age=5');
      return quotes.availability(req.query, clock());
    },
  );

  app.post(
    '/api/booking/reserve',
    {
      config: { limit: 'reserve' },
      schema: {
        tags: ['booking'],
        operationId: 'reserve',
        summary: 'Hold a place and open its payment',
        security: [{ customerSession: [] }, {}],
        description:
          "Holds a place and opens a payment; sets the session cookie (`shop_session`, `__Host-shop_session` on https) with a new token on every call (the old one stops working). Repeating the session's pending booking (same template, start, slot count, contact and identifications) answers that same reservation and payment. 409 ALREADY_PAID (details = {permissionId, permissionSecret}, the ticket) when this session has already paid a booking of the same template, period and plate: no second payment is opened. 400 VAT_ID_INVALID or BUYER_REFERENCE_INVALID for a company's bad VAT ID or buyer reference (both are kept only with a company name and dropped without one; the bill's buyer carries them). 409 BOOKED_OUT when no place is left; a logged-in customer (portal on) books for the account: the mail is the account's whatever the body says, the stored contact is used unless `contactEdit` is set (or it lacks a field the template requires), and 409 BOOKING_LIMIT_REACHED (details.maxBookingCount) answers at maxBookingCount paid-and-running or held bookings; 403 PASSWORD_CHANGE_REQUIRED while the logged-in account is still on its initial password (nothing is held); 429 TOO_MANY_HOLDS (Retry-After) when the visitor already has `maxOpenHoldsPerClient` unpaid holds (a guest counted per session and client address, IPv6 by its /64, never per e-mail; a logged-in account per account), or already holds a capacity product `maxHoldsPerClientPerProduct` times (never more than a third of its places); 503 PROVIDER_UNAVAILABLE (or 502 PROVIDER_ERROR) when the payment provider cannot open the payment: the place is released, nothing can be charged, reserve again.",
        body: reserveRequestSchema,
        response: {
          200: reservationResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const now = clock();
      const customer = opts.customers ? await resolveActingCustomer(req, opts.customers, now) : undefined;
      const account = customer ? await opts.customers!.findById(customer.id) : undefined;
      return reservations.reserve(
        req.body,
        {
          session: await currentSession(req, now),
          address: clientAddress(req),
          onToken: (token) => writeSessionToken(reply, token),
          customer:
            customer && account
              ? { id: customer.id, mail: customer.mail, contact: account.contact }
              : undefined,
        },
        now,
      );
    },
  );

  app.post(
    '/api/booking/payment/retry',
    {
      config: { limit: 'reserve' },
      schema: {
        tags: ['booking'],
        operationId: 'retryPayment',
        summary: "Pay again: a new payment for the session's failed booking",
        security: [{ customerSession: [] }],
        description:
          "After a failed, cancelled or replaced payment, while the booking's hold lasts: a new payment for the same booking data (no new data entry), with the same price and hold end; answers like reserve, plus `templateId`, and sets a new session token. An open payment of the booking is answered again. 409 ALREADY_PAID (details = {permissionId, permissionSecret}) when the booking is paid; 409 HOLD_LAPSED after the hold (reserve again from the booking data); 409 BOOKED_OUT when the released place was taken meanwhile; 404 NO_BOOKING; 403 PASSWORD_CHANGE_REQUIRED while the logged-in account is still on its initial password; 503 PROVIDER_UNAVAILABLE / 502 PROVIDER_ERROR as for reserve.",
        response: {
          200: retryResponseSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const now = clock();
      // Paying again acts as the account too (the copy keeps the booking's customer).
      if (opts.customers) await resolveActingCustomer(req, opts.customers, now);
      return reservations.retry(
        {
          session: await currentSession(req, now),
          address: clientAddress(req),
          onToken: (token) => writeSessionToken(reply, token),
        },
        now,
      );
    },
  );
};
