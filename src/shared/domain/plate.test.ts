import { describe, expect, it } from 'vitest';
import {
  checkIdentifications,
  isValidPlate,
  normalizePlate,
  plateInput,
  plateKey,
  plateKeyOf,
  plateOf,
} from './plate';

describe('licence plates', () => {
  it('normalises case and spacing', () => {
    expect(normalizePlate('  b - ab  123 ')).toBe('B-AB 123');
    expect(normalizePlate('m-xy 99e')).toBe('M-XY 99E');
  });

  it('upper-cases a plate while it is typed, leaving its spaces to the sender', () => {
    expect(plateInput('fr-su 101')).toBe('FR-SU 101');
    expect(plateInput('b  - ab ')).toBe('B  - AB ');
    expect(normalizePlate(plateInput('b  - ab 1 '))).toBe(normalizePlate('b  - ab 1 '));
  });

  it('finds the stored plate among the identifications, as stored', () => {
    const rfid = { source: 'rfid', code: 'x' } as const;
    expect(plateOf([rfid, { source: 'lp', code: 'M-Ü 77' }])).toBe('M-Ü 77');
    expect([plateOf([rfid]), plateOf([])]).toEqual([null, null]);
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

  // Germany: district, letters, digits, E (electric) / H (historic) suffixes; umlaut districts
  // fold to the base letter, as plate cameras report them (ADR 018).
  it.each([
    ['M-AB 1234E', 'MAB1234E'],
    ['B-XY 99H', 'BXY99H'],
    ['KÜN-Ä 5', 'KUNA5'],
    ['DÜW–A 1', 'DUWA1'], // en dash typed on a phone
    ['hh\u2011ab 12', 'HHAB12'], // non-breaking hyphen
    ['\tB\u00a0AB 1 ', 'BAB1'], // tab and no-break space from a pasted text
    ['BÖ-A 1', 'BOA1'], // Börde: the same key as Bochum's BO-A 1 (accepted, ADR 018)
    ['Lo\u0308-X 1', 'LOX1'], // a decomposed umlaut (o + combining diaeresis) folds alike
  ])('DE %s -> %s', (raw, key) => expect(plateKey(raw)).toBe(key));

  // The Netherlands: the sidecodes with hyphens between the groups.
  it.each([
    ['1-KBB-00', '1KBB00'],
    ['xx-999-x', 'XX999X'],
    ['99-XX-99', '99XX99'],
    ['GB 123 X', 'GB123X'],
  ])('NL %s -> %s', (raw, key) => expect(plateKey(raw)).toBe(key));

  // Romania: county, digits, letters; diacritics with cedilla or comma below fold alike.
  it.each([
    ['CJ 12 ABC', 'CJ12ABC'],
    ['b-123-abc', 'B123ABC'],
    ['IS 07 ŞŢA', 'IS07STA'],
    ['IS 07 ȘȚA', 'IS07STA'],
  ])('RO %s -> %s', (raw, key) => expect(plateKey(raw)).toBe(key));

  // Switzerland: canton and digits, the canton's coat of arms often typed as a middle dot.
  it.each([
    ['ZH 123456', 'ZH123456'],
    ['BE·12345', 'BE12345'],
    ['ge 1234', 'GE1234'],
    ['TI 98 765', 'TI98765'],
    ['SG.4.5.6', 'SG456'],
  ])('CH %s -> %s', (raw, key) => expect(plateKey(raw)).toBe(key));

  it('is idempotent: a key keys to itself', () => {
    for (const raw of ['KÜN-Ä 5', '1-KBB-00', 'IS 07 ŞŢA', 'BE·12345']) {
      expect(plateKey(plateKey(raw))).toBe(plateKey(raw));
    }
  });

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
