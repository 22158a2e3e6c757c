import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { permissionPeriods, staleClosedLatestSql } from '../access';
import type { PermissionPeriod } from '../../../shared/domain/parking-price';
import { bills, bookings, parkingStays, payments, sessions } from '../../db/schema';
import { WALK_IN_TEMPLATE_ID } from '../../config/shop-config';
import type { BillRow, BookingRow, PaymentRow, StayRow } from '../../db/rows';

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

  /** The plate's permission periods that may cover a stay (access/plate-permissions.ts). */
  permissionPeriods(
    plateKey: string,
    entryAt: Date,
    due: Date,
    earlyMs: number,
  ): Promise<PermissionPeriod[]> {
    return permissionPeriods(this.db, plateKey, entryAt, due, earlyMs);
  }

  /**
   * The plate's stays that may still be paid: the open one(s), and those that left after
   * `exitedAfter` (payAfterExitHours), newest first, open ones before closed ones. A stay
   * closed as "exit missed" is not offered (a newer entry of the plate is open).
   */
  async payableStays(plateKey: string, exitedAfter: Date | null): Promise<StayRow[]> {
    return this.db
      .select()
      .from(parkingStays)
      .where(
        and(
          eq(parkingStays.plateKey, plateKey),
          or(
            eq(parkingStays.status, 'open'),
            staleClosedLatestSql,
            exitedAfter
              ? and(eq(parkingStays.status, 'closed'), gt(parkingStays.exitAt, exitedAfter))
              : sql`false`,
          ),
        ),
      )
      .orderBy(sql`(${parkingStays.status} = 'open') desc`, desc(parkingStays.entryAt))
      .limit(5);
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
