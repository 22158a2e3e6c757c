import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/** The failed-login counters (login_throttle) of customers and back-office users alike. */
export class LoginThrottleRepository {
  constructor(private readonly db: Db) {}

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
   * all count. Returns the key's count after this failure.
   */
  async recordFailure(
    key: string,
    now: Date,
    limit: number,
    windowMs: number,
    lockMs: number,
  ): Promise<number> {
    const windowOver = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
    const failures = sql`case when ${windowOver} then 1 else ${loginThrottle.failures} + 1 end`;
    const [row] = await this.db
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
      })
      .returning({ failures: loginThrottle.failures });
    return row.failures;
  }

  /** Locks `key` until `until`, unless it is locked longer already. */
  async lockUntil(key: string, until: Date): Promise<void> {
    await this.db
      .update(loginThrottle)
      .set({
        lockedUntil: sql`greatest(coalesce(${loginThrottle.lockedUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
      })
      .where(eq(loginThrottle.key, key));
  }

  /** The running locks among `keys`, by key. */
  async locks(keys: string[], now: Date): Promise<Map<string, Date>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select({ key: loginThrottle.key, lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, now)));
    return new Map(rows.map((r) => [r.key, r.lockedUntil!]));
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

  async clearFailures(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }
}
