import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidVatId, normalizeVatId, VAT_ID_PREFIXES } from './vat-id';

describe('VAT ID', () => {
  it.each([
    'ATU12345678',
    'BE0123456789',
    'BG123456789',
    'CY12345678X',
    'CZ12345678',
    'DE123456789',
    'DK12345678',
    'EE123456789',
    'EL123456789',
    'ESX1234567X',
    'ESB12345678',
    'FI12345678',
    'FRXX123456789',
    'FR40303265045',
    'HR12345678901',
    'HU12345678',
    'IE1234567WI',
    'IE1A23456W',
    'IT12345678901',
    'LT123456789012',
    'LU12345678',
    'LV12345678901',
    'MT12345678',
    'NL123456789B01',
    'PL1234567890',
    'PT123456789',
    'RO1234567890',
    'SE123456789001',
    'SI12345678',
    'SK1234567890',
    'XI123456789',
    'XIGD123',
  ])('accepts %s', (id) => {
    expect(isValidVatId(id)).toBe(true);
  });

  it.each([
    ['DE12345678', 'one digit short'],
    ['DE1234567890', 'one digit long'],
    ['AT12345678', 'Austria without its U'],
    ['NL123456789X01', 'Dutch without the B'],
    ['SE123456789002', 'Swedish not ending in 01'],
    ['FRIO123456789', 'French key with an I or O'],
    ['GB123456789', 'Great Britain left the EU'],
    ['CH123456789', 'not an EU state'],
    ['RO0123456', 'Romanian starting with 0'],
    ['123456789', 'no prefix'],
    ['', 'empty'],
  ])('refuses %s (%s)', (id) => {
    expect(isValidVatId(id)).toBe(false);
  });

  it('takes the number as people write it: spaces, dots, hyphens, lower case, GR for Greece', () => {
    expect(normalizeVatId(' de 123.456.789 ')).toBe('DE123456789');
    expect(normalizeVatId('nl-123456789-b01')).toBe('NL123456789B01');
    expect(normalizeVatId('GR 123456789')).toBe('EL123456789');
    expect(isValidVatId('gr123456789')).toBe(true);
  });

  it('accepts a German number however it is spaced, and refuses every other length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,14}$/), fc.constantFrom('', ' ', '.', '-'), (digits, sep) => {
        const spaced = `DE${sep}${digits.match(/.{1,3}/g)!.join(sep)}`;
        expect(isValidVatId(spaced)).toBe(digits.length === 9);
      }),
    );
  });

  it('normalising is idempotent and never changes validity', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VAT_ID_PREFIXES), fc.string({ maxLength: 16 }), (prefix, rest) => {
        const raw = prefix + rest;
        const once = normalizeVatId(raw);
        expect(normalizeVatId(once)).toBe(once);
        expect(isValidVatId(once)).toBe(isValidVatId(raw));
      }),
    );
  });
});
