import { guardOperatorRoutes } from '../../platform/operators/guard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import type { RefundsDueService } from './refunds-due';
import type { OperatorGate } from '../../platform/operators/gate';

const refundDueSchema = z.array(
  z.object({
    paymentId: z.string(),
    provider: z.string(),
    providerRef: z.string().nullable(),
    amountCents: z.number().int(),
    bookingId: z.string(),
    mail: z.string().nullable(),
    /** late-place-taken, amount-mismatch, amount-missing, currency-mismatch, sepa-excluded */
    reason: z.string().nullable(),
    updatedAt: z.string(),
    /** A customer's cancellation (ADR 016): the credit note whose refund is due by hand. */
    creditNoteId: z.string().optional(),
  }),
);

/**
 * Payments a provider reported paid after their hold lapsed, with the place gone (ADR 006), and
 * cancellations whose refund is due by hand (ADR 016); what the operator recorded as refunded
 * (back office) is no longer listed.
 */
export const operatorPaymentRoutes: FastifyPluginAsyncZod<{
  operator: OperatorGate;
  refunds: RefundsDueService;
}> = async (app, { operator, refunds }) => {
  guardOperatorRoutes(app, operator);

  app.get(
    '/api/operator/payments/refunds-due',
    {
      schema: {
        tags: ['operator'],
        operationId: 'listRefundsDue',
        summary: 'Payments to refund by hand',
        security: [{ operatorToken: [] }],
        description:
          'Payments to refund by hand at the provider, with the reason: paid after their hold lapsed when the place was already taken (`late-place-taken`), or reported paid with another amount or currency than ours (`amount-mismatch`, `amount-missing`, `currency-mismatch`), or a customer cancellation whose refund the provider could not take (`cancellation:demo`, `cancellation:sepa-exported`, `cancellation:provider-refused`, `cancellation:provider-unavailable`; amountCents is the refund, creditNoteId its credit note). Needs `Authorization: Bearer $OPERATOR_TOKEN`.',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: refundDueSchema, 401: errorBodySchema },
      },
    },
    async (req) => {
      const { data } = await refunds.list(0, req.query.limit);
      return data.map((r) => ({
        paymentId: r.paymentId,
        provider: r.provider,
        providerRef: r.providerRef,
        amountCents: r.amountCents,
        bookingId: r.bookingId,
        mail: r.mail,
        reason: r.reason,
        updatedAt: r.since,
        ...(r.kind === 'cancellation' ? { creditNoteId: r.id } : {}),
      }));
    },
  );
};
