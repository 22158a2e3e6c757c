import { describe, expect, it } from 'vitest';
import { occupancyGridOf, occupancySlots } from './occupancy';
import { DAY } from './time';

const ZONE = 'Europe/Berlin';
const iso = (ds: Date[]) => ds.map((d) => d.toISOString());

describe('occupancy slots', () => {
  it('a period on an hourly grid has one slot per hour, an end is exclusive', () => {
    const s = occupancySlots(3600, new Date('2026-11-20T14:00:00Z'), new Date('2026-11-20T16:00:00Z'), ZONE);
    expect(iso(s)).toEqual(['2026-11-20T14:00:00.000Z', '2026-11-20T15:00:00.000Z']);
  });

  it('day-or-longer steps count days, whatever day the period began on', () => {
    expect(occupancyGridOf({ stepDuration: 30 * DAY })).toBe(DAY);
    expect(occupancyGridOf({ stepDuration: 7 * DAY })).toBe(DAY);
    expect(occupancyGridOf({ stepDuration: 600 })).toBe(600);
    // Three local days across the spring change (the 29th has 23 hours).
    const s = occupancySlots(DAY, new Date('2026-03-27T23:00:00Z'), new Date('2026-03-30T22:00:00Z'), ZONE);
    expect(iso(s)).toEqual([
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
  });

  it('a sub-day grid begins anew at local midnight: a 25-hour day ends with a short slot', () => {
    // 2026-10-25 has 25 hours in Berlin; 8-hour slots at 0, 8 and 16 hours elapsed, then 24..25.
    const s = occupancySlots(
      8 * 3600,
      new Date('2026-10-25T14:00:00Z'),
      new Date('2026-10-26T00:00:00Z'),
      ZONE,
    );
    expect(iso(s)).toEqual([
      '2026-10-25T14:00:00.000Z',
      '2026-10-25T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });

  it('a period off the grid also gets the slots it partly covers (never counted less)', () => {
    const s = occupancySlots(3600, new Date('2026-11-20T14:30:00Z'), new Date('2026-11-20T15:10:00Z'), ZONE);
    expect(iso(s)).toEqual(['2026-11-20T14:00:00.000Z', '2026-11-20T15:00:00.000Z']);
  });
});
