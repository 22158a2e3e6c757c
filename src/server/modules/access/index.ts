export { accessModule } from './module';
export { permissionPeriods, staleClosedLatestSql } from './plate-permissions';
// Stay writes that a settle (payments/) and the demo seed (renewal) cause: this module writes them.
export { creditStayPayment, insertDemoStay } from './stay-writes';
