import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills, bookings } from '../../db/schema';

export type BillRow = typeof bills.$inferSelect;

export class BillRepository {
  constructor(private readonly db: Db) {}

  async withBooking(id: string) {
    const [row] = await this.db
      .select({ bill: bills, booking: bookings })
      .from(bills)
      .innerJoin(bookings, eq(bookings.id, bills.bookingId))
      .where(eq(bills.id, id));
    return row ?? null;
  }

  async ofBooking(bookingId: string): Promise<BillRow | undefined> {
    const [row] = await this.db.select().from(bills).where(eq(bills.bookingId, bookingId));
    return row;
  }
}
