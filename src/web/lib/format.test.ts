import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCountry,
  formatDate,
  formatDay,
  formatRange,
  formatDateTime,
  formatHour,
  formatLongDate,
  formatPrice,
  formatTime,
  uses12Hour,
} from './format';

const zone = 'Europe/Berlin';
// Sunday 29 March 2026, 14:05 in Berlin (summer time began that night).
const afternoon = '2026-03-29T12:05:00Z';
const morning = '2026-03-29T07:05:00Z';
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting per language', () => {
  it('formats prices in EUR the way each language writes them', () => {
    expect(nbsp(formatPrice(1250, 'de'))).toBe('12,50 €');
    expect(formatPrice(1250, 'en')).toBe('€12.50');
    expect(nbsp(formatPrice(1250, 'nl'))).toBe('€ 12,50');
    expect(nbsp(formatPrice(1250, 'ro'))).toBe('12,50 EUR');
    expect(nbsp(formatPrice(1250, 'ch'))).toBe('EUR 12.50');
    expect(nbsp(formatPrice(123450, 'de'))).toBe('1.234,50 €');
    expect(nbsp(formatPrice(123450, 'ch'))).toBe("EUR 1'234.50");
  });

  it('reads a 12-hour clock with AM/PM in English and 24 hours elsewhere', () => {
    expect(uses12Hour('en')).toBe(true);
    for (const l of ['de', 'nl', 'ro', 'ch']) expect(uses12Hour(l)).toBe(false);
    expect(nbsp(formatTime(afternoon, 'en', zone))).toBe('2:05 PM');
    expect(nbsp(formatTime(morning, 'en', zone))).toBe('9:05 AM');
    expect(formatTime(afternoon, 'de', zone)).toBe('14:05');
    expect(formatTime(morning, 'nl', zone)).toBe('09:05');
    expect(formatTime(afternoon, 'ro', zone)).toBe('14:05');
    expect(formatTime(afternoon, 'ch', zone)).toBe('14:05');
  });

  it('formats dates and date-times in the shop zone', () => {
    expect(formatDateTime(afternoon, 'de', zone)).toBe('29.03.2026, 14:05');
    expect(nbsp(formatDateTime(afternoon, 'en', zone))).toBe('29 Mar 2026, 2:05 PM');
    expect(formatDateTime(afternoon, 'nl', zone)).toBe('29 mrt 2026, 14:05');
    expect(formatDateTime(afternoon, 'ro', zone)).toBe('29 mar. 2026, 14:05');
    expect(formatDateTime(afternoon, 'ch', zone)).toBe('29.03.2026, 14:05');
    // 23:30 UTC is already the next day in Berlin.
    expect(formatDate('2026-03-28T23:30:00Z', 'de', zone)).toBe('29.03.2026');
    expect(formatLongDate(afternoon, 'ro', zone)).toBe('duminică, 29 martie 2026');
    expect(formatLongDate(afternoon, 'nl', zone)).toBe('zondag 29 maart 2026');
  });

  it('names hours for the hour list', () => {
    expect(formatHour(0, 'de')).toBe('00');
    expect(formatHour(14, 'ch')).toBe('14');
    expect(nbsp(formatHour(0, 'en'))).toBe('12 AM');
    expect(nbsp(formatHour(14, 'en'))).toBe('2 PM');
  });

  it('names countries in the visitor’s language', () => {
    expect(formatCountry('NL', 'de')).toBe('Niederlande');
    expect(formatCountry('NL', 'en')).toBe('Netherlands');
    expect(formatCountry('DE', 'ro')).toBe('Germania');
    expect(formatCountry('CH', 'nl')).toBe('Zwitserland');
  });

  it('falls back to German for an unknown language', () => {
    expect(nbsp(formatPrice(500, 'xx'))).toBe('5,00 €');
  });
});

describe("the period screen's dates (issue 19)", () => {
  // Wednesday 25 November 2026, in Berlin.
  const now = new Date('2026-11-25T09:00:00Z');
  const dayStart = '2026-11-24T23:00:00Z';
  const dayEnd = '2026-11-25T22:59:59Z';

  it('reads a day with its weekday and without the current year', () => {
    expect(formatDay('2026-11-28T10:00:00Z', 'de', zone, now)).toBe('Sa 28.11.');
    expect(formatDay('2027-01-02T10:00:00Z', 'de', zone, now)).toBe('Sa 02.01.2027');
    expect(formatDay('2026-11-28T10:00:00Z', 'en', zone, now)).toBe('Sat 28 Nov');
    expect(formatDay('2026-11-28T10:00:00Z', 'nl', zone, now)).toBe('za 28-11');
  });

  it('reads a time of day without a leading zero', () => {
    expect(formatClock(dayStart, 'de', zone)).toBe('0:00');
    expect(nbsp(formatClock('2026-11-25T13:05:00Z', 'en', zone))).toBe('2:05 PM');
  });

  it('reads a day ticket as its day from 0:00 to 23:59, hours over midnight with both days', () => {
    expect(formatRange(dayStart, dayEnd, 'de', zone, true, now)).toBe('Mi 25.11., 0:00–23:59');
    expect(formatRange('2026-11-25T21:00:00Z', '2026-11-26T01:00:00Z', 'de', zone, false, now)).toBe(
      'Mi 25.11., 22:00 – Do 26.11., 2:00',
    );
    expect(formatRange(dayStart, '2026-12-24T22:59:59Z', 'de', zone, true, now)).toBe(
      'Mi 25.11. – Do 24.12.',
    );
  });
});
