import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Upper case without 0/O, 1/I/L, so a code read out loud or typed from paper survives. */
const TICKET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SESSION_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newTicketCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)];
  return out;
}

/** 256 bits, base64url (43 characters): the ticket link is the only key to the ticket. */
export function newPermissionSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The booking session id of the cookie: 40 characters from [A-Za-z0-9] (~238 bits). */
export function newSessionId(): string {
  let out = '';
  for (let i = 0; i < 40; i++) out += SESSION_ALPHABET[randomInt(SESSION_ALPHABET.length)];
  return out;
}

export const SESSION_ID_PATTERN = /^[A-Za-z0-9]{40}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Compares secrets without leaking through timing how much of a guess was right. */
export function secretsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  if (x.length !== y.length) {
    timingSafeEqual(x, x);
    return false;
  }
  return timingSafeEqual(x, y);
}
