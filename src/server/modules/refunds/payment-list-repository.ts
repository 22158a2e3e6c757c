import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { bookings, payments, type PaymentStatus } from '../../db/schema';
import type { BookingRow, PaymentRow } from '../../db/rows';
import type { BookingSiteFilter } from '../../platform/backoffice/site-scope';
import { bookingSiteCondition } from '../../platform/backoffice/site-scope-sql';

export interface PaymentListFilter {
  /** Lower-case part of the e-mail, provider reference or an id. */
  term?: string;
  /** plateKey of the search term (the plate's letters and digits). */
  plateKey?: string;
  status?: PaymentStatus;
  provider?: string;
  /** Created from (included) … to (excluded). */
  from?: Date;
  to?: Date;
  /** The operator's sites, through the payment's booking (ADR 060); undefined: every site. */
  site?: BookingSiteFilter;
}

/** SQL of the back office's list of all payments. */
export class PaymentListRepository {
  constructor(private readonly db: Db) {}

  async page(
    f: PaymentListFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: { payment: PaymentRow; booking: BookingRow }[]; total: number }> {
    const where = this.where(f);
    const rows = await this.db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .offset(offset)
      .limit(limit);
    const [n] = await this.db
      .select({ n: count() })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(where);
    return { rows, total: Number(n.n) };
  }

  /**
   * The next rows of the list after `after` (newest first), for the CSV: by key, not by offset,
   * so a payment created while the file streams neither repeats a row nor pushes one out.
   */
  async batch(
    f: PaymentListFilter,
    after: { createdAt: Date; id: string } | null,
    limit: number,
  ): Promise<{ payment: PaymentRow; booking: BookingRow }[]> {
    return this.db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(
        and(
          this.where(f),
          after
            ? sql`(${payments.createdAt}, ${payments.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit);
  }

  async providers(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ provider: payments.provider })
      .from(payments)
      .orderBy(payments.provider);
    return rows.map((r) => r.provider);
  }

  private where(f: PaymentListFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [
      f.status ? eq(payments.status, f.status) : undefined,
      f.provider ? eq(payments.provider, f.provider) : undefined,
      f.from ? gte(payments.createdAt, f.from) : undefined,
      f.to ? lt(payments.createdAt, f.to) : undefined,
      f.site ? bookingSiteCondition(bookings, f.site) : undefined,
    ];
    if (f.term) {
      const like = `%${escapeLike(f.term)}%`;
      parts.push(
        or(
          sql`lower(${bookings.contact}->>'mail') like ${like}`,
          sql`lower(coalesce(${payments.providerRef}, '')) like ${like}`,
          sql`${payments.id}::text like ${like}`,
          sql`${payments.bookingId}::text like ${like}`,
          f.plateKey ? sql`${bookings.plateKey} like ${`%${escapeLike(f.plateKey)}%`}` : undefined,
        ),
      );
    }
    return and(...parts);
  }
}
