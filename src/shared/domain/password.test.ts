import { describe, expect, it } from 'vitest';
import { meetsPasswordRule, PASSWORD_MIN_LENGTH } from './password';

describe('password rule (spec §5)', () => {
  it('accepts 14 characters with upper, lower case and a digit', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(14);
    expect(meetsPasswordRule('Abcdefghijklm1')).toBe(true);
    expect(meetsPasswordRule('Ärgerlich-Lang-2026')).toBe(true);
  });
  it.each([
    ['13 characters', 'Abcdefghijkl1'],
    ['no digit', 'Abcdefghijklmn'],
    ['no upper case', 'abcdefghijklm1'],
    ['no lower case', 'ABCDEFGHIJKLM1'],
    ['empty', ''],
  ])('refuses %s', (_, pw) => {
    expect(meetsPasswordRule(pw)).toBe(false);
  });
});
