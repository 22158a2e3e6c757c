/**
 * Money leaves the shop as decimal text only at the edge (provider APIs, bank file). Integer
 * arithmetic on cents, never `cents / 100`, so 1999 is "19.99" and not 19.990000000000002.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`);
  const euros = Math.floor(cents / 100);
  const rest = cents - euros * 100;
  return `${euros}.${rest < 10 ? '0' : ''}${rest}`;
}

/**
 * For APIs that take a JSON number of major units (SumUp): the double nearest to the decimal
 * text, which JSON writes back as exactly that text (19.99, 0.01, 1000).
 */
export function centsToMajorUnits(cents: number): number {
  return Number(centsToDecimal(cents));
}

/** "19.99", "19.9", "19", 19.99 -> 1999; anything else (more decimals, negative, junk) -> null. */
export function decimalToCents(value: string | number | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
