import type { Language } from '../../shared/schemas/common';

/** BCP 47 locale used for numbers and dates per shop language. */
export const LOCALES: Record<Language, string> = {
  de: 'de-DE',
  en: 'en-GB',
  nl: 'nl-NL',
  ro: 'ro-RO',
  ch: 'de-CH',
};

export function localeOf(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.de;
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

/** Cents to a localised EUR amount: 1250 -> "12,50 €" in de. */
export function formatPrice(cents: number, language: string): string {
  const locale = localeOf(language);
  return cached(`p|${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })).format(
    cents / 100,
  );
}

function dtf(language: string, zone: string, opts: Intl.DateTimeFormatOptions, tag: string): Intl.DateTimeFormat {
  const locale = localeOf(language);
  return cached(`d|${tag}|${locale}|${zone}`, () => new Intl.DateTimeFormat(locale, { timeZone: zone, ...opts }));
}

/** "29.03.2026, 14:00" in the shop's zone. */
export function formatDateTime(instant: Date | string, language: string, zone: string): string {
  return dtf(language, zone, { dateStyle: 'medium', timeStyle: 'short' }, 'dt').format(new Date(instant));
}

/** "29.03.2026" in the shop's zone. */
export function formatDate(instant: Date | string, language: string, zone: string): string {
  return dtf(language, zone, { dateStyle: 'medium' }, 'd').format(new Date(instant));
}

/** "14:00" in the shop's zone. */
export function formatTime(instant: Date | string, language: string, zone: string): string {
  return dtf(language, zone, { hour: '2-digit', minute: '2-digit' }, 't').format(new Date(instant));
}

/** "Sonntag, 29. März 2026": the accessible name of a calendar day. */
export function formatLongDate(instant: Date | string, language: string, zone: string): string {
  return dtf(language, zone, { dateStyle: 'full' }, 'full').format(new Date(instant));
}

/** Whole-day periods show dates only; shorter ones date and time. */
export function formatInstant(instant: Date | string, language: string, zone: string, dateOnly: boolean): string {
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
