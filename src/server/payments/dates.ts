/** Calendar dates (bank and bill dates) are YYYY-MM-DD in the shop's time zone. */
export function localIsoDate(instant: Date, zone: string): string {
  // sv-SE writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** "2026-11-20" + 14 -> "2026-12-04" (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
