import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  createCustomerRequestSchema,
  createCustomerResponseSchema,
  customerListQuerySchema,
  customerListResponseSchema,
} from '../../../shared/schemas/customer';
import { DomainError } from '../../errors';
import { UUID_PATTERN } from '../../tickets/codes';
import { guardOperatorRoutes } from '../operator/guard';
import type { OperatorService } from '../operator/service';
import type { CustomerService } from './service';

const AUTH_NOTE =
  'Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), JSON body or `X-Requested-With` for POSTs (ADR 009).';

/** The operator's customer accounts API (issue 8; the back-office issue puts a UI on it). */
export const customerOperatorRoutes: FastifyPluginAsyncZod<{
  operator: OperatorService;
  customers: CustomerService;
  clock: () => Date;
}> = async (app, { operator, customers, clock }) => {
  guardOperatorRoutes(app, operator);

  app.post(
    '/api/operator/customers',
    {
      schema: {
        tags: ['operator'],
        operationId: 'createCustomer',
        summary: 'Create a customer account',
        security: [{ operatorToken: [] }],
        description: `Creates a customer account. With \`password\`: the customer must change it at first login. Without: an invitation mail with a one-time set-password link (72 h). 409 CUSTOMER_EXISTS for a taken e-mail or username (case-insensitive); 417 PASSWORD_POLICY; 400 INVALID_MAIL / LICENSE_PLATE_INVALID. ${AUTH_NOTE}`,
        body: createCustomerRequestSchema,
        response: {
          201: createCustomerResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          417: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const created = await customers.create(req.body, clock());
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/operator/customers',
    {
      schema: {
        tags: ['operator'],
        operationId: 'listCustomers',
        summary: 'Customer accounts',
        security: [{ operatorToken: [] }],
        description: `Customer accounts, newest first, paged (page from 0). \`search\` matches part of the e-mail, username or name. ${AUTH_NOTE}`,
        querystring: customerListQuerySchema,
        response: { 200: customerListResponseSchema, 401: errorBodySchema },
      },
    },
    async (req) => customers.list(req.query),
  );

  app.post(
    '/api/operator/customers/:id/block',
    {
      schema: {
        tags: ['operator'],
        operationId: 'blockCustomer',
        summary: 'Block a customer account',
        security: [{ operatorToken: [] }],
        description: `Blocks the account: its login answers like wrong credentials, its sessions and open set-password links end. 404 CUSTOMER_NOT_FOUND. ${AUTH_NOTE}`,
        params: z.object({ id: z.string().max(100) }),
        response: { 204: z.null().describe('Blocked'), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      if (!UUID_PATTERN.test(req.params.id)) throw new DomainError('CUSTOMER_NOT_FOUND', 'No such customer');
      await customers.block(req.params.id, clock());
      return reply.code(204).send(null);
    },
  );
};
