import { createHash, randomUUID } from 'node:crypto';
import type { OperatorRole, OperatorSessionStage } from '../../db/schema';
import { newSessionId, secretsEqual } from '../codes';
import { hashSessionToken } from '../customers/sessions';
import type { OperatorRow, OperatorSessionRow } from '../../db/rows';

/** The operator_sessions rows the service reads and writes (the back office's OperatorRepository). */
export interface OperatorSessionStore {
  insertSession(row: {
    id: string;
    tokenHash: string;
    operatorId: string;
    stage: OperatorSessionStage;
    now: Date;
    expiresAt: Date;
  }): Promise<void>;
  findLiveSession(
    tokenHash: string,
    now: Date,
  ): Promise<{ session: OperatorSessionRow; operator: OperatorRow } | undefined>;
  touchSession(id: string, now: Date, expiresAt: Date): Promise<void>;
  advanceSession(
    id: string,
    set: { tokenHash: string; stage: OperatorSessionStage; now: Date; expiresAt: Date },
  ): Promise<void>;
  endSession(id: string): Promise<void>;
  pruneSessions(now: Date): Promise<void>;
}

/**
 * Cookie names. The cookie's path is /api/admin (ADR 035): the shop's own calls
 * (/api/booking, /sapi, /auth) never carry it, so no bug or log there can leak it. `__Host-`
 * demands Path=/, hence `__Secure-` on https (still Secure-only and not settable over http).
 */
export const ADMIN_COOKIE = 'admin_session';
export const SECURE_ADMIN_COOKIE = '__Secure-admin_session';
/** Every call that reads the cookie is under this path; the /admin pages themselves need none. */
export const ADMIN_COOKIE_PATH = '/api/admin';
/** Before the cookie moved to /api/admin: Path=/ and, on https, this name. A login clears such a cookie. */
const LEGACY_SECURE_ADMIN_COOKIE = '__Host-admin_session';

/** The code step waits at most this long after the password (then log in again). */
export const TOTP_STEP_MINUTES = 5;

/** With a 15-minute idle limit, a write every 30 s keeps the idle time exact enough. */
const TOUCH_EVERY_MS = 30_000;

export interface OperatorSessionDeps {
  repo: OperatorSessionStore;
  /** ADMIN_SESSION_IDLE_MINUTES (15). */
  idleMinutes: number;
  /** ADMIN_SESSION_ABSOLUTE_HOURS (12). */
  absoluteHours: number;
  /** PUBLIC_URL is https: `__Secure-` cookie with Secure. */
  secure: boolean;
  /** ADMIN_TOTP_ROLES (all roles): who must enrol TOTP before acting. */
  totpRoles: readonly OperatorRole[];
}

export interface LiveOperatorSession {
  session: OperatorSessionRow;
  operator: OperatorRow;
  /** The cookie's token (the CSRF token is derived from it). */
  token: string;
}

/**
 * The CSRF token of a session: derived from the cookie's token, so it needs no column and dies
 * with the session, and the stored token hash does not reveal it (a different hash input).
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

/**
 * Back-office sessions: a random cookie token whose SHA-256 is the row's key, an idle and an
 * absolute limit checked on every use, a stage (totp, enrol, active). A disabled operator has
 * no live session (checked on every use too, so disabling takes effect at once).
 */
export class OperatorSessionService {
  readonly cookieName: string;

  constructor(private readonly deps: OperatorSessionDeps) {
    this.cookieName = deps.secure ? SECURE_ADMIN_COOKIE : ADMIN_COOKIE;
  }

  get secure(): boolean {
    return this.deps.secure;
  }

  get idleMinutes(): number {
    return this.deps.idleMinutes;
  }

  /**
   * Whether an operator of `role` must have TOTP to act (ADMIN_TOTP_ROLES, default every role):
   * a viewer reads customers' names, plates and IBAN files, staff move money, so a stolen
   * password alone must not be enough for any of them.
   */
  totpRequiredFor(role: OperatorRole): boolean {
    return this.deps.totpRoles.includes(role);
  }

  /** Cookie options: HttpOnly, SameSite=Strict, Path=/api/admin, Secure on https; no Max-Age (ends with the browser). */
  get cookieOptions() {
    return { path: ADMIN_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure: this.deps.secure };
  }

  /**
   * The https cookie a browser may still hold from before the move to /api/admin (`__Host-`, Path=/): cleared
   * at a login. On http the old cookie has the new one's name; it dies with its session.
   */
  get legacyCookie() {
    if (!this.deps.secure) return undefined;
    return { name: LEGACY_SECURE_ADMIN_COOKIE, options: { ...this.cookieOptions, path: '/' } };
  }

  /** The live session of a cookie token (touching its idle limit), or undefined. */
  async resolve(token: string | undefined, now: Date): Promise<LiveOperatorSession | undefined> {
    if (!token || token.length > 100) return undefined;
    const found = await this.deps.repo.findLiveSession(hashSessionToken(token), now);
    if (!found || found.operator.status !== 'active') return undefined;
    const { session, operator } = found;
    if (session.stage !== 'totp' && now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await this.deps.repo.touchSession(session.id, now, this.expiresAt(session.createdAt, now));
    }
    // An operator given a role that needs TOTP while logged in without it must enrol before going on.
    const mustEnrol =
      session.stage === 'active' && this.totpRequiredFor(operator.role) && !operator.totpSecret;
    return { operator, session: mustEnrol ? { ...session, stage: 'enrol' } : session, token };
  }

  /** The earlier of the idle and the absolute limit, for a session used `now`. */
  expiresAt(createdAt: Date, now: Date): Date {
    const idle = now.getTime() + this.deps.idleMinutes * 60_000;
    const absolute = createdAt.getTime() + this.deps.absoluteHours * 3_600_000;
    return new Date(Math.min(idle, absolute));
  }

  /** A new session of the operator in `stage`; returns the cookie token. */
  async start(operator: { id: string }, stage: OperatorSessionStage, now: Date): Promise<string> {
    const token = newSessionId();
    await this.deps.repo.pruneSessions(now);
    await this.deps.repo.insertSession({
      id: randomUUID(),
      tokenHash: hashSessionToken(token),
      operatorId: operator.id,
      stage,
      now,
      expiresAt: this.stageExpiry(stage, now, now),
    });
    return token;
  }

  /** The session moves on (code accepted, enrolment done) under a new token; returns it. */
  async advance(session: OperatorSessionRow, stage: OperatorSessionStage, now: Date): Promise<string> {
    const token = newSessionId();
    // The absolute limit counts from the password step: a session does not live longer by a new stage.
    await this.deps.repo.advanceSession(session.id, {
      tokenHash: hashSessionToken(token),
      stage,
      now,
      expiresAt: this.stageExpiry(stage, session.createdAt, now),
    });
    return token;
  }

  end(sessionId: string): Promise<void> {
    return this.deps.repo.endSession(sessionId);
  }

  /** Whether `sent` is the session's CSRF token (constant time). */
  csrfMatches(sessionToken: string, sent: unknown): boolean {
    return typeof sent === 'string' && sent.length > 0 && secretsEqual(csrfTokenOf(sessionToken), sent);
  }

  private stageExpiry(stage: OperatorSessionStage, createdAt: Date, now: Date): Date {
    const limit = this.expiresAt(createdAt, now);
    if (stage !== 'totp') return limit;
    return new Date(Math.min(limit.getTime(), now.getTime() + TOTP_STEP_MINUTES * 60_000));
  }
}

export type { OperatorRole };
