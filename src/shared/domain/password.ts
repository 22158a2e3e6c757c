import { isCommonPassword } from './common-passwords';

/** Spec §5: at least 14 characters, upper and lower case, digits. */
export const PASSWORD_MIN_LENGTH = 14;

/** Which rule a new password breaks (the client shows one message for all, spec §8). */
export type PasswordProblem = 'length' | 'upper' | 'lower' | 'digit' | 'common' | 'personal';

/**
 * The one password rule of client and server: spec §5's length and character
 * classes, not a common password, and not containing the username or the e-mail's local part
 * (case-insensitive). An empty list means the password is acceptable.
 */
export function passwordProblems(
  password: string,
  account: { username?: string; mail?: string } = {},
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('length');
  if (!/\p{Lu}/u.test(password)) problems.push('upper');
  if (!/\p{Ll}/u.test(password)) problems.push('lower');
  if (!/[0-9]/.test(password)) problems.push('digit');
  if (isCommonPassword(password)) problems.push('common');
  const lower = password.toLowerCase();
  const personal = [account.username, account.mail?.split('@')[0]]
    .map((s) => (s ?? '').trim().toLowerCase())
    // A two-letter local part ("jo@...") would refuse far too much; three or more count.
    .filter((s) => s.length >= 3);
  if (personal.some((s) => lower.includes(s))) problems.push('personal');
  return problems;
}

export function isAcceptablePassword(
  password: string,
  account?: { username?: string; mail?: string },
): boolean {
  return passwordProblems(password, account).length === 0;
}
