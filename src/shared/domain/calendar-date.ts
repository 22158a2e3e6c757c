import { localeOf } from '../i18n/languages';

// Apart from the wall clock: only the portal's screens (and the server) show calendar dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (YYYY-MM-DD, as bills, mandates and due dates carry it) needs no zone:
 * "04.12.2026" (de) / "04/12/2026" (en) as `numeric` (bills, pre-notifications), "4 Dec 2026"
 * (en) as `medium` (the portal). An instant string is read by its UTC date; anything else is
 * given back as it is.
 */
export function calendarDate(value: string, language: string, style: 'numeric' | 'medium'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  const locale = localeOf(language);
  const key = `${style}|${locale}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      style === 'numeric'
        ? { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }
        : { dateStyle: 'medium', timeZone: 'UTC' },
    );
    formatters.set(key, f);
  }
  return f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}
