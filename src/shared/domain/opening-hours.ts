import { TZDate } from '@date-fns/tz';
import type { OpeningHours } from '../schemas/booking';
import { addDuration, DAY, startOfDayInZone } from './time';
import { wallClock, type WallClock } from './wall-clock';

/**
 * Opening hours (ADR 040): when a car park with `openingHours` may be booked. The same functions
 * grey out closed times in the pickers and refuse them on the server (CAR_PARK_CLOSED), so the
 * client never offers what the server refuses.
 */

const WEEKDAYS = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'] as const;

function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** The open intervals of a local day in minutes since midnight, ascending. */
function rangesOn(h: OpeningHours, day: WallClock): Array<[number, number]> {
  const date = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  const list = h.holidays.includes(date)
    ? h.holidayHours
    : h[WEEKDAYS[new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()]];
  return list
    .map((r): [number, number] => [minutesOf(r.slice(0, 5)), minutesOf(r.slice(6))])
    .sort((a, b) => a[0] - b[0]);
}

/** The instant of a local day's minute (1440: the next midnight). */
function localInstant(day: WallClock, minutes: number, zone: string): number {
  return new TZDate(day.year, day.month - 1, day.day, 0, minutes, zone).getTime();
}

/** Whether the car park opens at all on the local day of `instant`. */
export function isOpenDay(h: OpeningHours | undefined, instant: Date, zone: string): boolean {
  return !h || rangesOn(h, wallClock(startOfDayInZone(instant, zone), zone)).length > 0;
}

/**
 * Whether a period may be booked under the opening hours. Steps shorter than a day: the car
 * park is open during the whole period (intervals that meet, e.g. 18:00-24:00 and 00:00-02:00,
 * join). A day ticket: its day has opening hours. Longer permits are not bound to the hours.
 */
export function periodIsOpen(
  h: OpeningHours | undefined,
  start: Date,
  end: Date,
  stepDuration: number,
  zone: string,
): boolean {
  if (!h || stepDuration > DAY) return true;
  if (stepDuration === DAY) return isOpenDay(h, start, zone);
  const endMs = end.getTime();
  let t = start.getTime();
  // Each round moves to the end of an open interval: a 12-hour period needs two or three.
  for (let round = 0; t < endMs; round++) {
    if (round > 1000) return false;
    const w = wallClock(t, zone);
    const minute = w.hour * 60 + w.minute;
    const open = rangesOn(h, w).find(([a, b]) => a <= minute && minute < b);
    if (!open) return false;
    t = localInstant(w, open[1], zone);
  }
  return true;
}

/** The closed stretches within [from, to) (none without opening hours). */
export function closedIntervals(
  h: OpeningHours | undefined,
  from: Date,
  to: Date,
  zone: string,
): Array<{ from: Date; to: Date }> {
  if (!h) return [];
  const out: Array<{ from: Date; to: Date }> = [];
  const toMs = to.getTime();
  let cursor = from.getTime();
  const push = (a: number, b: number) => {
    if (b > a) out.push({ from: new Date(a), to: new Date(b) });
  };
  for (let day = startOfDayInZone(from, zone); day.getTime() < toMs; day = addDuration(day, DAY, zone)) {
    const w = wallClock(day, zone);
    for (const [a, b] of rangesOn(h, w)) {
      const s = localInstant(w, a, zone);
      const e = localInstant(w, b, zone);
      if (e <= cursor) continue;
      if (s > cursor) push(cursor, Math.min(s, toMs));
      cursor = Math.max(cursor, e);
      if (cursor >= toMs) return out;
    }
  }
  push(cursor, toMs);
  return out;
}

/**
 * Whether the car park is open at `now`, and when that changes next (ADR 050): the home page's
 * "open · until 22:00" or "closed · opens Mo 7:00". `changesAt` null: no change within a week
 * (around the clock, or closed for longer). Without opening hours: open, no change.
 */
export function openingStatus(
  h: OpeningHours | undefined,
  now: Date,
  zone: string,
): { open: boolean; changesAt: Date | null } {
  const horizon = new Date(now.getTime() + 8 * DAY * 1000);
  const closed = closedIntervals(h, now, horizon, zone);
  const first = closed[0];
  if (!first) return { open: true, changesAt: null };
  if (first.from.getTime() > now.getTime()) return { open: true, changesAt: first.from };
  return { open: false, changesAt: first.to.getTime() < horizon.getTime() ? first.to : null };
}
