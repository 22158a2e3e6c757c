import { z } from 'zod';
import { isoInstant } from './common';

/**
 * The back office's booking actions (ADR 026): resend the ticket, change the plate,
 * extend, cancel with a refund. The search and the detail stay in `admin.ts` (ADR 024).
 */

/** The largest refund one call takes: a sanity bound, the real bound is what was paid. */
export const MAX_REFUND_CENTS = 10_000_000;

/** A free note of the operator, kept in the audit entry (why the change was made). */
const noteSchema = z
  .string()
  .trim()
  .max(500)
  .optional()
  .describe("The operator's reason, kept in the audit log");

/** POST /api/admin/bookings/:id/resend-ticket */
export const resendTicketRequestSchema = z.object({ note: noteSchema }).strict();
export const resendTicketResponseSchema = z.object({
  mailId: z.string(),
  recipient: z.string(),
  /** queued: sent right away; outbox: no mailer configured, the operator sends it. */
  status: z.enum(['queued', 'outbox']),
});
export type ResendTicketResponse = z.infer<typeof resendTicketResponseSchema>;

/** POST /api/admin/bookings/:id/plate */
export const changePlateRequestSchema = z
  .object({
    plate: z.string().max(30).describe('The new licence plate (shared plate rules, normalised)'),
    note: noteSchema,
  })
  .strict();
export type ChangePlateRequest = z.infer<typeof changePlateRequestSchema>;
export const changePlateResponseSchema = z.object({
  plate: z.string(),
  previousPlate: z.string().nullable(),
});
export type ChangePlateResponse = z.infer<typeof changePlateResponseSchema>;

/** POST /api/admin/bookings/:id/extend */
export const extendRequestSchema = z
  .object({
    endsAt: isoInstant.describe(
      "The new exclusive end, on the template's slot grid counted from the start (day steps: a local midnight), later than the current end",
    ),
    note: noteSchema,
  })
  .strict();
export type ExtendRequest = z.infer<typeof extendRequestSchema>;
export const extendResponseSchema = z.object({
  endsAt: isoInstant,
  /** The end shown on the ticket (day steps: the last second of the last day). */
  displayEnd: isoInstant,
  slotCount: z.number().int(),
});
export type ExtendResponse = z.infer<typeof extendResponseSchema>;

/** POST /api/admin/bookings/:id/cancel */
export const adminCancelRequestSchema = z
  .object({
    refundCents: z
      .number()
      .int()
      .min(0)
      .max(MAX_REFUND_CENTS)
      .describe('What goes back to the customer, in cents: at most what was paid minus earlier refunds'),
    note: noteSchema,
  })
  .strict();
export type AdminCancelRequest = z.infer<typeof adminCancelRequestSchema>;
export const adminCancelResponseSchema = z.object({
  status: z.literal('cancelled'),
  /** Null for a booking that was never paid (nothing to give back). */
  refund: z
    .object({
      amountCents: z.number().int(),
      method: z.string(),
      /** refunded, due (refunds-due list), dropped (SEPA debit not sent), pending, none. */
      status: z.string(),
    })
    .nullable(),
  creditNote: z.object({ id: z.string(), number: z.string(), pdfUrl: z.string() }).nullable(),
});
export type AdminCancelResponse = z.infer<typeof adminCancelResponseSchema>;

/**
 * The exclusive end of a booking from the end it shows: day-or-longer steps show the last
 * second of the last day (slots.ts), the screens extend from the midnight after it.
 */
export function exclusiveEndOf(displayEnd: string): Date {
  const d = new Date(displayEnd);
  return d.getUTCSeconds() === 59 ? new Date(d.getTime() + 1000) : d;
}
