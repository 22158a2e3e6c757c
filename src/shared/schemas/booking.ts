import { z } from 'zod';
import { cents, isoInstant, languageSchema } from './common';

/** Product types (spec §1). A reservation holds one of `capacity` places for its period. */
export const productTypes = ['oneTime', 'flat', 'reservation'] as const;
export const productTypeSchema = z.enum(productTypes);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Identifier sources (spec §3). `lp` is the licence plate. */
export const identifierSources = ['visual', 'rfid', 'lp', 'ticket'] as const;
export const identifierSourceSchema = z.enum(identifierSources);
export type IdentifierSource = z.infer<typeof identifierSourceSchema>;

/** Contact detail levels (spec §3, §5). */
export const contactLevels = [
  'MailOnly',
  'NameAndMail',
  'FullData',
  'MailNameAndOptionalAddress',
  'MailAndOptionalName',
] as const;
export const contactLevelSchema = z.enum(contactLevels);
export type ContactLevel = z.infer<typeof contactLevelSchema>;

/**
 * Slot details. Every duration is a whole number of SECONDS (ADR 002).
 * stepDuration is one of the intervals of spec §9; the other four are multiples of it.
 * - startBefore: a start must lie before (first slot + startBefore)
 * - bookUntil:   an end must not lie after (first slot + bookUntil)
 * - minDuration / maxDuration: bounds of the booked length
 * Whole-day multiples are calendar days in the shop's time zone, so a day has 23 or 25 h at DST.
 */
export const reservationSlotDetailsSchema = z.object({
  stepDuration: z.number().int().positive(),
  startBefore: z.number().int().positive(),
  bookUntil: z.number().int().positive(),
  minDuration: z.number().int().positive(),
  maxDuration: z.number().int().positive(),
  /**
   * Where starts lie (ADR 048). Absent or 'step': every step from the first slot, as before
   * (a monthly permit starts today or in 30-day jumps). 'day', for steps of a day or longer: on
   * any local midnight within startBefore; the period is still a whole number of steps from it.
   * startBefore and bookUntil are then counted in whole days.
   */
  startGrid: z.enum(['step', 'day']).optional(),
});
export type ReservationSlotDetails = z.infer<typeof reservationSlotDetailsSchema>;

/** "06:00-22:00": one opening interval of a local day; "24:00" ends at midnight (ADR 040). */
export const openingRangeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must read like 06:00-22:00')
  .refine((r) => r.slice(0, 5) < r.slice(6), 'must end after it begins');

/**
 * When the car park is open (ADR 040), in the shop's time zone: intervals per weekday (a weekday
 * left out is closed), holiday dates (YYYY-MM-DD) and their hours (none: closed on holidays).
 * Absent from the config: open around the clock.
 */
export const openingHoursSchema = z.object({
  mo: z.array(openingRangeSchema).default([]),
  tu: z.array(openingRangeSchema).default([]),
  we: z.array(openingRangeSchema).default([]),
  th: z.array(openingRangeSchema).default([]),
  fr: z.array(openingRangeSchema).default([]),
  sa: z.array(openingRangeSchema).default([]),
  su: z.array(openingRangeSchema).default([]),
  holidays: z.array(z.iso.date()).default([]),
  holidayHours: z.array(openingRangeSchema).default([]),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A template as the client sees it (the tariff stays on the server; `priceFrom` is derived). */
export const permissionTemplateSchema = z.object({
  _id: z.string(),
  type: productTypeSchema,
  info: z.object({
    name: z.string(),
    description: z.string(),
    benefits: z.array(z.string()),
    /** Price of the shortest bookable period, in cents. */
    priceFrom: cents,
    /**
     * The most a started 24 hours of the period costs (the tariff's daily cap, for steps shorter
     * than a day): the home page states it from the tariff, so the promise follows the price.
     */
    dailyCap: cents.optional(),
  }),
  requiredContactDetails: contactLevelSchema,
  requestedIdentifierSources: z.array(identifierSourceSchema),
  reservationSlotDetails: reservationSlotDetailsSchema,
  /** Places for reservations; absent means unlimited. */
  capacity: z.number().int().positive().optional(),
  /** The car park's opening hours (ADR 040); absent: open around the clock. */
  openingHours: openingHoursSchema.optional(),
  /** The car parks where the product is valid (GET /api/sites names them); not in the spec (ADR 060). */
  siteIds: z.array(z.string()),
});
export type PermissionTemplate = z.infer<typeof permissionTemplateSchema>;

/** GET /api/booking/config */
export const bookingConfigSchema = z.object({
  permissionTemplates: z.array(permissionTemplateSchema),
  acceptGuestRenewal: z.boolean(),
  /** Cap of active permissions per customer; null = no cap. */
  maxBookingCount: z.number().int().positive().nullable(),
});
export type BookingConfig = z.infer<typeof bookingConfigSchema>;

/** GET /api/booking/templates */
export const templatesResponseSchema = z.array(permissionTemplateSchema);

/** POST /api/booking/price */
export const priceRequestSchema = z.object({
  templateId: z.string().min(1).max(100),
  startTime: isoInstant,
  slotCount: z.number().int(),
});
export type PriceRequest = z.infer<typeof priceRequestSchema>;

export const priceResponseSchema = z.object({
  priceToBePaid: cents,
  startTime: isoInstant,
  /** For day-or-longer steps the end is the last second of the period (spec §9). */
  endTime: isoInstant,
  bookedOut: z.boolean(),
});
export type PriceResponse = z.infer<typeof priceResponseSchema>;

export const selectionSchema = z.object({
  templateId: z.string().min(1).max(100),
  startTime: isoInstant,
  endTime: isoInstant.optional(),
  slotCount: z.number().int(),
  /** What the client was shown; the server recomputes and ignores it. */
  priceResponse: priceResponseSchema.partial().optional(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const addressSchema = z.object({
  co: z.string().max(100).optional(),
  streetName: z.string().max(100).optional(),
  buildingNumber: z.string().max(20).optional(),
  zipCode: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  country: z.string().max(2).optional(),
});

/** Which fields are required depends on the template's level: see domain/contact.ts. */
export const contactSchema = z.object({
  mail: z.string().max(254).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  companyName: z.string().max(100).optional(),
  address: addressSchema.optional(),
  vatId: z
    .string()
    .max(40)
    .optional()
    .describe(
      "The company's VAT ID (an EU member state's format, or XI); spaces, dots and case are normalised. Kept only with a company name. 400 VAT_ID_INVALID",
    ),
  buyerReference: z
    .string()
    .max(200)
    .optional()
    .describe(
      "The company's buyer reference for its invoice: a Leitweg-ID (checked with its check digits) or its own order reference of up to 100 characters. Kept only with a company name. 400 BUYER_REFERENCE_INVALID",
    ),
});
export type Contact = z.infer<typeof contactSchema>;

export const identificationSchema = z.object({
  source: identifierSourceSchema,
  code: z.string().max(40),
});
export type Identification = z.infer<typeof identificationSchema>;

/** POST /api/booking/reserve */
export const reserveRequestSchema = z.object({
  selection: selectionSchema,
  contact: contactSchema,
  identifications: z.array(identificationSchema).max(8).default([]),
  contactEdit: z.boolean().optional(),
  /** Language for the e-mail and ticket (not in the spec's payload; optional). */
  language: languageSchema.optional(),
});
export type ReserveRequest = z.infer<typeof reserveRequestSchema>;

export const paymentMethods = ['Sumup', 'Sepa', 'Mollie', 'Redirect', 'None'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const reservationResponseSchema = z.object({
  priceToBePaid: cents,
  startTime: isoInstant,
  endTime: isoInstant,
  paymentMethod: paymentMethodSchema,
  paymentId: z.string(),
  /** Where the browser goes to pay (redirect providers and the demo provider). */
  paymentRedirect: z.string().optional(),
  /** Card widget (Sumup): the script to load; `paymentId` is then the provider's checkout id. */
  paymentWidgetUrl: z.string().optional(),
});
export type ReservationResponse = z.infer<typeof reservationResponseSchema>;

/**
 * POST /api/booking/payment/retry: a new payment for the session's failed booking while its hold
 * lasts, with the template it belongs to (the payment screen's route).
 */
export const retryResponseSchema = reservationResponseSchema.extend({ templateId: z.string() });
export type RetryResponse = z.infer<typeof retryResponseSchema>;

/** GET /api/booking/checkout: 200 once paid. */
export const checkoutDataSchema = z.object({
  permissionId: z.string(),
  permissionSecret: z.string(),
  /** The address the ticket mail goes to; only when the shop really sends mails. */
  mailedTo: z.string().optional(),
  /** The bill's PDF, for a guest (a customer finds it in the portal); none for a free booking. */
  billUrl: z.string().optional(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

/** GET /api/ticket/{permissionId}/{permissionSecret} (JSON for the /t/ page). */
export const ticketViewSchema = z.object({
  permissionId: z.string(),
  templateName: z.string(),
  start: isoInstant,
  end: isoInstant,
  licensePlate: z.string().nullable(),
  priceToBePaid: cents,
  ticketCode: z.string(),
  pdfUrl: z.string(),
  /** The ticket code as a QR code (SVG), for the gate's reader; absent on a cancelled ticket. */
  qrSvg: z.string().optional(),
  /** The customer cancelled it: the ticket is no longer valid (ADR 016). */
  cancelled: z.boolean().optional(),
  /** When it was cancelled (only on a cancelled ticket). */
  cancelledAt: isoInstant.optional(),
  /** The PDF of the latest credit note of a cancelled ticket (none for a free booking). */
  creditNoteUrl: z.string().optional(),
  /** Where to drive to: the car park's entrance (ADR 054); absent when the shop names none. */
  entrance: z
    .object({
      address: z.string(),
      latitude: z.number().optional(),
      longitude: z.number().optional(),
      /** How to find it, in the ticket's language. */
      directions: z.string().optional(),
    })
    .optional(),
  /** The car park the ticket is for, in a shop with several (ADR 060); absent in a one-site shop. */
  site: z.object({ id: z.string(), name: z.string() }).optional(),
  /** A permit valid at several car parks: where it is valid, in the shop's order. */
  validAt: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const demoPayFormSchema = z.object({ outcome: z.enum(['paid', 'failed']) });

/**
 * GET /api/booking/availability: free places per slot for the slots that START in [from, to)
 * (both optional: default from the current slot to the end of the template's window, at most
 * MAX_AVAILABILITY_SLOTS slots).
 */
export const availabilityQuerySchema = z.object({
  templateId: z.string().min(1).max(100),
  from: isoInstant.optional(),
  to: isoInstant.optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const slotAvailabilitySchema = z.object({
  startTime: isoInstant,
  /** Places left in this slot (capacity minus the active bookings overlapping it, never below 0). */
  free: z.number().int().nonnegative(),
  /**
   * Active bookings that begin inside this slot. With `free` it gives the server's capacity rule
   * for a period of several slots (domain/availability.ts: periodHasPlace).
   */
  startsHere: z.number().int().nonnegative(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

export const availabilityResponseSchema = z.object({
  templateId: z.string(),
  /** null: the template has no capacity, every slot is free (and `slots` is empty). */
  capacity: z.number().int().positive().nullable(),
  /** The range answered (clamped to the template's bookable window and the slot limit). */
  from: isoInstant,
  to: isoInstant,
  /** Only slots with at least one place taken; a slot not listed has `capacity` places free. */
  slots: z.array(slotAvailabilitySchema),
  /**
   * With opening hours (ADR 040): the stretches of the answered range in which the car park is
   * closed; nothing reaching into one can be booked (CAR_PARK_CLOSED).
   */
  closed: z.array(z.object({ from: isoInstant, to: isoInstant })).optional(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/**
 * `details` of checkout's 409 PAYMENT_PENDING and 424 PAYMENT_FAILED: when the hold ends, and
 * (424 only) `final` when nothing can change any more (the provider's word is final, or a
 * refund is due); otherwise a late success may still arrive until the hold plus a grace period.
 */
export const checkoutHoldDetailsSchema = z.object({ holdUntil: isoInstant, final: z.boolean().optional() });
export type CheckoutHoldDetails = z.infer<typeof checkoutHoldDetailsSchema>;
