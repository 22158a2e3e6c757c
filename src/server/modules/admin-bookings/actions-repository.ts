import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { PaymentsTx } from '../payments';
import type { Identification } from '../../../shared/schemas/booking';
import { bookingWrites, type OccupancyWriter } from '../booking';

/**
 * SQL of the back office's booking actions (ADR 026). Every method runs on the caller's
 * transaction (`tx`), which holds the booking's row lock from `lockBooking`. The rows it
 * changes are others' (ADR 029): a booking through the booking module's writer, a permission
 * through payments/ (which issues permissions), both on `tx`.
 */
export class AdminBookingActionsRepository {
  /** The booking module's status and period writes, with the templates' occupancy grids. */
  constructor(private readonly occupancy: OccupancyWriter) {}

  /** The booking, locked: a second action on it waits and then sees the first one's result. */
  async lockBooking(tx: Db, id: string) {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    return row;
  }

  /**
   * The plate of the booking and of its permission (the ticket reads the permission's). The
   * plateKey column feeds the barrier and the allowlist: its trigger logs the old and the new
   * plate as changed (migration 0005), so devices drop one and learn the other.
   */
  async setIdentifications(tx: Db, bookingId: string, ids: Identification[], plateKey: string | null) {
    await bookingWrites.setIdentifications(tx, bookingId, ids, plateKey);
    await new PaymentsTx(tx).setPermissionIdentifications(bookingId, ids);
  }

  async setEnd(tx: Db, bookingId: string, end: { endsAt: Date; displayEnd: Date; slotCount: number }) {
    await this.occupancy.setEnd(tx, bookingId, end);
  }

  /** Under the slots' locks (the reserve's): the added time has a place, the booking not counted. */
  async hasPlace(tx: Db, b: { id: string; templateId: string; startsAt: Date; endsAt: Date }, now: Date) {
    return this.occupancy.hasPlace(tx, b, now);
  }

  /** The unpaid payments of a held booking (usually one; a replaced checkout leaves its own). */
  async pendingPayments(tx: Db, bookingId: string) {
    return tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'pending')));
  }

  async cancelBooking(tx: Db, bookingId: string, now: Date) {
    await bookingWrites.cancel(tx, bookingId, now);
  }
}
