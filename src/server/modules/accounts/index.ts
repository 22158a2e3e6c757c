export { seedBuiltInDemo } from './demo-seed';
export type { CustomerService, CustomerAuditSink } from './customer-service';
