import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bookings,
  mails,
  paymentEvents,
  payments,
  permissions,
  type BookingStatus,
  type PaymentStatus,
} from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type PermissionRow = typeof permissions.$inferSelect;
export type NewMail = typeof mails.$inferInsert;

/** SQL of payment settlement; every method runs on the transaction it was created with. */
export class PaymentsTx {
  constructor(private readonly tx: Db) {}

  /** Row lock: concurrent settles of one payment queue here, so only one can issue a permission. */
  async lockPayment(id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.tx.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  }

  async booking(id: string): Promise<BookingRow> {
    const [row] = await this.tx.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  async setPaymentStatus(id: string, status: PaymentStatus, now: Date): Promise<void> {
    await this.tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, id));
  }

  async setBookingStatus(id: string, status: BookingStatus): Promise<void> {
    await this.tx.update(bookings).set({ status }).where(eq(bookings.id, id));
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

  /** The unique (permission, kind) index makes a second ticket mail impossible. */
  async insertMail(row: NewMail): Promise<boolean> {
    const rows = await this.tx.insert(mails).values(row).onConflictDoNothing().returning({ id: mails.id });
    return rows.length > 0;
  }
}

export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: PaymentsTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new PaymentsTx(tx as unknown as Db)));
  }

  async find(id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  async statusByRef(provider: string, providerRef: string): Promise<PaymentStatus | null> {
    const [row] = await this.db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
    return row?.status ?? null;
  }

  async setProviderRef(id: string, providerRef: string, method: string, now: Date): Promise<void> {
    await this.db.update(payments).set({ providerRef, method, updatedAt: now }).where(eq(payments.id, id));
  }

  /** Pending payments whose booking's hold has run out (for the lapse job). */
  async lapsedPendingPaymentIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: payments.id })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(and(eq(bookings.status, 'held'), lte(bookings.holdUntil, now), eq(payments.status, 'pending')))
      .orderBy(asc(bookings.holdUntil))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async countEvents(paymentId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId));
    return row.n;
  }
}
