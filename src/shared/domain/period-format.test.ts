import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatRange } from './period-format';

const zone = 'Europe/Berlin';
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe("the period screen's dates", () => {
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

  it('writes a day with its weekday in every shop language, for screens and documents alike (ADR 054)', () => {
    const day = ['2026-11-27T23:00:00Z', '2026-11-28T22:59:59Z'] as const;
    const expected = {
      de: 'Sa 28.11., 0:00–23:59',
      en: 'Sat 28 Nov, 12:00 AM–11:59 PM',
      nl: 'za 28-11, 0:00–23:59',
      ro: 'sâm 28.11, 0:00–23:59',
      ch: 'Sa 28.11., 0:00–23:59',
    };
    for (const [lang, text] of Object.entries(expected)) {
      expect(nbsp(formatRange(day[0], day[1], lang, zone, false, now))).toBe(text);
    }
  });
});
