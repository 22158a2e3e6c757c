import { describe, expect, it } from 'vitest';
import { centsToDecimal, centsToMajorUnits, decimalToCents } from './money';

describe('money at the edge', () => {
  it.each([
    [1999, '19.99'],
    [10, '0.10'],
    [1, '0.01'],
    [100, '1.00'],
    [100000, '1000.00'],
    [550, '5.50'],
    [0, '0.00'],
    [123456789, '1234567.89'],
  ])('%i cents are "%s"', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
    expect(decimalToCents(text)).toBe(cents);
  });

  it('writes major units as JSON without float drift', () => {
    expect(JSON.stringify({ amount: centsToMajorUnits(1999) })).toBe('{"amount":19.99}');
    expect(JSON.stringify({ amount: centsToMajorUnits(10) })).toBe('{"amount":0.1}');
    expect(JSON.stringify({ amount: centsToMajorUnits(100000) })).toBe('{"amount":1000}');
    expect(JSON.stringify({ amount: centsToMajorUnits(1) })).toBe('{"amount":0.01}');
    // Every cent amount up to 10 000 € survives the trip through a JSON number.
    for (let c = 0; c <= 1_000_000; c += 7) expect(decimalToCents(centsToMajorUnits(c))).toBe(c);
  });

  it('refuses what is not a cent amount', () => {
    expect(() => centsToDecimal(-1)).toThrow(RangeError);
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
    for (const bad of ['19.999', '-1.00', 'abc', '', '1e3']) expect(decimalToCents(bad)).toBeNull();
  });
});
