import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  activeCountSchema,
  customerBillListSchema,
  customerMeSchema,
  customerMeUpdateSchema,
  platesSchema,
  platesUpdateSchema,
  pageQuerySchema,
  permissionListQuerySchema,
  permissionListSchema,
} from '../../../shared/schemas/portal';
import {
  CUSTOMER_GUARD_NOTE,
  CUSTOMER_GUARD_REFUSALS,
  guardCustomerRoutes,
  type CustomerLookup,
} from '../../platform/customers/guard';
import { currentSessionId } from '../../platform/customers/session-cookie';
import type { PortalService } from './service';

export interface PortalRoutesOptions {
  portal: PortalService;
  customers: CustomerLookup;
  enabled: boolean;
  clock: () => Date;
}

/**
 * The logged-in customer's own account, plates, permissions and bills (spec §7 /sapi);
 * `req.customer` is set by the guard. The cancel of a permission is the refunds module's
 * call, the account's SEPA mandates the sepa module's.
 */
export const portalRoutes: FastifyPluginAsyncZod<PortalRoutesOptions> = async (app, opts) => {
  const { portal, clock } = opts;
  guardCustomerRoutes(app, { enabled: opts.enabled, customers: opts.customers, clock });
  const me = (req: { customer?: { id: string } }) => req.customer!.id;

  app.get(
    '/sapi/customer/me',
    {
      schema: {
        tags: ['portal'],
        operationId: 'getMyAccount',
        summary: "The customer's account",
        security: [{ customerSession: [] }],
        description: `The account's contact (its mail is the login), the most complete contact level it satisfies (contactDetails: FullData, NameAndMail or MailOnly), and the stored licence plates.${CUSTOMER_GUARD_NOTE}`,
        response: { 200: customerMeSchema, ...CUSTOMER_GUARD_REFUSALS },
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
        description: `Saves the contact and (when given) the licence plates (normalised, duplicates dropped). The mail stays the account's: a different one is ignored. 400 COUNTRY_INVALID, LICENSE_PLATE_INVALID, VAT_ID_INVALID, BUYER_REFERENCE_INVALID (a company's VAT ID and buyer reference; both are dropped without a company name).${CUSTOMER_GUARD_NOTE}`,
        body: customerMeUpdateSchema,
        response: { 204: z.null(), 400: errorBodySchema, ...CUSTOMER_GUARD_REFUSALS },
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
        description: `Replaces the account's plate list (at most 10, in the given order) and the driver's names for them; plates are normalised and a plate matching an earlier one (same key) is dropped. Answers the saved list. 400 LICENSE_PLATE_INVALID.${CUSTOMER_GUARD_NOTE}`,
        body: platesUpdateSchema,
        response: { 200: platesSchema, 400: errorBodySchema, ...CUSTOMER_GUARD_REFUSALS },
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
        description: `The customer's permissions (paid bookings made by the account), paged (page from 0, limit 1-200, default 50). order: start, end, name (a leading - sorts descending; default -start). search: a plate or a product name. filter.active=true: paid and not yet over; false: over or cancelled. filter.templateId. computed.cancellationPossible applies the template's cancellation rule now and computed.refundCents is what a cancel now would pay back (the cancel dialog states it before the driver confirms); nextStart is where a continuation ("Verlängern") starts; ticketUrl is the ticket page. In a shop with several car parks, site names the car park of the booking, or validAt the car parks a city-wide permit is valid at (both absent in a one-site shop).${CUSTOMER_GUARD_NOTE}`,
        querystring: permissionListQuerySchema,
        response: { 200: permissionListSchema, 400: errorBodySchema, ...CUSTOMER_GUARD_REFUSALS },
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
        description: `How many of the customer's bookings count against maxBookingCount of /api/booking/config, as the reserve counts them: paid and not yet over, or held and within their hold (a hold of the calling session is left out: its next reserve replaces it).${CUSTOMER_GUARD_NOTE}`,
        response: { 200: activeCountSchema, ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req) => ({
      permissionsCount: await portal.activeCount(me(req), clock(), await currentSessionId(req, clock())),
    }),
  );

  app.get(
    '/sapi/bill',
    {
      schema: {
        tags: ['portal'],
        operationId: 'listMyBills',
        summary: "The customer's bills and credit notes",
        security: [{ customerSession: [] }],
        description: `Bills and credit notes of the customer's bookings, newest first, paged (kind bill or creditNote; a credit note names the bill it refers to). The bill page is /bill/{_id}/{secret} (JSON at /api/bill/{_id}/{secret}); pdfUrl is the PDF (credit notes: /api/credit-note/{_id}/{secret}.pdf).${CUSTOMER_GUARD_NOTE}`,
        querystring: pageQuerySchema,
        response: { 200: customerBillListSchema, 400: errorBodySchema, ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req) => portal.documents(me(req), req.query),
  );
};
