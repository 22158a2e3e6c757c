import { describe, expect, it } from 'vitest';
import { parseEuroCents, splitSeconds } from './units';

describe('euro input', () => {
  it('reads German and English decimals and thousands', () => {
    expect(parseEuroCents('2,50')).toBe(250);
    expect(parseEuroCents('2.50')).toBe(250);
    expect(parseEuroCents('2,5')).toBe(250);
    expect(parseEuroCents('3')).toBe(300);
    expect(parseEuroCents('1.234,50 €')).toBe(123450);
    expect(parseEuroCents('1,234.50')).toBe(123450);
    expect(parseEuroCents('')).toBeUndefined();
    expect(parseEuroCents('2,505')).toBeNaN();
    expect(parseEuroCents('abc')).toBeNaN();
  });
  it('shows seconds in the largest whole unit', () => {
    expect(splitSeconds(86400 * 7)).toEqual({ value: 7, unit: 'days' });
    expect(splitSeconds(7200)).toEqual({ value: 2, unit: 'hours' });
    expect(splitSeconds(900)).toEqual({ value: 15, unit: 'minutes' });
  });
});
