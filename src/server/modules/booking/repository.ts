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
   * The availability call's one query. `bounds` are the slot boundaries (n slots, n + 1
   * instants, computed by the shared slot functions so the grid agrees with price and reserve);
   * answers, per slot with a place taken, the active bookings overlapping it (the capacity
   * rule's count) and those beginning inside it. Slots with nothing taken are left out.
   */
  async slotLoads(
    templateId: string,
    bounds: Date[],
    now: Date,
  ): Promise<{ index: number; taken: number; startsHere: number }[]> {
    if (bounds.length < 2) return [];
    // Epoch seconds as one text parameter: both drivers bind it the same way, and the slot
    // grid is whole seconds.
    const secs = bounds.map((b) => Math.round(b.getTime() / 1000));
    const starts = secs.slice(0, -1).join(',');
    const ends = secs.slice(1).join(',');
    // The active bookings of the whole range are read once through the capacity index (a
    // materialised CTE), then matched to the slots in memory: a lookup per slot would cost one
    // index scan for each of up to thousands of slots.
    const result = await this.db.execute(sql`
      with b as materialized (
        select ${bookings.startsAt} as s, ${bookings.endsAt} as e
        from ${bookings}
        where ${bookings.templateId} = ${templateId}
          and ${bookings.status} in ('held', 'paid')
          and ${bookings.startsAt} < to_timestamp(${secs[secs.length - 1]})
          and ${bookings.endsAt} > to_timestamp(${secs[0]})
          and (${bookings.status} = 'paid' or ${bookings.holdUntil} > ${now.toISOString()}::timestamptz)
      ),
      g as (
        select to_timestamp(r.s) as s, to_timestamp(r.e) as e, r.i
        from unnest(string_to_array(${starts}, ',')::float8[], string_to_array(${ends}, ',')::float8[])
             with ordinality as r(s, e, i)
      )
      select (g.i - 1)::int as "index",
             count(*)::int as "taken",
             (count(*) filter (where b.s >= g.s))::int as "startsHere"
      from g
      join b on b.s < g.e and b.e > g.s
      group by g.i
      order by g.i`);
    return (result as unknown as { rows: { index: number; taken: number; startsHere: number }[] }).rows;
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
