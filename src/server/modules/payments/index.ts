export type { PaymentService, SettleResult } from './service';
export type { PaymentLog } from './ports';
export type { SettleExtras } from './ticket-mail';
export type { PaymentInbox } from './inbox';
export type { PaymentTransactions } from './repository';
// The settle's transaction: modules that add their own rows to a payment's change write through it.
export { PaymentsTx } from './payment-writes';
