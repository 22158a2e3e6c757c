export type { BookingService, ReserveClient } from './service';
export type { BookingRepository } from './repository';
export { bookingModule } from './module';
