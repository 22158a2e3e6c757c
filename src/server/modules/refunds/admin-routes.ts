import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPageQuerySchema,
  adminPaymentListCsvQuerySchema,
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
  refundDueListSchema,
  refundItemParamsSchema,
  refundResultSchema,
  refundTransferRequestSchema,
} from '../../../shared/schemas/admin-payments';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireOperator } from '../../platform/backoffice/guard';
import type { RefundsDueService } from './refunds-due';
import type { PaymentListService } from './payment-list';
import { audit, auditIn } from '../../platform/audit/audit';
import { requireVisible, siteScopeOf } from '../../platform/backoffice/site-scope';
import type { RefundKind } from '../../../shared/schemas/admin-payments';
import { mediaResponse } from '../../platform/http/openapi';

const AUTH = 'Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without)';
const WRITE =
  "staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID). Audited (`before`/`after`) in the same transaction";

/** The refunds-due list in the back office, and the operator's "refunded". */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{
  refunds: RefundsDueService;
  paymentList: PaymentListService;
  clock: () => Date;
}> = async (app, { refunds, paymentList, clock }) => {
  // A refund of a booking at a site outside the operator's: 404 REFUND_NOT_FOUND (ADR 060).
  const scopedItem = requireVisible((id, scope, req) =>
    refunds.visible((req.params as { kind: RefundKind }).kind, id, scope),
  );
  app.get(
    '/api/admin/payments',
    {
      preValidation: requireOperator('viewer'),
      schema: {
        tags: ['admin'],
        operationId: 'adminListPayments',
        summary: 'All payments',
        security: [{ operatorSession: [] }],
        description: `Every payment, newest first, paged from 0, with its booking's plate and e-mail: \`q\` finds a part of the plate, e-mail, provider reference or payment/booking id; \`status\`, \`provider\` and the creation period \`from\`..\`to\` (calendar days of the shop's time zone, both included, either may be left open) narrow it. 400 PERIOD_INVALID when \`from\` is after \`to\` or the period is longer than 367 days. \`providers\` lists every provider with a payment. The same list as a file is /api/admin/payments.csv. ${AUTH}, any role.`,
        querystring: adminPaymentListQuerySchema,
        response: {
          200: adminPaymentListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req) => paymentList.list(req.query, siteScopeOf(req.operator, req.query.site)),
  );

  app.get(
    '/api/admin/payments.csv',
    {
      config: { limit: 'exports' },
      // The session guard runs before validation: no session is a 401 whatever the query says.
      preValidation: requireOperator('viewer'),
      schema: {
        tags: ['admin'],
        operationId: 'adminListPaymentsCsv',
        summary: 'All payments as CSV, filtered as the list',
        security: [{ operatorSession: [] }],
        description: `The payments that GET /api/admin/payments finds with the same \`q\`, \`status\`, \`provider\`, \`from\` and \`to\`, newest first, as a CSV file (\`;\`-separated, decimal comma, UTF-8 with BOM, times in the shop's time zone, as the accountant's exports): created, payment and booking id, plate, e-mail, amount, status, reason, provider, method, reference. At most 50,000 rows. 400 PERIOD_INVALID as for the list. Audited (\`export.payments-list\` with the filters): the file carries e-mails and plates. ${AUTH}, any role.`,
        querystring: adminPaymentListCsvQuerySchema,
        response: {
          200: mediaResponse('CSV file (UTF-8 with BOM)', { 'text/csv': z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const lines = paymentList.csv(req.query, siteScopeOf(req.operator, req.query.site));
      const filters = Object.fromEntries(Object.entries(req.query).filter(([, v]) => v !== undefined));
      await audit(req, {
        action: 'export.payments-list',
        entity: 'export',
        entityId: 'payments-list',
        after: filters,
      });
      const day = clock().toISOString().slice(0, 10);
      // The file streams: the reply is typed for the schema's string, the body is its stream.
      return (reply as FastifyReply)
        .header('content-disposition', `attachment; filename="zahlungsliste_${day}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .type('text/csv; charset=utf-8; header=present')
        .send(Readable.from(lines));
    },
  );

  app.get(
    '/api/admin/payments/refunds-due',
    {
      preValidation: requireOperator('viewer'),
      schema: {
        tags: ['admin'],
        operationId: 'adminListRefundsDue',
        summary: 'Refunds due',
        security: [{ operatorSession: [] }],
        description: `Refunds to make, newest first, paged from 0: payments the provider took when the place was gone or with another amount (\`kind\` payment, \`id\` the payment), and customers' cancellations whose refund the provider could not take (\`kind\` cancellation, \`id\` the credit note). \`lastError\` is the provider's answer to the last "refund through the provider". ${AUTH}, any role.`,
        querystring: adminPageQuerySchema,
        response: {
          200: refundDueListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req) =>
      refunds.list(req.query.page, req.query.pageSize, siteScopeOf(req.operator, req.query.site)),
  );

  app.post(
    '/api/admin/payments/refunds-due/:kind/:id/transfer',
    {
      preValidation: [requireOperator('staff'), scopedItem],
      schema: {
        tags: ['admin'],
        operationId: 'adminMarkRefundTransferred',
        summary: 'Record a refund as made by bank transfer',
        security: [{ operatorSession: [] }],
        description: `The operator refunded by bank transfer: recorded as done with the transfer's reference (at most 140 characters, not blank, trimmed; 400 VALIDATION otherwise), off the list, noted in the payment's history. 404 REFUND_NOT_FOUND (unknown or not due), 409 REFUND_ALREADY_DONE (recorded before: never twice), 409 REFUND_IN_PROGRESS (the provider is being asked). ${AUTH}; ${WRITE}.`,
        params: refundItemParamsSchema,
        body: refundTransferRequestSchema,
        response: {
          200: refundResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) =>
      refunds.markTransferred(
        req.params.kind,
        req.params.id,
        req.body.reference.trim(),
        req.operator!.username,
        clock(),
        auditIn(req),
      ),
  );

  app.post(
    '/api/admin/payments/refunds-due/:kind/:id/provider-refund',
    {
      preValidation: [requireOperator('staff'), scopedItem],
      schema: {
        tags: ['admin'],
        operationId: 'adminRefundThroughProvider',
        summary: 'Refund through the payment provider',
        security: [{ operatorSession: [] }],
        description: `Asks the configured provider (SumUp, Mollie) to refund the amount. Done: off the list. The provider refused or did not answer: 502 REFUND_PROVIDER_FAILED with \`details.error\`; it stays due with that error. 409 REFUND_NOT_AT_PROVIDER (demo, SEPA, or another provider than the configured one: refund by transfer), REFUND_ALREADY_DONE, REFUND_IN_PROGRESS (a second click while the first asks); 404 REFUND_NOT_FOUND. ${AUTH}; ${WRITE}.`,
        params: refundItemParamsSchema,
        response: {
          200: refundResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (req) =>
      refunds.refundAtProvider(req.params.kind, req.params.id, req.operator!.username, clock(), auditIn(req)),
  );
};
