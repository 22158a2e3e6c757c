import { priceBreakdown, type PricePeriod, type Tariff } from './price';

/**
 * The walk-in tariff of a car park (shop config `parking`, ADR 020): the templates'
 * tariff model over steps of `stepDuration` seconds counted from the entry.
 */
export interface WalkInTariff {
  stepDuration: number;
  tariff: Tariff;
  /** A stay that ends within this many minutes of its entry costs nothing. */
  freeMinutes: number;
  /** After paying, the stay is paid at least this many minutes on (time to reach the exit). */
  leaveMinutes: number;
}

/** What the stay has paid so far (parking_stays.paid_until, paid_cents). */
export interface StayPayState {
  entryAt: Date;
  /** Set once the car has left (exit read); the stay is then priced up to here. */
  exitAt: Date | null;
  paidUntil: Date | null;
  paidCents: number;
}

export interface StayQuote {
  /** What is owed now, in cents: the price up to paidUntil minus what the stay already paid. */
  priceToBePaid: number;
  /** The entry, or the end of what was already paid. */
  paidFrom: Date;
  /**
   * Until when the stay is paid once priceToBePaid is paid: the exit-by time the barrier keeps
   * the exit open to (the end of the priced time, at least the exit allowance after now).
   */
  paidUntil: Date;
  /** The end of the priced time: the end of the last tariff step charged (or the exit). */
  pricedUntil: Date;
  /** Paid up to now (or, for a stay that has left, up to its exit) already: nothing owed. */
  alreadyPaid: boolean;
  /** Within the free minutes: nothing owed, nothing paid. */
  free: boolean;
  /** The total price of the stay up to paidUntil (what paid_cents will be once this is paid). */
  totalCents: number;
}

/** Tariff steps started between entry and `end`: elapsed real time, so DST changes nothing. */
export function stepsStarted(p: WalkInTariff, entryAt: Date, end: Date): number {
  const elapsed = end.getTime() - entryAt.getTime();
  if (elapsed <= 0) return 0;
  return Math.ceil(elapsed / (p.stepDuration * 1000));
}

/**
 * How the walk-in price of a stay from its entry to `end` comes about: nothing within the free
 * minutes (a driver who turns round pays nothing), otherwise every started step, with the daily
 * cap per started 24 h from the entry (priceBreakdown).
 */
export function stayPricePeriods(p: WalkInTariff, entryAt: Date, end: Date): PricePeriod[] {
  const elapsed = end.getTime() - entryAt.getTime();
  if (elapsed <= p.freeMinutes * 60_000) return [];
  return priceBreakdown(p.tariff, stepsStarted(p, entryAt, end), p.stepDuration);
}

/** The walk-in price in cents of a stay from its entry to `end` (the sum of stayPricePeriods). */
export function stayPrice(p: WalkInTariff, entryAt: Date, end: Date): number {
  return stayPricePeriods(p, entryAt, end).reduce((sum, period) => sum + period.cents, 0);
}

/**
 * What a stay owes at `now` (the pay-by-plate quote):
 * - paid up to now (or up to its exit) already: nothing, alreadyPaid;
 * - within the free minutes of the entry: nothing, paidUntil = the end of the free minutes;
 * - a stay that has left: priced up to its exit (no leaving time: the car is gone);
 * - otherwise priced up to now, the payment: every tariff step started by now, the current one
 *   in full (pricedUntil = its end). The minutes to drive out are free: the stay is paid until
 *   the later of that step's end and now + leaveMinutes (paidUntil, the exit-by time), so a
 *   driver paying late in a step is not charged the next step for the way to the barrier.
 * The price is the stay's price up to pricedUntil minus what it paid before (never below 0), so
 * paying again later charges only the difference.
 */
export function quoteStay(p: WalkInTariff, stay: StayPayState, now: Date): StayQuote {
  const entry = stay.entryAt;
  const paidFrom = stay.paidUntil && stay.paidCents > 0 ? stay.paidUntil : entry;
  // The moment the stay must be paid to: its exit once left, else now.
  const due = stay.exitAt ?? now;
  if (stay.paidUntil && stay.paidUntil.getTime() >= due.getTime()) {
    return {
      priceToBePaid: 0,
      paidFrom: entry,
      paidUntil: stay.paidUntil,
      pricedUntil: stay.paidUntil,
      alreadyPaid: true,
      free: false,
      totalCents: stay.paidCents,
    };
  }
  const freeEnd = new Date(entry.getTime() + p.freeMinutes * 60_000);
  if (due.getTime() <= freeEnd.getTime() && stay.paidCents === 0) {
    return {
      priceToBePaid: 0,
      paidFrom: entry,
      paidUntil: freeEnd,
      pricedUntil: freeEnd,
      alreadyPaid: false,
      free: true,
      totalCents: 0,
    };
  }
  let paidUntil: Date;
  let pricedUntil: Date;
  if (stay.exitAt) {
    paidUntil = pricedUntil = stay.exitAt;
  } else {
    const steps = Math.max(1, stepsStarted(p, entry, now));
    pricedUntil = new Date(entry.getTime() + steps * p.stepDuration * 1000);
    const leaveBy = now.getTime() + p.leaveMinutes * 60_000;
    paidUntil = new Date(Math.max(pricedUntil.getTime(), leaveBy));
  }
  const total = stayPrice(p, entry, pricedUntil);
  return {
    priceToBePaid: Math.max(0, total - stay.paidCents),
    paidFrom,
    paidUntil,
    pricedUntil,
    alreadyPaid: false,
    free: false,
    totalCents: Math.max(total, stay.paidCents),
  };
}

/** A permission's period: a paid booking carrying the plate (not a walk-in payment of a stay). */
export interface PermissionPeriod {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The cover the permissions give at `at`: each permission covers from its own start
 * less the early-arrival allowance to its end; periods that touch or overlap chain. Answers the
 * chain holding `at` (from, to), or null when no permission covers `at`.
 */
export function coverAt(
  periods: readonly PermissionPeriod[],
  at: Date,
  earlyMs: number,
): { from: Date; to: Date } | null {
  const spans = periods.map((p) => ({ from: p.startsAt.getTime() - earlyMs, to: p.endsAt.getTime() }));
  const t = at.getTime();
  const holding = spans.filter((s) => s.from <= t && t < s.to);
  if (holding.length === 0) return null;
  let from = Math.min(...holding.map((s) => s.from));
  let to = Math.max(...holding.map((s) => s.to));
  // Grow the chain until no other period touches it (a handful of periods: quadratic is fine).
  for (let grown = true; grown;) {
    grown = false;
    for (const s of spans) {
      if (s.from <= to && s.to >= from && (s.from < from || s.to > to)) {
        from = Math.min(from, s.from);
        to = Math.max(to, s.to);
        grown = true;
      }
    }
  }
  return { from: new Date(from), to: new Date(to) };
}

/**
 * What a stay owes when the plate also holds permissions: a permission covers the
 * stay only from its own start less the early-arrival allowance, so the time before that is a
 * walk-in stay, priced with the walk-in tariff up to where the cover begins. A cheap permission
 * bought at the exit therefore never clears a long stay. Without a permission covering the due
 * moment (now, or the exit once left) this is quoteStay; a stay covered from its entry owes
 * nothing (alreadyPaid, paid until the cover ends).
 */
export function quoteCoveredStay(
  p: WalkInTariff,
  stay: StayPayState,
  periods: readonly PermissionPeriod[],
  now: Date,
  earlyMs: number,
): StayQuote & { coveredFrom: Date | null } {
  const cover = coverAt(periods, stay.exitAt ?? now, earlyMs);
  if (!cover) return { ...quoteStay(p, stay, now), coveredFrom: null };
  if (cover.from.getTime() <= stay.entryAt.getTime()) {
    return {
      priceToBePaid: 0,
      paidFrom: stay.entryAt,
      paidUntil: cover.to,
      pricedUntil: stay.entryAt,
      alreadyPaid: true,
      free: false,
      totalCents: stay.paidCents,
      coveredFrom: cover.from,
    };
  }
  // The uncovered head, priced as if the stay had left where the cover begins.
  return { ...quoteStay(p, { ...stay, exitAt: cover.from }, now), coveredFrom: cover.from };
}
