import { DEFAULT_LANGUAGE, LANGUAGE_INFO, isLanguageCode } from '../../shared/i18n/languages';

/**
 * The one place where prices, dates and times become text, per shop language with Intl:
 * 12,50 € (de), €12.50 (en), € 12,50 (nl), 12,50 EUR (ro), EUR 12.50 (ch); English reads a
 * 12-hour clock with AM/PM, the others 24 hours. All instants are shown in the shop's zone.
 */
function info(language: string) {
  return LANGUAGE_INFO[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
}

/** BCP 47 locale used for numbers and dates of a shop language. */
export function localeOf(language: string): string {
  return info(language).locale;
}

/** Whether a language reads times on a 12-hour clock (AM/PM). */
export function uses12Hour(language: string): boolean {
  return info(language).hour12;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

/** Cents to a localised EUR amount: 1250 -> "12,50 €" in de, "€12.50" in en. */
export function formatPrice(cents: number, language: string): string {
  const locale = localeOf(language);
  return cached(
    `p|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
  ).format(cents / 100);
}

type Kind = 'dt' | 'd' | 't' | 'full' | 'h';
const KINDS: Record<Kind, Intl.DateTimeFormatOptions> = {
  dt: { dateStyle: 'medium', timeStyle: 'short' },
  d: { dateStyle: 'medium' },
  t: { hour: '2-digit', minute: '2-digit' },
  full: { dateStyle: 'full' },
  h: { hour: 'numeric' },
};

function format(instant: Date | string | number, language: string, zone: string, kind: Kind): string {
  const { locale, hour12 } = info(language);
  const hasTime = kind !== 'd' && kind !== 'full';
  const opts: Intl.DateTimeFormatOptions = { timeZone: zone, ...KINDS[kind] };
  if (hasTime) {
    opts.hourCycle = hour12 ? 'h12' : 'h23';
    // A 12-hour clock reads "2:05 PM", not "02:05 PM"; the date styles would pad the hour.
    if (hour12 && kind === 'dt') {
      delete opts.dateStyle;
      delete opts.timeStyle;
      Object.assign(opts, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
    }
    if (hour12 && kind === 't') opts.hour = 'numeric';
  }
  const f = cached(`d|${kind}|${language}|${zone}`, () => new Intl.DateTimeFormat(locale, opts));
  const date = new Date(instant);
  if (!hasTime || !hour12) return f.format(date);
  // British English writes "pm"; the shop shows the common upper-case AM/PM.
  return f
    .formatToParts(date)
    .map((p) => (p.type === 'dayPeriod' ? p.value.toUpperCase() : p.value))
    .join('');
}

/** "29.03.2026, 14:00" (de), "29 Mar 2026, 2:00 PM" (en) in the shop's zone. */
export function formatDateTime(instant: Date | string, language: string, zone: string): string {
  return format(instant, language, zone, 'dt');
}

/** "29.03.2026" in the shop's zone. */
export function formatDate(instant: Date | string, language: string, zone: string): string {
  return format(instant, language, zone, 'd');
}

/** "14:00" (de), "2:00 PM" (en) in the shop's zone. */
export function formatTime(instant: Date | string, language: string, zone: string): string {
  return format(instant, language, zone, 't');
}

/** "Sonntag, 29. März 2026": the accessible name of a calendar day. */
export function formatLongDate(instant: Date | string | number, language: string, zone: string): string {
  return format(instant, language, zone, 'full');
}

/** An hour of the day (0-23) as read in a language: "14" (de), "2 PM" (en). */
export function formatHour(hour: number, language: string): string {
  if (!uses12Hour(language)) return String(hour).padStart(2, '0');
  return format(Date.UTC(2024, 0, 1, hour), language, 'UTC', 'h');
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

export function formatRange(
  start: Date | string,
  end: Date | string,
  language: string,
  zone: string,
  dateOnly: boolean,
): string {
  return `${formatInstant(start, language, zone, dateOnly)} – ${formatInstant(end, language, zone, dateOnly)}`;
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
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function zonedParts(instant: Date, zone: string): ZonedParts {
  const f = cached(
    `parts|${zone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      }),
  ) as Intl.DateTimeFormat;
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year, month: out.month, day: out.day, hour: out.hour % 24, minute: out.minute };
}

/** "2026-03-29": the day of an instant in a zone, as a sortable key. */
export function dayKey(instant: Date, zone: string): string {
  const p = zonedParts(instant, zone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

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
