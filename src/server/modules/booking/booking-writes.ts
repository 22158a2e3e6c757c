import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { ANY_PLATE, platesChanged } from '../../db/plate-changes';
import { bookingsChanged } from '../../db/booking-changes';
import { bookings, type BookingStatus } from '../../db/schema';
import type { NewBooking } from '../../db/rows';
import type { Identification } from '../../../shared/schemas/booking';
import {
  deleteRows,
  expectedRows,
  insertRows,
  markRowsPaid,
  remakeRows,
  type GridOf,
  type OccupancyGrid,
} from './occupancy';

/**
 * The one writer of the `bookings` table (ADR 029): every insert and update of a booking, by
 * whichever module or area causes it (the reserve, a payment's settle, lapse or failure, a
 * cancel, the back office's plate and extend, an account taking over guest bookings, a login
 * moving a held booking), goes through these methods, on the caller's transaction when it must
 * commit with the caller's own rows. Why one place: whatever must change together with a
 * booking (a slot's occupancy, say) is then hooked here once and cannot be forgotten by a path
 * that writes the table by hand. `platform/table-ownership.test.ts` fails on any other write.
 * Every write that may change what a plate's permissions are tells the barrier's memory after
 * its commit (`platesChanged`, ADR 036); every write that changes what a ticket shows names its
 * booking (`bookingsChanged`: the wallet's passes follow). Every write that changes a booking's status or period
 * keeps its slot occupancy (`slot_occupancy`, ADR 049) in the same transaction: the writes that
 * need the template's grid take it as an argument, so no caller can leave it out.
 *
 * Stateless: the executor is each call's first argument, so a service passes its open
 * transaction and a plain call passes the database.
 */
export class BookingWrites {
  /**
   * Erasure and retention (ADR 033): the bookings `where` selects lose contact, plates, client
   * address and session; dates, prices and status stay. Answers the ids it changed.
   */
  async anonymise(tx: DbExecutor, where: SQL): Promise<string[]> {
    const rows = await tx
      .update(bookings)
      .set({ contact: {}, identifications: [], plateKey: null, clientAddress: null, sessionId: null })
      .where(where)
      .returning({ id: bookings.id });
    // The old plates are gone from the rows: the barrier reloads all it knows.
    if (rows.length > 0) platesChanged(tx, [ANY_PLATE]);
    bookingsChanged(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => r.id);
  }

  /**
   * A new booking (the reserve, held for its session) with its occupancy rows (held until its
   * hold ends); `grid` null: a template without capacity, no rows.
   */
  async insert(
    tx: DbExecutor,
    row: NewBooking & { templateId: string; startsAt: Date; endsAt: Date },
    grid: OccupancyGrid | null,
  ): Promise<void> {
    await tx.insert(bookings).values(row);
    await insertRows(
      tx,
      expectedRows({ ...row, status: row.status, holdUntil: row.holdUntil ?? null }, grid),
    );
    platesChanged(tx, [row.plateKey]);
  }

  /**
   * A payment's outcome on its booking: paid, lapsed or failed (payments/service.ts). Paid:
   * its rows stop lapsing; a booking paid after its hold lapsed (its rows gone) gets them anew
   * from `grids`. Any other status frees its slots.
   */
  async setStatus(tx: DbExecutor, id: string, status: BookingStatus, grids: GridOf): Promise<void> {
    const rows = await tx.update(bookings).set({ status }).where(eq(bookings.id, id)).returning({
      plateKey: bookings.plateKey,
      templateId: bookings.templateId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      holdUntil: bookings.holdUntil,
    });
    for (const b of rows) {
      if (status === 'paid') {
        if ((await markRowsPaid(tx, id)) === 0) {
          await insertRows(tx, expectedRows({ ...b, id, status }, grids(b.templateId)));
        }
      } else if (status !== 'held') {
        await deleteRows(tx, id);
      }
    }
    platesChanged(
      tx,
      rows.map((r) => r.plateKey),
    );
  }

  /** Cancelled by the customer (portal) or the back office; the place is free again. */
  async cancel(tx: DbExecutor, id: string, now: Date): Promise<void> {
    const rows = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(bookings.id, id))
      .returning({ plateKey: bookings.plateKey });
    await deleteRows(tx, id);
    platesChanged(
      tx,
      rows.map((r) => r.plateKey),
    );
    bookingsChanged(tx, [id]);
  }

  /**
   * The booking's plate. The plateKey column feeds the barrier and the allowlist: its trigger
   * logs the old and the new plate as changed (migration 0005), so devices drop one and learn
   * the other.
   */
  async setIdentifications(
    tx: DbExecutor,
    id: string,
    identifications: Identification[],
    plateKey: string | null,
  ): Promise<void> {
    const [old] = await tx.select({ plateKey: bookings.plateKey }).from(bookings).where(eq(bookings.id, id));
    await tx.update(bookings).set({ identifications, plateKey }).where(eq(bookings.id, id));
    platesChanged(tx, [old?.plateKey, plateKey]);
    bookingsChanged(tx, [id]);
  }

  /**
   * A new end (the back office's extend): period, shown end and slot count change together,
   * and the booking's occupancy rows are made anew for the new period.
   */
  async setEnd(
    tx: DbExecutor,
    id: string,
    end: { endsAt: Date; displayEnd: Date; slotCount: number },
    grids: GridOf,
  ): Promise<void> {
    const rows = await tx.update(bookings).set(end).where(eq(bookings.id, id)).returning({
      plateKey: bookings.plateKey,
      templateId: bookings.templateId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      holdUntil: bookings.holdUntil,
    });
    for (const b of rows) await remakeRows(tx, { ...b, id }, grids(b.templateId));
    platesChanged(
      tx,
      rows.map((r) => r.plateKey),
    );
    bookingsChanged(tx, [id]);
  }

  /**
   * Guest bookings made with the account's (now proven) e-mail join the account, so the
   * portal lists them (bookings.customerId). Bookings of another account stay where they are.
   */
  async linkGuestBookings(tx: DbExecutor, customerId: string, mail: string): Promise<number> {
    const rows = await tx
      .update(bookings)
      .set({ customerId })
      .where(and(isNull(bookings.customerId), sql`lower(${bookings.contact}->>'mail') = lower(${mail})`))
      .returning({ id: bookings.id });
    return rows.length;
  }

  /** At login the guest session's held booking moves to the new session, its checkout goes on. */
  async moveHeldToSession(tx: DbExecutor, fromSessionId: string, toSessionId: string): Promise<void> {
    await tx
      .update(bookings)
      .set({ sessionId: toSessionId })
      .where(and(eq(bookings.sessionId, fromSessionId), eq(bookings.status, 'held')));
  }
}

/** The writer every caller shares (it holds no state). */
export const bookingWrites = new BookingWrites();
