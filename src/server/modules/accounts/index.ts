export { seedBuiltInDemo } from './demo-seed';
export { CustomerRepository } from './customer-repository';
export type { CustomerService, CustomerAuditSink } from './customer-service';
