import { z } from 'zod';

/**
 * GET /api/booking/order-terms: what the confirmation step states beside the order button (the
 * VAT included in the price, links to the terms and the privacy notice) and whether the ticket
 * is really mailed (the result page promises a mail only then).
 */
export const orderTermsSchema = z.object({
  /** VAT rate the prices include, in percent. */
  vatRatePercent: z.number().min(0).max(100),
  /** The terms and conditions (a content page path or an https URL); null: none named. */
  termsUrl: z.string().nullable(),
  /** The privacy notice (a content page path or an https URL); null: none named. */
  privacyUrl: z.string().nullable(),
  /** True when the shop sends mails (SMTP); otherwise tickets wait in the operator's outbox. */
  ticketMail: z.boolean(),
});
export type OrderTerms = z.infer<typeof orderTermsSchema>;
