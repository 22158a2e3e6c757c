import { DEFAULT_LANGUAGE, localeOf } from '../../shared/i18n/languages';

/**
 * Formatting happens only at the edge (PDF, mail), in the booking's language and the shop's
 * time zone, with the same locales the client uses (shared/i18n/languages.ts). Dates and times:
 * shared/domain/wall-clock.ts.
 */
export { documentDateTime as formatDateTime } from '../../shared/domain/wall-clock';

/** 1250 -> "12,50 €" (de), "€12.50" (en), "EUR 12.50" (ch). */
export function formatEuro(cents: number, language: string = DEFAULT_LANGUAGE): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}
