import { TZDate } from '@date-fns/tz';
import { isMultiSite, siteById, siteName } from '../../config/sites';
import { addDays as addLocalDays } from 'date-fns';
import {
  HOURLY_OCCUPANCY_MAX_DAYS,
  type Dashboard,
  type SiteFigures,
} from '../../../shared/schemas/admin-dashboard';
import { WALK_IN_TEMPLATE_ID, type ShopConfig, type SiteConfig } from '../../config/shop-config';
import { DomainError } from '../../errors';
import { inSiteScope, type SiteScope } from '../../platform/backoffice/site-scope';
import { addDays, localIsoDate } from '../../payments/dates';
import type { CatalogueReader } from '../../platform/catalogue/view';
import type { DashboardRepository, SiteRevenue } from './repository';

const HOUR_MS = 3600_000;

/**
 * Open stays taking a walk-in place: of the whole shop (a car with a permit of any site parks on
 * its own place) and of each site (only a permit valid there keeps it off that site's places).
 */
export type WalkInsInside = (at: Date) => Promise<{ total: number; bySite: ReadonlyMap<string, number> }>;

/**
 * The back office's dashboard: what is inside now, today's bookings and revenue, and
 * series over the last `days` calendar days in the shop's time zone (a DST day has 23 or 25
 * hours; the day borders are local midnights).
 *
 * Revenue is taken from the bills and credit notes, not from payments: bills are what the
 * accountant books (ADR 005, the DATEV export), a payment that became refund_due has no bill
 * (it is no sale), and a cancellation's credit note lowers the revenue of the day it is issued.
 * So a day's revenue equals the sum of the bills CSV for that day.
 *
 * Sites (ADR 060): every figure is of the sites in the view (`scope`; null = all). Money and
 * cars count at the booking's or stay's site only; a product valid at several sites has no
 * site of its own, so its revenue shows in the all-sites view (and its own comparison row),
 * never in one site's, and the sites' figures add up to the shop's. Its holders covering now
 * do count at each site of the view they may park at: a place that may be taken there.
 */
export class DashboardService {
  /** The shop's time zone, pinned at start (ADR 025): the days' borders. */
  private readonly zone: string;

  constructor(
    private readonly deps: {
      /** The templates (what counts as a reservation) and the walk-in capacity. */
      catalogue: CatalogueReader;
      repo: DashboardRepository;
      /** Open stays taking a walk-in place, of the whole shop and of each site: the barrier's count. */
      walkIns: WalkInsInside;
    },
  ) {
    this.zone = deps.catalogue.current().config.shop.timeZone;
  }

  /** Local midnight at the start of the calendar day `date` (YYYY-MM-DD). */
  private midnight(date: string): Date {
    const [y, m, d] = date.split('-').map(Number);
    return new Date(new TZDate(y, m - 1, d, this.zone).getTime());
  }

  async dashboard(days: number, now: Date, scope: SiteScope = null): Promise<Dashboard> {
    const { config, templates } = this.deps.catalogue.current();
    // A site the configuration does not have is as unknown as an object of another site.
    if (scope?.some((id) => !siteById(config, id))) throw new DomainError('NOT_FOUND', 'No such site');
    const viewSites = config.sites.filter((s) => scope === null || scope.includes(s.id));
    const multi = isMultiSite(config);
    const monthFrom = `${today0(now, this.zone)}-01`;
    const today = localIsoDate(now, this.zone);
    const from = addDays(today, -(days - 1));
    const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
    const dayStarts = dates.map((d) => this.midnight(d));
    const rangeEnd = new Date(
      addLocalDays(new TZDate(dayStarts[days - 1].getTime(), this.zone), 1).getTime(),
    );
    const hourly = days <= HOURLY_OCCUPANCY_MAX_DAYS;
    const occupancyStarts = hourly
      ? Array.from(
          { length: Math.ceil((now.getTime() - dayStarts[0].getTime()) / HOUR_MS) },
          (_, i) => new Date(dayStarts[0].getTime() + i * HOUR_MS),
        )
      : dayStarts.filter((d) => d < now);

    // Every site's walk-ins and the whole shop's come from one count, however many sites there are.
    const [current, inside, perDay, documents, occupancy, revenue] = await Promise.all([
      this.deps.repo.now(now),
      this.deps.walkIns(now),
      this.deps.repo.bookingsPerDay(dayStarts, rangeEnd, scope),
      this.deps.repo.documentsPerDay(from, today, scope),
      occupancyStarts.length > 0
        ? this.deps.repo.occupancy(occupancyStarts, now, scope)
        : Promise.resolve([]),
      multi ? this.deps.repo.revenueBySite(monthFrom, today, WALK_IN_TEMPLATE_ID) : Promise.resolve([]),
    ]);

    const perSite = viewSites.map((s) => inside.bySite.get(s.id) ?? 0);
    const walkIns = scope === null ? inside.total : perSite.reduce((a, b) => a + b, 0);
    let reservations = 0;
    let permitHolders = 0;
    for (const { templateId, siteId, n } of current.covering) {
      // A walk-in booking pays a stay, which is counted among the stays.
      if (templateId === WALK_IN_TEMPLATE_ID) continue;
      const template = templates.get(templateId);
      if (!inSiteScope(scope, siteId ?? template?.siteIds ?? null)) continue;
      if (template?.type === 'reservation') reservations += n;
      else permitHolders += n;
    }
    const reservationTemplates = [...templates.values()].filter(
      (t) => t.type === 'reservation' && inSiteScope(scope, t.siteIds),
    );
    let staysInside = 0;
    for (const [siteId, n] of current.staysInsideBySite) if (inSiteScope(scope, siteId)) staysInside += n;

    const bookingsByDay = new Map(perDay.map((r) => [r.day, r.bookings]));
    const documentsByDay = new Map(documents.map((d) => [d.date, d]));
    const daily = dates.map((date, i) => {
      const doc = documentsByDay.get(date);
      return {
        date,
        bookings: bookingsByDay.get(i + 1) ?? 0,
        revenueCents: (doc?.billedCents ?? 0) - (doc?.creditedCents ?? 0),
        creditedCents: doc?.creditedCents ?? 0,
      };
    });
    const byBucket = new Map(occupancy.map((o) => [o.bucket, o]));
    const occupancyOverTime = occupancyStarts.map((start, i) => {
      const end = occupancyStarts[i + 1] ?? now;
      const o = byBucket.get(i + 1);
      const seconds = (end.getTime() - start.getTime()) / 1000;
      return {
        start: start.toISOString(),
        peak: o?.peak ?? 0,
        // Two decimals: enough for a chart, and the JSON stays short.
        average: o && seconds > 0 ? Math.round((o.staySeconds / seconds) * 100) / 100 : 0,
      };
    });

    return {
      now: now.toISOString(),
      timeZone: this.zone,
      occupancy: {
        staysInside,
        walkInsInside: walkIns,
        walkInCapacity: capacityOf(viewSites),
        reservations,
        reservationCapacity:
          reservationTemplates.length > 0
            ? reservationTemplates.reduce((sum, t) => sum + (t.capacity ?? 0), 0)
            : null,
        permitHolders,
      },
      today: { ...daily[days - 1] },
      range: { days, from, to: today, occupancyStep: hourly ? 'hour' : 'day' },
      daily,
      occupancyOverTime,
      sites: multi
        ? siteRows(config, viewSites, {
            staysInside: current.staysInsideBySite,
            walkIns: perSite,
            revenue,
            // The several-sites row belongs to the whole shop's view only (it is no one site's).
            cityWide: scope === null && [...templates.values()].some((t) => t.siteIds.length > 1),
          })
        : [],
      sitesPeriod: { from: monthFrom, to: today },
    };
  }
}

/** The comparison's rows: the sites of the view, then the several-sites row where it belongs. */
function siteRows(
  config: ShopConfig,
  sites: readonly SiteConfig[],
  f: {
    staysInside: ReadonlyMap<string, number>;
    walkIns: readonly number[];
    revenue: readonly SiteRevenue[];
    cityWide: boolean;
  },
): SiteFigures[] {
  const money = (siteId: string | null) => {
    let walkIn = 0;
    let booked = 0;
    for (const r of f.revenue) {
      if (r.siteId !== siteId) continue;
      if (r.walkIn) walkIn += r.billedCents - r.creditedCents;
      else booked += r.billedCents - r.creditedCents;
    }
    return { revenueCents: walkIn + booked, walkInRevenueCents: walkIn, bookedRevenueCents: booked };
  };
  const rows: SiteFigures[] = sites.map((site, i) => {
    const capacity = capacityOf([site]);
    const inside = f.walkIns[i] ?? 0;
    return {
      siteId: site.id,
      name: siteName(config, site),
      staysInside: f.staysInside.get(site.id) ?? 0,
      walkInsInside: inside,
      walkInCapacity: capacity,
      occupancy: capacity ? Math.round((inside / capacity) * 100) / 100 : null,
      ...money(site.id),
    };
  });
  if (f.cityWide) {
    rows.push({
      siteId: null,
      name: null,
      staysInside: 0,
      walkInsInside: 0,
      walkInCapacity: null,
      occupancy: null,
      ...money(null),
    });
  }
  return rows;
}

/** YYYY-MM of `now` in the shop's zone. */
function today0(now: Date, zone: string): string {
  return localIsoDate(now, zone).slice(0, 7);
}

/**
 * The walk-in places of the sites: their sum; null when none has walk-in parking or one of
 * them has no limit (a sum would then claim a limit there is not).
 */
function capacityOf(sites: readonly SiteConfig[]): number | null {
  const parking = sites.map((s) => s.parking).filter((p) => p !== undefined);
  if (parking.length === 0 || parking.some((p) => p.capacity === undefined)) return null;
  return parking.reduce((sum, p) => sum + (p.capacity ?? 0), 0);
}
