import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import type { BookingRow } from '../../db/rows';
import { bookings, mails, payments, permissions, reminderSettings, renewalAttempts } from '../../db/schema';
import { WALK_IN_TEMPLATE_ID } from '../../config/shop-config';

export type ReminderKind = 'renewal-reminder' | 'renewal-failed';

export interface ReminderSettings {
  endReminder: boolean;
  renewalFailure: boolean;
}

/** A permit and the booking that bought it. */
export interface PermitRow {
  permissionId: string;
  booking: BookingRow;
}

/** No mail of `kind` for the permission yet (mails' unique index makes it once anyway). */
const noMailYet = (kind: ReminderKind) =>
  sql`not exists (select 1 from ${mails} where ${mails.permissionId} = ${permissions.id} and ${mails.kind} = ${kind})`;

/** The booking's customer has not switched the mail off (no settings row: on). */
const notSwitchedOff = (column: 'end_reminder' | 'renewal_failure') =>
  sql`not exists (select 1 from ${reminderSettings} where ${reminderSettings.customerId} = ${bookings.customerId} and ${sql.raw(`"reminder_settings"."${column}"`)} = false)`;

/** Reads permits and their bookings (owned by payments and booking); writes its own two tables. */
export class RemindersRepository {
  constructor(private readonly db: DbExecutor) {}

  /** Permissions with the booking that bought them. */
  private permits() {
    return this.db
      .select({ permissionId: permissions.id, booking: bookings })
      .from(permissions)
      .innerJoin(bookings, eq(bookings.id, permissions.bookingId));
  }

  /**
   * Paid permits ending within (now, until] that last at least `minLengthMs` (a day ticket
   * is not "renewed"), without a reminder yet and not switched off by their customer.
   */
  async dueReminders(now: Date, until: Date, minLengthMs: number, limit: number): Promise<PermitRow[]> {
    const rows = await this.permits()
      .where(
        and(
          eq(bookings.status, 'paid'),
          ne(bookings.templateId, WALK_IN_TEMPLATE_ID),
          gt(bookings.endsAt, now),
          lte(bookings.endsAt, until),
          sql`${bookings.endsAt} - ${bookings.startsAt} >= ${`${Math.floor(minLengthMs / 1000)} seconds`}::interval`,
          noMailYet('renewal-reminder'),
          notSwitchedOff('end_reminder'),
        ),
      )
      .orderBy(bookings.endsAt)
      .limit(limit);
    return rows;
  }

  /**
   * Renewals whose payment failed, for the permit they would have renewed: without a failure
   * mail yet, not renewed by another attempt meanwhile, not switched off by the customer.
   */
  async failedRenewals(limit: number): Promise<PermitRow[]> {
    const attempt = sql`${renewalAttempts}`;
    const rows = await this.permits()
      .where(
        and(
          sql`exists (select 1 from ${attempt} ra join ${bookings} rb on rb.id = ra.booking_id where ra.permission_id = ${permissions.id} and rb.status = 'failed')`,
          sql`not exists (select 1 from ${attempt} ra join ${bookings} rb on rb.id = ra.booking_id where ra.permission_id = ${permissions.id} and rb.status = 'paid')`,
          noMailYet('renewal-failed'),
          notSwitchedOff('renewal_failure'),
        ),
      )
      .limit(limit);
    return rows;
  }

  async permit(permissionId: string): Promise<PermitRow | undefined> {
    const [row] = await this.permits().where(eq(permissions.id, permissionId));
    return row;
  }

  /** Remembers that the payment's booking renews the permission (once; a repeat is ignored). */
  async recordAttempt(paymentId: string, permissionId: string, now: Date): Promise<void> {
    const [p] = await this.db
      .select({ bookingId: payments.bookingId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!p) return;
    await this.db
      .insert(renewalAttempts)
      .values({ bookingId: p.bookingId, permissionId, createdAt: now })
      .onConflictDoNothing();
  }

  async settings(customerId: string): Promise<ReminderSettings> {
    const [row] = await this.db
      .select({ endReminder: reminderSettings.endReminder, renewalFailure: reminderSettings.renewalFailure })
      .from(reminderSettings)
      .where(eq(reminderSettings.customerId, customerId));
    return row ?? { endReminder: true, renewalFailure: true };
  }

  async saveSettings(customerId: string, s: ReminderSettings, now: Date): Promise<void> {
    await this.db
      .insert(reminderSettings)
      .values({ customerId, ...s, updatedAt: now })
      .onConflictDoUpdate({ target: reminderSettings.customerId, set: { ...s, updatedAt: now } });
  }
}
