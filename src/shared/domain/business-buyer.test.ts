import { describe, expect, it } from 'vitest';
import { checkBusinessBuyer, isValidBuyerReference } from './business-buyer';

describe('business buyer data', () => {
  it('keeps the VAT ID and reference of a company, normalised', () => {
    expect(
      checkBusinessBuyer({ companyName: 'ACME GmbH', vatId: 'de 123 456 789', buyerReference: ' 991-33333test-33 ' }),
    ).toEqual({
      ok: true,
      contact: { companyName: 'ACME GmbH', vatId: 'DE123456789', buyerReference: '991-33333TEST-33' },
    });
  });

  it('drops both without a company name', () => {
    expect(checkBusinessBuyer({ companyName: ' ', vatId: 'nonsense', buyerReference: 'PO 1' })).toEqual({
      ok: true,
      contact: { companyName: ' ' },
    });
  });

  it('names the field that is wrong', () => {
    expect(checkBusinessBuyer({ companyName: 'A', vatId: 'DE12' })).toEqual({ ok: false, code: 'VAT_ID_INVALID' });
    expect(checkBusinessBuyer({ companyName: 'A', buyerReference: '04011000-1234512345-07' })).toEqual({
      ok: false,
      code: 'BUYER_REFERENCE_INVALID',
    });
  });

  it('takes a free order reference up to 100 characters on one line', () => {
    expect(isValidBuyerReference('Bestellung 4711/2026')).toBe(true);
    expect(isValidBuyerReference('x'.repeat(100))).toBe(true);
    expect(isValidBuyerReference('x'.repeat(101))).toBe(false);
    expect(isValidBuyerReference('PO\n4711')).toBe(false);
  });
});
