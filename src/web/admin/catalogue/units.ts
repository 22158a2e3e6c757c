/**
 * Euros as the operator types them ("2,50", "2.50", "1.234,50", "3 €") → integer cents;
 * undefined for an empty field, NaN for anything else.
 */
export function parseEuroCents(text: string): number | undefined {
  const s = text.replace(/[\s€]/g, '');
  if (s === '') return undefined;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  // The later of ',' and '.' is the decimal separator when 1 or 2 digits follow it; the other
  // one groups thousands.
  const sep = lastComma > lastDot ? ',' : '.';
  const at = Math.max(lastComma, lastDot);
  let whole = s;
  let frac = '';
  if (at >= 0 && s.length - at - 1 <= 2 && s.length - at - 1 >= 1) {
    whole = s.slice(0, at);
    frac = s.slice(at + 1);
  }
  whole = whole.replace(sep === ',' ? /\./g : /,/g, '');
  if (!/^\d+$/.test(whole || '0') || !/^\d{0,2}$/.test(frac)) return NaN;
  return Number(whole || '0') * 100 + Number(frac.padEnd(2, '0') || '0');
}

/** Cents as German/English euros for an input field ("2,50" / "2.50"). */
export function centsToEuroText(cents: number | undefined, language: string): string {
  if (cents === undefined) return '';
  const s = (cents / 100).toFixed(2);
  return language === 'de' || language === 'ch' ? s.replace('.', ',') : s;
}

export const DURATION_UNITS = { minutes: 60, hours: 3600, days: 86400 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** Seconds in the largest unit that divides them (a day ticket shows "1 days", not "86400"). */
export function splitSeconds(seconds: number): { value: number; unit: DurationUnit } {
  if (seconds % 86400 === 0) return { value: seconds / 86400, unit: 'days' };
  if (seconds % 3600 === 0) return { value: seconds / 3600, unit: 'hours' };
  return { value: seconds / 60, unit: 'minutes' };
}
