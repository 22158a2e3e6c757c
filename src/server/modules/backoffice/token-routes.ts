import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOperatorRequestSchema, operatorLinkResponseSchema } from '../../../shared/schemas/admin';
import { errorBodySchema } from '../../../shared/schemas/common';
import { guardOperatorRoutes } from '../../platform/operators/guard';
import type { OperatorGate } from '../../platform/operators/gate';
import { operatorCreated } from './routes';
import type { OperatorAccountService } from './operator-accounts';
import { auditIn } from '../../platform/audit/audit';

/**
 * The first admin without a shell on the server: the machine API with
 * OPERATOR_TOKEN creates back-office operators until an admin can log in (ADR 035):
 * a leaked token must not mint admins beside the ones the shop has. Audited with the actor `token`.
 */
export const operatorAccountTokenRoutes: FastifyPluginAsyncZod<{
  operator: OperatorGate;
  operators: OperatorAccountService;
  clock: () => Date;
}> = async (app, { operator, operators, clock }) => {
  guardOperatorRoutes(app, operator);

  app.post(
    '/api/operator/operators',
    {
      schema: {
        operationId: 'operatorCreateOperator',
        summary: 'Create a back-office operator',
        tags: ['operator'],
        security: [{ operatorToken: [] }],
        description:
          'Creates a back-office operator (admin, staff or viewer) and answers its one-time set-password link `PUBLIC_URL/admin/set-password?token=…` (72 h). Bootstrap only: 409 OPERATORS_BOOTSTRAPPED once an active admin with a password exists (then admins create operators in the back office, `npm run operator` covers the rest). 409 OPERATOR_EXISTS. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), JSON body (ADR 009).',
        body: createOperatorRequestSchema,
        response: { 201: operatorLinkResponseSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (req, reply) => {
      const created = await operators.createFirst(
        req.body,
        clock(),
        auditIn(req, operatorCreated({ kind: 'token' })),
      );
      return reply.code(201).send(created);
    },
  );
};
