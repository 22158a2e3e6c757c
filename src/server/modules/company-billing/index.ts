// What companies owe and how they pay it (ADR 064): charges for bookings on account and fleet
// stays, the monthly collective invoice, B2B mandates and debits. The module's public face.
export type { InvoicingService, CompanyInvoiceView } from './invoicing';
