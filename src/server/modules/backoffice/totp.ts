import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;

function totp(secret: string, label = 'operator', issuer = 'Parking shop'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI for the QR code: issuer the shop's name, label the operator's username. */
export function totpUri(secret: string, username: string, issuer: string): string {
  return totp(secret, username, issuer).toString();
}

/**
 * The time step `code` belongs to, within ±1 step of `now` (clock drift of phone and server),
 * or undefined. The caller stores the step, so the same code (or an older one) is refused later.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The code of `secret` at `at` (tests and the E2E compute codes like an authenticator app). */
export function totpCodeAt(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}
