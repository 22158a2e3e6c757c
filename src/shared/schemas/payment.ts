import { z } from 'zod';
import { cents } from './common';

/** A calendar date on the wire (bank and bill dates): YYYY-MM-DD in the shop's time zone. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * POST /api/booking/payment/sepa (spec §7): a new mandate for the session's current booking.
 * The rules (spec §5) live in domain/iban.ts; an empty `bic` is filled from a German IBAN.
 */
export const sepaPaymentRequestSchema = z.object({
  iban: z.string().max(50),
  bic: z.string().max(20).default(''),
  accountName: z.string().max(70),
  /** 'Save for future payments': the mandate may be used again (sequence FRST, then RCUR). */
  recurrentPayment: z.boolean().default(false),
});
export type SepaPaymentRequest = z.infer<typeof sepaPaymentRequestSchema>;

/** POST /api/booking/payment/mandate (spec §7): pay with a mandate saved earlier. */
export const mandatePaymentRequestSchema = z.object({ mandateId: z.string().min(1).max(100) });
export type MandatePaymentRequest = z.infer<typeof mandatePaymentRequestSchema>;

/** Answer of both SEPA calls: the pre-notification the e-mail repeats. */
export const sepaPaymentResponseSchema = z.object({
  mandateId: z.string(),
  /** Unique mandate reference (at most 35 characters), shown on the bank statement. */
  mandateReference: z.string(),
  creditorId: z.string(),
  amount: cents,
  /** The day the amount is collected (after the pre-notification period). */
  dueDate: isoDate,
});
export type SepaPaymentResponse = z.infer<typeof sepaPaymentResponseSchema>;

/** SEPA mandate (spec §3). The IBAN is masked except for the bank. */
export const sepaMandateSchema = z.object({
  mandateId: z.string(),
  signatureDate: isoDate,
  accountName: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type SepaMandate = z.infer<typeof sepaMandateSchema>;

/** GET /api/booking/payment/mandates: the mandates this visitor may use again. */
export const mandateListSchema = z.object({ data: z.array(sepaMandateSchema), count: z.number().int() });
export type MandateList = z.infer<typeof mandateListSchema>;

/**
 * POST /api/booking/payment/notice: the browser says what the payment widget reported. Only a
 * hint: the server stores it and asks the provider.
 */
export const paymentNoticeSchema = z.object({ outcome: z.string().min(1).max(40) });
export type PaymentNotice = z.infer<typeof paymentNoticeSchema>;

/** Bill (spec §3: _id, nr, closingDate, secret) with its amounts and PDF link. */
export const billViewSchema = z.object({
  _id: z.string(),
  nr: z.string(),
  closingDate: isoDate,
  secret: z.string(),
  netAmount: cents,
  vatAmount: cents,
  grossAmount: cents,
  /** Basis points: 1900 = 19 %. */
  vatRate: z.number().int().nonnegative(),
  pdfUrl: z.string(),
});
export type BillView = z.infer<typeof billViewSchema>;

/**
 * POST /api/operator/sepa/collections/{id}/exclude: takes a debit out of the bank export (the
 * file check refused it). JSON body, so a cross-site form cannot send it.
 */
export const sepaExcludeRequestSchema = z.object({
  reason: z.string().max(200).regex(/\S/, 'must not be blank'),
});
export type SepaExcludeRequest = z.infer<typeof sepaExcludeRequestSchema>;

/** An excluded (never collected) debit, as the operator sees it. */
export const excludedCollectionSchema = z.object({
  collectionId: z.string(),
  paymentId: z.string(),
  bookingId: z.string(),
  amountCents: cents,
  endToEndId: z.string(),
  mail: z.string().nullable(),
  reason: z.string(),
  excludedAt: z.string(),
});
export type ExcludedCollection = z.infer<typeof excludedCollectionSchema>;
