import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills, bookings, creditNotes, parkingStays } from '../../db/schema';
import type { SiteScope } from '../../platform/backoffice/site-scope';
import { inSites } from '../../platform/backoffice/site-sql';

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** A Postgres array literal of instants: bucket borders go into width_bucket as one parameter. */
function instantArray(instants: readonly Date[]): string {
  return `{${instants.map((d) => d.toISOString()).join(',')}}`;
}

export interface DayFigures {
  /** 1-based index of the day (width_bucket over the day starts). */
  day: number;
  bookings: number;
}

export interface DocumentDay {
  date: string;
  billedCents: number;
  creditedCents: number;
}

export interface SiteRevenue {
  /** The booking's site; null for a product valid at several sites. */
  siteId: string | null;
  walkIn: boolean;
  billedCents: number;
  creditedCents: number;
}

export interface CoveringRow {
  templateId: string;
  siteId: string | null;
  n: number;
}

export interface OccupancyBucket {
  /** 1-based index of the bucket. */
  bucket: number;
  peak: number;
  /** Stay-seconds inside within the bucket (up to `to`). */
  staySeconds: number;
}

/**
 * The dashboard's reads: a handful of grouped queries, one per figure family, each
 * answering the whole range at once (no query per day or per stay).
 */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /**
   * Open stays (cars inside) per site, and the paid bookings covering `at` per template and
   * site (the service decides which count in its view: a city-wide permit has no site).
   */
  async now(at: Date): Promise<{ staysInsideBySite: Map<string, number>; covering: CoveringRow[] }> {
    const iso = at.toISOString();
    const [inside, covering] = await Promise.all([
      this.db.execute(
        sql`select site_id, count(*)::int as n from ${parkingStays} where status = 'open' group by site_id`,
      ),
      // bookings_active_overlap_idx (template, starts, ends) where status in (held, paid).
      this.db.execute(sql`
        select template_id, site_id, count(*)::int as n from ${bookings}
        where status = 'paid' and starts_at <= ${iso}::timestamptz and ends_at > ${iso}::timestamptz
        group by template_id, site_id`),
    ]);
    return {
      staysInsideBySite: new Map(rowsOf(inside).map((r) => [String(r.site_id), Number(r.n)])),
      covering: rowsOf(covering).map((r) => ({
        templateId: String(r.template_id),
        siteId: r.site_id == null ? null : String(r.site_id),
        n: Number(r.n),
      })),
    };
  }

  /**
   * Paid bookings (paid, or cancelled after paying) created in each day; `dayStarts` are the
   * local midnights of the days (DST-aware, from the service) and `end` the end of the last.
   */
  async bookingsPerDay(dayStarts: readonly Date[], end: Date, scope: SiteScope): Promise<DayFigures[]> {
    const result = await this.db.execute(sql`
      select width_bucket(created_at, ${instantArray(dayStarts)}::timestamptz[]) as day, count(*)::int as n
      from ${bookings}
      where created_at >= ${dayStarts[0].toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        and status in ('paid', 'cancelled') ${inSites('site_id', scope)}
      group by 1`);
    return rowsOf(result).map((r) => ({ day: Number(r.day), bookings: Number(r.n) }));
  }

  /**
   * Gross of the bills and of the credit notes closed on each day from..to (both included);
   * with a scope, of the bookings at its sites only.
   */
  async documentsPerDay(from: string, to: string, scope: SiteScope): Promise<DocumentDay[]> {
    const ofSites =
      scope === null
        ? sql``
        : sql`join ${bookings} bk on bk.id = x.booking_id ${inSites('bk.site_id', scope)}`;
    const result = await this.db.execute(sql`
      select x.d::text as date, sum(x.billed)::bigint as billed, sum(x.credited)::bigint as credited from (
        select booking_id, closing_date as d, gross_cents as billed, 0 as credited from ${bills}
        where closing_date between ${from}::date and ${to}::date
        union all
        select booking_id, closing_date, 0, gross_cents from ${creditNotes}
        where closing_date between ${from}::date and ${to}::date
      ) x ${ofSites} group by x.d`);
    return rowsOf(result).map((r) => ({
      date: String(r.date),
      billedCents: Number(r.billed),
      creditedCents: Number(r.credited),
    }));
  }

  /**
   * Bills and credit notes closed from..to per booking site, walk-ins (paid by plate) apart
   * from booked products: the sites' comparison.
   */
  async revenueBySite(from: string, to: string, walkInTemplateId: string): Promise<SiteRevenue[]> {
    const result = await this.db.execute(sql`
      select bk.site_id, bk.template_id = ${walkInTemplateId} as walk_in,
        sum(x.billed)::bigint as billed, sum(x.credited)::bigint as credited
      from (
        select booking_id, gross_cents as billed, 0 as credited from ${bills}
        where closing_date between ${from}::date and ${to}::date
        union all
        select booking_id, 0, gross_cents from ${creditNotes}
        where closing_date between ${from}::date and ${to}::date
      ) x join ${bookings} bk on bk.id = x.booking_id
      group by 1, 2`);
    return rowsOf(result).map((r) => ({
      siteId: r.site_id == null ? null : String(r.site_id),
      walkIn: r.walk_in === true || r.walk_in === 't',
      billedCents: Number(r.billed),
      creditedCents: Number(r.credited),
    }));
  }

  /**
   * Stays inside per bucket from `starts[0]` to `to`: the peak (most stays at one moment) and
   * the stay-seconds. A sweep over the stays' entries (+1) and exits (-1) with a marker (0) at
   * each bucket start: the running sum over all events up to and including an instant is
   * the number inside from that instant to the next event (the events of one instant are
   * summed first: stays are half-open [entry, exit), a car leaving as another enters is one
   * level), so each bucket's peak is the largest running sum at its instants and its
   * stay-seconds the sum of level × time to the next instant (the markers cut segments at the
   * bucket borders).
   *
   * A stay's end: its exit read; still open: inside up to `to`; exit-missed (a later entry of
   * the plate closed it without an exit read): up to that next entry, which is what the
   * "stays inside" figure showed meanwhile.
   */
  async occupancy(starts: readonly Date[], to: Date, scope: SiteScope): Promise<OccupancyBucket[]> {
    const from = starts[0].toISOString();
    const end = to.toISOString();
    const borders = instantArray(starts);
    const result = await this.db.execute(sql`
      with st as (
        -- Stays with a known end or still open. The exit-missed ones apart: only they need the
        -- look-up of the next entry, and the planner costs a subquery for every row it could
        -- run on (in one branch, a year of stays made it compile the query with JIT: +300 ms).
        select entry_at, coalesce(exit_at, ${end}::timestamptz) as exit_at from ${parkingStays}
        where status <> 'exit-missed' and entry_at < ${end}::timestamptz
          and (exit_at is null or exit_at > ${from}::timestamptz) ${inSites('site_id', scope)}
        union all
        select s.entry_at, coalesce(
          (select min(n.entry_at) from ${parkingStays} n where n.plate_key = s.plate_key and n.entry_at > s.entry_at),
          ${end}::timestamptz)
        from ${parkingStays} s
        where s.status = 'exit-missed' and s.entry_at < ${end}::timestamptz ${inSites('s.site_id', scope)}
      ),
      iv as materialized (
        select greatest(entry_at, ${from}::timestamptz) as a, least(exit_at, ${end}::timestamptz) as z from st
      ),
      ev as (
        select a as t, 1 as d from iv where z > a
        union all select z, -1 from iv where z > a and z < ${end}::timestamptz
        union all select unnest(${borders}::timestamptz[]), 0
        union all select ${end}::timestamptz, 0
      ),
      -- One row per instant with its net change; then one sort for the running level and the
      -- next instant (how long the level holds).
      net as (select t, sum(d) as d from ev group by t),
      seg as (
        select t, sum(d) over w as level, lead(t) over w as nxt from net
        window w as (order by t rows between unbounded preceding and current row)
      )
      select width_bucket(t, ${borders}::timestamptz[]) as bucket, max(level)::int as peak,
        coalesce(sum(level * extract(epoch from (nxt - t))), 0)::float8 as stay_seconds
      from seg where t < ${end}::timestamptz
      group by 1`);
    return rowsOf(result).map((r) => ({
      bucket: Number(r.bucket),
      peak: Number(r.peak),
      staySeconds: Number(r.stay_seconds),
    }));
  }
}
