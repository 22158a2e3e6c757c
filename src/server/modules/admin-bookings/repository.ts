import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bills,
  bookings,
  creditNotes,
  mails,
  paymentEvents,
  paymentInbox,
  payments,
  permissions,
} from '../../db/schema';
import type { Contact, Identification } from '../../../shared/schemas/booking';
import type { BookingSiteFilter } from '../../platform/backoffice/site-scope';
import { bookingAliasColumns, bookingSiteCondition } from '../../platform/backoffice/site-scope-sql';

/** The search's criteria after the service has normalised them (plate as plateKey, lower case). */
export interface BookingFilter {
  plateKeyPrefix?: string;
  mailPrefix?: string;
  namePrefix?: string;
  from?: Date;
  to?: Date;
  templateId?: string;
  status?: string;
  /** Unpaid holds that ran out (status 'lapsed') are left out unless asked for. */
  hideLapsed?: boolean;
  /** The operator's sites (ADR 060); undefined: every site. */
  site?: BookingSiteFilter;
}

export type BookingSort = 'createdAt' | 'startsAt' | 'price' | 'status';

export interface BookingSearchRecord {
  id: string;
  templateId: string;
  startsAt: Date;
  displayEnd: Date;
  status: string;
  priceCents: number;
  contact: Contact;
  identifications: Identification[];
  createdAt: Date;
  paymentStatus: string | null;
  paymentMethod: string | null;
  billNumber: number | null;
  /** How many bookings of one driver's intent this row stands for (1: no other attempt). */
  attempts: number;
}

/** Statuses of a booking that was never paid: an attempt that another one may stand for. */
const UNPAID = sql.raw(`('held', 'failed', 'lapsed')`);

/**
 * `s` is another attempt of `b`'s intent (ADR 031 "paying again, never twice"): "pay again"
 * and a reserve after a lapsed hold make a new booking row with the same session, template,
 * period and plate, the key by which the shop itself refuses to sell a paid booking twice.
 */
function sameIntent(s: string, b: string): SQL {
  return sql.raw(
    `${s}.session_id = ${b}.session_id and ${s}.id <> ${b}.id and ${s}.template_id = ${b}.template_id and ${s}.starts_at = ${b}.starts_at and ${s}.ends_at = ${b}.ends_at and ${s}.plate_key is not distinct from ${b}.plate_key`,
  );
}

/**
 * `b` is an unpaid attempt that another row stands for: the paid booking of the same intent,
 * else its latest attempt. A paid or cancelled booking always has its own row (its bill and
 * credit notes are its own).
 */
const SUPERSEDED = sql`(b.status in ${UNPAID} and b.session_id is not null and exists (
  select 1 from bookings s where ${sameIntent('s', 'b')}
    and (s.status = 'paid' or (s.status in ${UNPAID} and (s.created_at, s.id) > (b.created_at, b.id)))))`;

/** `e` is an unpaid attempt that the booking `r` stands for (a row SUPERSEDED hides under it). */
function earlierAttempt(r: string): SQL {
  return sql`${sameIntent('e', r)} and e.status in ${UNPAID}
    and (${sql.raw(r)}.status = 'paid' or (${sql.raw(r)}.status in ${UNPAID}
      and (e.created_at, e.id) < (${sql.raw(r)}.created_at, ${sql.raw(r)}.id)))`;
}

const SORT_COLUMN: Record<BookingSort, string> = {
  createdAt: 'b.created_at',
  startsAt: 'b.starts_at',
  price: 'b.price_cents',
  status: 'b.status',
};

/** `like` pattern for "starts with": the user's %, _ and \ are matched literally. */
function prefixPattern(s: string): string {
  return `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Each criterion is written as the expression its index is built on (migration 0005,
 * schema.ts `bookings_search_*`), so PostgreSQL can answer a prefix by an index range scan.
 */
function whereOf(f: BookingFilter): SQL {
  const parts: SQL[] = [sql`not ${SUPERSEDED}`];
  if (f.hideLapsed) parts.push(sql`b.status <> 'lapsed'`);
  if (f.plateKeyPrefix) parts.push(sql`b.plate_key like ${prefixPattern(f.plateKeyPrefix)}`);
  if (f.mailPrefix) parts.push(sql`lower(b.contact->>'mail') like ${prefixPattern(f.mailPrefix)}`);
  if (f.namePrefix) {
    const p = prefixPattern(f.namePrefix);
    parts.push(
      sql`(lower(b.contact->>'lastName') like ${p} or lower(b.contact->>'firstName') like ${p} or lower(b.contact->>'companyName') like ${p})`,
    );
  }
  if (f.from || f.to) {
    // [starts_at, ends_at) overlaps [from, to): the expression of bookings_search_period_idx.
    parts.push(
      sql`tstzrange(b.starts_at, b.ends_at) && tstzrange(${f.from?.toISOString() ?? null}::timestamptz, ${f.to?.toISOString() ?? null}::timestamptz)`,
    );
  }
  if (f.templateId) parts.push(sql`b.template_id = ${f.templateId}`);
  if (f.status) parts.push(sql`b.status = ${f.status}`);
  const site = f.site ? bookingSiteCondition(bookingAliasColumns('b'), f.site) : undefined;
  if (site) parts.push(site);
  return sql.join(parts, sql` and `);
}

export function toDate(v: unknown): Date {
  return v instanceof Date ? v : new Date(String(v));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Read-only queries of the back office over bookings and what hangs on them. */
export class AdminBookingRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page and the number of matches, counting at most `cap + 1` rows (more means "over the
   * cap"), in one statement: one connection and one round trip per search.
   */
  async search(
    f: BookingFilter,
    sort: BookingSort,
    order: 'asc' | 'desc',
    limit: number,
    offset: number,
    cap: number,
  ): Promise<{ rows: BookingSearchRecord[]; count: number }> {
    const counted = sql`(select count(*) from (select 1 from ${bookings} b where ${whereOf(f)} limit ${cap + 1}) x)`;
    // The grid's first view (no filter) is the most frequent call: when the planner's row
    // estimate (kept by autovacuum's ANALYZE; the table resolved through search_path) is far
    // above the cap, it is "over the cap" without reading 10,001 rows. Small or never analysed
    // tables (-1) are counted; the count runs only when the estimate does not decide.
    // Hiding lapsed holds and merged attempts does not make an estimate of twice the cap small.
    const total = Object.entries(f).every(([k, v]) => v === undefined || k === 'hideLapsed')
      ? sql`(select case when coalesce(max(reltuples), -1) > ${cap * 2} then ${cap + 1} else ${counted} end
          from pg_class where oid = to_regclass('bookings'))`
      : counted;
    const dir = order === 'asc' ? 'asc' : 'desc';
    // The id breaks ties, so equal prices or statuses keep one order across pages.
    const orderBy = sql.raw(`${SORT_COLUMN[sort]} ${dir}, b.id ${dir}`);
    // With a period, the matches are found by the range index first and then sorted: otherwise
    // the planner walks the sort order's index from one end, guessing that matches are spread
    // evenly, and reads every booking before a past week (37 ms instead of 2 at 100,000 rows).
    const matches =
      f.from || f.to
        ? sql`(with m as materialized (select * from ${bookings} b where ${whereOf(f)})
          select * from m b order by ${orderBy} limit ${limit} offset ${offset})`
        : sql`(select * from ${bookings} b where ${whereOf(f)} order by ${orderBy} limit ${limit} offset ${offset})`;
    const result = await this.db.execute(sql`
      select b.id, b.template_id, b.starts_at, b.display_end, b.status, b.price_cents, b.contact,
        b.identifications, b.created_at, p.status as payment_status, p.method as payment_method,
        bl.number as bill_number, ${total} as total_count,
        (select count(*) from bookings e where ${earlierAttempt('b')}) as earlier
      from ${matches} b
      left join lateral (
        select status, method from ${payments} where booking_id = b.id order by created_at desc, id desc limit 1
      ) p on true
      left join ${bills} bl on bl.booking_id = b.id
      order by ${orderBy}`);
    const found = rowsOf<Record<string, unknown>>(result);
    // A page past the end has no row to carry the count: ask for it alone.
    const count =
      found.length > 0
        ? Number(found[0].total_count)
        : Number(rowsOf<{ n: unknown }>(await this.db.execute(sql`select ${total} as n`))[0]?.n ?? 0);
    const rows = found.map((r) => ({
      id: String(r.id),
      templateId: String(r.template_id),
      startsAt: toDate(r.starts_at),
      displayEnd: toDate(r.display_end),
      status: String(r.status),
      priceCents: Number(r.price_cents),
      contact: (typeof r.contact === 'string' ? JSON.parse(r.contact) : r.contact) as Contact,
      identifications: (typeof r.identifications === 'string'
        ? JSON.parse(r.identifications)
        : r.identifications) as Identification[],
      createdAt: toDate(r.created_at),
      paymentStatus: r.payment_status == null ? null : String(r.payment_status),
      paymentMethod: r.payment_method == null ? null : String(r.payment_method),
      billNumber: r.bill_number == null ? null : Number(r.bill_number),
      attempts: 1 + Number(r.earlier ?? 0),
    }));
    return { rows, count };
  }

  async booking(id: string) {
    const [row] = await this.db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  /** The unpaid attempts this booking stands for in the list, oldest first (see SUPERSEDED). */
  async earlierAttemptsOf(id: string): Promise<{ id: string; status: string; createdAt: Date }[]> {
    const result = await this.db.execute(sql`
      select e.id, e.status, e.created_at from bookings r join bookings e on ${earlierAttempt('r')}
      where r.id = ${id}
      order by e.created_at, e.id`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      id: String(r.id),
      status: String(r.status),
      createdAt: toDate(r.created_at),
    }));
  }

  async permissionOf(bookingId: string) {
    const [row] = await this.db
      .select({ id: permissions.id, ticketCode: permissions.ticketCode })
      .from(permissions)
      .where(eq(permissions.bookingId, bookingId));
    return row;
  }

  async paymentsOf(bookingId: string) {
    return this.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(asc(payments.createdAt), asc(payments.id));
  }

  async eventsOf(paymentIds: string[]) {
    if (paymentIds.length === 0) return [];
    return this.db
      .select()
      .from(paymentEvents)
      .where(inArray(paymentEvents.paymentId, paymentIds))
      .orderBy(asc(paymentEvents.id));
  }

  async inboxOf(paymentIds: string[]) {
    if (paymentIds.length === 0) return [];
    return this.db
      .select()
      .from(paymentInbox)
      .where(inArray(paymentInbox.paymentId, paymentIds))
      .orderBy(asc(paymentInbox.id));
  }

  /** Without the bodies: text and html carry the ticket link with the permission's secret. */
  async mailsOf(permissionId: string) {
    return this.db
      .select({
        id: mails.id,
        kind: mails.kind,
        recipient: mails.recipient,
        subject: mails.subject,
        status: mails.status,
        attempts: mails.attempts,
        lastError: mails.lastError,
        createdAt: mails.createdAt,
        sentAt: mails.sentAt,
      })
      .from(mails)
      .where(eq(mails.permissionId, permissionId))
      .orderBy(asc(mails.createdAt));
  }

  async billsOf(bookingId: string) {
    return this.db.select().from(bills).where(eq(bills.bookingId, bookingId)).orderBy(asc(bills.number));
  }

  async creditNotesOf(bookingId: string) {
    return this.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, bookingId))
      .orderBy(asc(creditNotes.number));
  }
}
