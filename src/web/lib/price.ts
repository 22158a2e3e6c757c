import { localeOf } from '../../shared/i18n/languages';
import type { TFunction } from './translator';

// Apart from lib/format: the landing page shows prices only, and the date formatters (with the
// shop's wall clock) would otherwise travel in its first bundle.
const formats = new Map<string, Intl.NumberFormat>();

/** Cents to a localised EUR amount: 1250 -> "12,50 €" in de, "€12.50" in en. */
export function formatPrice(cents: number, language: string): string {
  const locale = localeOf(language);
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formats.set(locale, f);
  }
  return f.format(cents / 100);
}

/**
 * A product's price "from": "ab 3,00 €", and "Kostenlos" for one that costs nothing ("ab 0,00 €"
 * reads as if a price were still to come).
 */
export function priceFromText(t: TFunction, cents: number, language: string): string {
  return cents === 0 ? t('home.free') : t('home.priceFrom', { price: formatPrice(cents, language) });
}
