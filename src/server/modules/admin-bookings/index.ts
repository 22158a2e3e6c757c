export { plateOf } from './service';
export { adminBookingsModule } from './module';
