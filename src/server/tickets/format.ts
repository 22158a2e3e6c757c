import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_INFO } from '../../shared/i18n/languages';

/**
 * Formatting happens only at the edge (PDF, mail), in the booking's language and the shop's
 * time zone, with the same locales the client uses (shared/i18n/languages.ts).
 */
function locale(language: string): string {
  return LANGUAGE_INFO[isLanguageCode(language) ? language : DEFAULT_LANGUAGE].locale;
}

/** "21.11.2026, 14:00" (de), "21 Nov 2026, 2:00 pm" (en), in the shop's zone. */
export function formatDateTime(instant: Date, zone: string, language: string = DEFAULT_LANGUAGE): string {
  const info = LANGUAGE_INFO[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
  return new Intl.DateTimeFormat(info.locale, {
    timeZone: zone,
    day: '2-digit',
    month: info.hour12 ? 'short' : '2-digit',
    year: 'numeric',
    hour: info.hour12 ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: info.hour12 ? 'h12' : 'h23',
  }).format(instant);
}

/** 1250 -> "12,50 €" (de), "€12.50" (en), "EUR 12.50" (ch). */
export function formatEuro(cents: number, language: string = DEFAULT_LANGUAGE): string {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
