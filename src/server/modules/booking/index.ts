export type { BookingService, ReserveClient, SessionBookings } from './service';
export { bookingModule } from './module';
