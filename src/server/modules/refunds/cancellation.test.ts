import { describe, expect, it } from 'vitest';
import { quoteCancellation } from './cancellation';

const zone = 'Europe/Berlin';
// A 30-day permission from local midnight, 89.00.
const month = {
  startsAt: new Date('2026-11-19T23:00:00Z'),
  endsAt: new Date('2026-12-19T23:00:00Z'),
  priceCents: 8900,
  status: 'paid',
};

describe('cancellation rules', () => {
  it('no rule or never: not possible', () => {
    expect(quoteCancellation(undefined, month, new Date('2026-11-01T00:00:00Z'), zone).possible).toBe(false);
    expect(
      quoteCancellation({ until: 'never', refund: 'full' }, month, new Date('2026-11-01T00:00:00Z'), zone)
        .possible,
    ).toBe(false);
  });

  it('until: up to that many seconds before the start, with the full price or nothing', () => {
    const rule = { until: 86_400, refund: 'full' as const };
    expect(quoteCancellation(rule, month, new Date('2026-11-18T23:00:00Z'), zone)).toEqual({
      possible: true,
      refundCents: 8900,
    });
    expect(quoteCancellation(rule, month, new Date('2026-11-18T23:00:01Z'), zone).possible).toBe(false);
    expect(
      quoteCancellation({ until: 0, refund: 'none' }, month, new Date('2026-11-19T22:00:00Z'), zone),
    ).toEqual({ possible: true, refundCents: 0 });
  });

  it('only paid bookings, and never after the end', () => {
    const rule = { until: 0, refund: 'proRata' as const };
    expect(
      quoteCancellation(rule, { ...month, status: 'cancelled' }, new Date('2026-11-01T00:00:00Z'), zone)
        .possible,
    ).toBe(false);
    expect(quoteCancellation(rule, month, new Date('2026-12-20T00:00:00Z'), zone).possible).toBe(false);
  });

  it('pro rata: the unused whole days of a running permission, rounded down to the cent', () => {
    const rule = { until: 0, refund: 'proRata' as const };
    // Before the start: everything back.
    expect(quoteCancellation(rule, month, new Date('2026-11-19T12:00:00Z'), zone).refundCents).toBe(8900);
    // On day 1 (begun): 29 whole days unused.
    expect(quoteCancellation(rule, month, new Date('2026-11-20T09:00:00Z'), zone).refundCents).toBe(
      Math.floor((8900 * 29) / 30),
    );
    // On the last day: no whole day left.
    expect(quoteCancellation(rule, month, new Date('2026-12-19T12:00:00Z'), zone).possible).toBe(false);
  });

  it('pro rata counts calendar days across the DST change (a 25-hour day is one day)', () => {
    const rule = { until: 0, refund: 'proRata' as const };
    // 2026-10-01 .. 2026-10-31 local (30 days, 25 October has 25 hours).
    const october = {
      startsAt: new Date('2026-09-30T22:00:00Z'),
      endsAt: new Date('2026-10-30T23:00:00Z'),
      priceCents: 3000,
      status: 'paid',
    };
    // 24 October, noon: 25 .. 30 October unused = 6 days.
    expect(quoteCancellation(rule, october, new Date('2026-10-24T10:00:00Z'), zone).refundCents).toBe(600);
  });
});
