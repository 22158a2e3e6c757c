export { formatBillNumber } from './amounts';
export { billsModule } from './module';
