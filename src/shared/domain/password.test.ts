import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { passwordProblems } from './password';

describe('password policy (spec §5 plus common and personal passwords)', () => {
  it('accepts a long mixed password', () => {
    expect(passwordProblems('Sommer-Regen-4711x', { username: 'erika', mail: 'erika@example.com' })).toEqual(
      [],
    );
  });

  it('names each broken rule', () => {
    expect(passwordProblems('Ab1')).toEqual(expect.arrayContaining(['length']));
    expect(passwordProblems('alllowercase-1234')).toEqual(['upper']);
    expect(passwordProblems('ALLUPPERCASE-1234')).toEqual(['lower']);
    expect(passwordProblems('No-Digits-At-All')).toEqual(['digit']);
  });

  it('refuses common passwords padded with digit runs or years, in any case', () => {
    for (const p of [
      'Password12345678',
      'QWERTZuiop123456',
      'Passwort2026!!',
      'Welcome1234567890',
      'Qwerty123456789',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword('Sommer-Regen-4711x')).toBe(false);
  });

  it("refuses the username or the mail's local part inside the password, case-insensitive", () => {
    expect(passwordProblems('Xx-ERIKA.muster-99', { username: 'Erika.Muster' })).toContain('personal');
    expect(passwordProblems('Hallo-Kunde77-Ab12', { mail: 'kunde77@example.com' })).toContain('personal');
  });
});
