import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, euros, localDateTime } from './csv';

describe('CSV cells for a German spreadsheet', () => {
  it('euros from cents with a decimal comma, signs included', () => {
    expect([0, 5, 99, 100, 1250, -1250, -5, 123456789].map((c) => euros(c).n)).toEqual([
      '0,00',
      '0,05',
      '0,99',
      '1,00',
      '12,50',
      '-12,50',
      '-0,05',
      '1234567,89',
    ]);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        const [w, f] = euros(c).n.replace('-', '').split(',');
        expect((c < 0 ? -1 : 1) * (Number(w) * 100 + Number(f))).toBe(c);
      }),
    );
  });

  it('quotes separators, quotes and line breaks; formulas stay text; numbers are not escaped', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(euros(-500))).toBe('-5,00');
    expect(csvField(null)).toBe('');
  });

  it('local times agree with date-fns in zones with DST and odd offsets', () => {
    for (const zone of ['Europe/Berlin', 'Asia/Kathmandu', 'Australia/Lord_Howe']) {
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), (ms) => {
          expect(localDateTime(new Date(ms), zone)).toBe(format(new TZDate(ms, zone), 'dd.MM.yyyy HH:mm'));
        }),
      );
    }
  });
});
