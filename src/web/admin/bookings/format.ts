/** A `datetime-local` value (the browser's zone) of an instant. */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "12,50" or "12.50" as cents; null when it is not an amount with at most two decimals. */
export function parseEuros(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Cents as the refund field's text ("12,50" in German, "12.50" otherwise). */
export function centsToInput(cents: number, language: string): string {
  const s = (cents / 100).toFixed(2);
  return language === 'en' ? s : s.replace('.', ',');
}
