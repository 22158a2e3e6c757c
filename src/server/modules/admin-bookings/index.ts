export { adminBookingsModule } from './module';
