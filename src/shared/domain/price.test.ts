import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePrice } from './price';
import { DAY } from './time';

const H = 3600;

describe('tariff', () => {
  it('charges the price per step', () => {
    expect(computePrice({ pricePerStep: 1200 }, 1, DAY)).toBe(1200);
    expect(computePrice({ pricePerStep: 250 }, 4, H)).toBe(1000);
  });

  it('charges a different first step (the spec stub: 500, then 400)', () => {
    expect(computePrice({ firstStepPrice: 500, pricePerStep: 400 }, 1, H)).toBe(500);
    expect(computePrice({ firstStepPrice: 500, pricePerStep: 400 }, 5, H)).toBe(2100);
  });

  it('caps each started 24 hours at the daily cap', () => {
    const t = { firstStepPrice: 300, pricePerStep: 250, dailyCap: 1800 };
    expect(computePrice(t, 6, H)).toBe(300 + 5 * 250); // 1550, under the cap
    expect(computePrice(t, 12, H)).toBe(1800); // 3050 capped
    expect(computePrice(t, 24, H)).toBe(1800);
    expect(computePrice(t, 25, H)).toBe(1800 + 250); // the second day starts uncapped
    expect(computePrice(t, 48, H)).toBe(3600);
  });

  it('caps by the day for 15-minute steps too', () => {
    expect(computePrice({ pricePerStep: 100, dailyCap: 2000 }, 96, 15 * 60)).toBe(2000);
    expect(computePrice({ pricePerStep: 100, dailyCap: 2000 }, 97, 15 * 60)).toBe(2100);
  });

  it('ignores the daily cap for day-or-longer steps', () => {
    expect(computePrice({ pricePerStep: 1200, dailyCap: 500 }, 2, DAY)).toBe(2400);
  });

  it('is integer cents, never decreasing with length, and never over the uncapped sum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
        fc.constantFrom(600, 900, 1800, H, 2 * H, 4 * H, 8 * H, 12 * H, DAY),
        fc.integer({ min: 1, max: 200 }),
        (per, first, cap, step, n) => {
          const t = { pricePerStep: per, firstStepPrice: first, dailyCap: cap };
          const p = computePrice(t, n, step);
          expect(Number.isInteger(p)).toBe(true);
          expect(p).toBeGreaterThanOrEqual(computePrice(t, n - 1, step));
          expect(p).toBeLessThanOrEqual(first + (n - 1) * per);
        },
      ),
    );
  });
});
