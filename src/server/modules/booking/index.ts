export type { BookingQuotes } from './quotes';
export type { Reservations } from './reservations';
export type { PermitRenewals } from './renewals';
export type { WalkIns } from './walk-ins';
export type { CustomerBookings, SessionBookings } from './customer-bookings';
// The one writer of `bookings`: other modules and payments/ write a booking only through it.
export { BookingWrites, bookingWrites } from './booking-writes';
// Its occupancy (ADR 049): status and period writes with the templates' grids bound.
export { occupancyWriter, type OccupancyWriter } from './status-writer';
export { OccupancyCheck, type OccupancyReport } from './occupancy-check';
