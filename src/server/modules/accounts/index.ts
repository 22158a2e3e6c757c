export { seedBuiltInDemo } from './demo-seed';
export { CustomerRepository } from './customer-repository';
export { assertPasswordPolicy, linkLimitReached } from './auth-service';
export type { CustomerService, CustomerAuditSink } from './customer-service';
