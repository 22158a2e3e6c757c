/**
 * The back office's payments: refunds due, SEPA batches, collections and mandates.
 * The routes under /api/admin/payments and /api/admin/sepa and the screens use these schemas.
 * Money is integer cents.
 */
import { z } from 'zod';
import { siteQueryParam } from './site-query';

/** A page of a back-office list: from 0, at most 100 rows. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('From 0'),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  site: siteQueryParam,
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

export const refundKindSchema = z.enum(['payment', 'cancellation']);
export type RefundKind = z.infer<typeof refundKindSchema>;

/** One refund due: a payment to give back (refund_due) or a cancellation's credit note. */
export const refundDueSchema = z.object({
  kind: refundKindSchema,
  /** The payment's id (kind payment) or the credit note's (kind cancellation). */
  id: z.string(),
  paymentId: z.string(),
  bookingId: z.string(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  amountCents: z.number().int(),
  mail: z.string().nullable(),
  plate: z.string().nullable(),
  /**
   * Why it is due: late-place-taken, stay-already-paid, paid-twice, amount-mismatch, amount-missing,
   * currency-mismatch; for a cancellation `cancellation:<why>` (demo, sepa-exported,
   * provider-refused, provider-unavailable, provider-unknown, no-refund-api).
   */
  reason: z.string().nullable(),
  /** Since when it is due. */
  since: z.string(),
  /** Whether the configured provider can refund it ("refund through the provider"). */
  providerRefundPossible: z.boolean(),
  /** The provider's answer to the last attempt, when it refused. */
  lastError: z.string().nullable(),
  /** A provider refund is being asked for right now. */
  inProgress: z.boolean(),
});
export type RefundDue = z.infer<typeof refundDueSchema>;

export const refundDueListSchema = z.object({
  data: z.array(refundDueSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RefundDueList = z.infer<typeof refundDueListSchema>;

export const REFUND_REFERENCE_MAX = 140;

/**
 * "Refunded by transfer": the bank transfer's reference, required (not blank); the server trims
 * it (requests are validated as JSON Schema, ADR 004: no transforms).
 */
export const refundTransferRequestSchema = z.object({
  reference: z.string().max(REFUND_REFERENCE_MAX).regex(/\S/, 'must not be blank'),
});
export type RefundTransferRequest = z.infer<typeof refundTransferRequestSchema>;

export const refundItemParamsSchema = z.object({
  kind: refundKindSchema,
  id: z.string().max(100),
});

/** What became of a refund the operator handled. */
export const refundResultSchema = z.object({
  kind: refundKindSchema,
  id: z.string(),
  amountCents: z.number().int(),
  method: z.enum(['transfer', 'provider']),
  status: z.enum(['done', 'failed']),
  reference: z.string().nullable(),
  error: z.string().nullable(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

// ---- SEPA ----

export const sepaBatchSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  transactionCount: z.number().int(),
  controlSumCents: z.number().int(),
  createdAt: z.string(),
});
export type SepaBatch = z.infer<typeof sepaBatchSchema>;

export const sepaBatchListSchema = z.object({
  data: z.array(sepaBatchSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SepaBatchList = z.infer<typeof sepaBatchListSchema>;

/** open: awaits the next batch; exported: in a batch; excluded: taken out, never collected. */
export const sepaCollectionStateSchema = z.enum(['open', 'exported', 'excluded']);
export type SepaCollectionState = z.infer<typeof sepaCollectionStateSchema>;

export const sepaCollectionQuerySchema = adminPageQuerySchema.extend({
  state: sepaCollectionStateSchema.optional(),
});

export const sepaCollectionSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  bookingId: z.string(),
  mail: z.string().nullable(),
  amountCents: z.number().int(),
  dueDate: z.string(),
  sequenceType: z.enum(['FRST', 'RCUR', 'OOFF']),
  endToEndId: z.string(),
  state: sepaCollectionStateSchema,
  batchId: z.string().nullable(),
  excludedAt: z.string().nullable(),
  excludeReason: z.string().nullable(),
  mandateId: z.string(),
  mandateReference: z.string(),
  accountName: z.string(),
  /** Masked: DE89 •••• 3000. */
  iban: z.string(),
  createdAt: z.string(),
});
export type SepaCollection = z.infer<typeof sepaCollectionSchema>;

export const sepaCollectionListSchema = z.object({
  data: z.array(sepaCollectionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SepaCollectionList = z.infer<typeof sepaCollectionListSchema>;

export const sepaMandateStatusSchema = z.enum(['active', 'revoked']);

export const sepaMandateSchema = z.object({
  id: z.string(),
  reference: z.string(),
  accountName: z.string(),
  iban: z.string(),
  bic: z.string(),
  signatureDate: z.string(),
  recurrent: z.boolean(),
  ownerMail: z.string(),
  customerId: z.string().nullable(),
  useCount: z.number().int(),
  status: sepaMandateStatusSchema,
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SepaMandate = z.infer<typeof sepaMandateSchema>;

export const sepaMandateListSchema = z.object({
  data: z.array(sepaMandateSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SepaMandateList = z.infer<typeof sepaMandateListSchema>;

/** A payment's state (ADR 006): pending → paid | failed | expired; refund_due when taken too late. */
export const paymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired', 'refund_due']);
export type PaymentStatusName = z.infer<typeof paymentStatusSchema>;

/**
 * GET /api/admin/payments: every payment, newest first, filtered. The period is in
 * calendar days of the shop's time zone, both included; its order is checked by the route
 * (400 PERIOD_INVALID), as for the exports.
 */
export const adminPaymentListQuerySchema = adminPageQuerySchema.extend({
  q: z
    .string()
    .max(100)
    .optional()
    .describe('Part of the plate, e-mail, provider reference, payment or booking id (case-insensitive)'),
  status: paymentStatusSchema.optional(),
  provider: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .describe('demo, sumup, mollie, sepa, ...'),
  from: z.iso.date().optional().describe('First day of creation (YYYY-MM-DD, shop time zone), included'),
  to: z.iso.date().optional().describe('Last day of creation (YYYY-MM-DD, shop time zone), included'),
});
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

/** GET /api/admin/payments.csv: the list's filters without paging (the file holds every match). */
export const adminPaymentListCsvQuerySchema = adminPaymentListQuerySchema.omit({
  page: true,
  pageSize: true,
});

export const adminPaymentSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  provider: z.string(),
  /** How the provider took it (Redirect, Mollie, Sepa, Sumup); null before the provider had it. */
  method: z.string().nullable(),
  providerRef: z.string().nullable(),
  amountCents: z.number().int(),
  status: paymentStatusSchema,
  statusReason: z.string().nullable(),
  plate: z.string().nullable(),
  mail: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListSchema = z.object({
  data: z.array(adminPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every provider that has a payment (the filter's choices). */
  providers: z.array(z.string()),
});
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;
