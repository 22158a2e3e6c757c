import { createHash } from 'node:crypto';
import { newSessionId } from '../codes';
import type { SessionRepository } from './session-repository';

/** A live session: its stable internal id (what bookings and mandates refer to). */
export interface LiveSession {
  id: string;
  createdAt: Date;
  /** The logged-in customer, or null for a guest. */
  customerId: string | null;
  /**
   * The hash of the token the request presented, and whether it is still the session's current
   * one (false: the replaced token, within its grace). Only a request presenting the current
   * token may rotate it (see rotationGraceMs).
   */
  presentedHash: string;
  current: boolean;
}

/**
 * How long a replaced session token still works. A reserve rotates the token; a
 * second request of the same page (a parallel reserve, a poll) may already be on its way with
 * the old one. It is served for this long, and it does not rotate again: a rotation replaces
 * only the token the request presented while that is still current (a compare-and-set in the
 * same statement), so of two racing reserves one rotates and sets the cookie, the other sets
 * none, and the browser's last Set-Cookie is always the live token.
 *
 * The grace holds for logged-in sessions only. A guest's reserve rotates to defeat a planted
 * cookie (ADR 012): the planter's token must die at once, and a guest losing such a race loses
 * only an unpaid hold. A logged-in session cannot be planted (a login always starts a new row),
 * and losing it logs the customer out.
 */
export const ROTATION_GRACE_MS = 30_000;

export interface SessionServiceDeps {
  repo: SessionRepository;
  /** A session unused this long is dead (SESSION_IDLE_MINUTES). */
  idleMinutes: number;
  /** A session older than this is dead however busy it is (SESSION_ABSOLUTE_HOURS). */
  absoluteHours: number;
  /** `__Host-` cookie with Secure (PUBLIC_URL is https), or a plain one (local http demo). */
  secure: boolean;
}

/** Cookie names: browsers accept `__Host-` only with Secure, Path=/ and no Domain. */
export const SESSION_COOKIE = 'shop_session';
export const SECURE_SESSION_COOKIE = '__Host-shop_session';

/** Touching the row on every poll (once a second) would be a write per poll; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

/** The stored form of a token: a token carries ~238 random bits, so a plain SHA-256 suffices. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Booking sessions (one table for visitors and, later, customers). The cookie carries a random
 * token; the table keeps only its hash. A session dies after an idle limit and an absolute
 * limit, checked on every use: an expired token is no session at all.
 */
export class SessionService {
  readonly cookieName: string;

  constructor(private readonly deps: SessionServiceDeps) {
    this.cookieName = deps.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  get secure(): boolean {
    return this.deps.secure;
  }

  /** The live session of a cookie token, or undefined (no token, unknown, or expired). */
  async resolve(token: string | undefined, now: Date): Promise<LiveSession | undefined> {
    if (!token) return undefined;
    const presentedHash = hashSessionToken(token);
    const row = await this.deps.repo.findLive(presentedHash, now);
    if (!row) return undefined;
    if (now.getTime() - row.updatedAt.getTime() >= TOUCH_EVERY_MS) {
      await this.deps.repo.touch(row.id, now, this.expiresAt(row.createdAt, now));
    }
    return {
      id: row.id,
      createdAt: row.createdAt,
      customerId: row.customerId,
      presentedHash,
      current: row.current,
    };
  }

  /** A fresh cookie token and the hash that is stored of it. */
  newToken(): { token: string; hash: string } {
    const token = newSessionId();
    return { token, hash: hashSessionToken(token) };
  }

  /** The earlier of the idle and the absolute limit, for a session used `now`. */
  expiresAt(createdAt: Date, now: Date): Date {
    const idle = now.getTime() + this.deps.idleMinutes * 60_000;
    const absolute = createdAt.getTime() + this.deps.absoluteHours * 3_600_000;
    return new Date(Math.min(idle, absolute));
  }
}
