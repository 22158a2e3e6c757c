import { and, eq, gt, lt, ne, notExists, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { bookings, sessions } from '../../db/schema';

/** The session row a reserve writes: its new token hash replaces the old one at once. */
export interface SessionWrite {
  id: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The writes of the `sessions` table, which platform owns (ADR 029). The modules whose work
 * opens or ends a session (a reserve, a login, a logout, a password change) and the retention
 * job call these, passing their own transaction where the session must commit with their rows,
 * so no module writes the table by hand (`platform/table-ownership.test.ts` checks it).
 * Stateless: the executor is each call's first argument.
 */
export class CustomerSessionWrites {
  /** Points the session at the reserve's new booking and replaces its token hash (the old token dies). */
  async openForBooking(tx: DbExecutor, s: SessionWrite, bookingId: string, now: Date): Promise<void> {
    await tx
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
        set: { tokenHash: s.tokenHash, currentBookingId: bookingId, updatedAt: now, expiresAt: s.expiresAt },
      });
  }

  /** A reserve that resumes the session's pending payment: only the token changes. False: session gone. */
  async rotate(tx: DbExecutor, s: SessionWrite, now: Date): Promise<boolean> {
    const rows = await tx
      .update(sessions)
      .set({ tokenHash: s.tokenHash, updatedAt: now, expiresAt: s.expiresAt })
      .where(and(eq(sessions.id, s.id), gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    return rows.length > 0;
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
