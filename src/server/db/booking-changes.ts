import { changeChannel } from './change-channel';
import type { DbExecutor } from './executor';
import type { Db } from './client';

/**
 * Which bookings changed what their ticket shows (cancelled, extended, another plate, erased),
 * announced by the one writer of bookings (modules/booking/booking-writes.ts) and heard after
 * its commit: the wallet's passes follow their ticket this way without reading booking's tables.
 */
const bookings = changeChannel<string>();

export function bookingsChanged(
  executor: DbExecutor,
  bookingIds: ReadonlyArray<string | null | undefined>,
): void {
  bookings.announce(executor, bookingIds);
}

/** Hears the bookings changed on `db` after each commit; answers the unsubscribe. */
export function onBookingsChanged(db: Db, fn: (bookingIds: readonly string[]) => void): () => void {
  return bookings.listen(db, fn);
}
