import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChangePasswordRequestSchema,
  adminLoginRequestSchema,
  adminMeSchema,
  adminSetPasswordRequestSchema,
  auditListResponseSchema,
  auditQuerySchema,
  createOperatorRequestSchema,
  CSRF_HEADER,
  operatorLinkResponseSchema,
  operatorListQuerySchema,
  operatorListResponseSchema,
  operatorSchema,
  patchOperatorRequestSchema,
  totpCodeRequestSchema,
  totpSetupRequestSchema,
  totpSetupResponseSchema,
} from '../../../shared/schemas/admin';
import { errorBodySchema } from '../../../shared/schemas/common';
import { DomainError } from '../../errors';
import { UUID_PATTERN } from '../../platform/codes';
import {
  currentOperatorSession,
  operatorSessionGuard,
  requireOperator,
} from '../../platform/backoffice/guard';
import { auditView, type OperatorAccountService } from './operator-accounts';
import { LoginFailed, type LoginResult, type OperatorLoginService } from './operator-login';
import type { OperatorRow } from '../../db/rows';
import { audit, auditIn, type AuditActor, type AuditEntryInput } from '../../platform/audit/audit';
import { clientAddress } from '../../platform/http/client-address';

const TAGS = ['admin'];
const SESSION = [{ operatorSession: [] }];
const noContent = z.null().describe('No content');
const idParams = z.object({ id: z.string().max(100) });

const GUARD_NOTE =
  'Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.';
const guardErrors = { 401: errorBodySchema, 403: errorBodySchema };

/** Refused codes of the code step (audited as failed logins). */
const TOTP_REFUSALS = new Set<string>(['TOTP_INVALID', 'TOTP_SESSION_ENDED', 'TOTP_LOCKED']);

function checkId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw new DomainError('OPERATOR_NOT_FOUND', 'No such operator');
  return id.toLowerCase();
}

/** The back office's login, own account, operators and audit log under /api/admin (ADR 023). */
export const adminRoutes: FastifyPluginAsyncZod<{
  logins: OperatorLoginService;
  operators: OperatorAccountService;
  clock: () => Date;
}> = async (app, { logins, operators, clock }) => {
  const { sessions } = app.admin;

  const setCookie = (req: FastifyRequest, reply: FastifyReply, token: string) => {
    // A Path=/ cookie of an older version (`__Host-admin_session` on https) would go on to
    // every shop call: it goes now.
    const legacy = sessions.legacyCookie;
    if (legacy && req.headers.cookie?.includes(`${legacy.name}=`))
      reply.clearCookie(legacy.name, legacy.options);
    return reply.setCookie(sessions.cookieName, token, sessions.cookieOptions);
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(sessions.cookieName, sessions.cookieOptions);
  /** The answer of a step that issued a (new) token: cookie plus the session's state. */
  const answer = (req: FastifyRequest, reply: FastifyReply, result: LoginResult) => {
    setCookie(req, reply, result.token);
    return logins.meOf(result, req.operatorSession?.session.createdAt ?? clock());
  };
  const asOperator = (row: { id: string; username: string }) =>
    ({ kind: 'operator', id: row.id, name: row.username }) as const;

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/admin/auth/login',
    {
      config: { limit: 'login' },
      schema: {
        operationId: 'adminLogin',
        summary: 'Back-office login, password step',
        tags: TAGS,
        description:
          "Checks username and password and starts a session (new `admin_session` cookie). The answer's `stage`: `active` (logged in), `totp` (send the code to /auth/totp within 5 minutes) or `enrol` (an admin without TOTP: /auth/totp/setup and /confirm first). 403 WRONG_CREDENTIALS for a wrong password, unknown or disabled operator alike; 429 LOGIN_LOCKED (Retry-After) after 10 failures in 15 minutes for this name from this address; 429 TOTP_LOCKED (Retry-After, details.lockedUntil) for the right password while the operator's second factor is locked.",
        body: adminLoginRequestSchema,
        response: { 200: adminMeSchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      const now = clock();
      const previous = await currentOperatorSession(req);
      let result: LoginResult;
      try {
        result = await logins.login({ ...req.body, address: clientAddress(req) }, now);
      } catch (e) {
        if (e instanceof LoginFailed) {
          await audit(req, {
            action: 'auth.login-failed',
            entity: 'operator',
            entityId: e.operator?.id ?? null,
            // An unknown name is not repeated: it may be a password typed into the wrong field.
            actor: e.operator ? asOperator(e.operator) : { kind: 'operator', id: null, name: '?' },
          });
        }
        throw e;
      }
      if (previous) await sessions.end(previous.session.id);
      await audit(req, {
        action: 'auth.login',
        entity: 'operator',
        entityId: result.operator.id,
        after: { stage: result.stage },
        actor: asOperator(result.operator),
      });
      return answer(req, reply, result);
    },
  );

  app.post(
    '/api/admin/auth/totp',
    {
      config: { limit: 'login' },
      preHandler: operatorSessionGuard({ stages: ['totp'] }),
      schema: {
        operationId: 'adminLoginTotp',
        summary: 'Back-office login, TOTP code step',
        tags: TAGS,
        security: SESSION,
        description: `The six-digit code of the authenticator app (current 30-s step ±1; a used code is refused). Success: the session is active under a new cookie and CSRF token. Wrong codes count per operator from every address, and only a complete login clears the count. 403 TOTP_INVALID; 401 TOTP_SESSION_ENDED with the 3rd wrong code of this session (it is over: log in with the password again); 429 TOTP_LOCKED (Retry-After, details.lockedUntil) once 10 wrong codes in 15 minutes lock the second factor for 15 minutes or until an admin resets the operator (the session ends too). ${GUARD_NOTE}`,
        body: totpCodeRequestSchema,
        response: { 200: adminMeSchema, ...guardErrors, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      const live = req.operatorSession!;
      try {
        const result = await logins.verifyTotp(live, req.body.code, clock());
        await audit(req, { action: 'auth.totp', entity: 'operator', entityId: live.operator.id });
        return answer(req, reply, result);
      } catch (e) {
        if (e instanceof DomainError && TOTP_REFUSALS.has(e.code)) {
          await audit(req, {
            action: 'auth.totp-failed',
            entity: 'operator',
            entityId: live.operator.id,
            after: { code: e.code },
          });
          // The session is over: the browser drops its dead cookie.
          if (e.code !== 'TOTP_INVALID') clearCookie(reply);
        }
        throw e;
      }
    },
  );

  app.post(
    '/api/admin/auth/totp/setup',
    {
      // A renewal checks the password.
      config: { limit: 'login' },
      preHandler: operatorSessionGuard({ stages: ['enrol', 'active'] }),
      schema: {
        operationId: 'adminTotpSetup',
        summary: 'Start TOTP enrolment',
        tags: TAGS,
        security: SESSION,
        description: `A new TOTP secret as otpauth URI (for the QR code) and as text; it counts once confirmed with a code. Replacing an enrolled secret needs \`password\` and a \`code\` of the current secret (not after an admin's reset): 401 WRONG_OLD_PASSWORD (counts like a failed login; 429 LOGIN_LOCKED); 403 TOTP_INVALID, 401 TOTP_SESSION_ENDED, 429 TOTP_LOCKED as for the login's code step. ${GUARD_NOTE}`,
        body: totpSetupRequestSchema,
        response: { 200: totpSetupResponseSchema, ...guardErrors, 429: errorBodySchema },
      },
    },
    async (req) => {
      const setup = await logins.setupTotp(req.operatorSession!, req.body ?? {}, clientAddress(req), clock());
      await audit(req, { action: 'auth.totp-setup', entity: 'operator', entityId: req.operator!.id });
      return setup;
    },
  );

  app.post(
    '/api/admin/auth/totp/confirm',
    {
      config: { limit: 'login' },
      preHandler: operatorSessionGuard({ stages: ['enrol', 'active'] }),
      schema: {
        operationId: 'adminTotpConfirm',
        summary: 'Confirm TOTP enrolment with a code',
        tags: TAGS,
        security: SESSION,
        description: `Confirms the secret of /totp/setup with a current code; from now on the login asks for a code. An enrolling admin's session becomes active (new cookie and CSRF token). Replacing an enrolled secret ends the operator's other sessions (audit entry \`auth.totp-renew\`). 403 TOTP_INVALID. ${GUARD_NOTE}`,
        body: totpCodeRequestSchema,
        response: { 200: adminMeSchema, ...guardErrors, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      const live = req.operatorSession!;
      const result = await logins.confirmTotp(live, req.body.code, clientAddress(req), clock());
      await audit(req, {
        // A new phone for an enrolled operator: admins find it apart from first enrolments.
        action: result.renewed ? 'auth.totp-renew' : 'auth.totp-enrol',
        entity: 'operator',
        entityId: live.operator.id,
        before: { totpEnabled: live.operator.totpSecret !== null },
        after: { totpEnabled: true },
      });
      return answer(req, reply, result);
    },
  );

  app.get(
    '/api/admin/auth/me',
    {
      preHandler: operatorSessionGuard({ stages: ['totp', 'enrol', 'active'] }),
      schema: {
        operationId: 'adminMe',
        summary: 'The back-office session',
        tags: TAGS,
        security: SESSION,
        description: `The logged-in operator, the session's stage and its CSRF token. 401 ADMIN_NOT_LOGGED_IN without a live session.`,
        response: { 200: adminMeSchema, 401: errorBodySchema },
      },
    },
    async (req) => logins.me(req.operatorSession!),
  );

  app.post(
    '/api/admin/auth/logout',
    {
      schema: {
        operationId: 'adminLogout',
        summary: 'End the back-office session',
        tags: TAGS,
        // The session is optional: logging out without one answers 204 as well.
        security: [...SESSION, {}],
        description:
          'Ends the session (its cookie is dead) and clears the cookie. 204, also without a session; 403 CSRF_INVALID with a session but without its X-CSRF-Token.',
        response: { 204: noContent, 403: errorBodySchema },
      },
    },
    async (req, reply) => {
      const live = await currentOperatorSession(req);
      if (live) {
        if (!sessions.csrfMatches(live.token, req.headers[CSRF_HEADER])) {
          throw new DomainError('CSRF_INVALID', `Send the session's CSRF token in X-CSRF-Token`);
        }
        await logins.logout(live);
        await audit(req, {
          action: 'auth.logout',
          entity: 'operator',
          entityId: live.operator.id,
          actor: asOperator(live.operator),
        });
      }
      clearCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/auth/set-password',
    {
      config: { limit: 'passwordLink' },
      schema: {
        operationId: 'adminSetPassword',
        summary: 'Set the password with a one-time link',
        tags: TAGS,
        description:
          "Sets an operator's password with the token of a set-password link (new operator or reset; 72 h, one use). Ends every session of the operator; log in afterwards. 410 TOKEN_GONE; 417 PASSWORD_POLICY with `details.problems`, each rule broken (length, upper, lower, digit, common, personal: contains the username) (the link stays usable).",
        body: adminSetPasswordRequestSchema,
        response: { 204: noContent, 410: errorBodySchema, 417: errorBodySchema },
      },
    },
    async (req, reply) => {
      await logins.setPassword({ ...req.body, address: clientAddress(req) }, clock(), (tx, operator) =>
        audit(
          req,
          {
            action: 'operator.set-password',
            entity: 'operator',
            entityId: operator.id,
            actor: asOperator(operator),
          },
          tx,
        ),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/auth/change-password',
    {
      // Any role, also a viewer: changing one's own password is not a write to the shop.
      preHandler: operatorSessionGuard(),
      // The old password is guessable like a login's.
      config: { limit: 'login' },
      schema: {
        operationId: 'adminChangePassword',
        summary: 'Change the own password',
        tags: TAGS,
        security: SESSION,
        description: `Every role may change its own password (the one write a viewer may do). 401 WRONG_OLD_PASSWORD (sic: the portal's code), counted like a failed login (429 LOGIN_LOCKED) and audited (\`operator.change-password-failed\`); the session's 5th wrong old password ends the session: 401 PASSWORD_SESSION_ENDED. 429 RATE_LIMITED / 503 LOGIN_BUSY while too many password checks run; 417 PASSWORD_POLICY with details.problems, each rule broken (length, upper, lower, digit, common, personal: contains the username). Ends the operator's other sessions. ${GUARD_NOTE}`,
        body: adminChangePasswordRequestSchema,
        response: {
          204: noContent,
          ...guardErrors,
          417: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      try {
        await logins.changePassword(req.operatorSession!, req.body, clientAddress(req), clock(), (tx) =>
          audit(
            req,
            { action: 'operator.change-password', entity: 'operator', entityId: req.operator!.id },
            tx,
          ),
        );
      } catch (e) {
        // Someone with this session guessing its password: the admins see each try.
        if (
          e instanceof DomainError &&
          (e.code === 'WRONG_OLD_PASSWORD' || e.code === 'PASSWORD_SESSION_ENDED')
        ) {
          await audit(req, {
            action: 'operator.change-password-failed',
            entity: 'operator',
            entityId: req.operator!.id,
            after: { sessionEnded: e.code === 'PASSWORD_SESSION_ENDED' },
          });
        }
        throw e;
      }
      return reply.code(204).send(null);
    },
  );

  // ---- operators (admin only) ----

  app.get(
    '/api/admin/operators',
    {
      preHandler: requireOperator('admin'),
      schema: {
        operationId: 'adminListOperators',
        summary: 'List operators',
        tags: TAGS,
        security: SESSION,
        description: `Operators, paged (page from 0) and sorted on the server; \`totpLockedUntil\` shows a locked second factor. Admin only. ${GUARD_NOTE}`,
        querystring: operatorListQuerySchema,
        response: { 200: operatorListResponseSchema, ...guardErrors },
      },
    },
    async (req) => operators.list(req.query, clock()),
  );

  app.post(
    '/api/admin/operators',
    {
      preHandler: requireOperator('admin'),
      schema: {
        operationId: 'adminCreateOperator',
        summary: 'Create an operator',
        tags: TAGS,
        security: SESSION,
        description: `Creates an operator and answers its one-time set-password link (72 h), shown once. 409 OPERATOR_EXISTS (username, case-insensitive); \`siteIds\` limits a staff member or viewer to sites (400 OPERATOR_SITE_UNKNOWN). Admin only. ${GUARD_NOTE}`,
        body: createOperatorRequestSchema,
        response: {
          201: operatorLinkResponseSchema,
          400: errorBodySchema,
          ...guardErrors,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const created = await operators.create(req.body, clock(), auditIn(req, operatorCreated()));
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/admin/operators/:id',
    {
      preHandler: requireOperator('admin'),
      schema: {
        operationId: 'adminUpdateOperator',
        summary: "Change an operator's role or status",
        tags: TAGS,
        security: SESSION,
        description: `Role, status and/or sites (\`siteIds\`, null: every site; 400 OPERATOR_SITE_UNKNOWN; an admin's are always null; \`disabled\` ends the operator's sessions and links at once). 409 OPERATOR_SELF_CHANGE for one's own admin role or disabling oneself; 404 OPERATOR_NOT_FOUND. Admin only. ${GUARD_NOTE}`,
        params: idParams,
        body: patchOperatorRequestSchema,
        response: {
          200: operatorSchema,
          400: errorBodySchema,
          ...guardErrors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => {
      const id = checkId(req.params.id);
      // The schema's refine does not reach the JSON-schema validator: checked here.
      if (req.body.role === undefined && req.body.status === undefined && req.body.siteIds === undefined) {
        throw new DomainError('VALIDATION', 'Send role, status or siteIds');
      }
      const { operator } = await operators.patch(req.operator!.id, id, req.body, clock(), (tx, change) =>
        audit(req, { action: 'operator.update', entity: 'operator', entityId: id, ...change }, tx),
      );
      return operator;
    },
  );

  app.post(
    '/api/admin/operators/:id/reset',
    {
      preHandler: requireOperator('admin'),
      schema: {
        operationId: 'adminResetOperator',
        summary: "Reset an operator's password and TOTP",
        tags: TAGS,
        security: SESSION,
        description: `Clears the password and TOTP (and a lock of the second factor), ends the operator's sessions and answers a new one-time set-password link (72 h), shown once. 409 OPERATOR_SELF_CHANGE for oneself; 404 OPERATOR_NOT_FOUND. Admin only. ${GUARD_NOTE}`,
        params: idParams,
        response: {
          200: operatorLinkResponseSchema,
          ...guardErrors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => {
      const id = checkId(req.params.id);
      const { link } = await operators.reset(req.operator!.id, id, clock(), (tx, change) =>
        audit(req, { action: 'operator.reset', entity: 'operator', entityId: id, ...change }, tx),
      );
      return link;
    },
  );

  // ---- audit log (admin only: it shows what every operator did) ----

  app.get(
    '/api/admin/audit',
    {
      preHandler: requireOperator('admin'),
      schema: {
        operationId: 'adminAuditLog',
        summary: 'Search the audit log',
        tags: TAGS,
        security: SESSION,
        description: `Audit entries, newest first by default, paged on the server; filters: actor (name), action (exact, or a prefix ending in \`.\`), entity, entityId, period [from, to). Admin only. ${GUARD_NOTE}`,
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...guardErrors },
      },
    },
    async (req) => operators.auditSearch(req.query),
  );
};

/** The audit entry of a new operator (back office, token API: `actor` names the token). */
export function operatorCreated(actor?: AuditActor) {
  return (row: OperatorRow): AuditEntryInput => ({
    action: 'operator.create',
    entity: 'operator',
    entityId: row.id,
    after: auditView(row),
    actor,
  });
}
