import type { Db } from '../../db/client';
import { inTransaction, type DbExecutor } from '../../db/executor';
import { customerSessionWrites } from '../../platform/customers/session-writes';

/**
 * Login sessions (ADR 015); the failed-login counters are platform/throttle's, the set-password
 * links platform/tokens'. The tables a login touches belong to others (sessions to platform,
 * bookings to booking, mandates to sepa, ADR 029): this repository writes none of them by hand;
 * the service calls their writers inside the login's one transaction, which it opens here.
 */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  // ---- sessions ----

  /** Runs a login's writes in one transaction: they commit together or not at all. */
  transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return inTransaction(this.db, work);
  }

  /**
   * A new session row for a login, in the login's transaction; it carries on the guest
   * session's current booking, so its checkout continues logged in.
   */
  async startSession(
    tx: DbExecutor,
    row: { id: string; tokenHash: string; customerId: string; now: Date; expiresAt: Date },
    guestSessionId: string | undefined,
  ): Promise<void> {
    const currentBookingId = guestSessionId
      ? await customerSessionWrites.currentBooking(tx, guestSessionId)
      : null;
    await customerSessionWrites.insertLogin(tx, { ...row, currentBookingId });
  }

  async endSession(id: string, tx: DbExecutor = this.db): Promise<void> {
    await customerSessionWrites.end(tx, id);
  }

  /** Ends every session of the customer but `keepId` (a password change keeps its own). */
  async endCustomerSessions(customerId: string, keepId?: string): Promise<void> {
    await customerSessionWrites.endCustomer(this.db, customerId, keepId);
  }
}
