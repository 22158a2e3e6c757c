export type { BillService } from './service';
