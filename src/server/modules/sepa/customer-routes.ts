import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import { customerMandateListSchema, pageQuerySchema } from '../../../shared/schemas/portal';
import {
  CUSTOMER_GUARD_NOTE,
  CUSTOMER_GUARD_REFUSALS,
  guardCustomerRoutes,
  type CustomerLookup,
} from '../../platform/customers/guard';
import type { MandateService } from './mandates';

/** What the customer's own mandate calls need of the mandates. */
export type CustomerMandates = Pick<MandateService, 'customerMandates' | 'revokeCustomerMandate'>;

/**
 * The logged-in customer's SEPA mandates (spec §7 /sapi): the account's mandates are rows of
 * this module's sepa_mandates, listed and revoked here; the portal shows them.
 */
export const sepaCustomerRoutes: FastifyPluginAsyncZod<{
  mandates: CustomerMandates;
  customers: CustomerLookup;
  clock: () => Date;
}> = async (app, { mandates, customers, clock }) => {
  guardCustomerRoutes(app, { enabled: true, customers, clock });
  const me = (req: { customer?: { id: string } }) => req.customer!.id;

  app.get(
    '/sapi/mandates',
    {
      schema: {
        tags: ['portal'],
        operationId: 'listMyMandates',
        summary: "The customer's SEPA mandates",
        security: [{ customerSession: [] }],
        description: `The account's SEPA mandates not revoked (signed in a booking made while logged in), newest first, paged; IBANs masked. The SEPA form of any later booking of the account offers them.${CUSTOMER_GUARD_NOTE}`,
        querystring: pageQuerySchema,
        response: { 200: customerMandateListSchema, 400: errorBodySchema, ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req) => mandates.customerMandates(me(req), req.query.page, req.query.limit),
  );

  app.delete(
    '/sapi/mandates/:mandateId',
    {
      schema: {
        tags: ['portal'],
        operationId: 'revokeMyMandate',
        summary: "Revoke one of the customer's SEPA mandates",
        security: [{ customerSession: [] }],
        description: `Revokes the account's mandate: never offered or used again. 409 MANDATE_IN_USE while a debit on it awaits the bank export; 404 MANDATE_NOT_FOUND for an unknown, revoked or another customer's mandate alike.${CUSTOMER_GUARD_NOTE}`,
        params: z.object({ mandateId: z.string().max(100) }),
        response: { 204: z.null(), 409: errorBodySchema, ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req, reply) => {
      await mandates.revokeCustomerMandate(me(req), req.params.mandateId, clock());
      return reply.code(204).send(null);
    },
  );
};
