import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodySchema } from '../../../shared/schemas/common';
import { DomainError } from '../../errors';
import { currentSession } from './session-cookie';
import type { CustomerRow } from '../../db/rows';

/** Where the guard looks the session's customer up (the accounts module's repository). */
export interface CustomerLookup {
  findById(id: string): Promise<CustomerRow | undefined>;
}

/** The logged-in customer of a request, set by the customer guard. */
export interface RequestCustomer {
  id: string;
  username: string;
  mail: string;
  requirePasswordChange: boolean;
  /** The session's stable id (bookings and mandates of this visit refer to it). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by customerGuard on the portal's calls; undefined elsewhere. */
    customer?: RequestCustomer;
  }
}

export interface CustomerGuardOptions {
  /** options.enableCustomerShop: off, every portal call answers 404 as if it did not exist. */
  enabled: boolean;
  customers: CustomerLookup;
  clock: () => Date;
  /** The change-password call itself must pass while a change is required. */
  allowPendingPasswordChange?: boolean;
}

/**
 * The logged-in customer of the request, or undefined: no session, a guest session, or an
 * account that is blocked. Routes that serve guests and customers alike (booking) use this.
 */
export async function resolveCustomer(
  req: FastifyRequest,
  customers: CustomerLookup,
  now: Date,
): Promise<RequestCustomer | undefined> {
  const session = await currentSession(req, now);
  if (!session?.customerId) return undefined;
  const c = await customers.findById(session.customerId);
  if (!c || c.status !== 'active') return undefined;
  return {
    id: c.id,
    username: c.username,
    mail: c.mail,
    requirePasswordChange: c.requirePasswordChange,
    sessionId: session.id,
  };
}

/**
 * The logged-in customer about to act AS the account (book for it, use the portal), or
 * undefined for a guest. 403 PASSWORD_CHANGE_REQUIRED while the account is still on its
 * initial password: whoever holds that password (printed, mailed, set by an
 * operator) must not act for the account before its owner chose a new one. Not a guest
 * booking instead: the visitor believes they are logged in, and the client shows the
 * change-password form on this code.
 */
export async function resolveActingCustomer(
  req: FastifyRequest,
  customers: CustomerLookup,
  now: Date,
): Promise<RequestCustomer | undefined> {
  const customer = await resolveCustomer(req, customers, now);
  if (customer?.requirePasswordChange) {
    throw new DomainError('PASSWORD_CHANGE_REQUIRED', 'The password must be changed first');
  }
  return customer;
}

/**
 * preHandler of every `/sapi` call (spec §6): 404 while the customer shop is off, 401
 * NOT_LOGGED_IN without a logged-in session, 403 PASSWORD_CHANGE_REQUIRED while the account
 * must change its password (spec §4). Sets `req.customer`.
 */
export function customerGuard(opts: CustomerGuardOptions) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    if (!opts.enabled) throw new DomainError('NOT_FOUND', 'The customer shop is not enabled');
    const now = opts.clock();
    const customer = opts.allowPendingPasswordChange
      ? await resolveCustomer(req, opts.customers, now)
      : await resolveActingCustomer(req, opts.customers, now);
    if (!customer) throw new DomainError('NOT_LOGGED_IN', 'Not logged in');
    req.customer = customer;
  };
}

/**
 * Refusals every guarded /sapi call shares (customerGuard), for its documented responses. The
 * calls live in the modules that own their data (portal, refunds, sepa), so the list lives here.
 */
export const CUSTOMER_GUARD_REFUSALS = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** customerGuard's refusals in words, appended to each guarded call's description. */
export const CUSTOMER_GUARD_NOTE =
  ' Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.';

/**
 * Guards every route of a plugin of the customer's own /sapi calls (customerGuard sets
 * `req.customer`) and keeps their answers out of every cache: they carry one account's data.
 */
export function guardCustomerRoutes(app: FastifyInstance, opts: CustomerGuardOptions): void {
  app.addHook('preHandler', customerGuard(opts));
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}
