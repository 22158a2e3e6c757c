import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_COUNT_CAP,
  bookingDetailSchema,
  bookingSearchQuerySchema,
  bookingSearchResponseSchema,
} from '../../../shared/schemas/admin';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireOperator } from '../../platform/backoffice/guard';
import { siteScopeOf } from '../../platform/backoffice/site-scope';
import { guardOperatorRoutes } from '../../platform/operators/guard';
import type { OperatorGate } from '../../platform/operators/gate';
import type { AdminBookingService } from './service';

/**
 * The booking search and detail under a prefix: /api/admin (operator session, the back office)
 * and /api/operator (Bearer token, scripts). Read-only, so a viewer may use them.
 */
export function registerBookingSearchRoutes(
  app: FastifyInstance,
  opts: {
    prefix: '/api/operator' | '/api/admin';
    idPrefix: string;
    security: string;
    tag: string;
    authNote: string;
    bookings: AdminBookingService;
    guard?: preValidationHookHandler;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${opts.prefix}/bookings`,
    {
      // The session guard runs before validation: no session is a 401 whatever the query says.
      ...(opts.guard ? { preValidation: opts.guard } : {}),
      schema: {
        operationId: `${opts.idPrefix}SearchBookings`,
        summary: 'Search bookings',
        tags: [opts.tag],
        security: [{ [opts.security]: [] }],
        description: `Bookings by plate (prefix of the normalised plate), e-mail (prefix), name (prefix of first name, last name or company), period (overlapping \`from\`..\`to\`), template and status, all combined; sorted by \`sort\` with the id as tie-break; paged from 0, at most 100 a page. \`total\` is exact up to ${BOOKING_COUNT_CAP}; above, \`totalCapped\` is true. 400 PERIOD_INVALID when \`from\` is not before \`to\`. ${opts.authNote}`,
        querystring: bookingSearchQuerySchema,
        response: {
          200: bookingSearchResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.bookings.search(req.query, siteScopeOf(req.operator, req.query.site));
    },
  );
  r.get(
    `${opts.prefix}/bookings/:id`,
    {
      // The session guard runs before validation: no session is a 401 whatever the query says.
      ...(opts.guard ? { preValidation: opts.guard } : {}),
      schema: {
        operationId: `${opts.idPrefix}GetBooking`,
        summary: 'A booking with its payments, mails and bills',
        tags: [opts.tag],
        security: [{ [opts.security]: [] }],
        description: `The booking, every payment with its whole history (status events and the provider inbox), the permission's mails (without bodies: they carry the ticket link), bills and credit notes. 404 BOOKING_NOT_FOUND. ${opts.authNote}`,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: bookingDetailSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.bookings.detail(req.params.id, siteScopeOf(req.operator));
    },
  );
}

/** The search on the machine API (Bearer OPERATOR_TOKEN), for scripts. */
export const bookingSearchOperatorRoutes: FastifyPluginAsyncZod<{
  operator: OperatorGate;
  bookings: AdminBookingService;
}> = async (app, { operator, bookings }) => {
  guardOperatorRoutes(app, operator);
  registerBookingSearchRoutes(app, {
    prefix: '/api/operator',
    idPrefix: 'operator',
    security: 'operatorToken',
    tag: 'operator',
    authNote: 'Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).',
    bookings,
  });
};

/** The back office's search (operator session; every role reads). */
export const bookingSearchAdminRoutes: FastifyPluginAsyncZod<{ bookings: AdminBookingService }> = async (
  app,
  { bookings },
) => {
  registerBookingSearchRoutes(app, {
    prefix: '/api/admin',
    idPrefix: 'admin',
    security: 'operatorSession',
    tag: 'admin',
    authNote: 'Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).',
    bookings,
    guard: requireOperator('viewer'),
  });
};
