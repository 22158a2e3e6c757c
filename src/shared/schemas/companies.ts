import { z } from 'zod';
import { isoInstant, languageSchema } from './common';

/**
 * Company accounts (ADR 065): the portal's calls of a company's admin and members, and the back
 * office's. Shapes only; the rules (VAT ID, buyer reference, plates, country) are checked by the
 * service with the shared domain rules and answer 400 with their own codes.
 */

export const companyStatuses = ['pending', 'active', 'suspended'] as const;
export const companyRoles = ['admin', 'member'] as const;
export const companyMemberStatuses = ['invited', 'active', 'removed'] as const;
export const companyPaymentMeans = ['transfer', 'sepa_b2b'] as const;
export const companyInvoicePer = ['company', 'cost_centre'] as const;

export const companyAddressSchema = z.object({
  street: z.string().trim().min(1).max(70),
  buildingNumber: z.string().trim().max(16).optional(),
  zipCode: z.string().trim().min(1).max(16),
  city: z.string().trim().min(1).max(35),
  country: z.string().trim().min(2).max(2).describe('ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise)'),
});
export type CompanyAddressInput = z.infer<typeof companyAddressSchema>;

/** What a company is invoiced by: the same in the sign-up, the admin's edit and the back office. */
const companyDataFields = {
  address: companyAddressSchema,
  vatId: z
    .string()
    .max(30)
    .nullable()
    .optional()
    .describe('EU VAT ID, checked by its country format (400 VAT_ID_INVALID); empty or null: none'),
  buyerReference: z
    .string()
    .max(200)
    .nullable()
    .optional()
    .describe('BT-10: a Leitweg-ID (checked) or an order reference (400 BUYER_REFERENCE_INVALID)'),
  invoiceMail: z
    .string()
    .trim()
    .min(3)
    .max(254)
    .describe('Where the monthly invoice goes (400 INVALID_MAIL)'),
};

/** POST /sapi/companies: a customer signs a company up (pending until the operator approves). */
export const companySignUpSchema = z.object({
  legalName: z.string().trim().min(1).max(140),
  ...companyDataFields,
});
export type CompanySignUp = z.infer<typeof companySignUpSchema>;

/** PUT /sapi/companies/{id}: the company admin's edit. */
export const companyUpdateSchema = z.object({
  ...companyDataFields,
  invoicePer: z.enum(companyInvoicePer),
});
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

/** POST and PUT /api/admin/companies(/{id}): the operator's create and edit. */
export const adminCompanyInputSchema = z.object({
  legalName: z.string().trim().min(1).max(140),
  ...companyDataFields,
  invoicePer: z.enum(companyInvoicePer).default('company'),
  paymentMeans: z.enum(companyPaymentMeans).default('transfer'),
  paymentDays: z.number().int().min(0).max(120).default(14),
  creditLimitCents: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .default(null)
    .describe("Null: the shop's default"),
});
export type AdminCompanyInput = z.input<typeof adminCompanyInputSchema>;

export const companySchema = z.object({
  id: z.string(),
  legalName: z.string(),
  address: companyAddressSchema,
  vatId: z.string().nullable(),
  buyerReference: z.string().nullable(),
  invoiceMail: z.string(),
  status: z.enum(companyStatuses),
  invoicePer: z.enum(companyInvoicePer),
  paymentMeans: z.enum(companyPaymentMeans),
  paymentDays: z.number().int(),
  creditLimitCents: z.number().int().nullable(),
  debitorAccount: z.number().int().describe('The DATEV debitor account, unique in the shop'),
});
export type Company = z.infer<typeof companySchema>;

export const companyMemberSchema = z.object({
  id: z.string(),
  mail: z.string(),
  role: z.enum(companyRoles),
  status: z.enum(companyMemberStatuses),
  defaultCostCentreId: z.string().nullable(),
  invitedAt: isoInstant,
  joinedAt: isoInstant.nullable(),
  removedAt: isoInstant.nullable(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companyPlateSchema = z.object({
  id: z.string(),
  plate: z.string(),
  plateKey: z.string(),
  createdAt: isoInstant,
});
export type CompanyPlate = z.infer<typeof companyPlateSchema>;

export const costCentreSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  archived: z.boolean(),
});
export type CostCentre = z.infer<typeof costCentreSchema>;

/** A company with its members (removed ones too), live fleet plates and cost centres. */
export const companyDetailSchema = z.object({
  company: companySchema,
  members: z.array(companyMemberSchema),
  plates: z.array(companyPlateSchema),
  costCentres: z.array(costCentreSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** GET /sapi/companies: the customer's live memberships, and whether they may sign one up. */
export const myCompaniesSchema = z.object({
  selfSignUp: z.boolean(),
  companies: z.array(
    z.object({
      id: z.string(),
      legalName: z.string(),
      status: z.enum(companyStatuses),
      role: z.enum(companyRoles),
      memberId: z.string(),
      defaultCostCentreId: z.string().nullable(),
      costCentres: z.array(costCentreSchema).describe('The live (not archived) cost centres'),
    }),
  ),
});
export type MyCompanies = z.infer<typeof myCompaniesSchema>;

export const companyInviteSchema = z.object({
  mail: z.string().trim().min(3).max(254),
  role: z.enum(companyRoles).default('member'),
  defaultCostCentreId: z.string().max(64).nullable().optional(),
  language: languageSchema.optional().describe("The mail's language; the shop's language if absent"),
});
export type CompanyInvite = z.input<typeof companyInviteSchema>;

export const companyRoleUpdateSchema = z.object({ role: z.enum(companyRoles) });

export const companyPlateInputSchema = z.object({ plate: z.string().min(1).max(40) });

export const costCentreInputSchema = z.object({
  code: z.string().trim().min(1).max(20),
  name: z.string().trim().min(1).max(100),
});
export const costCentreRenameSchema = z.object({ name: z.string().trim().min(1).max(100) });

export const invitationAcceptSchema = z.object({ token: z.string().min(1).max(200) });
export const invitationAcceptedSchema = z.object({
  companyId: z.string(),
  legalName: z.string(),
  role: z.enum(companyRoles),
});

export const companyIdParams = z.object({ id: z.guid() });
export const companyMemberParams = z.object({ id: z.guid(), memberId: z.guid() });
export const companyPlateParams = z.object({ id: z.guid(), plateId: z.guid() });
export const costCentreParams = z.object({ id: z.guid(), costCentreId: z.guid() });

/** GET /api/admin/companies. */
export const adminCompanyListQuerySchema = z.object({
  status: z.enum(companyStatuses).optional(),
  q: z.string().trim().max(100).optional().describe('Part of the legal name or VAT ID, any case'),
});
export const adminCompanyListSchema = z.object({
  companies: z.array(companySchema.extend({ members: z.number().int(), plates: z.number().int() })),
});
export type AdminCompanyList = z.infer<typeof adminCompanyListSchema>;
