export type { BookingService, ReserveClient, SessionBookings } from './service';
// The one writer of `bookings`: other modules and payments/ write a booking only through it.
export { BookingWrites, bookingWrites } from './booking-writes';
// Its occupancy (ADR 049): status and period writes with the templates' grids bound.
export { occupancyWriter, type OccupancyWriter } from './status-writer';
export { OccupancyCheck, type OccupancyReport } from './occupancy-check';
