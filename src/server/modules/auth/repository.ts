import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  customerTokens,
  loginThrottle,
  sepaMandates,
  sessions,
  type CustomerTokenPurpose,
} from '../../db/schema';

export type CustomerTokenRow = typeof customerTokens.$inferSelect;

/** Login sessions, set-password tokens and failed-login counters (ADR 015). */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  // ---- sessions ----

  /**
   * A new session row for a login. The guest session's held booking (and a mandate given in
   * it) moves along, so its checkout continues logged in; the guest session itself ends, so
   * its token is dead.
   */
  async startSession(
    row: { id: string; tokenHash: string; customerId: string; now: Date; expiresAt: Date },
    guestSessionId: string | undefined,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      let currentBookingId: string | null = null;
      if (guestSessionId) {
        const [guest] = await tx
          .select({ currentBookingId: sessions.currentBookingId })
          .from(sessions)
          .where(eq(sessions.id, guestSessionId));
        currentBookingId = guest?.currentBookingId ?? null;
      }
      await tx.insert(sessions).values({
        id: row.id,
        tokenHash: row.tokenHash,
        customerId: row.customerId,
        currentBookingId,
        createdAt: row.now,
        updatedAt: row.now,
        expiresAt: row.expiresAt,
      });
      if (guestSessionId) {
        await tx
          .update(bookings)
          .set({ sessionId: row.id })
          .where(and(eq(bookings.sessionId, guestSessionId), eq(bookings.status, 'held')));
        // A mandate given in this visit stays usable for the held booking's payment.
        await tx
          .update(sepaMandates)
          .set({ sessionId: row.id })
          .where(eq(sepaMandates.sessionId, guestSessionId));
        await tx.delete(sessions).where(eq(sessions.id, guestSessionId));
      }
    });
  }

  async endSession(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, id));
  }

  /** Ends every session of the customer but `keepId` (a password change keeps its own). */
  async endCustomerSessions(customerId: string, keepId?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.customerId, customerId), keepId ? ne(sessions.id, keepId) : undefined));
  }

  // ---- set-password tokens ----

  async insertToken(row: {
    id: string;
    customerId: string;
    purpose: CustomerTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  }): Promise<void> {
    await this.db.insert(customerTokens).values({
      id: row.id,
      customerId: row.customerId,
      purpose: row.purpose,
      tokenHash: row.tokenHash,
      expiresAt: row.expiresAt,
      createdAt: row.now,
    });
  }

  async findUsableToken(tokenHash: string, now: Date): Promise<CustomerTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customerTokens)
      .where(
        and(
          eq(customerTokens.tokenHash, tokenHash),
          isNull(customerTokens.usedAt),
          gt(customerTokens.expiresAt, now),
        ),
      );
    return row;
  }

  /** Uses the token: false when it was used meanwhile (two tabs), so only one use wins. */
  async useToken(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(customerTokens)
      .set({ usedAt: now })
      .where(and(eq(customerTokens.id, id), isNull(customerTokens.usedAt), gt(customerTokens.expiresAt, now)))
      .returning({ id: customerTokens.id });
    return rows.length > 0;
  }

  /** Every open link of the customer dies (password set, account blocked). */
  async useAllTokens(customerId: string, now: Date): Promise<void> {
    await this.db
      .update(customerTokens)
      .set({ usedAt: now })
      .where(and(eq(customerTokens.customerId, customerId), isNull(customerTokens.usedAt)));
  }

  // ---- failed-login counters ----

  /** The latest lock among `keys` that is still running, or undefined. */
  async lockedUntil(keys: string[], now: Date): Promise<Date | undefined> {
    const rows = await this.db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, now)));
    const ends = rows.map((r) => r.lockedUntil!.getTime());
    return ends.length > 0 ? new Date(Math.max(...ends)) : undefined;
  }

  /**
   * Counts one failure in `key`'s window (a new window once the old one is over) and locks the
   * key when the count reaches `limit`. One upsert, so parallel failures on several instances
   * all count.
   */
  async recordFailure(
    key: string,
    now: Date,
    limit: number,
    windowMs: number,
    lockMs: number,
  ): Promise<void> {
    const windowOver = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
    const failures = sql`case when ${windowOver} then 1 else ${loginThrottle.failures} + 1 end`;
    await this.db
      .insert(loginThrottle)
      .values({
        key,
        failures: 1,
        windowStart: now,
        lockedUntil: limit <= 1 ? new Date(now.getTime() + lockMs) : null,
      })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures,
          windowStart: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
          lockedUntil: sql`case when ${failures} >= ${limit} then ${new Date(now.getTime() + lockMs).toISOString()}::timestamptz else ${loginThrottle.lockedUntil} end`,
        },
      });
  }

  /**
   * Counters whose window ended a day ago and that lock nothing: gone, so the table holds only
   * recent failures. Run after a failure (the index on window_start keeps it cheap).
   */
  async pruneFailures(now: Date): Promise<void> {
    await this.db
      .delete(loginThrottle)
      .where(
        and(
          lt(loginThrottle.windowStart, new Date(now.getTime() - 86_400_000)),
          or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
        ),
      );
  }

  /** Set-password links used or expired more than 30 days ago: no longer needed for a 410. */
  async pruneTokens(now: Date): Promise<void> {
    const before = new Date(now.getTime() - 30 * 86_400_000);
    await this.db
      .delete(customerTokens)
      .where(or(lt(customerTokens.usedAt, before), lt(customerTokens.expiresAt, before)));
  }

  async clearFailures(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }
}
