/**
 * Net and VAT of a gross price (prices include VAT), in integer cents:
 *   net = gross * 10000 / (10000 + rate), rounded half up to the cent; vat = gross - net.
 * So net + vat is always exactly the price paid, and no float is involved (ADR 005).
 */
export function splitGross(
  grossCents: number,
  vatRateBasisPoints: number,
): { netCents: number; vatCents: number } {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError(`bad gross ${grossCents}`);
  if (!Number.isSafeInteger(vatRateBasisPoints) || vatRateBasisPoints < 0) {
    throw new RangeError(`bad VAT rate ${vatRateBasisPoints}`);
  }
  const divisor = 10_000 + vatRateBasisPoints;
  // floor((2 * gross * 10000 + divisor) / (2 * divisor)) is gross * 10000 / divisor rounded half up.
  const netCents = Math.floor((2 * grossCents * 10_000 + divisor) / (2 * divisor));
  return { netCents, vatCents: grossCents - netCents };
}

/** 19 (percent, at most two decimals) -> 1900 basis points. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** The bill number as printed: at least six digits. */
export function formatBillNumber(n: number): string {
  return String(n).padStart(6, '0');
}
