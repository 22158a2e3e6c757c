export { accessModule } from './module';
export { permissionPeriods, staleClosedLatestSql } from './plate-permissions';
