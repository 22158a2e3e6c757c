import { audit } from '../../platform/audit/audit';
import { guardOperatorRoutes } from '../../platform/operators/guard';
import type { OperatorGate } from '../../platform/operators/gate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import type { OperatorService } from './service';

/** Operator-only (not a client call), so its schema lives here rather than in src/shared. */
const outboxSchema = z.array(
  z.object({
    id: z.string(),
    permissionId: z.string().nullable(),
    kind: z.string(),
    to: z.string(),
    language: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    attachmentName: z.string().nullable(),
    status: z.string(),
    createdAt: z.string(),
  }),
);

export const operatorRoutes: FastifyPluginAsyncZod<{
  operator: OperatorGate;
  outbox: OperatorService;
}> = async (app, { operator, outbox }) => {
  guardOperatorRoutes(app, operator);

  app.get(
    '/api/operator/outbox',
    {
      schema: {
        tags: ['operator'],
        operationId: 'listOutboxMails',
        summary: 'Mails kept without SMTP',
        security: [{ operatorToken: [] }],
        description:
          'Mails kept without SMTP_URL, newest first. Each read is audited (`mail.outbox.read` with the mail ids). Needs `Authorization: Bearer $OPERATOR_TOKEN`; without OPERATOR_TOKEN a local shop answers the machine itself on its operator port only (127.0.0.1:OPERATOR_PORT, never PORT), a public shop nobody. 421 WRONG_HOST under a foreign Host name.',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: outboxSchema, 401: errorBodySchema },
      },
    },
    async (req) => {
      const mails = await outbox.outbox(req.query.limit);
      // The outbox holds whole mails (ticket links, password links): who read which ones goes
      // into the audit log.
      await audit(req, {
        action: 'mail.outbox.read',
        entity: 'mail',
        after: { count: mails.length, mailIds: mails.map((m) => m.id) },
        actor: { kind: 'token' },
      });
      return mails;
    },
  );
};
