import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ID_PATTERN } from '../../tickets/codes';

export const SESSION_COOKIE = 'shop_session';

/** The booking session id from the cookie, if well-formed. Parsed only by the routes that need it. */
export function readSessionId(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const value = req.server.parseCookie(header)[SESSION_COOKIE];
  return value && SESSION_ID_PATTERN.test(value) ? value : undefined;
}

export function writeSessionId(reply: FastifyReply, id: string, secure: boolean): void {
  // A session cookie (no Max-Age): the booking flow lives as long as the browser session.
  reply.setCookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
