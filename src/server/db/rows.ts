import type {
  accessDecisions,
  accessDevices,
  accessEvents,
  auditLog,
  bills,
  bookings,
  companies,
  companyCharges,
  companyCostCentres,
  companyInvoices,
  companyMandates,
  companyMembers,
  companyPlates,
  creditNotes,
  customers,
  mails,
  operatorSessions,
  operators,
  parkingStayClosures,
  parkingStays,
  paymentInbox,
  payments,
  permissions,
  refundRecords,
  sepaBatches,
  sepaCollections,
  sepaMandates,
} from './schema';

// Each table's row type, defined once; repositories and services import them from here.
export type AuditRow = typeof auditLog.$inferSelect;
export type BatchRow = typeof sepaBatches.$inferSelect;
export type BillRow = typeof bills.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type ClosureRow = typeof parkingStayClosures.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyChargeRow = typeof companyCharges.$inferSelect;
export type CompanyCostCentreRow = typeof companyCostCentres.$inferSelect;
export type CompanyInvoiceRow = typeof companyInvoices.$inferSelect;
export type CompanyMandateRow = typeof companyMandates.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type CompanyPlateRow = typeof companyPlates.$inferSelect;
export type CollectionRow = typeof sepaCollections.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type DecisionRow = typeof accessDecisions.$inferSelect;
export type DeviceRow = typeof accessDevices.$inferSelect;
export type EventRow = typeof accessEvents.$inferSelect;
export type MailRow = typeof mails.$inferSelect;
export type MandateRow = typeof sepaMandates.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewCustomerRow = typeof customers.$inferInsert;
export type NewDecisionRow = typeof accessDecisions.$inferInsert;
export type NewInboxEntry = typeof paymentInbox.$inferInsert;
export type NewMailRow = typeof mails.$inferInsert;
export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PermissionRow = typeof permissions.$inferSelect;
export type RefundRecordRow = typeof refundRecords.$inferSelect;
export type StayRow = typeof parkingStays.$inferSelect;
