import { z } from 'zod';
import { cents, isoInstant, languageSchema } from './common';
import { paymentMethodSchema } from './booking';

/**
 * Guest renewal, "Already parked? Pay now" (spec §1, §2, §3, §4, §7).
 * The plate is sent as typed (the client upper-cases it); the server matches it by plateKey.
 */
export const licensePlateField = z.string().trim().min(1).max(40);

/** POST /api/permission/find */
export const permissionFindRequestSchema = z.object({
  licensePlate: licensePlateField,
  /** The visitor's language: the car park is named in it (a shop of several; default: the shop's). */
  language: languageSchema.optional(),
});
export type PermissionFindRequest = z.infer<typeof permissionFindRequestSchema>;

/**
 * How the amount comes about (ADR 042), from the server's tariff computation: the stay from its
 * entry to the end of what this payment pays for, in stretches of 24 h from the entry (each at
 * most the daily cap), less what the stay already paid. Every instant rounded down to 5 minutes
 * like the rest of the answer (ADR 033).
 */
export const stayBreakdownSchema = z.object({
  entry: isoInstant.describe('The entry, rounded down to 5 minutes'),
  until: isoInstant.describe(
    'The end of the priced time: the end of the last tariff step charged (or the exit)',
  ),
  stepMinutes: z.number().int().positive().describe('One tariff step'),
  steps: z.number().int().nonnegative().describe('Tariff steps started from the entry to until'),
  tariff: z.object({
    firstStepPrice: cents.optional(),
    pricePerStep: cents,
    dailyCap: cents.optional().describe('At most this much per started 24 h from the entry'),
    freeMinutes: z.number().int().nonnegative(),
  }),
  periods: z
    .array(
      z.object({
        from: isoInstant,
        to: isoInstant,
        steps: z.number().int().positive(),
        items: z.array(z.object({ count: z.number().int().positive(), unitCents: cents })),
        rawCents: cents.describe('The steps at the tariff, before the daily cap'),
        cents: cents.describe('What the stretch costs'),
        capped: z.boolean(),
      }),
    )
    .describe('Each started 24 h from the entry, priced on its own (the daily cap applies per stretch)'),
  totalCents: cents.describe('The stay from its entry to until: the sum of the stretches'),
  alreadyPaidCents: cents.describe(
    'What the stay paid before; priceToBePaid = totalCents − alreadyPaidCents',
  ),
  /** The car park whose tariff priced it (ADR 060): set in a shop of several car parks. */
  siteId: z
    .string()
    .optional()
    .describe('The car park of the stay (set in a shop of several car parks, where something is owed)'),
  siteName: z.string().optional().describe("The car park's name (with siteId)"),
});
export type StayBreakdown = z.infer<typeof stayBreakdownSchema>;

/**
 * The guest permission look-up result (spec §3): what is owed for the plate's stay right now.
 * paidFrom: the entry time, or the end of what was already paid; paidUntil: the exit-by time
 * once paid (the stay is priced up to the payment, every started tariff step in full, and the
 * driver then has the exit allowance free). No personal data. alreadyPaid is true only for the
 * session that paid the stay, with its paid-until (spec §2); anyone else learns nothing.
 */
export const permissionFindResponseSchema = z.object({
  licensePlate: z
    .string()
    .optional()
    .describe(
      'The plate as the camera recognised it ("FR-PK 240" for "frpk240"): set when something is owed and to the session that paid',
    ),
  priceToBePaid: cents,
  paidFrom: isoInstant,
  paidUntil: isoInstant,
  alreadyPaid: z.boolean(),
  /**
   * Set when a permission of the plate covers the stay later on and the walk-in time before it is
   * what is owed. From when it covers is not answered: that is the permit's start.
   */
  coveredLater: z
    .literal(true)
    .optional()
    .describe('A permission covers the rest of the stay; the price is the walk-in time before it'),
  /** Set whenever something is owed (never for a plate that owes nothing, ADR 033). */
  breakdown: stayBreakdownSchema.optional(),
  /**
   * Where the car is (ADR 060): set in a shop of several car parks whenever something is owed,
   * so the driver sees which garage the amount is for. Never for a plate that owes nothing.
   */
  siteId: z
    .string()
    .optional()
    .describe('The car park of the stay (set in a shop of several car parks, where something is owed)'),
  siteName: z.string().optional().describe("The car park's name (with siteId)"),
  /**
   * Set when the plate is in the fleet of a company in good standing (ADR 066): the stay goes on
   * the company's monthly invoice, nothing is owed here and the barrier lets the car out.
   */
  onAccount: z
    .object({ companyName: z.string().describe("The company's legal name") })
    .optional()
    .describe(
      "The stay goes on this company's account (a fleet plate of a company in good standing): price 0, the car may leave",
    ),
});
export type PermissionFindResponse = z.infer<typeof permissionFindResponseSchema>;

/** POST /api/permission/pay */
export const permissionPayRequestSchema = z.object({
  licensePlate: licensePlateField,
  contact: z.object({ mail: z.string().trim().min(3).max(254) }),
  /** The visitor's language: the receipt mail and bill are written in it (default: the shop's). */
  language: languageSchema.optional(),
});
export type PermissionPayRequest = z.infer<typeof permissionPayRequestSchema>;

/**
 * The pay response (spec §3). Like the reservation response: paymentMethod None with price 0
 * when nothing is owed (already paid or free minutes); the payment is the session's current
 * one, so GET /api/booking/checkout and the SEPA calls work for it as for a booking.
 */
export const permissionPayResponseSchema = z.object({
  priceToBePaid: cents,
  paymentMethod: paymentMethodSchema,
  paymentId: z.string(),
  paymentRedirect: z.string().optional(),
  /** Card widget (Sumup): the script to load, as in the reservation response. */
  paymentWidgetUrl: z.string().optional(),
  /** The stay is paid until then once this payment succeeds: the exit-by time. */
  paidFrom: isoInstant,
  paidUntil: isoInstant,
  /** How the amount charged comes about, as in the look-up (absent when nothing is owed). */
  breakdown: stayBreakdownSchema.optional(),
});
export type PermissionPayResponse = z.infer<typeof permissionPayResponseSchema>;

/** What a pay with nothing owed answered, kept in a cookie for GET /api/permission/checkout. */
export const renewalNothingOwedSchema = z.object({
  licensePlate: z.string().max(40),
  paidFrom: isoInstant,
  paidUntil: isoInstant,
});

/**
 * GET /api/permission/checkout: the renewal's own result for /checkout/renew.
 * processing: the payment is open; failed: it failed or lapsed; paid: paid (with the receipt);
 * none: nothing was owed (already paid, free minutes).
 */
export const renewalCheckoutSchema = z.object({
  status: z.enum(['processing', 'failed', 'paid', 'none']),
  licensePlate: z.string(),
  priceToBePaid: cents,
  paidFrom: isoInstant.nullable(),
  paidUntil: isoInstant.nullable(),
  /** The receipt once paid: the bill's JSON view and PDF (with its secret). */
  bill: z
    .object({ billId: z.string(), secret: z.string(), number: z.string(), pdfUrl: z.string() })
    .nullable(),
});
export type RenewalCheckout = z.infer<typeof renewalCheckoutSchema>;
