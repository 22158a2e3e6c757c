import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCancelRequestSchema,
  adminCancelResponseSchema,
  changePlateRequestSchema,
  changePlateResponseSchema,
  extendRequestSchema,
  extendResponseSchema,
  resendTicketRequestSchema,
  resendTicketResponseSchema,
} from '../../../shared/schemas/admin-bookings';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireOperator } from '../../platform/backoffice/guard';
import type { AdminBookingActions } from './actions';
import type { AdminBookingService } from './service';
import { requireVisible } from '../../platform/backoffice/site-scope';
import { auditIn } from '../../platform/audit/audit';

const params = z.object({ id: z.string().max(100) });

/** Every action's refusals; 409s where the booking's state says no. */
const refusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const AUTH =
  'Back-office call for staff and admins: operator session and X-CSRF-Token (401 ADMIN_NOT_LOGGED_IN; 403 CSRF_INVALID; 403 FORBIDDEN_ROLE for viewers). Audited in the same transaction (before/after). 404 BOOKING_NOT_FOUND.';

/** The back office's booking actions (ADR 026) under /api/admin/bookings/:id/... */
export const bookingActionAdminRoutes: FastifyPluginAsyncZod<{
  actions: AdminBookingActions;
  bookings: AdminBookingService;
  clock: () => Date;
}> = async (app, { actions, bookings, clock }) => {
  // The session guard runs before validation: no session is a 401 whatever the body says.
  // Then a booking of a site outside the operator's is a 404 before any rule speaks about it.
  const guard = {
    preValidation: [requireOperator('staff'), requireVisible((id, scope) => bookings.visible(id, scope))],
  };

  app.post(
    '/api/admin/bookings/:id/resend-ticket',
    {
      ...guard,
      schema: {
        operationId: 'adminResendBookingTicket',
        summary: 'Send the ticket mail again',
        tags: ['admin'],
        security: [{ operatorSession: [] }],
        description: `Queues a new ticket mail (kind ticket-resend) with the booking as it stands now (plate, end) to the booking's e-mail; \`outbox\` when no mailer is configured. 409 BOOKING_NOT_PAID for a booking that is not paid, BOOKING_CANCELLED. ${AUTH}`,
        params,
        body: resendTicketRequestSchema,
        response: { 202: resendTicketResponseSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const r = await actions.resendTicket(
        req.params.id,
        req.body.note?.trim() || undefined,
        clock(),
        auditIn(req),
      );
      return reply.code(202).send(r);
    },
  );

  app.post(
    '/api/admin/bookings/:id/plate',
    {
      ...guard,
      schema: {
        operationId: 'adminChangeBookingPlate',
        summary: 'Change the licence plate',
        tags: ['admin'],
        security: [{ operatorSession: [] }],
        description: `Replaces the licence plate of a paid or held booking and of its ticket; the barrier and the allowlist follow at once. 400 LICENSE_PLATE_INVALID; 409 BOOKING_CANCELLED, BOOKING_NOT_PAID (failed or lapsed), BOOKING_WALK_IN (a payment by plate). ${AUTH}`,
        params,
        body: changePlateRequestSchema,
        response: { 200: changePlateResponseSchema, ...refusals },
      },
    },
    async (req) => actions.changePlate(req.params.id, req.body, auditIn(req)),
  );

  app.post(
    '/api/admin/bookings/:id/extend',
    {
      ...guard,
      schema: {
        operationId: 'adminExtendBooking',
        summary: 'Extend a paid booking',
        tags: ['admin'],
        security: [{ operatorSession: [] }],
        description: `Moves the end of a paid booking later at no charge. 400 EXTEND_END_INVALID (not later, off the template's slot grid, more than a year added); 409 BOOKED_OUT (the template's capacity in the added time), BOOKING_NOT_PAID, BOOKING_CANCELLED, BOOKING_WALK_IN. ${AUTH}`,
        params,
        body: extendRequestSchema,
        response: { 200: extendResponseSchema, ...refusals },
      },
    },
    async (req) => actions.extend(req.params.id, req.body, clock(), auditIn(req)),
  );

  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      ...guard,
      schema: {
        operationId: 'adminCancelBooking',
        summary: 'Cancel a booking with a full or partial refund',
        tags: ['admin'],
        security: [{ operatorSession: [] }],
        description: `Cancels the booking: its place frees at once and its plate leaves the allowlist. Paid: a credit note for \`refundCents\` (at most what was paid minus earlier refunds, 400 REFUND_TOO_HIGH) and the cancellation mail; the refund goes to the provider where it can, otherwise onto the refunds-due list. Held (unpaid): cancelled without refund, its payment closed (\`refundCents\` must be 0). 409 BOOKING_CANCELLED, BOOKING_NOT_PAID (failed or lapsed). ${AUTH}`,
        params,
        body: adminCancelRequestSchema,
        response: { 200: adminCancelResponseSchema, ...refusals },
      },
    },
    async (req) => actions.cancel(req.params.id, req.body, clock(), auditIn(req)),
  );
};
