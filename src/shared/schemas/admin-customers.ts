import { z } from 'zod';
import { siteQueryParam } from './site-query';
import { bookingStatusSchema } from './admin';
import { addressSchema, contactSchema } from './booking';
import { isoInstant } from './common';
import { customerStatusSchema, customerSummarySchema } from './customer';

/**
 * The back office's customer accounts: search, detail, create, edit, block, reset
 * link. The routes under /api/admin/customers, the screens and the tests use these schemas; the
 * create body is the token API's (`createCustomerRequestSchema` in ./customer).
 */

export const customerSortFields = ['createdAt', 'name', 'mail', 'status'] as const;

export const adminCustomerSearchQuerySchema = z.object({
  q: z
    .string()
    .max(200)
    .optional()
    .describe(
      "Part of the e-mail, username, first name, last name or company (case-insensitive), or the start of one of the account's licence plates (spaces, hyphens and case ignored)",
    ),
  status: customerStatusSchema.optional(),
  site: siteQueryParam,
  sort: z.enum(customerSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('From 0'),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminCustomerSearchQuery = z.infer<typeof adminCustomerSearchQuerySchema>;

export const adminCustomerSearchResponseSchema = z.object({
  data: z.array(customerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCustomerSearchResponse = z.infer<typeof adminCustomerSearchResponseSchema>;

export const customerBookingSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  startsAt: isoInstant,
  endsAt: isoInstant,
  status: bookingStatusSchema,
  priceCents: z.number().int(),
  plate: z.string().nullable(),
  createdAt: isoInstant,
});

/** A bill or a credit note of one of the customer's bookings; credit notes carry a negative sign. */
export const customerDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['bill', 'creditNote']),
  number: z.number().int(),
  bookingId: z.string(),
  closingDate: z.string(),
  /** Negative for a credit note, so a column sum is the net sales. */
  grossCents: z.number().int(),
});

export const customerMandateSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** Country, check digits and the last four characters; the rest masked. */
  ibanMasked: z.string(),
  accountName: z.string(),
  signatureDate: z.string(),
  recurrent: z.boolean(),
  useCount: z.number().int(),
  createdAt: isoInstant,
  revokedAt: isoInstant.nullable(),
});

export const adminCustomerDetailSchema = customerSummarySchema.extend({
  contact: contactSchema,
  updatedAt: isoInstant,
  /** An open (unused, unexpired) invitation or reset link exists. */
  openLink: z.boolean(),
  /** Newest first, at most 200 (the booking search has the rest). */
  bookings: z.array(customerBookingSchema),
  documents: z.array(customerDocumentSchema),
  mandates: z.array(customerMandateSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/** PATCH /api/admin/customers/:id: the contact data (the whole set; absent optional fields are cleared). */
export const updateCustomerRequestSchema = z.object({
  mail: z
    .string()
    .min(3)
    .max(254)
    .describe('Unique (case-insensitive); a username equal to the old e-mail follows it'),
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
  companyName: z.string().max(100).optional(),
  address: addressSchema.optional(),
  licensePlates: z.array(z.string().min(1).max(20)).max(20).optional(),
});
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

export const customerLinkResponseSchema = z.object({
  /** `invite` while the customer has no password yet, otherwise `reset`. */
  kind: z.enum(['invite', 'reset']),
  recipient: z.string(),
});
export type CustomerLinkResponse = z.infer<typeof customerLinkResponseSchema>;
