import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  customerDataExportSchema,
  dataExportQuerySchema,
  eraseAccountRequestSchema,
  type CustomerDataExport,
  type DataExportQuery,
} from '../../../shared/schemas/privacy';
import { DomainError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import { requireOperator } from '../../platform/backoffice/guard';
import { UUID_PATTERN } from '../../platform/codes';
import { customerGuard, type CustomerLookup } from '../../platform/customers/guard';
import { clientAddress } from '../../platform/http/client-address';
import { PrivacyService } from './service';
import { requireVisible, siteScopeOf } from '../../platform/backoffice/site-scope';
import type { CustomerService } from '../accounts';
import { mediaResponse } from '../../platform/http/openapi';

const noContent = z.null();
const exportResponses = {
  200: mediaResponse('JSON; with format=csv a text/csv attachment of the same', {
    'application/json': customerDataExportSchema,
    'text/csv': z.string(),
  }),
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** The export as an attachment, JSON or CSV, never cached. */
function sendExport(reply: FastifyReply, q: DataExportQuery, data: CustomerDataExport, name: string) {
  const day = data.exportedAt.slice(0, 10);
  reply.header('cache-control', 'private, no-store');
  reply.header('content-disposition', `attachment; filename="${name}-${day}.${q.format}"`);
  if (q.format === 'csv') {
    return reply.type('text/csv; charset=utf-8').send(PrivacyService.csv(data));
  }
  return reply.send(data);
}

/** The customer's own export and erasure (portal, /sapi; GDPR Art. 15, 17, 20). */
export const privacyPortalRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  customers: CustomerLookup;
  clock: () => Date;
}> = async (app, { privacy, customers, clock }) => {
  app.addHook('preHandler', customerGuard({ enabled: true, customers, clock }));
  const me = (req: FastifyRequest) => req.customer!.id;

  app.get(
    '/sapi/customer/export',
    {
      schema: {
        tags: ['portal'],
        operationId: 'exportMyData',
        summary: "The customer's data as JSON or CSV (GDPR Art. 15, 20)",
        security: [{ customerSession: [] }],
        description:
          'The account, its bookings, bills and credit notes, mandates (IBAN masked) and plates, as an attachment (format=json, the default, or csv). Needs a logged-in session (401 NOT_LOGGED_IN).',
        querystring: dataExportQuerySchema,
        response: exportResponses,
      },
    },
    async (req, reply) =>
      sendExport(reply, req.query, await privacy.exportData(me(req), clock()), 'meine-daten'),
  );

  app.post(
    '/sapi/customer/erase',
    {
      // A password check: as limited as a login.
      config: { limit: 'login' },
      schema: {
        tags: ['portal'],
        operationId: 'eraseMyAccount',
        summary: 'Deletes the account (GDPR Art. 17)',
        security: [{ customerSession: [] }],
        description:
          'Confirmed by the current password (401 WRONG_OLD_PASSWORD). The account is anonymised and blocked, its bookings lose contact data and plates, its mandates are revoked, every session of it ends (the cookie is cleared) and no login works any more. Bills and credit notes keep their buyer for ten years (§ 147 AO). 409 MANDATE_IN_USE while a debit on one of its mandates awaits the bank export.',
        body: eraseAccountRequestSchema,
        response: {
          204: noContent,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      await privacy.erase(me(req), clock(), { password: req.body.password, address: clientAddress(req) });
      reply.clearCookie(app.shop.sessions.cookieName, { path: '/', secure: app.shop.sessions.secure });
      return reply.code(204).send(null);
    },
  );
};

const customerParams = z.object({ id: z.string().max(100) });
function customerId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw new DomainError('CUSTOMER_NOT_FOUND', 'No such customer');
  return id;
}

/** The same for an operator, on a customer's request (back office; audited). */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  /** Whether the account lies in the operator's sites (404 otherwise, ADR 060). */
  accounts: Pick<CustomerService, 'visible'>;
  clock: () => Date;
}> = async (app, { privacy, accounts, clock }) => {
  const visible = requireVisible((id, scope) => accounts.visible(id, scope));
  app.get(
    '/api/admin/customers/:id/export',
    {
      preValidation: [requireOperator('staff'), visible],
      schema: {
        tags: ['admin'],
        operationId: 'adminExportCustomerData',
        summary: "A customer's data as JSON or CSV (GDPR Art. 15, 20)",
        security: [{ operatorSession: [] }],
        description:
          "What the customer's own export gives (the portal's), for a request made by letter or at the desk. Staff and admin of every site; audited as customer.export. 404 CUSTOMER_NOT_FOUND (also for a customer outside the operator's sites); 403 FORBIDDEN_ROLE for an operator limited to sites, since the export holds every site's bookings (ADR 060).",
        params: customerParams,
        querystring: dataExportQuerySchema,
        response: exportResponses,
      },
    },
    async (req, reply) => {
      const id = customerId(req.params.id);
      // The answer to a request under Art. 15 holds everything the shop keeps about the person,
      // at every car park: one limited to sites may neither give a part of it nor see the rest.
      if (siteScopeOf(req.operator) !== null) {
        throw new DomainError(
          'FORBIDDEN_ROLE',
          "A customer's data export holds every site: an operator of every site makes it",
        );
      }
      const data = await privacy.exportData(id, clock());
      await audit(req, {
        action: 'customer.export',
        entity: 'customer',
        entityId: id,
        after: { format: req.query.format },
      });
      return sendExport(reply, req.query, data, `kunde-${id.slice(0, 8)}`);
    },
  );

  app.post(
    '/api/admin/customers/:id/erase',
    {
      preValidation: [requireOperator('admin'), visible],
      schema: {
        tags: ['admin'],
        operationId: 'adminEraseCustomer',
        summary: "Deletes a customer's account (GDPR Art. 17)",
        security: [{ operatorSession: [] }],
        description:
          "As the customer's own deletion, without the password: anonymised and blocked, bookings without contact and plates, mandates revoked, sessions ended; bills and credit notes keep their buyer (§ 147 AO). Admins only; audited as customer.erase (by id, no personal data). 404 CUSTOMER_NOT_FOUND (also when already erased); 409 MANDATE_IN_USE while a debit awaits the bank export.",
        params: customerParams,
        response: {
          204: noContent,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const id = customerId(req.params.id);
      await privacy.erase(id, clock(), {
        record: (entry, tx) => audit(req, { ...entry, entity: 'customer' }, tx),
      });
      return reply.code(204).send(null);
    },
  );
};
