import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, sepaMandates, sessions } from '../../db/schema';

/**
 * Login sessions (ADR 015); the failed-login counters are platform/throttle's, the set-password
 * links platform/tokens'.
 */
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
}
