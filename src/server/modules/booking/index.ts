export type { BookingService } from './service';
export type { BookingRepository } from './repository';
export { bookingModule } from './module';
