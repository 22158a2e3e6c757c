import { z } from 'zod';
import { cents } from './common';

/** A month of services: 'YYYY-MM'. */
export const invoicePeriodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

export const invoicePeriodQuerySchema = z.object({ period: invoicePeriodSchema });

/** One line of a company's invoice: a booking on account or a fleet stay. */
export const companyInvoiceLineSchema = z.object({
  chargeId: z.string(),
  /** The service's day in the shop's time zone (YYYY-MM-DD). */
  date: z.string(),
  serviceFrom: z.string(),
  serviceTo: z.string(),
  description: z.string(),
  site: z.string().nullable(),
  plate: z.string().nullable(),
  driver: z.string().nullable(),
  costCentre: z.string().nullable(),
  grossCents: cents,
  netCents: cents,
  vatRateBasisPoints: z.number().int(),
});

const vatGroupSchema = z.object({
  vatRateBasisPoints: z.number().int(),
  netCents: cents,
  vatCents: cents,
  grossCents: cents,
});

/** An invoice a run would issue: per company, or per cost centre. */
export const companyInvoiceDraftSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  costCentreId: z.string().nullable(),
  costCentre: z.string().nullable(),
  lines: z.array(companyInvoiceLineSchema),
  netCents: cents,
  vatCents: cents,
  grossCents: cents,
  vat: z.array(vatGroupSchema),
});
export type CompanyInvoiceDraft = z.infer<typeof companyInvoiceDraftSchema>;

export const companyInvoicePreviewSchema = z.object({
  period: invoicePeriodSchema,
  invoices: z.array(companyInvoiceDraftSchema),
});
export type CompanyInvoicePreview = z.infer<typeof companyInvoicePreviewSchema>;

export const companyInvoiceStatusSchema = z.enum(['open', 'overdue', 'paid', 'cancelled']);

/** An issued invoice as lists show it; pdfUrl/xmlUrl carry its secret. */
export const companyInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  costCentreId: z.string().nullable(),
  period: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  netCents: cents,
  vatCents: cents,
  grossCents: cents,
  paymentMeans: z.enum(['transfer', 'sepa_b2b']),
  status: companyInvoiceStatusSchema,
  paidAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  pdfUrl: z.string(),
  xmlUrl: z.string(),
});
export type CompanyInvoice = z.infer<typeof companyInvoiceSchema>;

export const companyInvoiceListSchema = z.object({ invoices: z.array(companyInvoiceSchema) });
export type CompanyInvoiceList = z.infer<typeof companyInvoiceListSchema>;

export const companyInvoiceListQuerySchema = z.object({
  status: z.enum(['open', 'overdue', 'paid']).optional(),
  companyId: z.string().uuid().optional(),
});

/** POST /api/admin/company-invoices/{id}/paid: the day the money arrived; absent (`{}`): today. */
export const markPaidBodySchema = z.object({
  paidOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
    .optional()
    .describe(
      "The day the transfer arrived (the shop's time zone); not after today, not before the invoice date (400 PAID_DATE_INVALID)",
    ),
});

export const issueInvoicesBodySchema = z.object({ period: invoicePeriodSchema });
export const issueInvoicesResultSchema = z.object({
  period: invoicePeriodSchema,
  issued: z.array(companyInvoiceSchema),
});

/** A company's B2B mandate as its admin sees it (IBAN masked). */
export const companyMandateSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  reference: z.string(),
  creditorId: z.string(),
  iban: z.string(),
  accountName: z.string(),
  signatureDate: z.string(),
});
export const companyMandateBodySchema = z.object({
  iban: z.string().max(50),
  bic: z.string().max(20).optional(),
  accountName: z.string().max(70),
});
