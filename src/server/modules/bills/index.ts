export { billsModule } from './module';
export type { BillService } from './service';
