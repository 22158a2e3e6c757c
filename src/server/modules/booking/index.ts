export type { BookingService, ReserveClient, SessionBookings } from './service';
export { bookingModule } from './module';
// The one writer of `bookings`: other modules and payments/ write a booking only through it.
export { BookingWrites, bookingWrites } from './booking-writes';
