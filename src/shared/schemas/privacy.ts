import { z } from 'zod';
import { isoInstant } from './common';
import { sepaMandateSchema } from './payment';
import { customerBillSchema, customerMeSchema, customerPermissionSchema } from './portal';

/**
 * The customer's data (GDPR Art. 15 and 20, ADR 033): GET /sapi/customer/export and
 * the back office's GET /api/admin/customers/{id}/export. `format=csv` gives the same as one
 * CSV file (a `record` column names the part).
 */
export const dataExportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });
export type DataExportQuery = z.infer<typeof dataExportQuerySchema>;

export const customerDataExportSchema = z.object({
  exportedAt: isoInstant,
  account: customerMeSchema.extend({ mail: z.string(), username: z.string(), createdAt: isoInstant }),
  /** Every booking with a ticket, as the portal lists them. */
  bookings: z.array(customerPermissionSchema),
  /** Bills and credit notes (their pages and PDFs hold the buyer's data). */
  bills: z.array(customerBillSchema),
  /** Mandates not revoked; IBAN masked as the portal shows it. */
  mandates: z.array(sepaMandateSchema),
  /** The account's plates and those of its bookings, normalised, once each. */
  plates: z.array(z.string()),
});
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>;

/** POST /sapi/customer/erase: the customer deletes the account, confirmed by the password. */
export const eraseAccountRequestSchema = z.object({ password: z.string().min(1).max(1024) });
export type EraseAccountRequest = z.infer<typeof eraseAccountRequestSchema>;
