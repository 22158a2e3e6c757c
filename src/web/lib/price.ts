import { localeOf } from '../../shared/i18n/languages';

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
