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

/**
 * Several lines of one VAT rate on one invoice (a company's monthly invoice): the group is
 * split as one price (`splitGross` of the sum, as a bill would be), and its net is shared out
 * over the lines by the largest remainder, so each line's net is within a cent of its own
 * share and the lines add up to the group's net exactly (EN 16931 BR-S-08).
 */
export function splitGrossLines(
  grossCents: readonly number[],
  vatRateBasisPoints: number,
): { netCents: number; vatCents: number; lineNetCents: number[] } {
  const total = grossCents.reduce((s, g) => s + g, 0);
  const { netCents, vatCents } = splitGross(total, vatRateBasisPoints);
  const divisor = 10_000 + vatRateBasisPoints;
  const floors = grossCents.map((g) => {
    splitGross(g, vatRateBasisPoints); // the same checks of each line
    return Math.floor((g * 10_000) / divisor);
  });
  const remainders = grossCents.map((g, i) => ({ i, r: g * 10_000 - floors[i] * divisor }));
  let left = netCents - floors.reduce((s, f) => s + f, 0);
  const lineNetCents = [...floors];
  // Largest remainder first; ties by position, so the result never depends on the sort's whims.
  for (const { i } of remainders.sort((a, b) => b.r - a.r || a.i - b.i)) {
    if (left <= 0) break;
    lineNetCents[i] += 1;
    left -= 1;
  }
  return { netCents, vatCents, lineNetCents };
}
