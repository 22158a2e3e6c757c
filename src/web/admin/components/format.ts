/**
 * The back office's formatters. Dates follow German or British English conventions only: the
 * grids' column widths were made for these two.
 */

function dateLocale(language: string): string {
  return language === 'en' ? 'en-GB' : 'de-DE';
}

const DAY_AND_MINUTE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * An instant as an operator reads it: "27.11.2026 14:05" (en "27/11/2026 14:05"), the year in
 * full and no seconds, in logs, lists and a booking's period alike. Seconds and a two-digit
 * year ("27.11.26, 14:05:33") were noise an operator had to read past.
 */
export function formatInstant(iso: string, language: string): string {
  return new Date(iso).toLocaleString(dateLocale(language), DAY_AND_MINUTE).replace(', ', ' ');
}

/** The same as formatInstant (stays, decisions, a booking's start or end). */
export function formatMinute(iso: string, language: string): string {
  return formatInstant(iso, language);
}

/** A time of day to the minute, for an end within the next hour (a lock's end). */
export function formatClock(iso: string, language: string): string {
  return new Date(iso).toLocaleTimeString(dateLocale(language), { hour: '2-digit', minute: '2-digit' });
}

/** A calendar day (`2026-11-20`); noon UTC, so no time zone moves it to the day before. */
export function formatDay(day: string, language: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(dateLocale(language));
}

/** A period between two instants, each to the minute; an open end is a dash. */
export function formatPeriod(fromIso: string, toIso: string | null, language: string): string {
  return `${formatMinute(fromIso, language)} – ${toIso ? formatMinute(toIso, language) : '–'}`;
}

/**
 * Cents as euros: `language` in the operator's language; `de-or-en` in German, or Irish English
 * for an English operator (what the payments screens have always shown, whatever the language).
 */
export function formatMoney(
  cents: number,
  language: string,
  style: 'language' | 'de-or-en' = 'language',
): string {
  const locale =
    style === 'de-or-en'
      ? language === 'en'
        ? 'en-IE'
        : 'de-DE'
      : language === 'en'
        ? 'en-GB'
        : language === 'ch'
          ? 'de-CH'
          : language;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
