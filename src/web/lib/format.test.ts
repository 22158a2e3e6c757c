import { describe, expect, it } from 'vitest';
import {
  formatCountry,
  formatDate,
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
