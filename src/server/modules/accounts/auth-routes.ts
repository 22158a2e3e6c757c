import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authInfoSchema,
  type AuthInfo,
  changePasswordRequestSchema,
  confirmSignUpRequestSchema,
  forgotRequestSchema,
  LOGGED_OUT,
  loginRequestSchema,
  resetRequestSchema,
  securityLogSchema,
  signUpRequestSchema,
} from '../../../shared/schemas/auth';
import { errorBodySchema } from '../../../shared/schemas/common';
import { DomainError } from '../../errors';
import { currentSession, writeSessionToken } from '../../platform/customers/session-cookie';
import type { CustomerRepository } from './customer-repository';
import { customerGuard, resolveCustomer } from '../../platform/customers/guard';
import type { AuthService } from './auth-service';
import { clientAddress } from '../../platform/http/client-address';

export interface AuthRoutesOptions {
  auth: AuthService;
  customers: CustomerRepository;
  /** options.enableCustomerShop: off, every call but /auth/info answers 404. */
  enabled: boolean;
  /** options.enableSignUp (read per request, the catalogue changes at run time): off, sign-up answers 404. */
  signUpEnabled: () => boolean;
  clock: () => Date;
  /** Work that runs after the answer (forgot), awaited by app.shop.settled(). */
  track: (p: Promise<unknown>) => void;
}

/**
 * Per-address request limits (config/rate-limits.ts) of the calls that guess or mail, on top of
 * the per-account lockout in the database.
 */
const LOGIN_RATE_LIMIT = { limit: 'login' } as const;
const PASSWORD_LINK_RATE_LIMIT = { limit: 'passwordLink' } as const;

const noContent = z.null().describe('No content');

/** The customer's authentication calls under /auth (spec §4, §7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { auth, customers, enabled, clock, track, signUpEnabled } = opts;

  // Personal state: never cached by a browser or proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  /**
   * A login or a confirmed sign-up: `run` gets the client and the guest session (whose held
   * booking moves along) and answers the new session's token; the cookie carries it.
   */
  const startSession = async (
    req: FastifyRequest,
    reply: FastifyReply,
    run: (
      who: { address: string; userAgent?: string; guestSessionId?: string },
      now: Date,
    ) => Promise<{ token: string; info: AuthInfo }>,
  ): Promise<AuthInfo> => {
    const now = clock();
    const guest = await currentSession(req, now);
    const { token, info } = await run(
      { address: clientAddress(req), userAgent: req.headers['user-agent'], guestSessionId: guest?.id },
      now,
    );
    writeSessionToken(reply, token);
    return info;
  };
  const requireEnabled = async () => {
    if (!enabled) throw new DomainError('NOT_FOUND', 'The customer shop is not enabled');
  };

  app.get(
    '/auth/info',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getAuthInfo',
        summary: "The caller's login state",
        security: [{ customerSession: [] }, {}],
        description:
          'The caller\'s login state; always 200. Logged out (or the customer shop off): `{loggedIn:false, username:"", requirePasswordChange:false}`.',
        // Every route but the health probes counts against the global limit (RATE_LIMIT_MAX).
        response: { 200: authInfoSchema, 429: errorBodySchema },
      },
    },
    async (req) => {
      if (!enabled) return LOGGED_OUT;
      return auth.info(await resolveCustomer(req, customers, clock()));
    },
  );

  app.post(
    '/auth/login',
    {
      onRequest: requireEnabled,
      config: LOGIN_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        operationId: 'customerLogin',
        summary: 'Log a customer in',
        security: [{ customerSession: [] }, {}],
        description:
          'Logs in with a NEW session (new cookie token; the old one is dead, a held booking of the guest session moves along). 403 WRONG_CREDENTIALS for a wrong password, an unknown user or a blocked account alike. 429 LOGIN_LOCKED with Retry-After after 10 failures in 15 minutes for this account from this address (15 minutes), or while this address waits after its failures beyond 10 in 15 minutes (1 s doubling up to 60 s per further failure). 429 RATE_LIMITED while this address has HASH_PER_ADDRESS password checks under way; 503 LOGIN_BUSY with Retry-After while HASH_QUEUE_MAX checks wait. 404 when the customer shop is off.',
        body: loginRequestSchema,
        response: {
          200: authInfoSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => startSession(req, reply, (who, now) => auth.login({ ...req.body, ...who }, now)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        operationId: 'customerLogout',
        summary: 'Log out',
        security: [{ customerSession: [] }, {}],
        description: 'Ends the session (its cookie token is dead) and clears the cookie. Always 204.',
        response: { 204: noContent, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      const session = await currentSession(req, clock());
      await auth.logout(session?.id);
      reply.clearCookie(app.shop.sessions.cookieName, { path: '/', secure: app.shop.sessions.secure });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: requireEnabled,
      // The old password is guessable like a login's.
      config: LOGIN_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        operationId: 'changePassword',
        summary: "Change the customer's password",
        security: [{ customerSession: [] }],
        description:
          "Changes the password (also while a change is required). 401 WRONG_OLD_PASSWORD, counted like a failed login (429 LOGIN_LOCKED); the session's 5th wrong old password ends the session: 401 PASSWORD_SESSION_ENDED (log in again). 429 RATE_LIMITED / 503 LOGIN_BUSY as for the login; 417 PASSWORD_POLICY (details.problems: length, upper, lower, digit, common, personal); 403 NOT_LOGGED_IN without a logged-in session. Ends the customer's other sessions.",
        body: changePasswordRequestSchema,
        response: {
          204: noContent,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          417: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const now = clock();
      const customer = await resolveCustomer(req, customers, now);
      // The /auth calls were specified with 403 for "not logged in" (the /sapi calls answer 401).
      if (!customer) return reply.code(403).send({ code: 'NOT_LOGGED_IN', message: 'Not logged in' });
      await auth.changePassword(customer, req.body, clientAddress(req), now, clientInfo(req));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgot',
    {
      onRequest: requireEnabled,
      config: PASSWORD_LINK_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        operationId: 'requestPasswordReset',
        summary: 'Send a password reset link',
        description:
          'Always 204, whether the e-mail has an account or not; an active account gets a one-time reset link (1 h) at `PUBLIC_URL/set-password?token=...`, unless it had LINKS_PER_HOUR (default 3) links in the last hour (the answer is the same).',
        body: forgotRequestSchema,
        response: { 204: noContent, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      const now = clock();
      // The work runs after the answer, so its timing tells nothing about the account.
      track(
        auth
          .forgot(req.body, now)
          .catch((err: unknown) => req.log.error({ err }, 'password reset mail failed')),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/signup',
    {
      onRequest: async () => {
        await requireEnabled();
        if (!signUpEnabled()) throw new DomainError('NOT_FOUND', 'Sign-up is not enabled');
      },
      config: PASSWORD_LINK_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        operationId: 'signUp',
        summary: 'A driver opens an account',
        description:
          'Always 204 for a valid e-mail and password, whether the e-mail has an account or not (no enumeration): a new e-mail gets a confirmation link (24 h) at `PUBLIC_URL/confirm-account?token=...`, an existing account a mail that says so with a reset link, a blocked one nothing; at most LINKS_PER_HOUR links per account and hour. 400 INVALID_MAIL; 417 PASSWORD_POLICY (details.problems). 429 RATE_LIMITED / 503 LOGIN_BUSY as for the login (the password is hashed before the answer). 404 when the customer shop or options.enableSignUp is off.',
        body: signUpRequestSchema,
        response: {
          204: noContent,
          400: errorBodySchema,
          404: errorBodySchema,
          417: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const now = clock();
      const { after } = await auth.signUp({ ...req.body, address: clientAddress(req) }, now);
      // What differs between a new and a known e-mail runs after the answer.
      track(after().catch((err: unknown) => req.log.error({ err }, 'sign-up mail failed')));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/confirm',
    {
      onRequest: requireEnabled,
      // The password is checked like a login's.
      config: LOGIN_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        operationId: 'confirmSignUp',
        summary: 'Confirm a sign-up and log in',
        security: [{ customerSession: [] }, {}],
        description:
          "Confirms the account with the confirmation link's token and the password chosen at sign-up, then logs in (new session, as /auth/login). 410 TOKEN_GONE for an expired, used or unknown link; 403 WRONG_CREDENTIALS for a wrong password (counted like a failed login; the link stays usable); 429 LOGIN_LOCKED / RATE_LIMITED, 503 LOGIN_BUSY as for the login.",
        body: confirmSignUpRequestSchema,
        response: {
          200: authInfoSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) =>
      startSession(req, reply, (who, now) => auth.confirmSignUp({ ...req.body, ...who }, now)),
  );

  app.post(
    '/auth/reset',
    {
      onRequest: requireEnabled,
      config: PASSWORD_LINK_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: 'Set the password with a link token',
        description:
          'Sets the password with the token of an invitation or reset link; proves the e-mail (earlier guest bookings with it join the account) and ends every session of the account. 410 TOKEN_GONE for an expired or used link; 417 PASSWORD_POLICY (the link stays usable). Log in afterwards.',
        body: resetRequestSchema,
        response: {
          204: noContent,
          404: errorBodySchema,
          410: errorBodySchema,
          417: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      await auth.reset({ ...req.body, address: clientAddress(req) }, clock(), clientInfo(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/sapi/customer/security-log',
    {
      preHandler: customerGuard({ enabled, customers, clock }),
      schema: {
        tags: ['portal'],
        operationId: 'getMySecurityLog',
        summary: "The account's last logins",
        security: [{ customerSession: [] }],
        description:
          'The last logins, failed logins (wrong password for this account), password changes and resets, newest first (at most 20): time, browser and system, and the address with its host part masked. 401 NOT_LOGGED_IN; 403 PASSWORD_CHANGE_REQUIRED.',
        response: {
          200: securityLogSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req) => auth.securityEvents(req.customer!.id),
  );
};

/** The request's address and User-Agent for the security log (security-log.ts masks and summarises them). */
function clientInfo(req: FastifyRequest) {
  return { address: clientAddress(req), userAgent: req.headers['user-agent'] };
}
