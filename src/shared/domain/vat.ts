/**
 * Net and VAT of a gross price (prices include VAT), in integer cents:
 *   net = gross * 10000 / (10000 + rate), rounded half up to the cent; vat = gross - net.
 * So net + vat is always exactly the price paid, and no float is involved (ADR 005). Bills,
 * credit notes, the portal's bill view and the test seeds all split through here, so a bill and
 * its credit note can never round apart.
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

/**
 * 19 (percent, at most two decimals) -> 1900 basis points. Rounded because 8.1 * 100 is
 * 809.9999… in floating point; the shop config refuses a third decimal.
 */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
