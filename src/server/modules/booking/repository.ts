import { and, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, parkingStays, payments, permissions, sessions, slotOccupancy } from '../../db/schema';
import { PaymentsTx } from '../payments';
import { customerSessionWrites, type SessionWrite } from '../../platform/customers/session-writes';
import { bookingWrites } from './booking-writes';
import { instantsLiteral, lockSlots, takenIn, type OccupancyGrid } from './occupancy';
import { plateLockSql } from '../../db/locks';
import type { BookingRow, NewBooking, PaymentRow, PermissionRow } from '../../db/rows';
import { inTransaction, type DbExecutor } from '../../db/executor';

export type { SessionWrite };

/**
 * The open-holds caps (ADR 039): at most `max` held, unpaid bookings per counter. A
 * guest is counted per session and client address, never per e-mail (anyone can type anyone's
 * address); a logged-in account per session and account (its proven mail), not per address. A
 * payment by plate is counted per session and address, whoever is logged in.
 */
export interface HoldLimit {
  max: number;
  sessionId: string;
  /**
   * The client address. A guest's holds count against it; a logged-in account's only while the
   * account has no paid booking (ADR 057): a vouched account is not blocked by the guests of
   * its network, a free sign-up gets a guest's caps.
   */
  clientAddress: string | undefined;
  /** A logged-in account's own logged-in holds. */
  customerId: string | undefined;
  /**
   * A capacity product: at most `max` open holds of this template per client (the account when
   * logged in, else the address), so one visitor cannot hold a product out (capacity hoarding).
   */
  perProduct?: { templateId: string; max: number };
}

export interface ReserveInput {
  booking: NewBooking & { id: string; templateId: string; startsAt: Date; endsAt: Date };
  payment: { id: string; provider: string; amountCents: number; method: string | null };
  /** Undefined: unlimited, no lock, no count and no occupancy rows. */
  capacity?: { max: number; grid: OccupancyGrid };
  session: SessionWrite;
  holds: HoldLimit;
  /** A logged-in customer's cap of active bookings (maxBookingCount), counted in the transaction. */
  bookingCap?: { customerId: string; max: number };
  now: Date;
  /** Ends the session's previous held booking inside the same transaction. */
  releasePrevious: (tx: PaymentsTx, paymentId: string, bookingId: string) => Promise<void>;
}

class BookedOut extends Error {}

/** The open-holds limit refused the reserve; `retryAt` is when the oldest counted hold lapses. */
export class TooManyHolds extends Error {
  constructor(readonly retryAt: Date) {
    super('too many open holds');
  }
}

/** The customer already has maxBookingCount active bookings. */
export class BookingLimitReached extends Error {
  constructor() {
    super('booking limit reached');
  }
}

/** Advisory-lock classes (two-int keys, apart from the templates' one-bigint keys). */
const LOCK_HOLDS_BY_ADDRESS = 7001;
const LOCK_HOLDS_BY_ACCOUNT = 7002;
const LOCK_BOOKINGS_BY_CUSTOMER = 7003;
const LOCK_HOLDS_BY_SESSION = 7004;

export class BookingRepository {
  /** The price call's one query: prepared once, so neither drizzle nor PostgreSQL re-plans it. */
  private readonly countStatement;
  /** The availability call's one query, prepared likewise. */
  private readonly loadsStatement;

  constructor(private readonly db: Db) {
    // The capacity rule over the occupancy rows (ADR 049): the distinct active bookings with a
    // row in the period's slots, an index range of the primary key.
    this.countStatement = db
      .select({ n: sql<number>`count(distinct ${slotOccupancy.bookingId})::int` })
      .from(slotOccupancy)
      .where(
        and(
          eq(slotOccupancy.templateId, sql.placeholder('templateId')),
          sql`${slotOccupancy.slotStart} >= ${sql.placeholder('start')}::timestamptz`,
          sql`${slotOccupancy.slotStart} < ${sql.placeholder('end')}::timestamptz`,
          sql`(${slotOccupancy.holdUntil} is null or ${slotOccupancy.holdUntil} > ${sql.placeholder('now')}::timestamptz)`,
        ),
      )
      .prepare('count_slot_occupancy');
    // Per answered slot (width_bucket over its boundaries): the bookings with a row in it and
    // those of them that begin there. A slot of the answer may hold several occupancy slots
    // (a week of days), so bookings are counted once per slot, as the capacity rule does.
    const bucket = sql`width_bucket(${slotOccupancy.slotStart}, ${sql.placeholder('bounds')}::timestamptz[])`;
    this.loadsStatement = db
      .select({
        k: sql<number>`${bucket}::int`,
        n: sql<number>`count(distinct ${slotOccupancy.bookingId})::int`,
        s: sql<number>`(count(distinct ${slotOccupancy.bookingId}) filter (where ${slotOccupancy.startsHere}))::int`,
      })
      .from(slotOccupancy)
      .where(
        and(
          eq(slotOccupancy.templateId, sql.placeholder('templateId')),
          sql`${slotOccupancy.slotStart} >= ${sql.placeholder('start')}::timestamptz`,
          sql`${slotOccupancy.slotStart} < ${sql.placeholder('end')}::timestamptz`,
          sql`(${slotOccupancy.holdUntil} is null or ${slotOccupancy.holdUntil} > ${sql.placeholder('now')}::timestamptz)`,
        ),
      )
      .groupBy(sql`1`)
      .prepare('slot_occupancy_loads');
  }

  /**
   * The active bookings with a place in the occupancy slots from `first` (the slot holding the
   * period's start) up to `end`, each counted once.
   */
  async countActiveOverlaps(templateId: string, first: Date, end: Date, now: Date): Promise<number> {
    // ISO strings: both drivers bind them as timestamptz the same way.
    const [row] = await this.countStatement.execute({
      templateId,
      start: first.toISOString(),
      end: end.toISOString(),
      now: now.toISOString(),
    });
    return row.n;
  }

  /**
   * The availability call's one query: for the slots between the `bounds` (n + 1 boundaries,
   * ascending), how many active bookings have a place in each (`taken`) and how many begin in
   * it (`startsHere`). Slots with nothing taken are left out.
   */
  async slotLoads(
    templateId: string,
    bounds: readonly Date[],
    now: Date,
  ): Promise<{ index: number; taken: number; startsHere: number }[]> {
    const rows = await this.loadsStatement.execute({
      templateId,
      bounds: instantsLiteral(bounds),
      start: bounds[0].toISOString(),
      end: bounds[bounds.length - 1].toISOString(),
      now: now.toISOString(),
    });
    return rows
      .map((r) => ({ index: r.k - 1, taken: r.n, startsHere: r.s }))
      .filter((r) => r.taken > 0 && r.index >= 0 && r.index < bounds.length - 1)
      .sort((a, b) => a.index - b.index);
  }

  /**
   * Inserts a held booking and its pending payment and makes it the session's current one.
   * With a capacity, the advisory locks of the period's slots serialise the count and the
   * insert (ADR 049), so concurrent reserves cannot both take the last place, while reserves of
   * other hours of the same product do not wait for each other.
   */
  async reserve(input: ReserveInput): Promise<{ rotated: boolean } | 'booked-out'> {
    // TooManyHolds leaves as it is: the service turns it into TOO_MANY_HOLDS.
    try {
      return { rotated: await this.reserveTx(input) };
    } catch (e) {
      if (e instanceof BookedOut) return 'booked-out';
      throw e;
    }
  }

  /** True when the session's token was replaced by the new one (see SessionWrite). */
  private async reserveTx(input: ReserveInput): Promise<boolean> {
    const { booking, payment, now } = input;
    return inTransaction(this.db, async (tx) => {
      const ptx = new PaymentsTx(tx);
      if (booking.stayId && booking.plateKey) {
        // A payment by plate: under the plate's lock, so a late camera read cannot rebuild away
        // the stay between the quote and this booking (whose stay_id then keeps it, ADR 018).
        await tx.execute(plateLockSql(booking.plateKey));
        const [stay] = await tx
          .select({ id: parkingStays.id })
          .from(parkingStays)
          .where(eq(parkingStays.id, booking.stayId));
        if (!stay) throw new BookedOut();
      }
      const [prev] = await tx
        .select({ bookingId: bookings.id, paymentId: payments.id })
        .from(sessions)
        .innerJoin(bookings, eq(bookings.id, sessions.currentBookingId))
        .innerJoin(payments, eq(payments.bookingId, bookings.id))
        .where(
          and(eq(sessions.id, input.session.id), eq(bookings.status, 'held'), eq(payments.status, 'pending')),
        );
      if (prev) {
        const locked = await ptx.lockPayment(prev.paymentId);
        if (locked?.status === 'pending') await input.releasePrevious(ptx, prev.paymentId, prev.bookingId);
      }
      await this.checkHoldLimit(tx, input.holds, prev?.bookingId, now);
      if (input.bookingCap) await this.checkBookingCap(tx, input.bookingCap, prev?.bookingId, now);
      if (input.capacity !== undefined) {
        const slots = await lockSlots(
          tx,
          booking.templateId,
          booking.startsAt,
          booking.endsAt,
          input.capacity.grid,
        );
        const taken = await takenIn(tx, booking.templateId, slots[0], booking.endsAt, now);
        // Rolling back keeps the previous hold: a refused replacement must not cost the old place.
        if (taken >= input.capacity.max) throw new BookedOut();
      }
      // The session (platform's), the booking and its payment commit together.
      const rotated = await customerSessionWrites.openForBooking(tx, input.session, booking.id, now);
      await bookingWrites.insert(
        tx,
        { ...booking, sessionId: input.session.id },
        input.capacity?.grid ?? null,
      );
      await ptx.insertPayment({
        ...payment,
        bookingId: booking.id,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      await ptx.addEvent({ paymentId: payment.id, status: 'pending', source: 'reserve', now });
      return rotated;
    });
  }

  /**
   * Counts the held, unpaid bookings per counter of `holds` (address or account, and session)
   * under an advisory lock on each, so parallel reserves from one client cannot all pass the
   * count; the per-product cap is counted under the same locks. The session's own current hold
   * is not counted: the reserve replaces it. Locks are always taken address, account, session,
   * then the customer's booking cap, then the period's slots in the order of their keys
   * (occupancy.ts lockSlots; no lock cycles).
   */
  private async checkHoldLimit(tx: Db, holds: HoldLimit, replacing: string | undefined, now: Date) {
    const open = (...who: SQL[]) =>
      and(
        eq(bookings.status, 'held'),
        gt(bookings.holdUntil, now),
        ...who,
        replacing ? ne(bookings.id, replacing) : undefined,
      );
    /** [lock class, lock key, who]: one counter each. */
    const counters: [number, string, SQL][] = [];
    const byAddress =
      holds.clientAddress !== undefined &&
      (holds.customerId === undefined || !(await this.hasPaidBooking(tx, holds.customerId)));
    if (byAddress && holds.clientAddress) {
      counters.push([
        LOCK_HOLDS_BY_ADDRESS,
        holds.clientAddress,
        eq(bookings.clientAddress, holds.clientAddress),
      ]);
    }
    if (holds.customerId) {
      counters.push([LOCK_HOLDS_BY_ACCOUNT, holds.customerId, eq(bookings.customerId, holds.customerId)]);
    }
    counters.push([LOCK_HOLDS_BY_SESSION, holds.sessionId, eq(bookings.sessionId, holds.sessionId)]);
    for (const [lockClass, key] of counters) {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, hashtext(${key}))`);
    }
    const count = async (where: SQL | undefined, max: number) => {
      const [row] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          oldest: sql<Date | null>`min(${bookings.holdUntil})`.mapWith(bookings.holdUntil),
        })
        .from(bookings)
        .where(where);
      if (row.n >= max) throw new TooManyHolds(row.oldest ?? now);
    };
    for (const [, , who] of counters) await count(open(who), holds.max);
    if (holds.perProduct) {
      // The client: the account when logged in, and the address unless the account has paid;
      // a guest's address, else its session.
      const clients = counters.filter(([c]) => c !== LOCK_HOLDS_BY_SESSION);
      for (const [, , client] of clients.length > 0 ? clients : counters) {
        await count(open(client, eq(bookings.templateId, holds.perProduct.templateId)), holds.perProduct.max);
      }
    }
  }

  /** Whether the account has ever paid a booking: it then is not capped per address (ADR 057). */
  private async hasPaidBooking(tx: Db, customerId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'paid')))
      .limit(1);
    return row !== undefined;
  }

  /**
   * maxBookingCount: the customer's bookings that are paid and not yet over, or held and within
   * their hold, are counted under a per-customer advisory lock, so parallel reserves of one
   * account (several tabs, sessions) cannot pass the cap. The session's own hold being replaced
   * does not count. Taken after the hold locks and before the slots' (no lock cycles).
   */
  private async checkBookingCap(
    tx: Db,
    cap: { customerId: string; max: number },
    replacing: string | undefined,
    now: Date,
  ) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_BOOKINGS_BY_CUSTOMER}, hashtext(${cap.customerId}))`,
    );
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.customerId, cap.customerId),
          or(
            and(eq(bookings.status, 'paid'), gt(bookings.endsAt, now)),
            and(eq(bookings.status, 'held'), gt(bookings.holdUntil, now)),
          ),
          replacing ? ne(bookings.id, replacing) : undefined,
        ),
      );
    if (row.n >= cap.max) throw new BookingLimitReached();
  }

  /** A reserve that resumes the session's pending payment: only the token changes (race-safe: see CustomerSessionWrites.rotate). */
  async rotateSession(s: SessionWrite, now: Date): Promise<'rotated' | 'kept' | 'gone'> {
    return customerSessionWrites.rotate(this.db, s, now);
  }

  /**
   * A paid booking of this session with the same template, period and plate (plateKey; no plate
   * matches no plate): what a reserve repeating it must not charge again. Cancelled bookings do
   * not count (status 'cancelled'), so a cancelled permission can be booked afresh.
   */
  async paidTwin(
    sessionId: string,
    b: { templateId: string; startsAt: Date; endsAt: Date; plateKey: string | null },
  ): Promise<PermissionRow | null> {
    const [row] = await this.db
      .select({ permission: permissions })
      .from(bookings)
      .innerJoin(permissions, eq(permissions.bookingId, bookings.id))
      .where(
        and(
          // Template and period first, with the capacity index's predicate: one index look-up.
          eq(bookings.templateId, b.templateId),
          inArray(bookings.status, ['held', 'paid']),
          eq(bookings.status, 'paid'),
          eq(bookings.sessionId, sessionId),
          eq(bookings.startsAt, b.startsAt),
          eq(bookings.endsAt, b.endsAt),
          sql`${bookings.plateKey} is not distinct from ${b.plateKey}`,
        ),
      )
      .limit(1);
    return row?.permission ?? null;
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

  /**
   * Erasure and retention (ADR 033): the bookings lose their contact, plates, client
   * address and session; their dates, prices and status stay (the bills and credit notes keep
   * their own copy of the buyer for the legal ten years). The permission's identifications are
   * the ticket's copy of the booking's and go with them. Either one account's bookings, or guest
   * bookings that ended before `endedBefore` (held ones are still being paid). Answers how many
   * bookings changed; a second run changes none.
   */
  async anonymise(
    which: { customerId: string } | { endedBefore: Date },
    tx: DbExecutor = this.db,
  ): Promise<number> {
    const scope =
      'customerId' in which
        ? eq(bookings.customerId, which.customerId)
        : and(
            sql`${bookings.customerId} is null`,
            lt(bookings.endsAt, which.endedBefore),
            ne(bookings.status, 'held'),
          );
    const notYet = sql`(${bookings.contact} <> '{}'::jsonb or ${bookings.identifications} <> '[]'::jsonb or ${bookings.clientAddress} is not null)`;
    const run = async (t: DbExecutor) => {
      const ids = await bookingWrites.anonymise(t, and(scope, notYet)!);
      // The permissions are payments' table (ADR 029): its writer, on this transaction.
      if (ids.length > 0) await new PaymentsTx(t).clearPermissionIdentifications(ids);
      return ids.length;
    };
    return tx === this.db ? inTransaction(this.db, run) : run(tx);
  }
}
