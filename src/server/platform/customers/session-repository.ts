import { and, eq, gt } from 'drizzle-orm';
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
      })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
    return row;
  }

  async touch(id: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ updatedAt: now, expiresAt }).where(eq(sessions.id, id));
  }
}
