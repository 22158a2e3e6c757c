import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills, bookings, creditNotes, customers, permissions } from '../../db/schema';
import type { BookingRow, PermissionRow } from '../../db/rows';

export interface PermissionFilter {
  customerId: string;
  /** true: paid and not yet over; false: over or cancelled. */
  active?: boolean;
  templateId?: string;
  /** Matches a plate (any identification) or one of these templates (their names matched). */
  search?: { text: string; templateIds: string[] };
  order: 'start' | '-start' | 'end' | '-end' | 'name' | '-name';
  offset: number;
  limit: number;
  now: Date;
}

/** SQL of the portal's calls; every query is bound to the customer it serves. */
export class PortalRepository {
  constructor(private readonly db: Db) {}

  async customer(id: string) {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    return row;
  }

  /** The customer's permissions: bookings made by the account that were paid (a permission row). */
  async permissions(
    f: PermissionFilter,
  ): Promise<{ rows: { booking: BookingRow; permission: PermissionRow }[]; count: number }> {
    const conds: (SQL | undefined)[] = [eq(bookings.customerId, f.customerId)];
    if (f.active === true) conds.push(eq(bookings.status, 'paid'), gt(bookings.endsAt, f.now));
    if (f.active === false)
      conds.push(
        or(eq(bookings.status, 'cancelled'), sql`${bookings.endsAt} <= ${f.now.toISOString()}::timestamptz`),
      );
    if (f.templateId) conds.push(eq(bookings.templateId, f.templateId));
    if (f.search) {
      const like = `%${f.search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conds.push(
        or(
          ilike(sql`${permissions.identifications}::text`, like),
          f.search.templateIds.length > 0 ? inArray(bookings.templateId, f.search.templateIds) : undefined,
        ),
      );
    }
    const where = and(...conds);
    const column = { start: bookings.startsAt, end: bookings.endsAt, name: bookings.templateId }[
      f.order.replace('-', '') as 'start' | 'end' | 'name'
    ];
    const dir = f.order.startsWith('-') ? desc : asc;
    const rows = await this.db
      .select({ booking: bookings, permission: permissions })
      .from(bookings)
      .innerJoin(permissions, eq(permissions.bookingId, bookings.id))
      .where(where)
      .orderBy(dir(column), dir(bookings.startsAt), asc(permissions.id))
      .offset(f.offset)
      .limit(f.limit);
    const [c] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(permissions, eq(permissions.bookingId, bookings.id))
      .where(where);
    return { rows, count: c.n };
  }

  /** Paid permissions of the customer whose end lies ahead (cancelled ones are not paid). */
  /**
   * The customer's bookings that count against maxBookingCount, as the reserve's cap counts them
   * (booking/repository.ts: checkBookingCap): paid and not yet over, or held within their hold.
   * A hold of `sessionId` is left out: a new reserve of that session replaces it.
   */
  async activeCount(customerId: string, now: Date, sessionId?: string): Promise<number> {
    const [c] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.customerId, customerId),
          or(
            and(eq(bookings.status, 'paid'), gt(bookings.endsAt, now)),
            and(
              eq(bookings.status, 'held'),
              gt(bookings.holdUntil, now),
              sessionId ? sql`${bookings.sessionId} is distinct from ${sessionId}` : undefined,
            ),
          ),
        ),
      );
    return c.n;
  }

  /** Bills and credit notes of the customer's bookings (a customer has few; paged by the service). */
  async documents(customerId: string) {
    const billRows = await this.db
      .select({ bill: bills })
      .from(bills)
      .innerJoin(bookings, eq(bookings.id, bills.bookingId))
      .where(eq(bookings.customerId, customerId));
    const noteRows = await this.db
      .select({ note: creditNotes, billNumber: bills.number })
      .from(creditNotes)
      .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
      .innerJoin(bills, eq(bills.id, creditNotes.billId))
      .where(eq(bookings.customerId, customerId));
    return { bills: billRows.map((r) => r.bill), notes: noteRows };
  }
}
