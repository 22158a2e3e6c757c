import { describe, expect, it } from 'vitest';
import { formatBillNumber } from './bill-number';

describe('bill numbers', () => {
  it('are printed with at least six digits', () => {
    expect(formatBillNumber(42)).toBe('000042');
    expect(formatBillNumber(1234567)).toBe('1234567');
  });
});
