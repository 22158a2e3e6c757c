import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentToBasisPoints, splitGross, splitGrossLines } from './vat';

describe('net and VAT from the gross price', () => {
  it.each([
    [1999, 1900, 1680, 319], // 16.798… -> 16.80
    [1190, 1900, 1000, 190],
    [100, 1900, 84, 16], // 0.8403 -> 0.84
    [1, 1900, 1, 0], // 0.0084 rounds up to 1 cent
    [550, 1900, 462, 88], // 4.6218
    [8900, 700, 8318, 582], // 7 %: 83.1775 -> 83.18
    [1200, 700, 1121, 79], // 7 %: 11.2149 -> 11.21 (pinned by the bills API test too)
    [1000, 0, 1000, 0],
    [0, 1900, 0, 0],
    [107, 810, 99, 8], // 8.1 %: 0.98982 -> 0.99
  ])('%i cents at %i bp: net %i, VAT %i', (gross, rate, net, vat) => {
    expect(splitGross(gross, rate)).toEqual({ netCents: net, vatCents: vat });
  });

  it('rounds an exact half cent up', () => {
    // 10 % of 1155: net 1050 exactly; 1 % of 101: net 100 exactly; 100 % of 1: net 0.5 -> 1.
    expect(splitGross(1155, 1000)).toEqual({ netCents: 1050, vatCents: 105 });
    expect(splitGross(1, 10_000)).toEqual({ netCents: 1, vatCents: 0 });
    expect(splitGross(3, 10_000)).toEqual({ netCents: 2, vatCents: 1 });
  });

  it('refuses what is not a price or a rate', () => {
    expect(() => splitGross(-1, 1900)).toThrow(RangeError);
    expect(() => splitGross(1.5, 1900)).toThrow(RangeError);
    expect(() => splitGross(100, -1)).toThrow(RangeError);
    expect(() => splitGross(100, 19.5)).toThrow(RangeError);
  });

  it('always adds up to the gross and rounds the net half up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, rate) => {
          const { netCents, vatCents } = splitGross(gross, rate);
          expect(netCents + vatCents).toBe(gross);
          // |net - exact| <= 0.5 cent, compared in integers.
          const exactTimesDivisor = gross * 10_000;
          const divisor = 10_000 + rate;
          expect(Math.abs(2 * netCents * divisor - 2 * exactTimesDivisor)).toBeLessThanOrEqual(divisor);
        },
      ),
    );
  });

  it('percent with two decimals becomes basis points exactly', () => {
    expect(percentToBasisPoints(19)).toBe(1900);
    expect(percentToBasisPoints(8.1)).toBe(810);
    expect(percentToBasisPoints(7.7)).toBe(770);
    expect(percentToBasisPoints(0)).toBe(0);
  });
});

describe('several lines of one rate', () => {
  it('split as one price, the lines share its net exactly, each within a cent of its own', () => {
    expect(splitGrossLines([1000, 333], 1900)).toEqual({
      netCents: 1120,
      vatCents: 213,
      lineNetCents: [840, 280],
    });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom(0, 700, 1900, 810, 2100),
        (gross, rate) => {
          const r = splitGrossLines(gross, rate);
          const total = gross.reduce((s, g) => s + g, 0);
          expect(r).toMatchObject(splitGross(total, rate));
          expect(r.lineNetCents.reduce((s, n) => s + n, 0)).toBe(r.netCents);
          gross.forEach((g, i) =>
            expect(Math.abs(r.lineNetCents[i] - (g * 10_000) / (10_000 + rate))).toBeLessThan(1),
          );
        },
      ),
    );
  });
});
