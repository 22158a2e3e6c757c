import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidLeitwegId, leitwegCheckDigits, looksLikeLeitwegId } from './leitweg-id';

describe('Leitweg-ID', () => {
  it.each([
    '04011000-1234512345-06', // the example of KoSIT's specification
    '991-33333TEST-33', // the test address of the XRechnung test suite
    '991-33333test-33', // letters count the same in either case
  ])('accepts %s', (id) => {
    expect(isValidLeitwegId(id)).toBe(true);
  });

  it.each([
    ['04011000-1234512345-07', 'wrong check digits'],
    ['04011000-1234512354-06', 'two digits swapped'],
    ['4-1234-06', 'one-digit Grobadressierung'],
    ['0401100012345-1234-06', 'Grobadressierung of 13 digits'],
    ['04011000-12345_12345-06', 'an underscore'],
    ['04011000-1234512345-6', 'one check digit'],
    ['04011000', 'no check digits'],
  ])('refuses %s (%s)', (id) => {
    expect(isValidLeitwegId(id)).toBe(false);
  });

  const grob = fc.stringMatching(/^\d{2,12}$/);
  const fein = fc.option(fc.stringMatching(/^[0-9A-Z]{1,30}$/), { nil: undefined });
  const addressing = fc.tuple(grob, fein).map(([g, f]) => (f ? `${g}-${f}` : g));

  it('an ID with its computed check digits is valid, with any other digits it is not', () => {
    fc.assert(
      fc.property(addressing, fc.integer({ min: 0, max: 99 }), (a, other) => {
        const digits = leitwegCheckDigits(a);
        expect(isValidLeitwegId(`${a}-${digits}`)).toBe(true);
        const wrong = String(other).padStart(2, '0');
        if (wrong !== digits) expect(isValidLeitwegId(`${a}-${wrong}`)).toBe(false);
      }),
    );
  });

  it('finds every single changed character of the addressing', () => {
    fc.assert(
      fc.property(addressing, fc.nat(), fc.stringMatching(/^[0-9]$/), (a, at, digit) => {
        const i = at % a.length;
        fc.pre(a[i] !== '-' && a[i] !== digit && /\d/.test(a[i]!));
        const id = `${a}-${leitwegCheckDigits(a)}`;
        const changed = id.slice(0, i) + digit + id.slice(i + 1);
        expect(isValidLeitwegId(changed)).toBe(false);
      }),
    );
  });

  it('takes digits and a hyphen at the start as meant to be a Leitweg-ID', () => {
    expect(looksLikeLeitwegId('04011000-1234')).toBe(true);
    expect(looksLikeLeitwegId('PO-4711')).toBe(false);
    expect(looksLikeLeitwegId('4711')).toBe(false);
  });
});
