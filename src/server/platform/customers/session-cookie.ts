import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ID_PATTERN } from '../codes';
import { SESSION_COOKIE, type LiveSession } from './sessions';

export { SESSION_COOKIE };

/**
 * The internal id of the request's live booking session, if any: the one helper every route
 * that needs the session uses. The cookie's token is looked up by its hash; an unknown or
 * expired token counts as no session. The cookie's name depends on PUBLIC_URL (ADR 012).
 */
export async function currentSessionId(req: FastifyRequest, now: Date): Promise<string | undefined> {
  return (await currentSession(req, now))?.id;
}

export async function currentSession(req: FastifyRequest, now: Date): Promise<LiveSession | undefined> {
  const sessions = req.server.shop.sessions;
  const header = req.headers.cookie;
  if (!header) return undefined;
  const token = req.server.parseCookie(header)[sessions.cookieName];
  if (!token || !SESSION_ID_PATTERN.test(token)) return undefined;
  return sessions.resolve(token, now);
}

export function writeSessionToken(reply: FastifyReply, token: string): void {
  const { cookieName, secure } = reply.server.shop.sessions;
  // A session cookie (no Max-Age): the server enforces the idle and absolute limits itself.
  reply.setCookie(cookieName, token, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
