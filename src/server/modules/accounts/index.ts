export { seedBuiltInDemo } from './demo-seed';
export { CustomerRepository } from './customer-repository';
export { accountsModule } from './module';
export type { CustomerService, CustomerAuditSink } from './customer-service';
