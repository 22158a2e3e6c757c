import type { Db } from '../../db/client';
import { inTransaction, type DbExecutor } from '../../db/executor';
import { customerSessionWrites } from '../../platform/customers/session-writes';
import { moveMandatesToSession } from '../sepa';

/**
 * Login sessions (ADR 015); the failed-login counters are platform/throttle's, the set-password
 * links platform/tokens'. The tables a login touches belong to others (sessions to platform,
 * bookings to booking, mandates to sepa, ADR 029): this repository writes none of them by hand,
 * it calls their writers inside its one transaction (the bookings' through the service's
 * `moveHeldBooking`).
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
    /** Moves the guest session's held booking to the new one, in this transaction. */
    moveHeldBooking: (tx: DbExecutor, guestSessionId: string) => Promise<void>,
  ): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const currentBookingId = guestSessionId
        ? await customerSessionWrites.currentBooking(tx, guestSessionId)
        : null;
      await customerSessionWrites.insertLogin(tx, { ...row, currentBookingId });
      if (guestSessionId) {
        await moveHeldBooking(tx, guestSessionId);
        // A mandate given in this visit stays usable for the held booking's payment.
        await moveMandatesToSession(tx, guestSessionId, row.id);
        await customerSessionWrites.end(tx, guestSessionId);
      }
    });
  }

  async endSession(id: string): Promise<void> {
    await customerSessionWrites.end(this.db, id);
  }

  /** Ends every session of the customer but `keepId` (a password change keeps its own). */
  async endCustomerSessions(customerId: string, keepId?: string): Promise<void> {
    await customerSessionWrites.endCustomer(this.db, customerId, keepId);
  }
}
