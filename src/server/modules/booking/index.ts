// Booking's public face: the types of its services' parts (module.ts builds them, app.ts hands
// each consumer the part it needs) and its declared writers. The builder is imported by app.ts
// from module.ts.
export type { BookingQuotes } from './quotes';
export type { Reservations } from './reservations';
export type { PermitRenewals } from './renewals';
export type { WalkIns } from './walk-ins';
export type { CustomerBookings, SessionBookings } from './customer-bookings';
export type { OccupancyCheck, OccupancyReport } from './occupancy-check';
// The one writer of `bookings`: other modules and payments/ write a booking only through it.
export { bookingWrites, type BookingWrites } from './booking-writes';
// Its occupancy (ADR 049): status and period writes with the templates' grids bound.
export { occupancyWriter, type OccupancyWriter } from './status-writer';
