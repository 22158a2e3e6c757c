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

/** Steps charged at one price within a period of the tariff (`count` × `unitCents`). */
export interface PriceItem {
  count: number;
  unitCents: number;
}

/**
 * One stretch of a priced period that the daily cap applies to on its own: the `firstStep`-th up
 * to (not including) the `firstStep + steps`-th step. Without a daily cap the whole period is one.
 */
export interface PricePeriod {
  /** Steps before this stretch (0 for the first). */
  firstStep: number;
  steps: number;
  items: PriceItem[];
  /** The steps' price before the cap. */
  rawCents: number;
  /** What the stretch costs: rawCents, or the daily cap when that is lower. */
  cents: number;
  capped: boolean;
}

/**
 * How `slotCount` steps of `stepDuration` seconds are priced: each started 24 h of the period is
 * one stretch costing at most dailyCap (sub-day steps only); the first step's price sits in the
 * first. The figures a driver is shown (pay by plate, ADR 042) and the price are this one
 * computation.
 */
export function priceBreakdown(tariff: Tariff, slotCount: number, stepDuration: number): PricePeriod[] {
  if (slotCount <= 0) return [];
  const first = tariff.firstStepPrice ?? tariff.pricePerStep;
  const stepsPerDay = Math.floor(DAY / stepDuration);
  const cap = tariff.dailyCap !== undefined && stepsPerDay > 1 ? tariff.dailyCap : undefined;
  const per = cap === undefined ? slotCount : stepsPerDay;
  const periods: PricePeriod[] = [];
  for (let done = 0; done < slotCount; done += per) {
    const n = Math.min(per, slotCount - done);
    const items: PriceItem[] =
      done === 0 && first !== tariff.pricePerStep
        ? [
            { count: 1, unitCents: first },
            ...(n > 1 ? [{ count: n - 1, unitCents: tariff.pricePerStep }] : []),
          ]
        : [{ count: n, unitCents: tariff.pricePerStep }];
    const rawCents = items.reduce((sum, i) => sum + i.count * i.unitCents, 0);
    const cents = cap === undefined ? rawCents : Math.min(rawCents, cap);
    periods.push({ firstStep: done, steps: n, items, rawCents, cents, capped: cents < rawCents });
  }
  return periods;
}

/** Price in cents of `slotCount` steps of `stepDuration` seconds (the sum of priceBreakdown). */
export function computePrice(tariff: Tariff, slotCount: number, stepDuration: number): number {
  return priceBreakdown(tariff, slotCount, stepDuration).reduce((sum, p) => sum + p.cents, 0);
}
