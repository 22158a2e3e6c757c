import { localeOf, uses12Hour } from '../../shared/i18n/languages';
import { screenDateTime, type WallClock } from '../../shared/domain/wall-clock';

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
