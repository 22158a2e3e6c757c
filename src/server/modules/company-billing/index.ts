// What companies owe and how they pay it (ADR 064, 066): charges for bookings on account and
// fleet stays, the monthly collective invoice, B2B mandates and debits. The module's public face.
export type {
  ChargeInput,
  CompanyChargesService,
  RecordedCharge,
  Standing,
  StandingRefusal,
  VoidOutcome,
} from './charges';
export type { AccountPaymentService } from './account-payment';
export type { InvoicingService, CompanyInvoiceView } from './invoicing';
