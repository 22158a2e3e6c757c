import { describe, expect, it } from 'vitest';
import type { ReservationSlotDetails } from '../schemas/booking';
import {
  bookedOutStarts,
  freeAt,
  isBookedOut,
  periodHasPlace,
  slotLoads,
  toAvailability,
  UNLIMITED,
} from './availability';
import { MONTH, slotBounds, slotStart, startOptions } from './slots';
import { DAY } from './time';

const h = (n: number) => new Date(Date.UTC(2026, 10, 20, 9 + n)).toISOString();
const at = (n: number) => new Date(h(n));
const a = toAvailability({
  templateId: 'kurzzeit',
  capacity: 2,
  from: h(0),
  to: h(48),
  slots: [
    { startTime: h(2), free: 1, startsHere: 1 },
    { startTime: h(4), free: 1, startsHere: 1 },
    { startTime: h(6), free: 0, startsHere: 2 },
  ],
});

describe('availability rules', () => {
  it('reads free places per slot; an unlisted slot has every place free', () => {
    expect(freeAt(a, at(2))).toBe(1);
    expect(freeAt(a, at(3))).toBe(2);
    expect(isBookedOut(a, at(6))).toBe(true);
    expect(isBookedOut(a, at(5))).toBe(false);
    expect(freeAt(UNLIMITED, at(6))).toBe(Infinity);
  });

  it('counts every booking that overlaps a period, as the server does', () => {
    expect(periodHasPlace(a, at(2), at(3))).toBe(true);
    // Two bookings in different slots overlap 02:00-05:00: a capacity-2 period is full.
    expect(periodHasPlace(a, at(2), at(5))).toBe(false);
    expect(periodHasPlace(a, at(3), at(5))).toBe(true);
    // The end is exclusive: a period ending where the full slot begins is fine.
    expect(periodHasPlace(a, at(5), at(6))).toBe(true);
    expect(periodHasPlace(a, at(5), at(7))).toBe(false);
    expect(periodHasPlace(UNLIMITED, at(6), at(7))).toBe(true);
  });

  it('counts a period from now (ADR 052) with the load of the slot it begins in', () => {
    const min = 60_000;
    const plus = (n: number, minutes: number) => new Date(at(n).getTime() + minutes * min);
    // 05:55-06:55 reaches into the full 06:00 slot; 01:55-02:55 needs the one free place of 02:00.
    expect(periodHasPlace(a, plus(5, 55), plus(6, 55), at(5))).toBe(false);
    expect(periodHasPlace(a, plus(1, 55), plus(2, 55), at(1))).toBe(true);
    // 06:30-07:30 begins in the full 06:00 slot: full, although 06:30 is no slot start of its own.
    expect(periodHasPlace(a, plus(6, 30), plus(7, 30), at(6))).toBe(false);
    // Without the slot (the old reading) 06:30 looked free.
    expect(periodHasPlace(a, plus(6, 30), plus(7, 30))).toBe(true);
  });

  it('marks the starts that cannot hold even the shortest period', () => {
    const d: ReservationSlotDetails = {
      stepDuration: 3600,
      startBefore: 86400,
      bookUntil: 172800,
      minDuration: 10800,
      maxDuration: 14400,
    };
    const now = new Date(h(0));
    const starts = startOptions(d, now, 'Europe/Berlin');
    const out = bookedOutStarts(a, d, starts, now, 'Europe/Berlin');
    // Three slots at least: from 2 the period meets the bookings of 2 and 4, from 4 those of 4
    // and 6, from 5 the two of 6; from 3 only the one of 4 (the one of 2 has ended).
    expect([...out].map((x) => new Date(x).toISOString())).toEqual([h(2), h(4), h(5), h(6)]);
    expect(bookedOutStarts(UNLIMITED, d, starts, now, 'Europe/Berlin').size).toBe(0);
  });

  it('turns bookings into slot loads: overlap per slot, and starts inside it', () => {
    // Four slots of 10 (a DST-like uneven grid works the same: only the bounds matter).
    const bounds = [0, 10, 20, 35, 45];
    expect(
      slotLoads(bounds, [
        { start: 10, end: 35, n: 2 }, // slots 1 and 2
        { start: -20, end: 5, n: 1 }, // began before the range: slot 0, not a start in it
        { start: 25, end: 40, n: 1 }, // off the grid: begins inside slot 2, ends inside slot 3
        { start: 45, end: 60, n: 3 }, // after the range
        { start: -10, end: 0, n: 3 }, // ends where the range begins
      ]),
    ).toEqual([
      { index: 0, taken: 1, startsHere: 0 },
      { index: 1, taken: 2, startsHere: 2 },
      { index: 2, taken: 3, startsHere: 1 },
      { index: 3, taken: 1, startsHere: 0 },
    ]);
    expect(slotLoads([0], [{ start: 0, end: 1, n: 1 }])).toEqual([]);
  });

  it('counts month permits that start on different days against each other (day starts, ADR 048)', () => {
    const zone = 'Europe/Berlin';
    const d: ReservationSlotDetails = {
      stepDuration: MONTH,
      startBefore: 90 * DAY,
      bookUntil: 120 * DAY,
      minDuration: MONTH,
      maxDuration: MONTH,
      startGrid: 'day',
    };
    const now = new Date('2026-11-21T14:20:00+01:00');
    const b = slotBounds(d, now, zone);
    const day = (k: number) => slotStart(b.first, k, b.grid, zone).getTime();
    // Two places; one month booked from day 0, one from day 10: the server's day grid loads.
    const bounds = Array.from({ length: b.maxEndIndex + 1 }, (_, k) => day(k));
    const loads = slotLoads(bounds, [
      { start: day(0), end: day(30), n: 1 },
      { start: day(10), end: day(40), n: 1 },
    ]);
    const avail = toAvailability({
      templateId: 'monat',
      capacity: 2,
      from: new Date(day(0)).toISOString(),
      to: new Date(day(b.maxEndIndex)).toISOString(),
      slots: loads.map((l) => ({
        startTime: new Date(bounds[l.index]).toISOString(),
        free: 2 - l.taken,
        startsHere: l.startsHere,
      })),
    });
    const starts = startOptions(d, now, zone);
    const out = bookedOutStarts(avail, d, starts, now, zone);
    // A month from any of days 0 to 29 meets both bookings (from days 0 to 9 although its first
    // day holds only one of them); from day 30 on only the second one.
    expect([...out]).toEqual(Array.from({ length: 30 }, (_, k) => day(k)));
    expect(periodHasPlace(avail, new Date(day(5)), new Date(day(35)))).toBe(false);
    expect(periodHasPlace(avail, new Date(day(30)), new Date(day(60)))).toBe(true);
  });
});
