import { DEFAULT_LANGUAGE, localeOf } from '../../shared/i18n/languages';
import { formatRange } from '../../shared/domain/period-format';

/**
 * Formatting happens only at the edge (PDF, mail), in the booking's language and the shop's
 * time zone, with the same locales the client uses (shared/i18n/languages.ts). Dates and times:
 * shared/domain/wall-clock.ts.
 */
export { documentDateTime as formatDateTime } from '../../shared/domain/wall-clock';

/**
 * A booked period as the screens write it (ADR 054): "Sa 28.11., 0:00–23:59" (de), "Sat 28 Nov,
 * 12:00 AM–11:59 PM" (en), across days "Sa 28.11., 10:00 – Mo 28.12., 23:59". The year appears
 * when it is not the year the booking was made in, so a saved ticket reads the same every year.
 */
export function formatPeriod(
  start: Date | string,
  end: Date | string,
  zone: string,
  language: string = DEFAULT_LANGUAGE,
  bookedAt: Date,
): string {
  return formatRange(start, end, language, zone, false, bookedAt);
}

/** 1250 -> "12,50 €" (de), "€12.50" (en), "EUR 12.50" (ch). */
export function formatEuro(cents: number, language: string = DEFAULT_LANGUAGE): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}
