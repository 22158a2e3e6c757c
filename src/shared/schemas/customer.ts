import { z } from 'zod';
import { addressSchema } from './booking';
import { languageSchema } from './common';

/** POST /api/operator/customers. */
export const createCustomerRequestSchema = z.object({
  mail: z
    .string()
    .min(3)
    .max(254)
    .describe("The account's e-mail: unique (case-insensitive) and the default username"),
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
  companyName: z.string().max(100).optional(),
  address: addressSchema.optional(),
  licensePlates: z
    .array(z.string().min(1).max(20))
    .max(20)
    .optional()
    .describe('Prefilled into bookings (normalised)'),
  username: z
    .string()
    .min(3)
    .max(254)
    .optional()
    .describe('Defaults to the e-mail; unique (case-insensitive)'),
  password: z
    .string()
    .min(1)
    .max(1024)
    .optional()
    .describe(
      'An initial password (password policy applies, 417 PASSWORD_POLICY): the customer must change it at first login, and the e-mail counts as proven. Without it the customer gets an invitation mail with a one-time set-password link (72 h).',
    ),
  language: languageSchema
    .optional()
    .describe("Language of the invitation mail; the shop's language if absent"),
});
export type CreateCustomerRequest = z.infer<typeof createCustomerRequestSchema>;

export const createCustomerResponseSchema = z.object({ id: z.string(), username: z.string() });

/** pending: a driver's sign-up whose e-mail is not yet confirmed (ADR 043). */
export const customerStatusSchema = z.enum(['active', 'blocked', 'pending']);

export const customerSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  mail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  licensePlates: z.array(z.string()),
  status: customerStatusSchema,
  passwordSet: z.boolean().describe('False while an invitation is not used yet'),
  requirePasswordChange: z.boolean(),
  mailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  search: z
    .string()
    .max(200)
    .optional()
    .describe('Part of the e-mail, username, first or last name (case-insensitive)'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerListResponseSchema = z.object({
  data: z.array(customerSummarySchema),
  count: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListResponseSchema>;
