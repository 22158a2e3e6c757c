import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bills,
  bookings,
  counters,
  parkingStays,
  paymentEvents,
  payments,
  permissions,
  type PaymentStatus,
} from '../../db/schema';
import type { BillRow, BookingRow, NewMailRow, PaymentRow, PermissionRow } from '../../db/rows';
import { MailRepository } from '../../mail/repository';
import type { Identification } from '../../../shared/schemas/booking';

/**
 * The payments module's declared writer (ADR 029): the payment, its events, the permission and
 * the bill a settle issues, on the transaction it is created with. Other modules that add their
 * own rows to a payment's change (booking's reserve, refunds, the back office's actions) write
 * these rows only through it.
 */
export class PaymentsTx {
  /** The transaction itself, for modules that add their own rows to a settle (SEPA). */
  constructor(readonly tx: Db) {}

  /** Row lock: concurrent settles of one payment queue here, so only one can issue a permission. */
  async lockPayment(id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.tx.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  }

  async booking(id: string): Promise<BookingRow> {
    const [row] = await this.tx.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  /** `statusReason` undefined keeps the reason; null clears it. */
  async setPaymentStatus(
    id: string,
    status: PaymentStatus,
    now: Date,
    statusReason?: string | null,
  ): Promise<void> {
    await this.tx
      .update(payments)
      .set({ status, updatedAt: now, ...(statusReason !== undefined ? { statusReason } : {}) })
      .where(eq(payments.id, id));
  }

  /**
   * The payment is settled another way than it was opened (a booking on a company's account,
   * ADR 066): its provider and method say so, and no provider report can match it any more.
   */
  async setPaymentProvider(id: string, provider: string, method: string, now: Date): Promise<void> {
    await this.tx.update(payments).set({ provider, method, updatedAt: now }).where(eq(payments.id, id));
  }

  /** A booking's first payment, written by the reserve in its transaction. */
  async insertPayment(row: typeof payments.$inferInsert): Promise<void> {
    await this.tx.insert(payments).values(row);
  }

  /** Appends to the payment's history; a repeated provider event id is dropped (returns false). */
  async addEvent(e: {
    paymentId: string;
    status: PaymentStatus;
    source: string;
    now: Date;
    providerEventId?: string;
    payload?: unknown;
  }): Promise<boolean> {
    const rows = await this.tx
      .insert(paymentEvents)
      .values({
        paymentId: e.paymentId,
        status: e.status,
        source: e.source,
        providerEventId: e.providerEventId ?? null,
        payload: e.payload ?? null,
        createdAt: e.now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  }

  /**
   * Whether another booking of the same session, template, period and plate is paid: a second
   * payment for it (a "pay again" whose first payment succeeded late after all) would charge the
   * driver twice (ADR 031). Locks the matching rows, so two settles of twins run one by one.
   */
  async paidTwinExists(booking: BookingRow): Promise<boolean> {
    if (!booking.sessionId) return false;
    const rows = await this.tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.templateId, booking.templateId),
          inArray(bookings.status, ['held', 'paid']),
          eq(bookings.status, 'paid'),
          eq(bookings.startsAt, booking.startsAt),
          eq(bookings.endsAt, booking.endsAt),
          eq(bookings.sessionId, booking.sessionId),
          sql`${bookings.plateKey} is not distinct from ${booking.plateKey}`,
          sql`${bookings.id} <> ${booking.id}`,
        ),
      )
      .limit(1)
      .for('update');
    return rows.length > 0;
  }

  async permissionOfBooking(bookingId: string): Promise<PermissionRow | undefined> {
    const [row] = await this.tx.select().from(permissions).where(eq(permissions.bookingId, bookingId));
    return row;
  }

  async ticketCodeTaken(code: string): Promise<boolean> {
    const rows = await this.tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.ticketCode, code));
    return rows.length > 0;
  }

  async insertPermission(row: typeof permissions.$inferInsert): Promise<void> {
    await this.tx.insert(permissions).values(row);
  }

  /** The back office's plate change: the ticket reads the permission's identifications. */
  async setPermissionIdentifications(bookingId: string, identifications: Identification[]): Promise<void> {
    await this.tx.update(permissions).set({ identifications }).where(eq(permissions.bookingId, bookingId));
  }

  /** Erasure and retention (ADR 033): the tickets of these bookings forget their plates. */
  async clearPermissionIdentifications(bookingIds: string[]): Promise<void> {
    await this.tx
      .update(permissions)
      .set({ identifications: [] })
      .where(inArray(permissions.bookingId, bookingIds));
  }

  /** The unique (permission, kind) index makes a second ticket mail impossible. */
  async insertMail(row: NewMailRow): Promise<boolean> {
    // mails is mail/'s table (ADR 029): its repository, on this transaction.
    return new MailRepository(this.tx).insertOnce(row);
  }

  /**
   * The next value of a gap-free sequence. The upsert locks the counter row until this
   * transaction ends, so concurrent settles take numbers one after the other, and a rollback
   * gives its number back (no gap).
   */
  async nextCounter(name: string): Promise<number> {
    const [row] = await this.tx
      .insert(counters)
      .values({ name, value: 1 })
      .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
      .returning({ value: counters.value });
    return row.value;
  }

  async billOfBooking(bookingId: string): Promise<BillRow | undefined> {
    const [row] = await this.tx.select().from(bills).where(eq(bills.bookingId, bookingId));
    return row;
  }

  async insertBill(row: typeof bills.$inferInsert): Promise<void> {
    await this.tx.insert(bills).values(row);
  }

  /** The stay's paid-until, its row locked for this transaction (null: nothing paid yet). */
  async lockStayPaidUntil(stayId: string): Promise<Date | null> {
    const [row] = await this.tx
      .select({ paidUntil: parkingStays.paidUntil })
      .from(parkingStays)
      .where(eq(parkingStays.id, stayId))
      .for('update');
    return row?.paidUntil ?? null;
  }
}
