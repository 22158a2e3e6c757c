import type { onRequestHookHandler } from 'fastify';
import { LOGGED_OUT } from '../../../shared/schemas/auth';
import { DomainError } from '../../errors';

/**
 * `options.enableCustomerShop` changes at run time (ADR 025), while the customer routes
 * (/auth, /sapi) are registered once at start. They are therefore registered as enabled, and
 * this hook answers for them while the catalogue says the customer shop is off, exactly as the
 * routes themselves do when built disabled: /auth/info says "logged out", every other /auth
 * and /sapi call 404 NOT_FOUND.
 */
export function customerShopSwitch(enabled: () => boolean): onRequestHookHandler {
  return async (req, reply) => {
    if (enabled()) return;
    const path = req.url.split('?')[0];
    if (path === '/auth/info' && req.method === 'GET') {
      reply.header('cache-control', 'no-store');
      return reply.send(LOGGED_OUT);
    }
    if (path.startsWith('/auth/') || path.startsWith('/sapi/')) {
      throw new DomainError('NOT_FOUND', 'The customer shop is not enabled');
    }
  };
}
