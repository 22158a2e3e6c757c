export type { MandateService, SessionBookingReader } from './mandates';
export type { BankExportService } from './bank-export';
// A login carries the guest's mandates to its new session (sepa_mandates is this module's table).
export { moveMandatesToSession } from './mandate-writes';
// The pain.008 writer, shared with the company billing's B2B debits (its own files).
export { buildPain008, wallClock, type ExportCollection } from './pain008';
