import { localeOf } from '../../lib/format';

/**
 * A calendar date (YYYY-MM-DD, as bills and mandates carry it) in the visitor's language. An
 * instant is shown by its UTC date. Anything else is shown as it is.
 */
export function formatIsoDate(value: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}
