import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  customerTokens,
  sepaMandates,
  sessions,
  type CustomerTokenPurpose,
} from '../../db/schema';
import type { CustomerTokenRow } from '../../db/rows';

/** Login sessions and set-password tokens (ADR 015); the failed-login counters are platform/throttle's. */
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

  /** Set-password links used or expired more than 30 days ago: no longer needed for a 410. */
  async pruneTokens(now: Date): Promise<void> {
    const before = new Date(now.getTime() - 30 * 86_400_000);
    await this.db
      .delete(customerTokens)
      .where(or(lt(customerTokens.usedAt, before), lt(customerTokens.expiresAt, before)));
  }
}
