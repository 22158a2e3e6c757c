/**
 * Plain calendar dates as 'YYYY-MM-DD' keys. Arithmetic runs in UTC, so it never meets a DST
 * change; the shop's zone only matters when an instant is turned into its key (format.dayKey).
 */
export function keyOf(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseKey(key: string): { year: number; month: number; day: number } {
  const [year, month, day] = key.split('-').map(Number);
  return { year, month, day };
}

export function utcOfKey(key: string): number {
  const { year, month, day } = parseKey(key);
  return Date.UTC(year, month - 1, day);
}

export function addDaysToKey(key: string, days: number): string {
  const d = new Date(utcOfKey(key) + days * 86_400_000);
  return keyOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export interface MonthRef {
  year: number;
  month: number;
}

export function addMonths(m: MonthRef, n: number): MonthRef {
  const idx = m.year * 12 + (m.month - 1) + n;
  return { year: Math.floor(idx / 12), month: (idx % 12) + 1 };
}

export function compareMonths(a: MonthRef, b: MonthRef): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function monthOfKey(key: string): MonthRef {
  const { year, month } = parseKey(key);
  return { year, month };
}

/** Weeks of a month, Monday first; null pads the days of other months. */
export function monthWeeks({ year, month }: MonthRef): (string | null)[][] {
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(keyOf(year, month, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
