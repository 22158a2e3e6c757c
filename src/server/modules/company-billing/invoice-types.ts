import type { companyMandates } from '../../db/schema';

/** A company's B2B mandate row. */
export type CompanyMandateRow = typeof companyMandates.$inferSelect;
