import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import { cancelRequestSchema, cancelResponseSchema } from '../../../shared/schemas/portal';
import {
  CUSTOMER_GUARD_NOTE,
  CUSTOMER_GUARD_REFUSALS,
  guardCustomerRoutes,
  type CustomerLookup,
} from '../../platform/customers/guard';
import type { CancellationService } from './cancellation-service';

/**
 * The logged-in customer's cancel of one of their permissions (spec §7 /sapi, ADR 016): the
 * portal lists the permissions, this module cancels them with the credit note, refund and mail.
 */
export const refundsCustomerRoutes: FastifyPluginAsyncZod<{
  cancellations: CancellationService;
  customers: CustomerLookup;
  clock: () => Date;
}> = async (app, { cancellations, customers, clock }) => {
  guardCustomerRoutes(app, { enabled: true, customers, clock });

  app.post(
    '/sapi/permission/cancel',
    {
      schema: {
        tags: ['portal'],
        operationId: 'cancelMyPermission',
        summary: "Cancel one of the customer's permissions",
        security: [{ customerSession: [] }],
        description: `Cancels the customer's permission (body: the permission, only _id is read) by its template's cancellation rule (docs/operations/portal.md): the place is free at once, the ticket is no longer valid, the refund goes back through the provider (Mollie, SumUp), a SEPA debit not yet exported is reduced or dropped, anything else goes on the operator's refunds-due list (refund.status due). A credit note is issued (null for a free booking) and the customer is mailed. 409 CANCELLATION_NOT_POSSIBLE (rule, too late, already cancelled); 404 PERMISSION_NOT_FOUND for an unknown id and another customer's alike.${CUSTOMER_GUARD_NOTE}`,
        body: cancelRequestSchema,
        response: {
          200: cancelResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          ...CUSTOMER_GUARD_REFUSALS,
        },
      },
    },
    async (req) => cancellations.cancel(req.customer!.id, req.body._id, clock()),
  );
};
