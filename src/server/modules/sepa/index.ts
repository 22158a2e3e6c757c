export type { SepaService } from './service';
// A login carries the guest's mandates to its new session (sepa_mandates is this module's table).
export { moveMandatesToSession } from './repository';
