/** Formatting happens only at the edge (PDF, mail): de-DE style, in the shop's time zone. */
export function formatDateTime(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

/** 1250 -> "12,50 €" (with a no-break space, as de-DE writes it). */
export function formatEuro(cents: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
