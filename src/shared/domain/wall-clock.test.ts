import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date';
import {
  barrierTime,
  documentDateTime,
  isoDateIn,
  numericDateTime,
  screenDateTime,
  wallClock,
} from './wall-clock';

const zone = 'Europe/Berlin';
// Sunday 29 March 2026, 14:05 in Berlin (summer time began that night).
const afternoon = new Date('2026-03-29T12:05:00Z');
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the shop wall clock', () => {
  it('reads an instant in the zone, across DST and odd offsets, as date-fns does', () => {
    for (const z of ['Europe/Berlin', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns']) {
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), (ms) => {
          const local = new TZDate(ms, z);
          expect(numericDateTime(new Date(ms), z)).toBe(format(local, 'dd.MM.yyyy HH:mm'));
          expect(isoDateIn(ms, z)).toBe(format(local, 'yyyy-MM-dd'));
          expect(wallClock(ms, z).hour).toBe(local.getHours());
        }),
      );
    }
  });

  it('gives the calendar day in the zone, not in UTC', () => {
    // 23:30 UTC is already the next day in Berlin; the last hour before the autumn change too.
    expect(isoDateIn(new Date('2026-03-28T23:30:00Z'), zone)).toBe('2026-03-29');
    expect(isoDateIn(new Date('2026-10-24T22:30:00Z'), zone)).toBe('2026-10-25');
    expect(wallClock(new Date('2026-03-29T01:00:00Z'), zone)).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 3,
      minute: 0,
    });
    expect(numericDateTime(new Date('2026-11-20T09:30:00Z'), zone)).toBe('20.11.2026 10:30');
  });

  it('prints tickets, bills and mails in each language', () => {
    const at = new Date('2026-11-21T13:00:00Z');
    expect(documentDateTime(at, zone, 'de')).toBe('21.11.2026, 14:00');
    expect(nbsp(documentDateTime(at, zone, 'en'))).toBe('21 Nov 2026, 2:00 pm');
    expect(documentDateTime(at, zone, 'nl')).toBe('21-11-2026, 14:00');
    expect(documentDateTime(at, zone, 'ch')).toBe('21.11.2026, 14:00');
    expect(documentDateTime(at, zone, 'xx')).toBe('21.11.2026, 14:00');
    expect(documentDateTime(at, zone)).toBe('21.11.2026, 14:00');
  });

  it('shows the screens’ styles, with upper-case AM/PM in English', () => {
    expect(screenDateTime(afternoon, 'de', zone, 'dateTime')).toBe('29.03.2026, 14:05');
    expect(nbsp(screenDateTime(afternoon, 'en', zone, 'dateTime'))).toBe('29 Mar 2026, 2:05 PM');
    expect(screenDateTime(afternoon, 'nl', zone, 'dateTime')).toBe('29 mrt 2026, 14:05');
    expect(screenDateTime(afternoon.toISOString(), 'ro', zone, 'dateTime')).toBe('29 mar. 2026, 14:05');
    expect(screenDateTime(afternoon, 'de', zone, 'date')).toBe('29.03.2026');
    expect(nbsp(screenDateTime(afternoon, 'en', zone, 'time'))).toBe('2:05 PM');
    expect(screenDateTime(afternoon, 'ch', zone, 'time')).toBe('14:05');
    expect(screenDateTime(afternoon, 'de', zone, 'longDate')).toBe('Sonntag, 29. März 2026');
    expect(nbsp(screenDateTime(Date.UTC(2024, 0, 1, 14), 'en', 'UTC', 'hour'))).toBe('2 PM');
  });

  it('keeps the barrier display short: the time today, the day and time otherwise', () => {
    const until = new Date('2026-11-21T13:35:00Z');
    expect(barrierTime(until, zone, 'de', new Date('2026-11-21T08:00:00Z'))).toBe('14:35');
    expect(barrierTime(until, zone, 'en', new Date('2026-11-21T08:00:00Z'))).toBe('14:35');
    expect(barrierTime(until, zone, 'de', new Date('2026-11-20T22:59:00Z'))).toBe('21.11. 14:35');
    expect(barrierTime(until, zone, 'en', new Date('2026-11-19T08:00:00Z'))).toBe('21/11 14:35');
  });

  it('formats calendar dates without a zone', () => {
    expect(calendarDate('2026-12-04', 'de', 'numeric')).toBe('04.12.2026');
    expect(calendarDate('2026-12-04', 'en', 'numeric')).toBe('04/12/2026');
    expect(calendarDate('2026-12-04', 'de', 'medium')).toBe('04.12.2026');
    expect(calendarDate('2026-12-04T23:30:00Z', 'en', 'medium')).toBe('4 Dec 2026');
    expect(calendarDate('soon', 'en', 'medium')).toBe('soon');
  });
});
