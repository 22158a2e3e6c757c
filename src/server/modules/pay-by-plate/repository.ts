import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills, bookings, payments, sessions } from '../../db/schema';
import { WALK_IN_TEMPLATE_ID } from '../../config/shop-config';
import type { BillRow, BookingRow, PaymentRow } from '../../db/rows';

/**
 * Reads of pay by plate (ADR 020): the plate's stays (written by the access module from camera
 * reads; this module only reads them, the settle transaction credits them) and its valid
 * permissions. Every look-up goes by plateKey, so the plate-key indexes of both tables serve it.
 */
export class PayByPlateRepository {
  constructor(private readonly db: Db) {}

  /** The paid booking of the plate that covers `now` and runs longest, if any. */
  async validPermission(plateKey: string, now: Date): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.plateKey, plateKey),
          eq(bookings.status, 'paid'),
          gt(bookings.endsAt, now),
          lte(bookings.startsAt, now),
        ),
      )
      .orderBy(desc(bookings.endsAt))
      .limit(1);
    return row;
  }

  /** Whether this session paid a walk-in booking of this stay (the "already paid" notice). */
  async sessionPaidStay(sessionId: string, stayId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.stayId, stayId),
          eq(bookings.sessionId, sessionId),
          eq(bookings.templateId, WALK_IN_TEMPLATE_ID),
          eq(bookings.status, 'paid'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The session's current booking when it is a walk-in booking, with its newest payment and bill. */
  async sessionWalkIn(
    sessionId: string,
  ): Promise<{ booking: BookingRow; payment: PaymentRow; bill: BillRow | null } | null> {
    const [row] = await this.db
      .select({ booking: bookings, payment: payments, bill: bills })
      .from(sessions)
      .innerJoin(bookings, eq(bookings.id, sessions.currentBookingId))
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .leftJoin(bills, eq(bills.bookingId, bookings.id))
      .where(and(eq(sessions.id, sessionId), eq(bookings.templateId, WALK_IN_TEMPLATE_ID)))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row ?? null;
  }
}
