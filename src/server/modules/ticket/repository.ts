import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, permissions } from '../../db/schema';
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
}
