import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments, permissions, sessions } from '../../db/schema';
import { PaymentsTx, type BookingRow, type PaymentRow, type PermissionRow } from '../../payments/repository';

export type NewBooking = typeof bookings.$inferInsert;

export interface ReserveInput {
  booking: NewBooking & { id: string; templateId: string; startsAt: Date; endsAt: Date };
  payment: { id: string; provider: string; amountCents: number; method: string | null };
  /** Undefined: unlimited, no lock and no count. */
  capacity?: number;
  sessionId: string;
  now: Date;
  /** Ends the session's previous held booking inside the same transaction. */
  releasePrevious: (tx: PaymentsTx, paymentId: string, bookingId: string) => Promise<void>;
}

/** Bookings that occupy a place: paid, or held and still within their hold time. */
function activeOverlap(templateId: string, start: Date, end: Date, now: Date) {
  return and(
    eq(bookings.templateId, templateId),
    // Repeats the partial index's predicate so the planner can use it.
    inArray(bookings.status, ['held', 'paid']),
    lt(bookings.startsAt, end),
    gt(bookings.endsAt, start),
    or(eq(bookings.status, 'paid'), gt(bookings.holdUntil, now)),
  );
}

class BookedOut extends Error {}

export class BookingRepository {
  /** The price call's one query: prepared once, so neither drizzle nor PostgreSQL re-plans it. */
  private readonly countStatement;
  /** The availability call's one query, prepared likewise. */
  private readonly periodsStatement;

  constructor(private readonly db: Db) {
    this.countStatement = db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.templateId, sql.placeholder('templateId')),
          inArray(bookings.status, ['held', 'paid']),
          sql`${bookings.startsAt} < ${sql.placeholder('end')}::timestamptz`,
          sql`${bookings.endsAt} > ${sql.placeholder('start')}::timestamptz`,
          or(
            eq(bookings.status, 'paid'),
            sql`${bookings.holdUntil} > ${sql.placeholder('now')}::timestamptz`,
          ),
        ),
      )
      .prepare('count_active_overlaps');
    this.periodsStatement = db
      .select({ start: bookings.startsAt, end: bookings.endsAt, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.templateId, sql.placeholder('templateId')),
          inArray(bookings.status, ['held', 'paid']),
          sql`${bookings.startsAt} < ${sql.placeholder('end')}::timestamptz`,
          sql`${bookings.endsAt} > ${sql.placeholder('start')}::timestamptz`,
          or(
            eq(bookings.status, 'paid'),
            sql`${bookings.holdUntil} > ${sql.placeholder('now')}::timestamptz`,
          ),
        ),
      )
      .groupBy(bookings.startsAt, bookings.endsAt)
      .prepare('active_periods_in');
  }

  async countActiveOverlaps(templateId: string, start: Date, end: Date, now: Date): Promise<number> {
    // ISO strings: both drivers bind them as timestamptz the same way.
    const [row] = await this.countStatement.execute({
      templateId,
      start: start.toISOString(),
      end: end.toISOString(),
      now: now.toISOString(),
    });
    return row.n;
  }

  /**
   * The availability call's one query: the active bookings overlapping [from, to) (the capacity
   * rule's predicate and index), grouped by period, so a busy car park answers one row per
   * distinct period rather than per booking. domain/availability.ts turns them into slot loads.
   */
  async activePeriodsIn(
    templateId: string,
    from: Date,
    to: Date,
    now: Date,
  ): Promise<{ start: Date; end: Date; n: number }[]> {
    return this.periodsStatement.execute({
      templateId,
      start: from.toISOString(),
      end: to.toISOString(),
      now: now.toISOString(),
    });
  }

  async sessionExists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id));
    return rows.length > 0;
  }

  /**
   * Inserts a held booking and its pending payment and makes it the session's current one.
   * With a capacity, the template's advisory lock serialises the count and the insert, so
   * concurrent reserves cannot both take the last place.
   */
  async reserve(input: ReserveInput): Promise<'ok' | 'booked-out'> {
    try {
      await this.reserveTx(input);
      return 'ok';
    } catch (e) {
      if (e instanceof BookedOut) return 'booked-out';
      throw e;
    }
  }

  private async reserveTx(input: ReserveInput): Promise<void> {
    const { booking, payment, now } = input;
    await this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const ptx = new PaymentsTx(tx);
      const [prev] = await tx
        .select({ bookingId: bookings.id, paymentId: payments.id })
        .from(sessions)
        .innerJoin(bookings, eq(bookings.id, sessions.currentBookingId))
        .innerJoin(payments, eq(payments.bookingId, bookings.id))
        .where(
          and(eq(sessions.id, input.sessionId), eq(bookings.status, 'held'), eq(payments.status, 'pending')),
        );
      if (prev) {
        const locked = await ptx.lockPayment(prev.paymentId);
        if (locked?.status === 'pending') await input.releasePrevious(ptx, prev.paymentId, prev.bookingId);
      }
      if (input.capacity !== undefined) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${booking.templateId}))`);
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(activeOverlap(booking.templateId, booking.startsAt, booking.endsAt, now));
        // Rolling back keeps the previous hold: a refused replacement must not cost the old place.
        if (row.n >= input.capacity) throw new BookedOut();
      }
      await tx
        .insert(sessions)
        .values({ id: input.sessionId, currentBookingId: booking.id, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: sessions.id, set: { currentBookingId: booking.id, updatedAt: now } });
      await tx.insert(bookings).values({ ...booking, sessionId: input.sessionId });
      await tx
        .insert(payments)
        .values({ ...payment, bookingId: booking.id, status: 'pending', createdAt: now, updatedAt: now });
      await ptx.addEvent({ paymentId: payment.id, status: 'pending', source: 'reserve', now });
    });
  }

  /** The session's current booking with its payment and permission, if any. */
  async sessionState(
    sessionId: string,
  ): Promise<{ booking: BookingRow; payment: PaymentRow; permission: PermissionRow | null } | null> {
    const [row] = await this.db
      .select({ booking: bookings, payment: payments, permission: permissions })
      .from(sessions)
      .innerJoin(bookings, eq(bookings.id, sessions.currentBookingId))
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .leftJoin(permissions, eq(permissions.bookingId, bookings.id))
      .where(eq(sessions.id, sessionId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row ?? null;
  }
}
