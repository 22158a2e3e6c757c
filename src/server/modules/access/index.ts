export type { PlateStayReads } from './plate-permissions';
// Stay writes that a settle (payments/) and the demo seed (renewal) cause: this module writes them.
export { creditStayPayment, insertDemoStay } from './stay-writes';
export type { AccessService } from './service';
export type { BarrierMemory } from './barrier-memory';
export type { FleetAccount, FleetAccounts, FleetStay } from './fleet-memory';
