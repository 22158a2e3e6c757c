import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema';

/**
 * SQL of the back office's booking actions (ADR 026), on the caller's transaction (`tx`),
 * which holds the booking's row lock from `lockBooking`. Reads only: the rows the actions
 * change are others' (ADR 029), a booking through the booking module's writer, a permission
 * through payments/ (which issues permissions), both called by the service on `tx`.
 */
export class AdminBookingActionsRepository {
  /** The booking, locked: a second action on it waits and then sees the first one's result. */
  async lockBooking(tx: Db, id: string) {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    return row;
  }

  /** The unpaid payments of a held booking (usually one; a replaced checkout leaves its own). */
  async pendingPayments(tx: Db, bookingId: string) {
    return tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'pending')));
  }
}
