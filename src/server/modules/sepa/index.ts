export type { MandateService, SessionBookingReader } from './mandates';
export type { BankExportService } from './bank-export';
// A login carries the guest's mandates to its new session (sepa_mandates is this module's table).
export { moveMandatesToSession } from './mandate-writes';
