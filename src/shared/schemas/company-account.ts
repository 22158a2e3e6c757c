import { z } from 'zod';
import { cents } from './common';

/**
 * POST /api/booking/payment/account (ADR 066): the session's booking goes onto the account of
 * the logged-in customer's company. Without `companyId`: the customer's (first) company; without
 * `costCentreId`: the member's default cost centre (none if it has none or it is archived).
 */
export const accountPaymentRequestSchema = z.object({
  companyId: z.string().min(1).max(100).optional(),
  costCentreId: z.string().min(1).max(100).optional(),
});
export type AccountPaymentRequest = z.infer<typeof accountPaymentRequestSchema>;

export const accountCostCentreSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type AccountCostCentre = z.infer<typeof accountCostCentreSchema>;

export const accountPaymentResponseSchema = z.object({
  paymentId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  costCentre: accountCostCentreSchema.nullable(),
  amount: cents,
});
export type AccountPaymentResponse = z.infer<typeof accountPaymentResponseSchema>;

/**
 * GET /api/booking/payment/account: the companies the logged-in customer may book on account
 * of (active memberships), with their cost centres not archived; empty for a guest.
 */
export const accountOptionsSchema = z.object({
  companies: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      defaultCostCentreId: z.string().nullable(),
      costCentres: z.array(accountCostCentreSchema),
    }),
  ),
});
export type AccountOptions = z.infer<typeof accountOptionsSchema>;
