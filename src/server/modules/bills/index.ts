export type { BillService } from './service';
// The e-invoice writer and the Factur-X hybrid, pure functions that the company billing's
// collective invoices share (one writer for every invoice the shop issues).
export {
  collectiveInvoiceCii,
  EN16931_GUIDELINE,
  XRECHNUNG_GUIDELINE,
  type CiiCollectiveInvoice,
  type CiiPayment,
} from './cii';
export { facturX } from './facturx';
export { drawParties } from './pdf';
