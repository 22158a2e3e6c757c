import { and, eq, gt, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { bookings, sessions } from '../../db/schema';

/**
 * The session row a reserve writes. Its new token hash replaces `replaces` (the hash the request
 * presented) only while that is still the current one; the replaced hash stays valid until
 * `graceUntil` (ROTATION_GRACE_MS in sessions.ts).
 */
export interface SessionWrite {
  id: string;
  tokenHash: string;
  /** The presented token's hash; undefined for a new session. */
  replaces?: string;
  graceUntil: Date;
  createdAt: Date;
  expiresAt: Date;
}

/** `then` when the row's current token hash is still the one the request presented, else `otherwise`. */
function ifCurrent(s: SessionWrite, then: SQL | string | Date | null, otherwise: SQL) {
  return sql`case when ${sessions.tokenHash} = ${s.replaces ?? null} then ${then} else ${otherwise} end`;
}

/**
 * The SET of a race-safe rotation: token, replaced token and its grace change only when the
 * presented token is still current. The compare runs in the row's update, on the latest committed
 * version, so of two racing reserves in one session exactly one rotates.
 */
function rotation(s: SessionWrite) {
  return {
    tokenHash: ifCurrent(s, s.tokenHash, sql`${sessions.tokenHash}`),
    previousTokenHash: ifCurrent(s, s.replaces ?? null, sql`${sessions.previousTokenHash}`),
    previousUntil: ifCurrent(s, s.graceUntil, sql`${sessions.previousUntil}`),
  };
}

/**
 * The writes of the `sessions` table, which platform owns (ADR 029). The modules whose work
 * opens or ends a session (a reserve, a login, a logout, a password change) and the retention
 * job call these, passing their own transaction where the session must commit with their rows,
 * so no module writes the table by hand (`platform/table-ownership.test.ts` checks it).
 * Stateless: the executor is each call's first argument.
 */
export class CustomerSessionWrites {
  /**
   * Points the session at the reserve's new booking and replaces its token hash when the
   * presented token is still the current one (the old one then lives for the grace). True when
   * this call rotated the token: only that answer sets the cookie.
   */
  async openForBooking(tx: DbExecutor, s: SessionWrite, bookingId: string, now: Date): Promise<boolean> {
    const [row] = await tx
      .insert(sessions)
      .values({
        id: s.id,
        tokenHash: s.tokenHash,
        currentBookingId: bookingId,
        createdAt: s.createdAt,
        updatedAt: now,
        expiresAt: s.expiresAt,
      })
      .onConflictDoUpdate({
        target: sessions.id,
        set: { ...rotation(s), currentBookingId: bookingId, updatedAt: now, expiresAt: s.expiresAt },
      })
      .returning({ tokenHash: sessions.tokenHash });
    return row?.tokenHash === s.tokenHash;
  }

  /**
   * A reserve that resumes the session's pending payment: only the token changes (race-safe as
   * in openForBooking). 'gone' when the session expired meanwhile.
   */
  async rotate(tx: DbExecutor, s: SessionWrite, now: Date): Promise<'rotated' | 'kept' | 'gone'> {
    const rows = await tx
      .update(sessions)
      .set({ ...rotation(s), updatedAt: now, expiresAt: s.expiresAt })
      .where(and(eq(sessions.id, s.id), gt(sessions.expiresAt, now)))
      .returning({ tokenHash: sessions.tokenHash });
    if (rows.length === 0) return 'gone';
    return rows[0].tokenHash === s.tokenHash ? 'rotated' : 'kept';
  }

  /** The booking a (guest) session is checking out, which a login carries along. */
  async currentBooking(tx: DbExecutor, id: string): Promise<string | null> {
    const [row] = await tx
      .select({ currentBookingId: sessions.currentBookingId })
      .from(sessions)
      .where(eq(sessions.id, id));
    return row?.currentBookingId ?? null;
  }

  /** A customer's new session at login. */
  async insertLogin(
    tx: DbExecutor,
    row: {
      id: string;
      tokenHash: string;
      customerId: string;
      currentBookingId: string | null;
      now: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await tx.insert(sessions).values({
      id: row.id,
      tokenHash: row.tokenHash,
      customerId: row.customerId,
      currentBookingId: row.currentBookingId,
      createdAt: row.now,
      updatedAt: row.now,
      expiresAt: row.expiresAt,
    });
  }

  async end(tx: DbExecutor, id: string): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.id, id));
  }

  /** Ends every session of the customer but `keepId` (a password change keeps its own). */
  async endCustomer(tx: DbExecutor, customerId: string, keepId?: string): Promise<void> {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.customerId, customerId), keepId ? ne(sessions.id, keepId) : undefined));
  }

  /** Sessions untouched since `before` that hold no booking still held (a live hold): retention. */
  async deleteIdle(tx: DbExecutor, before: Date): Promise<number> {
    const rows = await tx
      .delete(sessions)
      .where(
        and(
          lt(sessions.updatedAt, before),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(bookings)
              .where(
                and(sql`${bookings.id} = ${sessions.currentBookingId}`, sql`${bookings.status} = 'held'`),
              ),
          ),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }
}

/** The writer every caller shares (it holds no state). */
export const customerSessionWrites = new CustomerSessionWrites();
