import { describe, expect, it } from 'vitest';
import { openingHoursSchema } from '../schemas/booking';
import { closedIntervals, isOpenDay, periodIsOpen } from './opening-hours';

const ZONE = 'Europe/Berlin';
const HOUR = 3600;
// Mo–Sa 6–24, Friday night open through to Saturday, Sunday closed, 25 Dec closed.
const hours = openingHoursSchema.parse({
  mo: ['06:00-24:00'],
  tu: ['06:00-24:00'],
  we: ['06:00-24:00'],
  th: ['06:00-24:00'],
  fr: ['06:00-24:00'],
  sa: ['00:00-02:00', '06:00-24:00'],
  holidays: ['2026-12-25'],
});
const at = (s: string) => new Date(s);

describe('opening hours', () => {
  it('lets a period inside the hours be booked and refuses one that reaches a closed hour', () => {
    // Wednesday 25 Nov 2026, 10:00–13:00 local (UTC+1).
    expect(periodIsOpen(hours, at('2026-11-25T09:00:00Z'), at('2026-11-25T12:00:00Z'), HOUR, ZONE)).toBe(
      true,
    );
    // 05:00–07:00 starts before the car park opens.
    expect(periodIsOpen(hours, at('2026-11-25T04:00:00Z'), at('2026-11-25T06:00:00Z'), HOUR, ZONE)).toBe(
      false,
    );
    // Wednesday 23:00 – Thursday 01:00 runs into the closed night.
    expect(periodIsOpen(hours, at('2026-11-25T22:00:00Z'), at('2026-11-26T00:00:00Z'), HOUR, ZONE)).toBe(
      false,
    );
  });

  it('joins intervals that meet at midnight', () => {
    // Friday 27 Nov 23:00 – Saturday 02:00.
    expect(periodIsOpen(hours, at('2026-11-27T22:00:00Z'), at('2026-11-28T01:00:00Z'), HOUR, ZONE)).toBe(
      true,
    );
    expect(periodIsOpen(hours, at('2026-11-27T22:00:00Z'), at('2026-11-28T02:00:00Z'), HOUR, ZONE)).toBe(
      false,
    );
  });

  it('closes Sundays and holidays for hours and day tickets, not for monthly permits', () => {
    const sunday = at('2026-11-29T09:00:00Z');
    expect(periodIsOpen(hours, sunday, at('2026-11-29T10:00:00Z'), HOUR, ZONE)).toBe(false);
    expect(isOpenDay(hours, sunday, ZONE)).toBe(false);
    expect(periodIsOpen(hours, at('2026-11-28T23:00:00Z'), at('2026-11-29T22:59:59Z'), 86400, ZONE)).toBe(
      false,
    );
    expect(periodIsOpen(hours, at('2026-12-24T23:00:00Z'), at('2026-12-25T22:59:59Z'), 86400, ZONE)).toBe(
      false,
    );
    expect(periodIsOpen(hours, at('2026-11-29T23:00:00Z'), at('2026-11-30T22:59:59Z'), 86400, ZONE)).toBe(
      true,
    );
    expect(periodIsOpen(hours, sunday, at('2026-12-29T09:00:00Z'), 30 * 86400, ZONE)).toBe(true);
  });

  it('is open around the clock without opening hours', () => {
    expect(periodIsOpen(undefined, at('2026-11-29T02:00:00Z'), at('2026-11-29T05:00:00Z'), HOUR, ZONE)).toBe(
      true,
    );
    expect(closedIntervals(undefined, at('2026-11-29T00:00:00Z'), at('2026-11-30T00:00:00Z'), ZONE)).toEqual(
      [],
    );
  });

  it('lists the closed stretches of a range', () => {
    const list = closedIntervals(hours, at('2026-11-27T23:00:00Z'), at('2026-11-30T23:00:00Z'), ZONE);
    expect(list.map((c) => [c.from.toISOString(), c.to.toISOString()])).toEqual([
      ['2026-11-28T01:00:00.000Z', '2026-11-28T05:00:00.000Z'], // Saturday 02:00–06:00
      ['2026-11-28T23:00:00.000Z', '2026-11-30T05:00:00.000Z'], // Sunday, until Monday 06:00
    ]);
  });

  it('keeps the wall-clock hours on the day the clocks go back', () => {
    // Sunday 25 Oct 2026 is closed; Monday 26 Oct opens at 06:00 CET = 05:00Z.
    expect(periodIsOpen(hours, at('2026-10-26T05:00:00Z'), at('2026-10-26T06:00:00Z'), HOUR, ZONE)).toBe(
      true,
    );
    expect(periodIsOpen(hours, at('2026-10-26T04:00:00Z'), at('2026-10-26T05:00:00Z'), HOUR, ZONE)).toBe(
      false,
    );
  });

  it('refuses a range that ends before it begins', () => {
    expect(openingHoursSchema.safeParse({ mo: ['22:00-06:00'] }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ mo: ['6-22'] }).success).toBe(false);
  });
});
