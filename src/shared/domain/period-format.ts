import { languageInfo } from '../i18n/languages';
import { isoDateIn as dayKey, wallClock as zonedParts } from './wall-clock';

/**
 * How a booked period is written wherever a driver reads it (ADR 040, ADR 054): the period
 * screen and its pickers, the data step and confirmation, the ticket page, the portal's cards,
 * and the server's ticket PDF and mail. Weekday first, the year only when it is not the
 * reference's, times without a leading zero. Apart from the screens' format.ts, so the landing
 * page's bundle does not carry them.
 */

const cache = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/**
 * A day as the period screen reads it: "Sa 28.11." (de), "Sat 28 Nov" (en), with the
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
