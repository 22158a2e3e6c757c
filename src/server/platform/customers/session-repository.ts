import { and, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async findLive(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        customerId: sessions.customerId,
        tokenHash: sessions.tokenHash,
      })
      .from(sessions)
      .where(
        and(
          or(
            eq(sessions.tokenHash, tokenHash),
            // The replaced token of a logged-in session, within its grace (ROTATION_GRACE_MS).
            and(
              eq(sessions.previousTokenHash, tokenHash),
              gt(sessions.previousUntil, now),
              isNotNull(sessions.customerId),
            ),
          ),
          gt(sessions.expiresAt, now),
        ),
      );
    return row && { ...row, current: row.tokenHash === tokenHash };
  }

  async touch(id: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ updatedAt: now, expiresAt }).where(eq(sessions.id, id));
  }
}
