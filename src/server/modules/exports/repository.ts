import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills, bookings, creditNotes, paymentEvents, payments } from '../../db/schema';
import type { BillParty } from '../../db/schema';
import type { Contact, Identification } from '../../../shared/schemas/booking';
import type { SiteScope } from '../../platform/backoffice/site-scope';
import { inSites } from '../../platform/backoffice/site-sql';

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const toDateOrNull = (v: unknown) => (v == null ? null : toDate(v));
const json = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const strOrNull = (v: unknown) => (v == null ? null : String(v));

export interface BookingExportRow {
  id: string;
  createdAt: Date;
  templateId: string;
  startsAt: Date;
  displayEnd: Date;
  status: string;
  priceCents: number;
  contact: Contact;
  identifications: Identification[];
  cancelledAt: Date | null;
  paymentStatus: string | null;
  paymentMethod: string | null;
  billNumber: number | null;
  /** The booking's site; null for a product valid at several sites. */
  siteId: string | null;
}

export interface PaymentExportRow {
  id: string;
  bookingId: string;
  createdAt: Date;
  paidAt: Date | null;
  provider: string;
  providerRef: string | null;
  method: string | null;
  amountCents: number;
  status: string;
  statusReason: string | null;
  billNumber: number | null;
  /** The site of the booking it pays; null for a product valid at several sites. */
  siteId: string | null;
}

export interface DocumentExportRow {
  kind: 'bill' | 'credit-note';
  id: string;
  number: number;
  closingDate: string;
  /** The bill a credit note cancels (its number); null for a bill. */
  billNumber: number | null;
  bookingId: string;
  buyer: BillParty;
  description: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatRateBasisPoints: number;
  method: string;
  refundStatus: string | null;
  /** The site of the booking billed; null for a product valid at several sites. */
  siteId: string | null;
}

/** Keyset cursors: the last row of a batch; the next batch starts after it. */
export type TimeCursor = { at: Date; id: string } | null;
export type DocumentCursor = { date: string; kind: string; number: number } | null;

/**
 * The exports read a period in batches by keyset (never OFFSET, never the whole period at once),
 * each batch one short query on an index (migration 0005): a 100,000-row export holds one batch
 * in memory and no transaction or cursor open between batches.
 */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  async bookings(
    from: Date,
    to: Date,
    after: TimeCursor,
    limit: number,
    scope: SiteScope = null,
  ): Promise<BookingExportRow[]> {
    const keyset = after
      ? sql`and (b.created_at, b.id) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const result = await this.db.execute(sql`
      select b.id, b.created_at, b.template_id, b.starts_at, b.display_end, b.status, b.price_cents,
        b.contact, b.identifications, b.cancelled_at, p.status as payment_status,
        p.method as payment_method, bl.number as bill_number, b.site_id
      from (
        select * from ${bookings} b
        where b.created_at >= ${from.toISOString()}::timestamptz and b.created_at < ${to.toISOString()}::timestamptz ${keyset}
          ${inSites('b.site_id', scope)}
        order by b.created_at, b.id limit ${limit}
      ) b
      left join lateral (
        select status, method from ${payments} where booking_id = b.id order by created_at desc, id desc limit 1
      ) p on true
      left join ${bills} bl on bl.booking_id = b.id
      order by b.created_at, b.id`);
    return rowsOf(result).map((r) => ({
      id: String(r.id),
      createdAt: toDate(r.created_at),
      templateId: String(r.template_id),
      startsAt: toDate(r.starts_at),
      displayEnd: toDate(r.display_end),
      status: String(r.status),
      priceCents: Number(r.price_cents),
      contact: json<Contact>(r.contact),
      identifications: json<Identification[]>(r.identifications),
      cancelledAt: toDateOrNull(r.cancelled_at),
      paymentStatus: strOrNull(r.payment_status),
      paymentMethod: strOrNull(r.payment_method),
      billNumber: r.bill_number == null ? null : Number(r.bill_number),
      siteId: strOrNull(r.site_id),
    }));
  }

  async payments(
    from: Date,
    to: Date,
    after: TimeCursor,
    limit: number,
    scope: SiteScope = null,
  ): Promise<PaymentExportRow[]> {
    // A scope reads the booking's site in the batch's own query (the keyset stays on payments).
    const ofSites =
      scope === null
        ? sql``
        : sql`and exists (select 1 from ${bookings} sb where sb.id = p.booking_id ${inSites('sb.site_id', scope)})`;
    const keyset = after
      ? sql`and (p.created_at, p.id) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const result = await this.db.execute(sql`
      select p.id, p.booking_id, p.created_at, p.provider, p.provider_ref, p.method, p.amount_cents,
        p.status, p.status_reason, bl.number as bill_number, bk.site_id,
        (select min(e.created_at) from ${paymentEvents} e where e.payment_id = p.id and e.status = 'paid') as paid_at
      from (
        select * from ${payments} p
        where p.created_at >= ${from.toISOString()}::timestamptz and p.created_at < ${to.toISOString()}::timestamptz ${keyset}
          ${ofSites}
        order by p.created_at, p.id limit ${limit}
      ) p
      join ${bookings} bk on bk.id = p.booking_id
      left join ${bills} bl on bl.payment_id = p.id
      order by p.created_at, p.id`);
    return rowsOf(result).map((r) => ({
      id: String(r.id),
      bookingId: String(r.booking_id),
      createdAt: toDate(r.created_at),
      paidAt: toDateOrNull(r.paid_at),
      provider: String(r.provider),
      providerRef: strOrNull(r.provider_ref),
      method: strOrNull(r.method),
      amountCents: Number(r.amount_cents),
      status: String(r.status),
      statusReason: strOrNull(r.status_reason),
      billNumber: r.bill_number == null ? null : Number(r.bill_number),
      siteId: strOrNull(r.site_id),
    }));
  }

  /** The VAT rates (basis points) of the bills and credit notes closed on the days from..to (of the scope's sites). */
  async vatRates(from: string, to: string, scope: SiteScope = null): Promise<number[]> {
    // One site's file needs accounts for its own rates only: another site's rate refuses nothing.
    const ofSites = (alias: string) =>
      scope === null
        ? sql``
        : sql`and exists (select 1 from ${bookings} sb where sb.id = ${sql.raw(alias)}.booking_id ${inSites('sb.site_id', scope)})`;
    const result = await this.db.execute(sql`
      select b.vat_rate_basis_points as r from ${bills} b
      where b.closing_date between ${from}::date and ${to}::date ${ofSites('b')}
      union
      select c.vat_rate_basis_points from ${creditNotes} c
      where c.closing_date between ${from}::date and ${to}::date ${ofSites('c')}`);
    return rowsOf(result).map((r) => Number(r.r));
  }

  /** Bills and credit notes closed on the days from..to (both included), by day, bills first. */
  async documents(
    from: string,
    to: string,
    after: DocumentCursor,
    limit: number,
    scope: SiteScope = null,
  ): Promise<DocumentExportRow[]> {
    const keyset = after
      ? sql`where (d.closing_date, d.kind, d.number) > (${after.date}, ${after.kind}, ${after.number})`
      : sql``;
    const result = await this.db.execute(sql`
      select * from (
        select 'bill' as kind, b.id, b.number, b.closing_date::text as closing_date, null::int as bill_number,
          b.booking_id, b.buyer, b.description, b.net_cents, b.vat_cents, b.gross_cents,
          b.vat_rate_basis_points, b.payment_method as method, null::text as refund_status, bk.site_id
        from ${bills} b join ${bookings} bk on bk.id = b.booking_id
        where b.closing_date between ${from}::date and ${to}::date ${inSites('bk.site_id', scope)}
        union all
        select 'credit-note' as kind, c.id, c.number, c.closing_date::text, cb.number, c.booking_id, c.buyer,
          c.description, c.net_cents, c.vat_cents, c.gross_cents, c.vat_rate_basis_points,
          c.refund_method, c.refund_status, bk.site_id
        from ${creditNotes} c join ${bills} cb on cb.id = c.bill_id join ${bookings} bk on bk.id = c.booking_id
        where c.closing_date between ${from}::date and ${to}::date ${inSites('bk.site_id', scope)}
      ) d ${keyset}
      order by d.closing_date, d.kind, d.number limit ${limit}`);
    return rowsOf(result).map((r) => ({
      kind: r.kind === 'bill' ? 'bill' : 'credit-note',
      id: String(r.id),
      number: Number(r.number),
      closingDate: String(r.closing_date),
      billNumber: r.bill_number == null ? null : Number(r.bill_number),
      bookingId: String(r.booking_id),
      buyer: json<BillParty>(r.buyer),
      description: String(r.description),
      netCents: Number(r.net_cents),
      vatCents: Number(r.vat_cents),
      grossCents: Number(r.gross_cents),
      vatRateBasisPoints: Number(r.vat_rate_basis_points),
      method: String(r.method),
      refundStatus: strOrNull(r.refund_status),
      siteId: strOrNull(r.site_id),
    }));
  }
}
