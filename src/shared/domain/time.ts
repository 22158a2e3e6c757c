import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, startOfDay } from 'date-fns';

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';
export const DAY = 86_400;

/** True when `seconds` is a whole number of days: such durations are calendar days in the zone. */
export function isWholeDays(seconds: number): boolean {
  return seconds >= DAY && seconds % DAY === 0;
}

/** Local midnight (in `zone`) of the day that contains `instant`. */
export function startOfDayInZone(instant: Date, zone: string): Date {
  return new Date(startOfDay(new TZDate(instant.getTime(), zone)).getTime());
}

/**
 * Adds a duration. Whole days are added as calendar days in `zone` (so a day across the
 * spring DST change is 23 h long), anything shorter as exact elapsed seconds.
 */
export function addDuration(instant: Date, seconds: number, zone: string): Date {
  if (isWholeDays(seconds)) {
    return new Date(addDays(new TZDate(instant.getTime(), zone), seconds / DAY).getTime());
  }
  return new Date(instant.getTime() + seconds * 1000);
}

/** Calendar days from `a` to `b` as seen in `zone`. */
export function calendarDaysBetween(a: Date, b: Date, zone: string): number {
  return differenceInCalendarDays(new TZDate(b.getTime(), zone), new TZDate(a.getTime(), zone));
}

/** True when `instant` is exactly local midnight in `zone`. */
export function isLocalMidnight(instant: Date, zone: string): boolean {
  return startOfDayInZone(instant, zone).getTime() === instant.getTime();
}

/** Throws on an unknown IANA zone name; used when the shop config is loaded. */
export function assertTimeZone(zone: string): void {
  new Intl.DateTimeFormat('en', { timeZone: zone });
}
