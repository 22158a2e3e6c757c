import { TZDate } from '@date-fns/tz';
import { parkingOf } from '../../config/sites';
import { addDays as addLocalDays } from 'date-fns';
import { HOURLY_OCCUPANCY_MAX_DAYS, type Dashboard } from '../../../shared/schemas/admin-dashboard';
import { WALK_IN_TEMPLATE_ID } from '../../config/shop-config';
import { addDays, localIsoDate } from '../../payments/dates';
import type { CatalogueReader } from '../../platform/catalogue/view';
import type { DashboardRepository } from './repository';

const HOUR_MS = 3600_000;

/**
 * The back office's dashboard: what is inside now, today's bookings and revenue, and
 * series over the last `days` calendar days in the shop's time zone (a DST day has 23 or 25
 * hours; the day borders are local midnights).
 *
 * Revenue is taken from the bills and credit notes, not from payments: bills are what the
 * accountant books (ADR 005, the DATEV export), a payment that became refund_due has no bill
 * (it is no sale), and a cancellation's credit note lowers the revenue of the day it is issued.
 * So a day's revenue equals the sum of the bills CSV for that day.
 */
export class DashboardService {
  /** The shop's time zone, pinned at start (ADR 025): the days' borders. */
  private readonly zone: string;

  constructor(
    private readonly deps: {
      /** The templates (what counts as a reservation) and the walk-in capacity. */
      catalogue: CatalogueReader;
      repo: DashboardRepository;
      /** Open stays taking a walk-in place: the entry barrier's own count (access module). */
      walkInsInside: (at: Date) => Promise<number>;
    },
  ) {
    this.zone = deps.catalogue.current().config.shop.timeZone;
  }

  /** Local midnight at the start of the calendar day `date` (YYYY-MM-DD). */
  private midnight(date: string): Date {
    const [y, m, d] = date.split('-').map(Number);
    return new Date(new TZDate(y, m - 1, d, this.zone).getTime());
  }

  async dashboard(days: number, now: Date): Promise<Dashboard> {
    const { config, templates } = this.deps.catalogue.current();
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

    const [current, walkIns, perDay, documents, occupancy] = await Promise.all([
      this.deps.repo.now(now),
      this.deps.walkInsInside(now),
      this.deps.repo.bookingsPerDay(dayStarts, rangeEnd),
      this.deps.repo.documentsPerDay(from, today),
      occupancyStarts.length > 0 ? this.deps.repo.occupancy(occupancyStarts, now) : Promise.resolve([]),
    ]);

    let reservations = 0;
    let permitHolders = 0;
    for (const [templateId, n] of current.coveringByTemplate) {
      // A walk-in booking pays a stay, which is counted among the stays.
      if (templateId === WALK_IN_TEMPLATE_ID) continue;
      if (templates.get(templateId)?.type === 'reservation') reservations += n;
      else permitHolders += n;
    }
    const reservationTemplates = [...templates.values()].filter((t) => t.type === 'reservation');

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
        staysInside: current.staysInside,
        walkInsInside: walkIns,
        walkInCapacity: parkingOf(config)?.capacity ?? null,
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
    };
  }
}
