import { languageInfo, localeOf, uses12Hour } from '../../shared/i18n/languages';
import {
  isoDateIn as dayKey,
  screenDateTime,
  wallClock as zonedParts,
  type WallClock,
} from '../../shared/domain/wall-clock';

/**
 * Where the screens turn prices, dates and times into text, per shop language with Intl:
 * 12,50 € (de), €12.50 (en), € 12,50 (nl), 12,50 EUR (ro), EUR 12.50 (ch); English reads a
 * 12-hour clock with AM/PM, the others 24 hours. Instants are read in the shop's zone by the
 * shop's one wall clock (shared/domain/wall-clock.ts), which the server's PDFs, mails and
 * exports use too.
 */
export { localeOf, uses12Hour } from '../../shared/i18n/languages';
export { formatPrice } from './price';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

/** "29.03.2026, 14:00" (de), "29 Mar 2026, 2:00 PM" (en) in the shop's zone. */
export function formatDateTime(instant: Date | string, language: string, zone: string): string {
  return screenDateTime(instant, language, zone, 'dateTime');
}

/** "29.03.2026" in the shop's zone. */
export function formatDate(instant: Date | string, language: string, zone: string): string {
  return screenDateTime(instant, language, zone, 'date');
}

/** "14:00" (de), "2:00 PM" (en) in the shop's zone. */
export function formatTime(instant: Date | string, language: string, zone: string): string {
  return screenDateTime(instant, language, zone, 'time');
}

/** "Sonntag, 29. März 2026": the accessible name of a calendar day. */
export function formatLongDate(instant: Date | string | number, language: string, zone: string): string {
  return screenDateTime(instant, language, zone, 'longDate');
}

/** An hour of the day (0-23) as read in a language: "14" (de), "2 PM" (en). */
export function formatHour(hour: number, language: string): string {
  if (!uses12Hour(language)) return String(hour).padStart(2, '0');
  return screenDateTime(Date.UTC(2024, 0, 1, hour), language, 'UTC', 'hour');
}

/** Whole-day periods show dates only; shorter ones date and time. */
export function formatInstant(
  instant: Date | string,
  language: string,
  zone: string,
  dateOnly: boolean,
): string {
  return dateOnly ? formatDate(instant, language, zone) : formatDateTime(instant, language, zone);
}

/**
 * A day as the period screen reads it (issue 19): "Sa 28.11." (de), "Sat 28 Nov" (en), with the
 * year only when it is not the year of `now` ("Sa 02.01.2027"). The weekday is what a driver
 * plans by; the current year is noise on a phone.
 */
export function formatDay(instant: Date | string, language: string, zone: string, now: Date): string {
  const { locale, hour12 } = languageInfo(language);
  const date = new Date(instant);
  const withYear = zonedParts(date, zone).year !== zonedParts(now, zone).year;
  const weekday = cached(
    `pw|${locale}|${zone}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: zone }),
  )
    .format(date)
    .replace(/\.$/, '');
  const day = cached(
    `pd|${locale}|${zone}|${withYear}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: zone,
        // English reads "28 Nov"; the others their numeric day and month ("28.11.", "28-11").
        ...(hour12 ? { day: 'numeric', month: 'short' } : { day: '2-digit', month: '2-digit' }),
        ...(withYear ? { year: 'numeric' } : {}),
      }),
  ).format(date);
  return `${weekday} ${day}`;
}

/** "0:00", "14:05" (de), "2:05 PM" (en): a time of day without a leading zero. */
export function formatClock(instant: Date | string, language: string, zone: string): string {
  const { locale, hour12 } = languageInfo(language);
  const f = cached(
    `pc|${locale}|${zone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: zone,
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: hour12 ? 'h12' : 'h23',
      }),
  );
  return f
    .formatToParts(new Date(instant))
    .map((p) => (p.type === 'dayPeriod' ? p.value.toUpperCase() : p.value))
    .join('');
}

/** "Sa 28.11., 14:00" (or "Sa 28.11." for whole-day steps): one instant of the period screen. */
export function formatMoment(
  instant: Date | string,
  language: string,
  zone: string,
  now: Date,
  dateOnly: boolean,
): string {
  const day = formatDay(instant, language, zone, now);
  return dateOnly ? day : `${day}, ${formatClock(instant, language, zone)}`;
}

/**
 * The booked period on the period screen: "Mi 25.11., 0:00–23:59" (a day ticket, or hours of one
 * day), "Mi 25.11., 22:00 – Do 26.11., 2:00" (hours over midnight), "Mi 25.11. – Do 24.12."
 * (whole days).
 */
export function formatRange(
  start: Date | string,
  end: Date | string,
  language: string,
  zone: string,
  dateOnly: boolean,
  now: Date,
): string {
  if (dayKey(new Date(start), zone) === dayKey(new Date(end), zone)) {
    return `${formatDay(start, language, zone, now)}, ${formatClock(start, language, zone)}–${formatClock(end, language, zone)}`;
  }
  return `${formatMoment(start, language, zone, now, dateOnly)} – ${formatMoment(end, language, zone, now, dateOnly)}`;
}

/** "Mai 2026": the title of a calendar month (month 1-12). */
export function formatMonth(year: number, month: number, language: string): string {
  const locale = localeOf(language);
  return cached(
    `m|${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(Date.UTC(year, month - 1, 1));
}

/** Short and long weekday names, Monday first. */
export function weekdayNames(language: string): Array<{ short: string; long: string }> {
  const locale = localeOf(language);
  const short = cached(
    `ws|${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
  );
  const long = cached(
    `wl|${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
  );
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = Date.UTC(2024, 0, 1 + i);
    return { short: short.format(d), long: long.format(d) };
  });
}

/** Calendar parts of an instant in a zone (month 1-12). */
export type ZonedParts = WallClock;
export { wallClock as zonedParts, isoDateIn as dayKey } from '../../shared/domain/wall-clock';

/** A country's name in a language ("Niederlande" in de, "Netherlands" in en), from its ISO code. */
export function formatCountry(code: string, language: string): string {
  const locale = localeOf(language);
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
const regionNames = new Map<string, Intl.DisplayNames>();
