/**
 * The password rule of spec §5, shared by the client's forms and the server: at least 14
 * characters, upper and lower case letters and digits. (The server refuses more besides, such
 * as common passwords or ones containing the username; those it alone can judge.)
 */
export const PASSWORD_MIN_LENGTH = 14;

/** True when the password meets the spec's rule (length, upper, lower, digit). */
export function meetsPasswordRule(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password)
  );
}
