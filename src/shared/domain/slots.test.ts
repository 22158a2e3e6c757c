import { describe, expect, it } from 'vitest';
import type { ReservationSlotDetails } from '../schemas/booking';
import {
  slotIndexAtOrAfter,
  endIsDerived,
  endOptions,
  firstSlotStart,
  NOW_START_AHEAD,
  NOW_START_LATE,
  nowStart,
  MONTH,
  periodFor,
  SLOT_INTERVALS,
  slotDetailsProblems,
  slotListLayout,
  startOptions,
  WEEK,
  YEAR,
} from './slots';
import { DAY } from './time';

const ZONE = 'Europe/Berlin';
const H = 3600;
/** Local Berlin wall-clock time as an instant, with an explicit offset so the test reads plainly. */
const at = (iso: string) => new Date(iso);

const hourly: ReservationSlotDetails = {
  stepDuration: H,
  startBefore: 7 * DAY,
  bookUntil: 8 * DAY,
  minDuration: H,
  maxDuration: 12 * H,
};
const dayTicket: ReservationSlotDetails = {
  stepDuration: DAY,
  startBefore: 7 * DAY,
  bookUntil: 7 * DAY,
  minDuration: DAY,
  maxDuration: DAY,
};
const monthly: ReservationSlotDetails = {
  stepDuration: MONTH,
  startBefore: 3 * MONTH,
  bookUntil: 4 * MONTH,
  minDuration: MONTH,
  maxDuration: MONTH,
};

describe('slot intervals (spec §9)', () => {
  it('are 10, 15, 30 min, 1, 2, 4, 8, 12 h, a day, a week, 30 days and 365 days', () => {
    expect(SLOT_INTERVALS.map((s) => s / 60)).toEqual([
      10,
      15,
      30,
      60,
      120,
      240,
      480,
      720,
      1440,
      7 * 1440,
      30 * 1440,
      365 * 1440,
    ]);
  });

  it('rejects a step outside the list and durations that are not multiples of the step', () => {
    expect(slotDetailsProblems({ ...hourly, stepDuration: 45 * 60 })[0]).toMatch(/stepDuration/);
    expect(slotDetailsProblems({ ...hourly, maxDuration: 90 * 60 })).toEqual([
      'maxDuration must be a multiple of stepDuration',
    ]);
    expect(slotDetailsProblems({ ...hourly, minDuration: 3 * H, maxDuration: 2 * H })).toContain(
      'minDuration must not exceed maxDuration',
    );
    expect(slotDetailsProblems(hourly)).toEqual([]);
    expect(slotDetailsProblems(monthly)).toEqual([]);
  });
});

describe('first slot', () => {
  it('is the current slot of a sub-day grid (the one a parked driver is in)', () => {
    expect(firstSlotStart(15 * 60, at('2026-11-21T14:52:10+01:00'), ZONE)).toEqual(
      at('2026-11-21T14:45:00+01:00'),
    );
    expect(firstSlotStart(4 * H, at('2026-11-21T14:52:10+01:00'), ZONE)).toEqual(
      at('2026-11-21T12:00:00+01:00'),
    );
  });

  it('is local midnight for day-or-longer steps, not UTC midnight', () => {
    expect(firstSlotStart(DAY, at('2026-11-21T00:30:00+01:00'), ZONE)).toEqual(
      at('2026-11-21T00:00:00+01:00'),
    );
    expect(firstSlotStart(WEEK, at('2026-07-01T23:30:00+02:00'), ZONE)).toEqual(
      at('2026-07-01T00:00:00+02:00'),
    );
  });
});

describe('periods', () => {
  const now = at('2026-11-21T14:20:00+01:00');

  it('books whole hours from a start on the grid and answers the end', () => {
    const r = periodFor(hourly, at('2026-11-21T15:00:00+01:00'), 3, now, ZONE);
    expect(r).toMatchObject({ ok: true, period: { end: at('2026-11-21T18:00:00+01:00') } });
    if (r.ok) expect(r.period.displayEnd).toEqual(r.period.end);
  });

  it('subtracts one second from the end of day-or-longer periods so the day reads 00:00 to 23:59:59', () => {
    const r = periodFor(dayTicket, at('2026-11-22T00:00:00+01:00'), 1, now, ZONE);
    expect(r.ok && r.period.displayEnd).toEqual(at('2026-11-22T23:59:59+01:00'));
    expect(r.ok && r.period.end).toEqual(at('2026-11-23T00:00:00+01:00'));
  });

  it('names what is wrong with a start or a length', () => {
    const code = (d: ReservationSlotDetails, start: string, n: number) => {
      const r = periodFor(d, at(start), n, now, ZONE);
      return r.ok ? 'ok' : r.code;
    };
    expect(code(hourly, '2026-11-21T14:30:00+01:00', 1)).toBe('START_OFF_GRID');
    expect(code(hourly, '2026-11-21T13:00:00+01:00', 1)).toBe('START_TOO_EARLY');
    expect(code(hourly, '2026-11-28T14:00:00+01:00', 1)).toBe('START_TOO_LATE'); // 7 days after the first slot
    expect(code(hourly, '2026-11-28T13:00:00+01:00', 1)).toBe('ok'); // the last start
    expect(code(hourly, '2026-11-29T10:00:00+01:00', 1)).toBe('START_TOO_LATE');
    expect(code(hourly, '2026-11-21T14:00:00+01:00', 0)).toBe('SLOT_COUNT_OUT_OF_RANGE');
    expect(code(hourly, '2026-11-21T14:00:00+01:00', 13)).toBe('SLOT_COUNT_OUT_OF_RANGE');
    expect(code(hourly, '2026-11-21T14:00:00+01:00', 1.5)).toBe('SLOT_COUNT_OUT_OF_RANGE');
    expect(code(dayTicket, '2026-11-22T01:00:00+01:00', 1)).toBe('START_OFF_GRID');
    expect(code(dayTicket, '2026-11-20T00:00:00+01:00', 1)).toBe('START_TOO_EARLY');
    expect(code(monthly, '2026-12-01T00:00:00+01:00', 1)).toBe('START_OFF_GRID'); // months run in 30-day steps from today
    expect(code(monthly, '2026-12-21T00:00:00+01:00', 1)).toBe('ok');
  });

  it('refuses an end after bookUntil', () => {
    const tight = { ...hourly, startBefore: 2 * DAY, bookUntil: 2 * DAY };
    // The first slot is 14:00; bookUntil ends 2 days later at 14:00.
    expect(periodFor(tight, at('2026-11-23T10:00:00+01:00'), 4, now, ZONE)).toMatchObject({ ok: true });
    expect(periodFor(tight, at('2026-11-23T10:00:00+01:00'), 5, now, ZONE)).toMatchObject({
      ok: false,
      code: 'END_TOO_LATE',
    });
  });
});

describe('daylight saving time in Europe/Berlin', () => {
  it('2026-03-29: three hours from 01:00 CET end at 05:00 CEST, and 02:00 does not exist', () => {
    const now = at('2026-03-29T00:00:00+01:00');
    const r = periodFor(hourly, at('2026-03-29T01:00:00+01:00'), 3, now, ZONE);
    expect(r.ok && r.period.end).toEqual(at('2026-03-29T05:00:00+02:00'));
    const starts = startOptions(hourly, now, ZONE)
      .slice(0, 4)
      .map((d) => d.toISOString());
    expect(starts).toEqual([
      '2026-03-28T23:00:00.000Z', // 00:00 CET, the current minute
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
      '2026-03-29T02:00:00.000Z', // 04:00 CEST
    ]);
  });

  it('2026-03-29: the day ticket covers the 23-hour day', () => {
    const now = at('2026-03-29T12:00:00+02:00');
    const r = periodFor(dayTicket, at('2026-03-29T00:00:00+01:00'), 1, now, ZONE);
    expect(r.ok && r.period.displayEnd).toEqual(at('2026-03-29T23:59:59+02:00'));
    expect(r.ok && (r.period.end.getTime() - r.period.start.getTime()) / 3600_000).toBe(23);
  });

  it('2026-10-25: the day ticket covers the 25-hour day, and both 02:00 hours are bookable', () => {
    const now = at('2026-10-25T00:05:00+02:00');
    const r = periodFor(dayTicket, at('2026-10-25T00:00:00+02:00'), 1, now, ZONE);
    expect(r.ok && r.period.displayEnd).toEqual(at('2026-10-25T23:59:59+01:00'));
    expect(r.ok && (r.period.end.getTime() - r.period.start.getTime()) / 3600_000).toBe(25);
    expect(periodFor(hourly, at('2026-10-25T02:00:00+02:00'), 1, now, ZONE)).toMatchObject({ ok: true });
    expect(periodFor(hourly, at('2026-10-25T02:00:00+01:00'), 1, now, ZONE)).toMatchObject({ ok: true });
  });

  it('2026-10-25: the next day tickets start at local midnight again, after the change', () => {
    const now = at('2026-10-24T09:00:00+02:00');
    expect(startOptions(dayTicket, now, ZONE).slice(0, 3)).toEqual([
      at('2026-10-24T00:00:00+02:00'),
      at('2026-10-25T00:00:00+02:00'),
      at('2026-10-26T00:00:00+01:00'),
    ]);
  });
});

describe('start and end options', () => {
  const now = at('2026-11-21T14:20:00+01:00');

  it('offers 7 day tickets and 3 monthly starts, a slot list for each', () => {
    expect(startOptions(dayTicket, now, ZONE)).toHaveLength(7);
    const months = startOptions(monthly, now, ZONE);
    expect(months).toEqual([
      at('2026-11-21T00:00:00+01:00'),
      at('2026-12-21T00:00:00+01:00'),
      at('2027-01-20T00:00:00+01:00'),
    ]);
    expect(slotListLayout(months.length, MONTH).useList).toBe(true);
  });

  it('offers every hour for a week (a calendar, not a list)', () => {
    const starts = startOptions(hourly, now, ZONE);
    // 15:00 today up to 13:00 in a week: the hour begun at 14:00 is gone.
    expect(starts).toHaveLength(7 * 24 - 1);
    expect(slotListLayout(starts.length, H).useList).toBe(false);
  });

  it('offers ends from minDuration to maxDuration, cut at bookUntil', () => {
    const ends = endOptions(hourly, at('2026-11-21T15:00:00+01:00'), now, ZONE);
    expect(ends.map((p) => p.slotCount)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const late = endOptions(hourly, at('2026-11-29T10:00:00+01:00'), now, ZONE);
    expect(late).toEqual([]); // past startBefore
    const tight = { ...hourly, startBefore: DAY, bookUntil: DAY };
    expect(endOptions(tight, at('2026-11-22T11:00:00+01:00'), now, ZONE).map((p) => p.slotCount)).toEqual([
      1, 2, 3,
    ]);
  });

  it('derives the end when minDuration equals maxDuration', () => {
    expect(endIsDerived(monthly)).toBe(true);
    expect(endIsDerived(hourly)).toBe(false);
  });
});

describe('slot list layout', () => {
  it('uses a list for at most 7 items, or 50 for a year step', () => {
    expect(slotListLayout(7, DAY).useList).toBe(true);
    expect(slotListLayout(8, DAY).useList).toBe(false);
    expect(slotListLayout(50, YEAR).useList).toBe(true);
    expect(slotListLayout(51, YEAR).useList).toBe(false);
    expect(slotListLayout(0, DAY).useList).toBe(false);
  });

  it('puts items in rows of 6, 5 or 4 by divisibility', () => {
    expect(slotListLayout(6, DAY).columns).toBe(6);
    expect(slotListLayout(12, YEAR).columns).toBe(6);
    expect(slotListLayout(5, DAY).columns).toBe(5);
    expect(slotListLayout(7, DAY).columns).toBe(4);
    expect(slotListLayout(3, MONTH).columns).toBe(4);
  });
});

describe('slotIndexAtOrAfter', () => {
  it('finds the first slot at or after an instant, on sub-day and 23-hour-day grids', () => {
    const zone = 'Europe/Berlin';
    const hourFirst = new Date('2026-03-28T23:00:00Z'); // 00:00 CET on the spring DST day
    expect(slotIndexAtOrAfter(new Date('2026-03-28T22:00:00Z'), 3600, hourFirst, zone)).toBe(0);
    expect(slotIndexAtOrAfter(hourFirst, 3600, hourFirst, zone)).toBe(0);
    expect(slotIndexAtOrAfter(new Date('2026-03-29T01:00:00Z'), 3600, hourFirst, zone)).toBe(2);
    expect(slotIndexAtOrAfter(new Date('2026-03-29T01:00:01Z'), 3600, hourFirst, zone)).toBe(3);
    // Days: the DST day is 23 h long, so day 1 begins at 22:00Z.
    expect(slotIndexAtOrAfter(new Date('2026-03-29T22:00:00Z'), 86400, hourFirst, zone)).toBe(1);
    expect(slotIndexAtOrAfter(new Date('2026-03-29T22:30:00Z'), 86400, hourFirst, zone)).toBe(2);
    expect(slotIndexAtOrAfter(new Date('2026-03-29T21:59:59Z'), 86400, hourFirst, zone)).toBe(1);
  });
});

describe('starts on any day (startGrid: day, ADR 048)', () => {
  const monthFromAnyDay: ReservationSlotDetails = { ...monthly, startGrid: 'day' };
  const now = at('2026-11-21T14:20:00+01:00');
  const code = (d: ReservationSlotDetails, start: string, n: number, when = now) => {
    const r = periodFor(d, at(start), n, when, ZONE);
    return r.ok ? 'ok' : r.code;
  };

  it('offers every day before startBefore in a calendar, each at local midnight', () => {
    const starts = startOptions(monthFromAnyDay, now, ZONE);
    // startBefore 90 days: today and the 89 days after it (bookUntil 120 days leaves room for a month).
    expect(starts).toHaveLength(90);
    expect(starts.slice(0, 3)).toEqual([
      at('2026-11-21T00:00:00+01:00'),
      at('2026-11-22T00:00:00+01:00'),
      at('2026-11-23T00:00:00+01:00'),
    ]);
    expect(starts[89]).toEqual(at('2027-02-18T00:00:00+01:00'));
    expect(slotListLayout(starts.length, DAY).useList).toBe(false);
  });

  it('books one month of 30 days from a day off the 30-day grid, ending the evening before', () => {
    const r = periodFor(monthFromAnyDay, at('2026-12-07T00:00:00+01:00'), 1, now, ZONE);
    expect(r).toMatchObject({
      ok: true,
      period: {
        start: at('2026-12-07T00:00:00+01:00'),
        end: at('2027-01-06T00:00:00+01:00'),
        displayEnd: at('2027-01-05T23:59:59+01:00'),
        slotCount: 1,
      },
    });
    // The end is derived: one period per start, a month long.
    expect(
      endOptions(monthFromAnyDay, at('2026-12-07T00:00:00+01:00'), now, ZONE).map((p) => p.slotCount),
    ).toEqual([1]);
    // The same day is refused without the option (months in 30-day jumps from today).
    expect(code(monthly, '2026-12-07T00:00:00+01:00', 1)).toBe('START_OFF_GRID');
    expect(code({ ...monthly, startGrid: 'step' }, '2026-12-07T00:00:00+01:00', 1)).toBe('START_OFF_GRID');
  });

  it('counts a month across a DST change in calendar days: 719 hours in spring, 721 in autumn', () => {
    const spring = periodFor(
      monthFromAnyDay,
      at('2026-03-20T00:00:00+01:00'),
      1,
      at('2026-03-10T09:00:00+01:00'),
      ZONE,
    );
    expect(spring.ok && spring.period.displayEnd).toEqual(at('2026-04-18T23:59:59+02:00'));
    expect(spring.ok && (spring.period.end.getTime() - spring.period.start.getTime()) / 3600_000).toBe(719);
    const autumn = periodFor(
      monthFromAnyDay,
      at('2026-10-10T00:00:00+02:00'),
      1,
      at('2026-10-01T09:00:00+02:00'),
      ZONE,
    );
    expect(autumn.ok && autumn.period.displayEnd).toEqual(at('2026-11-08T23:59:59+01:00'));
    expect(autumn.ok && (autumn.period.end.getTime() - autumn.period.start.getTime()) / 3600_000).toBe(721);
    // The day after the spring change starts at midnight CEST, not at 23:00 UTC.
    expect(startOptions(monthFromAnyDay, at('2026-03-28T09:00:00+01:00'), ZONE).slice(0, 3)).toEqual([
      at('2026-03-28T00:00:00+01:00'),
      at('2026-03-29T00:00:00+01:00'),
      at('2026-03-30T00:00:00+02:00'),
    ]);
  });

  it('refuses a time of day, a past day, a day from startBefore on, an end after bookUntil and two months', () => {
    expect(code(monthFromAnyDay, '2026-12-07T01:00:00+01:00', 1)).toBe('START_OFF_GRID');
    expect(code(monthFromAnyDay, '2026-12-06T23:00:00Z', 1)).toBe('ok'); // midnight in Berlin
    expect(code(monthFromAnyDay, '2026-12-07T00:00:00Z', 1)).toBe('START_OFF_GRID'); // UTC midnight
    expect(code(monthFromAnyDay, '2026-11-20T00:00:00+01:00', 1)).toBe('START_TOO_EARLY');
    expect(code(monthFromAnyDay, '2027-02-18T00:00:00+01:00', 1)).toBe('ok'); // day 89, the last
    expect(code(monthFromAnyDay, '2027-02-19T00:00:00+01:00', 1)).toBe('START_TOO_LATE'); // day 90
    expect(code(monthFromAnyDay, '2026-12-07T00:00:00+01:00', 2)).toBe('SLOT_COUNT_OUT_OF_RANGE');
    // A window of 100 days: a month may start up to day 70; from day 71 it would end after it.
    const short = { ...monthFromAnyDay, bookUntil: 100 * DAY };
    expect(startOptions(short, now, ZONE)).toHaveLength(71);
    expect(code(short, '2027-01-30T00:00:00+01:00', 1)).toBe('ok'); // day 70: ends on day 100
    expect(code(short, '2027-01-31T00:00:00+01:00', 1)).toBe('END_TOO_LATE');
    expect(endOptions(short, at('2027-01-31T00:00:00+01:00'), now, ZONE)).toEqual([]);
  });

  it('lets a weekly product of one to four weeks start on a Thursday, with ends in whole weeks', () => {
    const weeks: ReservationSlotDetails = {
      stepDuration: WEEK,
      startBefore: 14 * DAY,
      bookUntil: 5 * WEEK,
      minDuration: WEEK,
      maxDuration: 4 * WEEK,
      startGrid: 'day',
    };
    const ends = endOptions(weeks, at('2026-11-26T00:00:00+01:00'), now, ZONE);
    expect(ends.map((p) => p.displayEnd)).toEqual([
      at('2026-12-02T23:59:59+01:00'),
      at('2026-12-09T23:59:59+01:00'),
      at('2026-12-16T23:59:59+01:00'),
      at('2026-12-23T23:59:59+01:00'),
    ]);
    // From day 13, five weeks from today leave room for three weeks only.
    expect(endOptions(weeks, at('2026-12-04T00:00:00+01:00'), now, ZONE).map((p) => p.slotCount)).toEqual([
      1, 2, 3,
    ]);
  });

  it('is checked at load: only for day-or-longer steps, with startBefore and bookUntil in whole days', () => {
    expect(slotDetailsProblems(monthFromAnyDay)).toEqual([]);
    expect(slotDetailsProblems({ ...monthFromAnyDay, startBefore: 45 * DAY })).toEqual([]);
    expect(slotDetailsProblems({ ...monthly, startBefore: 45 * DAY })).toEqual([
      'startBefore must be a multiple of stepDuration',
    ]);
    expect(slotDetailsProblems({ ...monthFromAnyDay, bookUntil: 100 * DAY + 3600 })).toEqual([
      'bookUntil must be a multiple of a day',
    ]);
    expect(slotDetailsProblems({ ...monthFromAnyDay, minDuration: 45 * DAY, maxDuration: 45 * DAY })).toEqual(
      ['minDuration must be a multiple of stepDuration', 'maxDuration must be a multiple of stepDuration'],
    );
    expect(slotDetailsProblems({ ...hourly, startGrid: 'day' })).toEqual([
      "startGrid 'day' needs a stepDuration of a day or longer",
    ]);
  });
});

describe('booking from now (ADR 052)', () => {
  // The case: at 20:55 one hour must run to 21:55, not end at 21:00.
  const now = at('2026-11-27T20:55:37+01:00');
  const tenMinutes: ReservationSlotDetails = { ...hourly, stepDuration: 10 * 60, minDuration: 10 * 60 };

  it('starts at the current minute and runs whole steps from there', () => {
    expect(nowStart(now)).toEqual(at('2026-11-27T20:55:00+01:00'));
    const r = periodFor(hourly, nowStart(now), 1, now, ZONE);
    expect(r).toMatchObject({
      ok: true,
      period: {
        start: at('2026-11-27T20:55:00+01:00'),
        end: at('2026-11-27T21:55:00+01:00'),
        displayEnd: at('2026-11-27T21:55:00+01:00'),
        slotCount: 1,
        // Its first minutes fall in the 20:00 slot: that slot's load counts.
        slot: at('2026-11-27T20:00:00+01:00'),
      },
    });
    const ends = endOptions(hourly, nowStart(now), now, ZONE);
    expect(ends.map((p) => p.end.toISOString())).toHaveLength(12);
    expect(ends[1].end).toEqual(at('2026-11-27T22:55:00+01:00'));
  });

  it('no longer offers the hour begun before now, and refuses it', () => {
    expect(startOptions(hourly, now, ZONE)[0]).toEqual(at('2026-11-27T21:00:00+01:00'));
    expect(periodFor(hourly, at('2026-11-27T20:00:00+01:00'), 1, now, ZONE)).toEqual({
      ok: false,
      code: 'START_TOO_EARLY',
    });
    // A grid start at the current minute is still offered.
    const onTheHour = at('2026-11-27T21:00:40+01:00');
    expect(startOptions(hourly, onTheHour, ZONE)[0]).toEqual(at('2026-11-27T21:00:00+01:00'));
    expect(startOptions(tenMinutes, now, ZONE)[0]).toEqual(at('2026-11-27T21:00:00+01:00'));
  });

  it('accepts a start off the grid only on a whole minute within the window around the clock', () => {
    const code = (start: string) => {
      const r = periodFor(hourly, at(start), 2, now, ZONE);
      return r.ok ? 'ok' : r.code;
    };
    const late = new Date(nowStart(now).getTime() - NOW_START_LATE * 1000);
    expect(code(late.toISOString())).toBe('ok'); // 20:45: the visitor took ten minutes to confirm
    expect(code(new Date(late.getTime() - 60_000).toISOString())).toBe('START_TOO_EARLY');
    const ahead = new Date(now.getTime() + NOW_START_AHEAD * 1000);
    expect(code(nowStart(ahead).toISOString())).toBe('ok'); // 21:00 is on the grid anyway
    expect(code('2026-11-27T20:58:00+01:00')).toBe('ok'); // a client clock a little ahead
    expect(code('2026-11-27T21:01:00+01:00')).toBe('START_OFF_GRID'); // more than five minutes ahead
    expect(code('2026-11-27T20:55:30+01:00')).toBe('START_OFF_GRID'); // not a whole minute
    // Day tickets keep their midnight grid.
    expect(periodFor(dayTicket, at('2026-11-27T20:55:00+01:00'), 1, now, ZONE)).toEqual({
      ok: false,
      code: 'START_OFF_GRID',
    });
  });

  it('keeps the window: from now as many steps as from the current slot, and no more', () => {
    const tight = { ...hourly, startBefore: DAY, bookUntil: DAY };
    // The current slot is 20:00; bookUntil ends a day later at 20:00, the slot holding 20:55
    // counts as slot 0, so twelve hours fit and end at 08:55.
    expect(endOptions(tight, nowStart(now), now, ZONE).at(-1)?.end).toEqual(at('2026-11-28T08:55:00+01:00'));
    const short = { ...hourly, startBefore: DAY, bookUntil: 2 * H };
    expect(periodFor(short, nowStart(now), 2, now, ZONE)).toMatchObject({ ok: true });
    expect(periodFor(short, nowStart(now), 3, now, ZONE)).toEqual({ ok: false, code: 'END_TOO_LATE' });
  });
});
