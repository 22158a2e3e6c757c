import type { DbExecutor } from '../../db/executor';
import type { BookingRepository } from './repository';

/**
 * A session's and a customer's bookings as other modules read and erase them: checkout and
 * SEPA read the session's booking, the privacy erasure and the retention job anonymise.
 */
export class CustomerBookings {
  constructor(private readonly repo: BookingRepository) {}

  /** The session's current booking with its payment and permission (checkout, SEPA form). */
  sessionState(sessionId: string) {
    return this.repo.sessionState(sessionId);
  }

  /**
   * A paid booking of this session with the same template, period and plate: a "pay again"
   * whose first payment succeeded late after all (checkout answers its ticket).
   */
  paidTwin(
    sessionId: string,
    b: { templateId: string; startsAt: Date; endsAt: Date; plateKey: string | null },
  ) {
    return this.repo.paidTwin(sessionId, b);
  }

  /**
   * An erased account's bookings lose contact and plates (ADR 033), in the caller's
   * transaction so the erasure is one step. Bills and credit notes keep their own buyer copy.
   */
  anonymiseCustomerBookings(customerId: string, tx?: DbExecutor): Promise<number> {
    return this.repo.anonymise({ customerId }, tx);
  }

  /** Retention (RETENTION_BOOKING_DAYS): guest bookings that ended before `before`, likewise. */
  anonymiseGuestBookings(before: Date): Promise<number> {
    return this.repo.anonymise({ endedBefore: before });
  }
}

/**
 * What other modules read of a session's booking (checkout, SEPA): they ask the booking module,
 * which owns the bookings and sessions it queries, instead of its repository.
 */
export type SessionBookings = Pick<CustomerBookings, 'sessionState' | 'paidTwin'>;
