import { describe, expect, it } from 'vitest';
import { checkIdentifications, isValidPlate, normalizePlate, plateKey, plateKeyOf } from './plate';

describe('licence plates', () => {
  it('normalises case and spacing', () => {
    expect(normalizePlate('  b - ab  123 ')).toBe('B-AB 123');
    expect(normalizePlate('m-xy 99e')).toBe('M-XY 99E');
  });

  it('accepts plates of the shop countries', () => {
    for (const p of ['B-AB 1234', 'M XY 99E', 'KÖ-Ü 1', '12-ABC-3', 'B 123 ABC', 'ZH 123456', 'W-12345']) {
      expect(isValidPlate(p), p).toBe(true);
    }
  });

  it('refuses what cannot be a plate', () => {
    for (const p of ['', 'A', 'B--AB', 'B_AB 1', 'ABCDEFGHIJK', '<script>', '-AB 1']) {
      expect(isValidPlate(p), p).toBe(false);
    }
  });

  it('requires a plate when the template asks for one', () => {
    expect(checkIdentifications(['lp'], [])).toEqual({ ok: false, code: 'LICENSE_PLATE_MISSING' });
    expect(checkIdentifications(['lp'], [{ source: 'lp', code: '  ' }])).toEqual({
      ok: false,
      code: 'LICENSE_PLATE_MISSING',
    });
    expect(checkIdentifications(['lp'], [{ source: 'lp', code: 'b-ab 1' }])).toEqual({
      ok: true,
      identifications: [{ source: 'lp', code: 'B-AB 1' }],
    });
    expect(checkIdentifications(['lp'], [{ source: 'lp', code: 'x' }])).toEqual({
      ok: false,
      code: 'LICENSE_PLATE_INVALID',
    });
  });

  it('refuses identifiers the template does not ask for, and needs none when it asks for none', () => {
    expect(checkIdentifications([], [{ source: 'rfid', code: '123' }])).toEqual({
      ok: false,
      code: 'IDENTIFIER_NOT_REQUESTED',
    });
    expect(checkIdentifications([], [])).toEqual({ ok: true, identifications: [] });
  });
});

describe('plateKey: one matching key for cameras, look-ups, bookings and barriers', () => {
  it.each([
    ['b-ab 123', 'BAB123'],
    ['B AB123', 'BAB123'],
    ['B.AB.123', 'BAB123'],
    ['LÖ-X 1', 'LOX1'],
    ['lö x 1', 'LOX1'],
    ['12-abc-3', '12ABC3'], // NL
    ['B 123 ABC', 'B123ABC'], // RO
    ['ZH·123456', 'ZH123456'], // CH
  ])('%s -> %s', (raw, key) => expect(plateKey(raw)).toBe(key));

  it('gives a booking the key of its licence plate', () => {
    expect(
      plateKeyOf([
        { source: 'rfid', code: 'x' },
        { source: 'lp', code: 'M-Ü 77' },
      ]),
    ).toBe('MU77');
    expect(plateKeyOf([{ source: 'rfid', code: 'x' }])).toBeNull();
  });
});
