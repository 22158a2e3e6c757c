import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  activeCountSchema,
  cancelRequestSchema,
  cancelResponseSchema,
  customerBillListSchema,
  customerMandateListSchema,
  customerMeSchema,
  customerMeUpdateSchema,
  platesSchema,
  platesUpdateSchema,
  pageQuerySchema,
  permissionListQuerySchema,
  permissionListSchema,
} from '../../../shared/schemas/portal';
import { customerGuard, type CustomerLookup } from '../../platform/customers/guard';
import { currentSessionId } from '../../platform/customers/session-cookie';
import type { CancellationService } from '../refunds';
import type { CustomerMandates, PortalService } from './service';

export interface PortalRoutesOptions {
  portal: PortalService;
  /** The cancel itself is the refunds module's (credit note, refund, mail). */
  cancellations: CancellationService;
  sepa: CustomerMandates;
  customers: CustomerLookup;
  enabled: boolean;
  clock: () => Date;
}

/** Refusals every /sapi call shares (customer guard). */
const guarded = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const GUARD_NOTE =
  ' Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.';

/** The logged-in customer's calls (spec §7 /sapi); `req.customer` is set by the guard. */
export const portalRoutes: FastifyPluginAsyncZod<PortalRoutesOptions> = async (app, opts) => {
  const { portal, cancellations, sepa, clock } = opts;
  app.addHook('preHandler', customerGuard({ enabled: opts.enabled, customers: opts.customers, clock }));
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const me = (req: { customer?: { id: string } }) => req.customer!.id;

  app.get(
    '/sapi/customer/me',
    {
      schema: {
        tags: ['portal'],
        operationId: 'getMyAccount',
        summary: "The customer's account",
        security: [{ customerSession: [] }],
        description: `The account's contact (its mail is the login), the most complete contact level it satisfies (contactDetails: FullData, NameAndMail or MailOnly), and the stored licence plates.${GUARD_NOTE}`,
        response: { 200: customerMeSchema, ...guarded },
      },
    },
    async (req) => portal.me(me(req)),
  );

  app.put(
    '/sapi/customer/me',
    {
      schema: {
        tags: ['portal'],
        operationId: 'updateMyAccount',
        summary: "Save the customer's contact and plates",
        security: [{ customerSession: [] }],
        description: `Saves the contact and (when given) the licence plates (normalised, duplicates dropped). The mail stays the account's: a different one is ignored. 400 COUNTRY_INVALID, LICENSE_PLATE_INVALID.${GUARD_NOTE}`,
        body: customerMeUpdateSchema,
        response: { 204: z.null(), 400: errorBodySchema, ...guarded },
      },
    },
    async (req, reply) => {
      await portal.updateMe(me(req), req.body, clock());
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/sapi/customer/plates',
    {
      schema: {
        tags: ['portal'],
        operationId: 'updateMyPlates',
        summary: "Save the customer's plates and their names",
        security: [{ customerSession: [] }],
        description: `Replaces the account's plate list (at most 10, in the given order) and the driver's names for them; plates are normalised and a plate matching an earlier one (same key) is dropped. Answers the saved list. 400 LICENSE_PLATE_INVALID.${GUARD_NOTE}`,
        body: platesUpdateSchema,
        response: { 200: platesSchema, 400: errorBodySchema, ...guarded },
      },
    },
    async (req) => portal.updatePlates(me(req), req.body, clock()),
  );

  app.get(
    '/sapi/permission/list',
    {
      schema: {
        tags: ['portal'],
        operationId: 'listMyPermissions',
        summary: "The customer's permissions",
        security: [{ customerSession: [] }],
        description: `The customer's permissions (paid bookings made by the account), paged (page from 0, limit 1-200, default 50). order: start, end, name (a leading - sorts descending; default -start). search: a plate or a product name. filter.active=true: paid and not yet over; false: over or cancelled. filter.templateId. computed.cancellationPossible applies the template's cancellation rule now and computed.refundCents is what a cancel now would pay back (the cancel dialog states it before the driver confirms); nextStart is where a continuation ("Verlängern") starts; ticketUrl is the ticket page.${GUARD_NOTE}`,
        querystring: permissionListQuerySchema,
        response: { 200: permissionListSchema, 400: errorBodySchema, ...guarded },
      },
    },
    async (req) => portal.permissions(me(req), req.query, clock()),
  );

  app.get(
    '/sapi/permission/active/count',
    {
      schema: {
        tags: ['portal'],
        operationId: 'countMyActivePermissions',
        summary: "How many of the customer's permissions are running",
        security: [{ customerSession: [] }],
        description: `How many of the customer's bookings count against maxBookingCount of /api/booking/config, as the reserve counts them: paid and not yet over, or held and within their hold (a hold of the calling session is left out: its next reserve replaces it).${GUARD_NOTE}`,
        response: { 200: activeCountSchema, ...guarded },
      },
    },
    async (req) => ({
      permissionsCount: await portal.activeCount(me(req), clock(), await currentSessionId(req, clock())),
    }),
  );

  app.post(
    '/sapi/permission/cancel',
    {
      schema: {
        tags: ['portal'],
        operationId: 'cancelMyPermission',
        summary: "Cancel one of the customer's permissions",
        security: [{ customerSession: [] }],
        description: `Cancels the customer's permission (body: the permission, only _id is read) by its template's cancellation rule (docs/operations/portal.md): the place is free at once, the ticket is no longer valid, the refund goes back through the provider (Mollie, SumUp), a SEPA debit not yet exported is reduced or dropped, anything else goes on the operator's refunds-due list (refund.status due). A credit note is issued (null for a free booking) and the customer is mailed. 409 CANCELLATION_NOT_POSSIBLE (rule, too late, already cancelled); 404 PERMISSION_NOT_FOUND for an unknown id and another customer's alike.${GUARD_NOTE}`,
        body: cancelRequestSchema,
        response: { 200: cancelResponseSchema, 400: errorBodySchema, 409: errorBodySchema, ...guarded },
      },
    },
    async (req) => cancellations.cancel(me(req), req.body._id, clock()),
  );

  app.get(
    '/sapi/bill',
    {
      schema: {
        tags: ['portal'],
        operationId: 'listMyBills',
        summary: "The customer's bills and credit notes",
        security: [{ customerSession: [] }],
        description: `Bills and credit notes of the customer's bookings, newest first, paged (kind bill or creditNote; a credit note names the bill it refers to). The bill page is /bill/{_id}/{secret} (JSON at /api/bill/{_id}/{secret}); pdfUrl is the PDF (credit notes: /api/credit-note/{_id}/{secret}.pdf).${GUARD_NOTE}`,
        querystring: pageQuerySchema,
        response: { 200: customerBillListSchema, 400: errorBodySchema, ...guarded },
      },
    },
    async (req) => portal.documents(me(req), req.query),
  );

  app.get(
    '/sapi/mandates',
    {
      schema: {
        tags: ['portal'],
        operationId: 'listMyMandates',
        summary: "The customer's SEPA mandates",
        security: [{ customerSession: [] }],
        description: `The account's SEPA mandates not revoked (signed in a booking made while logged in), newest first, paged; IBANs masked. The SEPA form of any later booking of the account offers them.${GUARD_NOTE}`,
        querystring: pageQuerySchema,
        response: { 200: customerMandateListSchema, 400: errorBodySchema, ...guarded },
      },
    },
    async (req) => sepa.customerMandates(me(req), req.query.page, req.query.limit),
  );

  app.delete(
    '/sapi/mandates/:mandateId',
    {
      schema: {
        tags: ['portal'],
        operationId: 'revokeMyMandate',
        summary: "Revoke one of the customer's SEPA mandates",
        security: [{ customerSession: [] }],
        description: `Revokes the account's mandate: never offered or used again. 409 MANDATE_IN_USE while a debit on it awaits the bank export; 404 MANDATE_NOT_FOUND for an unknown, revoked or another customer's mandate alike.${GUARD_NOTE}`,
        params: z.object({ mandateId: z.string().max(100) }),
        response: { 204: z.null(), 409: errorBodySchema, ...guarded },
      },
    },
    async (req, reply) => {
      await sepa.revokeCustomerMandate(me(req), req.params.mandateId, clock());
      return reply.code(204).send(null);
    },
  );
};
