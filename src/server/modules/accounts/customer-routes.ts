import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCustomerDetailSchema,
  adminCustomerSearchQuerySchema,
  adminCustomerSearchResponseSchema,
  customerLinkResponseSchema,
  updateCustomerRequestSchema,
} from '../../../shared/schemas/admin-customers';
import { errorBodySchema, languageSchema } from '../../../shared/schemas/common';
import {
  createCustomerRequestSchema,
  createCustomerResponseSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerSummarySchema,
} from '../../../shared/schemas/customer';
import { DomainError } from '../../errors';
import { UUID_PATTERN } from '../../platform/codes';
import { requireOperator } from '../../platform/backoffice/guard';
import { requireVisible, siteScopeOf } from '../../platform/backoffice/site-scope';
import { guardOperatorRoutes } from '../../platform/operators/guard';
import type { OperatorGate } from '../../platform/operators/gate';
import type { CustomerAuditSink, CustomerService } from './customer-service';
import { audit, type AuditActor } from '../../platform/audit/audit';

const TOKEN_NOTE =
  'Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), JSON body or `X-Requested-With` for POSTs (ADR 009).';
const READ_NOTE = 'Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).';
const WRITE_NOTE =
  'Back-office call: operator session cookie and `X-CSRF-Token`, role staff or admin (401 ADMIN_NOT_LOGGED_IN, 403 CSRF_INVALID / FORBIDDEN_ROLE). Audited.';

const idParams = z.object({ id: z.string().max(100) });

/** Ids that cannot be a customer's answer 404 before they reach a uuid column. */
function customerId(raw: string): string {
  if (!UUID_PATTERN.test(raw)) throw new DomainError('CUSTOMER_NOT_FOUND', 'No such customer');
  return raw;
}

/** The audit entry of a customer write, by the request's operator or, on the token API, the token. */
function auditSink(req: FastifyRequest, actor?: AuditActor): CustomerAuditSink {
  return (entry, tx) => audit(req, { ...entry, entity: 'customer', ...(actor ? { actor } : {}) }, tx);
}

/**
 * The calls the token API and the back office share (create, block): defined once, mounted
 * under /api/operator (Bearer token, audited as `token`) and /api/admin (operator session,
 * staff or admin, audited as the operator).
 */
function registerCustomerWriteRoutes(
  app: FastifyInstance,
  opts: {
    prefix: '/api/operator' | '/api/admin';
    operationId: (name: string) => string;
    security: string;
    tag: string;
    note: string;
    customers: CustomerService;
    clock: () => Date;
    guard?: preValidationHookHandler;
    actor?: AuditActor;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = opts.guard ? { preValidation: opts.guard } : {};
  r.post(
    `${opts.prefix}/customers`,
    {
      ...guard,
      schema: {
        tags: [opts.tag],
        operationId: opts.operationId('createCustomer'),
        summary: 'Create a customer account',
        security: [{ [opts.security]: [] }],
        description: `Creates a customer account. With \`password\`: the customer must change it at first login. Without: an invitation mail with a one-time set-password link (72 h). 409 CUSTOMER_EXISTS for a taken e-mail or username (case-insensitive); 417 PASSWORD_POLICY; 400 INVALID_MAIL / LICENSE_PLATE_INVALID. ${opts.note}`,
        body: createCustomerRequestSchema,
        response: {
          201: createCustomerResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          417: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const created = await opts.customers.create(req.body, opts.clock(), auditSink(req, opts.actor));
      return reply.code(201).send(created);
    },
  );

  r.post(
    `${opts.prefix}/customers/:id/block`,
    {
      ...guard,
      schema: {
        tags: [opts.tag],
        operationId: opts.operationId('blockCustomer'),
        summary: 'Block a customer account',
        security: [{ [opts.security]: [] }],
        description: `Blocks the account: its login answers like wrong credentials, its sessions and open set-password links end at once. Blocking a blocked account changes nothing. 404 CUSTOMER_NOT_FOUND. ${opts.note}`,
        params: idParams,
        response: {
          204: z.null().describe('Blocked'),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      await opts.customers.block(customerId(req.params.id), opts.clock(), auditSink(req, opts.actor));
      return reply.code(204).send(null);
    },
  );
}

/** The operator's customer accounts API (the back office puts a UI on it). */
export const customerOperatorRoutes: FastifyPluginAsyncZod<{
  operator: OperatorGate;
  customers: CustomerService;
  clock: () => Date;
}> = async (app, { operator, customers, clock }) => {
  guardOperatorRoutes(app, operator);

  registerCustomerWriteRoutes(app, {
    prefix: '/api/operator',
    operationId: (name) => name,
    security: 'operatorToken',
    tag: 'operator',
    note: TOKEN_NOTE,
    customers,
    clock,
    actor: { kind: 'token' },
  });

  app.get(
    '/api/operator/customers',
    {
      schema: {
        tags: ['operator'],
        operationId: 'listCustomers',
        summary: 'Customer accounts',
        security: [{ operatorToken: [] }],
        description: `Customer accounts, newest first, paged (page from 0). \`search\` matches part of the e-mail, username or name. ${TOKEN_NOTE}`,
        querystring: customerListQuerySchema,
        response: { 200: customerListResponseSchema, 401: errorBodySchema },
      },
    },
    async (req) => customers.list(req.query),
  );
};

/** The back office's customer screens: every role reads, staff and admin write. */
export const customerAdminRoutes: FastifyPluginAsyncZod<{
  customers: CustomerService;
  clock: () => Date;
}> = async (app, { customers, clock }) => {
  const read = { preValidation: requireOperator('viewer') };
  const write = { preValidation: requireOperator('staff') };
  const operationId = (name: string) => `admin${name[0].toUpperCase()}${name.slice(1)}`;
  // Every call on one account (read, change, block, links) answers 404 CUSTOMER_NOT_FOUND for
  // an account outside the operator's sites (ADR 060): appended after each route's guard.
  const visible = requireVisible((id, scope) => customers.visible(id, scope));
  app.addHook('onRoute', (route) => {
    if (!route.url.includes(':id')) return;
    const hooks = route.preValidation;
    route.preValidation = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), visible];
  });

  registerCustomerWriteRoutes(app, {
    prefix: '/api/admin',
    operationId,
    security: 'operatorSession',
    tag: 'admin',
    note: WRITE_NOTE,
    customers,
    clock,
    guard: write.preValidation,
  });

  app.get(
    '/api/admin/customers',
    {
      ...read,
      schema: {
        tags: ['admin'],
        operationId: 'adminSearchCustomers',
        summary: 'Search customer accounts',
        security: [{ operatorSession: [] }],
        description: `Customer accounts by \`q\` (part of e-mail, username, name or company, or the start of a stored plate) and status; sorted by \`sort\` with the id as tie-break; paged from 0, at most 100 a page. ${READ_NOTE}`,
        querystring: adminCustomerSearchQuerySchema,
        response: {
          200: adminCustomerSearchResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req) => customers.search(req.query, siteScopeOf(req.operator, req.query.site)),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      ...read,
      schema: {
        tags: ['admin'],
        operationId: 'adminGetCustomer',
        summary: 'A customer account with its bookings, bills and mandates',
        security: [{ operatorSession: [] }],
        description: `The account, its contact data and status, its bookings (newest 200), the bills and credit notes of those bookings, and its SEPA mandates (IBAN masked). 404 CUSTOMER_NOT_FOUND. ${READ_NOTE}`,
        params: idParams,
        response: {
          200: adminCustomerDetailSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req) => customers.detail(customerId(req.params.id), clock(), siteScopeOf(req.operator)),
  );

  app.patch(
    '/api/admin/customers/:id',
    {
      ...write,
      schema: {
        tags: ['admin'],
        operationId: 'adminUpdateCustomer',
        summary: "Change a customer's contact data",
        security: [{ operatorSession: [] }],
        description: `Replaces the contact data (e-mail, names, company, address, plates). A username equal to the old e-mail follows the new one; a new e-mail counts as unproven. 400 INVALID_MAIL / LICENSE_PLATE_INVALID; 404 CUSTOMER_NOT_FOUND; 409 CUSTOMER_EXISTS. ${WRITE_NOTE}`,
        params: idParams,
        body: updateCustomerRequestSchema,
        response: {
          200: customerSummarySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => customers.update(customerId(req.params.id), req.body, clock(), auditSink(req)),
  );

  app.post(
    '/api/admin/customers/:id/unblock',
    {
      ...write,
      schema: {
        tags: ['admin'],
        operationId: 'adminUnblockCustomer',
        summary: 'Unblock a customer account',
        security: [{ operatorSession: [] }],
        description: `The account can log in again. Links that ended with the block stay dead: send a new one. 404 CUSTOMER_NOT_FOUND. ${WRITE_NOTE}`,
        params: idParams,
        response: {
          204: z.null().describe('Unblocked'),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      await customers.unblock(customerId(req.params.id), clock(), auditSink(req));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/customers/:id/password-link',
    {
      ...write,
      schema: {
        tags: ['admin'],
        operationId: 'adminSendCustomerPasswordLink',
        summary: 'Mail a password reset link to a customer',
        security: [{ operatorSession: [] }],
        description: `Mails the customer a one-time reset link (1 h) to \`PUBLIC_URL/set-password?token=...\`, or a new invitation (72 h) while the account has no password yet. The link itself is never shown. 404 CUSTOMER_NOT_FOUND; 409 CUSTOMER_BLOCKED; 429 LINK_LIMIT (Retry-After, details.nextLinkAt) after LINKS_PER_HOUR links to the account in the last hour. ${WRITE_NOTE}`,
        params: idParams,
        body: z.object({
          language: languageSchema.optional().describe("The mail's language; the shop's if absent"),
        }),
        response: {
          200: customerLinkResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (req) => customers.sendLink(customerId(req.params.id), req.body.language, clock(), auditSink(req)),
  );
};
