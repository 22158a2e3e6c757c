import { computePrice } from '../../../shared/domain/price';
import { hoursOfTemplate } from '../../config/sites';
import { occupancySlotOf } from '../../../shared/domain/occupancy';
import { NOW_START_AHEAD, periodFor, type Period } from '../../../shared/domain/slots';
import { addDuration, DAY, startOfDayInZone } from '../../../shared/domain/time';
import { periodIsOpen } from '../../../shared/domain/opening-hours';
import type { PriceResponse } from '../../../shared/schemas/booking';
import type { ShopConfig, TemplateConfig } from '../../config/shop-config';
import { DomainError } from '../../errors';
import { occupancyOf, type OccupancyGrid } from './occupancy';

/**
 * The booking module's own helpers of its services (quotes, reservations, renewals): the
 * template by id, its capacity, the period a request asks for and the price of a period. Not
 * exported by index.ts.
 */

/** A memoised periodFor answer, with the occupancy slot of its start for a capacity template. */
type PeriodMemo = ReturnType<typeof periodFor> | { ok: true; period: Period; occupancyFrom: Date };

/** Bounded memo of periods; a full map is simply dropped (cheap, and hits recover within a step). */
const PERIOD_CACHE_LIMIT = 20_000;

/**
 * The templates and periods of one catalogue snapshot: built per snapshot (bySnapshot), so its
 * memo of periods never outlives the templates it was computed from.
 */
export class TemplatePeriods {
  private readonly periods = new Map<string, PeriodMemo>();
  private today: { start: number; end: number } = { start: 0, end: 0 };

  constructor(
    private readonly shop: ShopConfig,
    private readonly templates: ReadonlyMap<string, TemplateConfig>,
  ) {}

  template(id: string): TemplateConfig {
    const t = this.templates.get(id);
    if (!t) throw new DomainError('TEMPLATE_NOT_FOUND', `Unknown template ${id}`);
    return t;
  }

  /** A capacity template's places and occupancy grid (ADR 049); undefined: unlimited. */
  capacityOf(t: TemplateConfig): { max: number; grid: OccupancyGrid } | undefined {
    const grid = occupancyOf(t, this.shop.shop.timeZone);
    return t.capacity !== undefined && grid ? { max: t.capacity, grid } : undefined;
  }

  /**
   * For a start later than a few minutes from now, periodFor depends on `now` only through the
   * first slot (the one containing now), and its time-zone work costs more than the rest of a
   * price call, so those results are memoised per first slot. Local midnight is recomputed once a day, the first slot from it by arithmetic.
   */
  period(t: TemplateConfig, startTime: string, slotCount: number, now: Date): Period {
    return this.periodAndSlot(t, startTime, slotCount, now).period;
  }

  /**
   * The period and, for a capacity template, the start of the occupancy slot that holds the
   * period's start (where the price call's count begins), memoised together.
   */
  periodAndSlot(
    t: TemplateConfig,
    startTime: string,
    slotCount: number,
    now: Date,
  ): { period: Period; occupancyFrom: Date | undefined } {
    const zone = this.shop.shop.timeZone;
    const step = t.reservationSlotDetails.stepDuration;
    const ms = now.getTime();
    if (ms < this.today.start || ms >= this.today.end) {
      const midnight = startOfDayInZone(now, zone);
      this.today = { start: midnight.getTime(), end: addDuration(midnight, DAY, zone).getTime() };
    }
    const first =
      step >= DAY
        ? this.today.start
        : this.today.start + Math.floor((ms - this.today.start) / (step * 1000)) * step * 1000;
    const key = `${t.id}|${first}|${slotCount}|${startTime}`;
    // A start near the clock is decided by the minute, not by the first slot (ADR 052: a
    // booking from now is accepted only a few minutes either side of it): never memoised.
    const cacheable = Date.parse(startTime) > ms + NOW_START_AHEAD * 1000;
    let r: PeriodMemo | undefined = cacheable ? this.periods.get(key) : undefined;
    if (!r) {
      const p = periodFor(t.reservationSlotDetails, new Date(startTime), slotCount, now, zone);
      const grid = occupancyOf(t, zone);
      r = p.ok && grid ? { ...p, occupancyFrom: occupancySlotOf(grid.grid, p.period.start, zone) } : p;
      if (this.periods.size >= PERIOD_CACHE_LIMIT) this.periods.clear();
      if (cacheable) this.periods.set(key, r);
    }
    if (!r.ok) throw new DomainError(r.code, slotMessage(r.code));
    if (!periodIsOpen(hoursOfTemplate(this.shop, t), r.period.start, r.period.end, step, zone)) {
      throw new DomainError('CAR_PARK_CLOSED', 'The car park is closed during (part of) this period');
    }
    return { period: r.period, occupancyFrom: 'occupancyFrom' in r ? r.occupancyFrom : undefined };
  }
}

/** The price of a period at the template's tariff, as the price call answers it. */
export function priceResponse(t: TemplateConfig, p: Period, bookedOut: boolean): PriceResponse {
  return {
    priceToBePaid: computePrice(t.tariff, p.slotCount, t.reservationSlotDetails.stepDuration),
    startTime: p.start.toISOString(),
    endTime: p.displayEnd.toISOString(),
    bookedOut,
  };
}

/** A held booking's template, period and price columns (reserve and the renewal). */
export function periodColumns(t: TemplateConfig, p: Period, price: PriceResponse) {
  return {
    templateId: t.id,
    startsAt: p.start,
    endsAt: p.end,
    displayEnd: p.displayEnd,
    slotCount: p.slotCount,
    priceCents: price.priceToBePaid,
  };
}

/** JSON with sorted keys: jsonb does not keep the order in which the keys were written. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

function slotMessage(code: string): string {
  switch (code) {
    case 'START_OFF_GRID':
      return 'The start is not on the slot grid of this template';
    case 'START_TOO_EARLY':
      return 'The start lies in the past (more than a few minutes before now)';
    case 'START_TOO_LATE':
      return 'The start lies too far in the future';
    case 'END_TOO_LATE':
      return 'The period ends after the last bookable time';
    default:
      return 'The number of slots is outside the allowed range';
  }
}
