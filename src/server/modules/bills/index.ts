export { formatBillNumber, percentToBasisPoints, splitGross } from './amounts';
export { billsModule } from './module';
