import { z } from 'zod';
import { cents } from '../schemas/common';
import { DAY } from './time';

/**
 * Tariff of a template, in cents (documented in docs/shop-config.md):
 * - pricePerStep: every step
 * - firstStepPrice: the first step instead of pricePerStep (optional)
 * - dailyCap: at most this much per started 24 h of the period (sub-day steps only; optional)
 */
export const tariffSchema = z.object({
  pricePerStep: cents,
  firstStepPrice: cents.optional(),
  dailyCap: cents.optional(),
});
export type Tariff = z.infer<typeof tariffSchema>;

/** Price in cents of `slotCount` steps of `stepDuration` seconds. */
export function computePrice(tariff: Tariff, slotCount: number, stepDuration: number): number {
  if (slotCount <= 0) return 0;
  const first = tariff.firstStepPrice ?? tariff.pricePerStep;
  const stepsPerDay = Math.floor(DAY / stepDuration);
  if (tariff.dailyCap === undefined || stepsPerDay <= 1) {
    return first + (slotCount - 1) * tariff.pricePerStep;
  }
  // Each started 24 h of the period costs at most dailyCap; the first step's price sits in day 1.
  let total = 0;
  for (let done = 0; done < slotCount; done += stepsPerDay) {
    const n = Math.min(stepsPerDay, slotCount - done);
    const raw = done === 0 ? first + (n - 1) * tariff.pricePerStep : n * tariff.pricePerStep;
    total += Math.min(raw, tariff.dailyCap);
  }
  return total;
}
