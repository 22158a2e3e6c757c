/**
 * The back office's guard and audit helper (ADR 023). Every `/api/admin/...` route
 * but the login steps stands on these two. STABLE INTERFACE: other modules mount their admin
 * routes with it; change it only compatibly.
 *
 * ```ts
 * import { requireOperator } from '../../platform/backoffice/guard';
 * import { audit } from '../../platform/audit/audit';
 *
 * app.get('/api/admin/bookings', {
 *   preHandler: requireOperator('viewer'),        // read: every role
 *   schema: { ..., security: [{ operatorSession: [] }] },
 * }, async (req) => ... req.operator.id ...);
 *
 * app.post('/api/admin/bookings/:id/cancel', {
 *   preHandler: requireOperator('staff'),         // write: staff and admin
 *   schema: { ..., security: [{ operatorSession: [] }] },
 * }, async (req) => {
 *   await inTransaction(db, async (tx) => {
 *     ...the change...
 *     await audit(req, { action: 'booking.cancel', entity: 'booking', entityId: id, before, after }, tx);
 *   });
 * });
 * ```
 *
 * `requireOperator(minRole)` returns a Fastify preHandler (`'viewer' | 'staff' | 'admin'`). In
 * this order it answers:
 * 1. 401 ADMIN_NOT_LOGGED_IN: no `admin_session` cookie (`__Secure-admin_session` on https), an
 *    unknown token, a session idle longer than ADMIN_SESSION_IDLE_MINUTES (15) or older than
 *    ADMIN_SESSION_ABSOLUTE_HOURS (12), or a disabled operator;
 * 2. 403 TOTP_REQUIRED while the session still owes its TOTP code; 403 TOTP_SETUP_REQUIRED for
 *    an admin who has not enrolled TOTP yet (also one made admin during the session);
 * 3. 403 CSRF_INVALID on any method but GET/HEAD/OPTIONS without the session's token in
 *    `X-CSRF-Token` (the token comes with GET /api/admin/auth/me and the login's answer;
 *    compared in constant time). The app-wide cross-site guard (Origin / Sec-Fetch-Site,
 *    403 CROSS_SITE) has run before, in onRequest;
 * 4. 403 FORBIDDEN_ROLE when the operator's role is below `minRole`, and for a viewer on any
 *    write whatever `minRole` says (viewers only read).
 * Then it sets `req.operator = { id, username, role, sessionId }` and `Cache-Control:
 * no-store`. Role guidance: 'viewer' for reads, 'staff' for bookings, customers, refunds and
 * stays, 'admin' for settings, operators and the audit log.
 *
 * `audit(req, { action, entity, entityId?, before?, after? }, tx?)` appends one audit_log row:
 * actor = req.operator (or `entry.actor` for the token API and the CLI), the client address
 * (req.ip), the injected clock's time. Pass the caller's transaction as `tx`, so the change and
 * its record commit together. Keys that name secrets (password, secret, token, hash, otp, key,
 * apiKey, cookie, authorization) are removed from before/after at any depth unless their value
 * is a boolean; still, put only what an auditor needs there. Actions are `entity.verb`
 * (`operator.create`, `booking.cancel`, `auth.login`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, roleAtLeast, type AdminStage, type OperatorRole } from '../../../shared/schemas/admin';
import { DomainError } from '../../errors';
import type { AuditRepository } from '../audit/repository';
import type { LiveOperatorSession, OperatorSessionService } from './sessions';

/** The logged-in operator of a request, set by requireOperator. */
export interface RequestOperator {
  id: string;
  username: string;
  role: OperatorRole;
  /** The back-office session's id (logout, password change keep or end it). */
  sessionId: string;
  /**
   * The sites this operator sees and changes (ADR 060); null: every site (always so for an
   * admin). Objects of other sites answer 404, as if they did not exist.
   */
  siteIds: readonly string[] | null;
}

/** What the guard and the audit helper need, decorated on the app as `app.admin`. */
export interface AdminContext {
  sessions: OperatorSessionService;
  auditLog: AuditRepository;
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminContext;
  }
  interface FastifyRequest {
    /** Set by requireOperator on the back office's calls; undefined elsewhere. */
    operator?: RequestOperator;
    /** The resolved session (login steps read it); set together with `operator`. */
    operatorSession?: LiveOperatorSession;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isWrite(req: FastifyRequest): boolean {
  return !SAFE_METHODS.has(req.method);
}

/** The live back-office session of the request's cookie, or undefined. */
export async function currentOperatorSession(req: FastifyRequest): Promise<LiveOperatorSession | undefined> {
  const { sessions, clock } = req.server.admin;
  const header = req.headers.cookie;
  if (!header) return undefined;
  const token = req.server.parseCookie(header)[sessions.cookieName];
  return sessions.resolve(token, clock());
}

export interface SessionGuardOptions {
  /** Stages that may pass (default: only `active`). */
  stages?: readonly AdminStage[];
  /** Check X-CSRF-Token on writes (default true; the login steps before a session have none). */
  csrf?: boolean;
}

/**
 * The guard's steps 1–3 with the stages a login step accepts; requireOperator is this with
 * `active` only plus the role. Exported for the login routes.
 */
export function operatorSessionGuard(opts: SessionGuardOptions = {}) {
  const stages = opts.stages ?? ['active'];
  return async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const live = await currentOperatorSession(req);
    if (!live) throw new DomainError('ADMIN_NOT_LOGGED_IN', 'Not logged in to the back office');
    const stage = live.session.stage;
    if (!stages.includes(stage)) {
      if (stage === 'totp') throw new DomainError('TOTP_REQUIRED', 'The TOTP code is still due');
      if (stage === 'enrol') throw new DomainError('TOTP_SETUP_REQUIRED', 'Set up TOTP first');
      throw new DomainError('FORBIDDEN_ROLE', 'Not in this step of the login');
    }
    if ((opts.csrf ?? true) && isWrite(req)) {
      if (!req.server.admin.sessions.csrfMatches(live.token, req.headers[CSRF_HEADER])) {
        throw new DomainError('CSRF_INVALID', `Send the session's CSRF token in X-CSRF-Token`);
      }
    }
    req.operatorSession = live;
    req.operator = {
      id: live.operator.id,
      username: live.operator.username,
      role: live.operator.role,
      sessionId: live.session.id,
      siteIds: live.operator.role === 'admin' ? null : (live.operator.siteIds ?? null),
    };
  };
}

/**
 * preHandler of a back-office route: a live, fully logged-in session whose operator has at
 * least `minRole` (viewers never write). See the file's doc comment.
 */
export function requireOperator(minRole: OperatorRole) {
  const session = operatorSessionGuard();
  return async (req: FastifyRequest, reply: FastifyReply) => {
    await session(req, reply);
    const role = req.operator!.role;
    const needed: OperatorRole = isWrite(req) && minRole === 'viewer' ? 'staff' : minRole;
    if (!roleAtLeast(role, needed)) {
      throw new DomainError('FORBIDDEN_ROLE', `This needs the role ${needed}`, { role, needed });
    }
  };
}

/**
 * After `requireOperator`: a call about objects that belong to no one site (a company, its
 * monthly invoice spanning every car park) is for operators who see every site. One limited to
 * some gets 404 NOT_FOUND, as for another site's objects, so the ids say nothing (ADR 060).
 */
export async function requireEverySite(req: FastifyRequest): Promise<void> {
  if (req.operator?.siteIds !== null) throw new DomainError('NOT_FOUND', 'Not found');
}
