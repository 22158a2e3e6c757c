import { DEFAULT_LANGUAGE, languageInfo as info, localeOf } from '../i18n/languages';

/**
 * The shop's wall clock: every instant that becomes text (screens, PDFs, mails, CSV, the barrier
 * display) is read in the shop's time zone here, in the shop language's locale. Texts are pinned
 * by tests (tickets, bills, mails, exports), so each style keeps the exact Intl options it was
 * written with; what they share is the locale choice, the formatter cache and the zone reading.
 * Only Intl: a time-zone library would cost the client's bundles more than it saves.
 */

type Instant = Date | string | number;

// Building an Intl.DateTimeFormat costs far more than using one; lists and exports format
// thousands of instants.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** Calendar parts of an instant in a zone (month 1-12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The zone's UTC offset (ms) per quarter hour: time zones change their offset only on those. */
const offsets = new Map<string, number>();
const QUARTER = 900_000;

function offsetAt(ms: number, zone: string): number {
  const key = `${zone}|${Math.floor(ms / QUARTER)}`;
  let off = offsets.get(key);
  if (off === undefined) {
    const f = formatter(`parts|${zone}`, 'en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const start = Math.floor(ms / QUARTER) * QUARTER;
    const p: Record<string, number> = {};
    for (const part of f.formatToParts(start)) p[part.type] = Number(part.value);
    off = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute) - start;
    // An export spans at most a year (35,000 quarter hours); keep the cache bounded anyway.
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, off);
  }
  return off;
}

/**
 * The wall clock in `zone` at an instant. The offset comes from Intl once per quarter hour: an
 * Intl call (or a TZDate) per value made a 100,000-row export CPU-bound.
 */
export function wallClock(instant: Date | number, zone: string): WallClock {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const l = new Date(ms + offsetAt(ms, zone));
  return {
    year: l.getUTCFullYear(),
    month: l.getUTCMonth() + 1,
    day: l.getUTCDate(),
    hour: l.getUTCHours(),
    minute: l.getUTCMinutes(),
  };
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** "2026-03-29": the calendar day of an instant in a zone (bank and bill dates; a sortable key). */
export function isoDateIn(instant: Date | number, zone: string): string {
  const c = wallClock(instant, zone);
  return `${c.year}-${two(c.month)}-${two(c.day)}`;
}

/** "20.11.2026 10:30", as a German spreadsheet reads a date and time (exports). */
export function numericDateTime(instant: Date | number, zone: string): string {
  const c = wallClock(instant, zone);
  return `${two(c.day)}.${two(c.month)}.${c.year} ${two(c.hour)}:${two(c.minute)}`;
}

/**
 * "21.11.2026, 14:00" (de), "21 Nov 2026, 2:00 pm" (en), "21-11-2026, 14:00" (nl): the date and
 * time printed on tickets, bills and mails.
 */
export function documentDateTime(
  instant: Instant,
  zone: string,
  language: string = DEFAULT_LANGUAGE,
): string {
  const { locale, hour12 } = info(language);
  return formatter(`doc|${locale}|${hour12}|${zone}`, locale, {
    timeZone: zone,
    day: '2-digit',
    month: hour12 ? 'short' : '2-digit',
    year: 'numeric',
    hour: hour12 ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: hour12 ? 'h12' : 'h23',
  }).format(new Date(instant));
}

/**
 * The barrier display's time: "14:35" today, "21.11. 14:35" on another day than `now` (in the
 * zone). Always 24 hours: a two-line LED display has no room for AM/PM.
 */
export function barrierTime(instant: Date, zone: string, language: string, now: Date): string {
  const locale = localeOf(language);
  const time = formatter(`bt|${locale}|${zone}`, locale, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(instant);
  if (isoDateIn(instant, zone) === isoDateIn(now, zone)) return time;
  const date = formatter(`bd|${locale}|${zone}`, locale, {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
  }).format(instant);
  return `${date} ${time}`;
}

/** The styles of the shop's screens. */
export type ScreenStyle = 'dateTime' | 'date' | 'time' | 'longDate' | 'hour';
const SCREEN_STYLES: Record<ScreenStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { hour: '2-digit', minute: '2-digit' },
  longDate: { dateStyle: 'full' },
  hour: { hour: 'numeric' },
};

/**
 * An instant on the shop's screens: "29.03.2026, 14:05" (de) and "29 Mar 2026, 2:05 PM" (en) as
 * `dateTime`, "29.03.2026" as `date`, "14:05" / "2:05 PM" as `time`, "Sonntag, 29. März 2026" as
 * `longDate` (a calendar day's accessible name), "2 PM" as `hour`.
 */
export function screenDateTime(instant: Instant, language: string, zone: string, style: ScreenStyle): string {
  const { locale, hour12 } = info(language);
  const hasTime = style !== 'date' && style !== 'longDate';
  const opts: Intl.DateTimeFormatOptions = { timeZone: zone, ...SCREEN_STYLES[style] };
  if (hasTime) {
    opts.hourCycle = hour12 ? 'h12' : 'h23';
    // A 12-hour clock reads "2:05 PM", not "02:05 PM"; the date styles would pad the hour.
    if (hour12 && style === 'dateTime') {
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
    if (hour12 && style === 'time') opts.hour = 'numeric';
  }
  const f = formatter(`s|${style}|${locale}|${hour12}|${zone}`, locale, opts);
  const date = new Date(instant);
  if (!hasTime || !hour12) return f.format(date);
  // British English writes "pm"; the shop's screens show the common upper-case AM/PM.
  return f
    .formatToParts(date)
    .map((p) => (p.type === 'dayPeriod' ? p.value.toUpperCase() : p.value))
    .join('');
}
