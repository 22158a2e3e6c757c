import type { BookingStatus } from '../../db/schema';
import type { DbExecutor } from '../../db/executor';
import type { BookingRow } from '../../db/rows';

/** What payments need from other modules and the kernel, handed in by the container. */

export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The booking module's writer of `bookings` (its `BookingWrites`, handed in by the container):
 * a settle, lapse or failure changes a booking's status through the one place that writes
 * bookings (ADR 029), inside the settle's transaction, so whatever must change with a
 * booking's status changes in the same commit. payments/ writes no booking row itself.
 */
export interface BookingStatusWriter {
  setStatus(tx: DbExecutor, id: string, status: BookingStatus): Promise<void>;
  /**
   * A late payment's place (ADR 006): whether the booking's period still fits its template's
   * capacity, under the locks the reserve takes (the booking's slots, ADR 049), itself not counted.
   */
  hasPlace(tx: DbExecutor, booking: BookingRow, now: Date): Promise<boolean>;
}

/** Access's writer of a walk-in booking's stay (ADR 020, 029), handed in by the container. */
export interface StayCredit {
  creditStayPayment(tx: DbExecutor, stayId: string, until: Date, cents: number, now: Date): Promise<void>;
}
