import { and, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BookingSiteFilter, SiteScope } from './site-scope';

// The site conditions of the back office's lists (ADR 060), written once for every
// repository that lists bookings or what hangs on them (payments, refunds, customers, SEPA).

/** Columns of a booking row, as drizzle columns or `sql.raw('b.site_id')` in hand-written SQL. */
export interface BookingSiteColumns {
  siteId: SQLWrapper;
  templateId: SQLWrapper;
}

/** The booking lies in the filter; undefined (no condition) for every site. */
export function bookingSiteCondition(
  cols: BookingSiteColumns,
  filter: BookingSiteFilter | null,
): SQL | undefined {
  if (filter === null) return undefined;
  return or(
    inArray(cols.siteId, [...filter.siteIds]),
    and(isNull(cols.siteId), inArray(cols.templateId, [...filter.templateIds])),
  );
}

/** An object of one site (stay, device) lies in the scope; undefined for every site. */
export function siteCondition(siteId: SQLWrapper, scope: SiteScope): SQL | undefined {
  return scope === null ? undefined : inArray(siteId, [...scope]);
}

/** The raw alias columns of a booking in hand-written SQL (`b` → b.site_id, b.template_id). */
export function bookingAliasColumns(alias: string): BookingSiteColumns {
  return { siteId: sql.raw(`${alias}.site_id`), templateId: sql.raw(`${alias}.template_id`) };
}

/**
 * A customer lies in the filter when one of their bookings does, or when they have none yet
 * (an account belongs to no car park until it books; ADR 060). A customer who booked only at
 * other sites is not there for an operator limited to sites.
 */
export function customerSiteCondition(
  customerId: SQLWrapper,
  filter: BookingSiteFilter | null,
): SQL | undefined {
  if (filter === null) return undefined;
  const inSite = bookingSiteCondition(bookingAliasColumns('cb'), filter)!;
  return sql`(not exists (select 1 from bookings cb where cb.customer_id = ${customerId})
    or exists (select 1 from bookings cb where cb.customer_id = ${customerId} and ${inSite}))`;
}
