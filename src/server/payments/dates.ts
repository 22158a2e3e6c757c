/** Calendar dates (bank and bill dates) are YYYY-MM-DD in the shop's time zone. */
export { isoDateIn as localIsoDate } from '../../shared/domain/wall-clock';

/** "2026-11-20" + 14 -> "2026-12-04" (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
