import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, creditNotes, permissions } from '../../db/schema';
import type { BookingRow, PermissionRow } from '../../db/rows';

export class TicketRepository {
  constructor(private readonly db: Db) {}

  async permissionWithBooking(
    permissionId: string,
  ): Promise<{ permission: PermissionRow; booking: BookingRow } | null> {
    const [row] = await this.db
      .select({ permission: permissions, booking: bookings })
      .from(permissions)
      .innerJoin(bookings, eq(bookings.id, permissions.bookingId))
      .where(eq(permissions.id, permissionId));
    return row ?? null;
  }

  /** The permission's newest credit note (a cancel's, or the operator's last refund; ADR 026). */
  async latestCreditNote(permissionId: string): Promise<{ id: string; secret: string } | null> {
    const [row] = await this.db
      .select({ id: creditNotes.id, secret: creditNotes.secret })
      .from(creditNotes)
      .where(eq(creditNotes.permissionId, permissionId))
      .orderBy(desc(creditNotes.number))
      .limit(1);
    return row ?? null;
  }
}
