import type { FastifyReply, FastifyRequest } from 'fastify';
import { isOwnHost } from '../../config/public-url';
import { refuseForeignHost } from '../../http/host-check';
import type { OperatorService } from './service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The custom header a script may send instead of a JSON body (ADR 009). */
export const OPERATOR_CSRF_HEADER = 'x-requested-with';

/**
 * onRequest hook of every operator route plugin, in this order (ADR 009):
 * 1. 421 WRONG_HOST unless `Host` names this shop (DNS rebinding: a page whose name resolves
 *    to the shop must not read operator data with the visitor's network position);
 * 2. 401 with a Bearer challenge unless the request carries OPERATOR_TOKEN (or, in a local
 *    shop without a token, comes from the machine itself by its socket address);
 * 3. 403 CROSS_SITE for a state-changing call that is neither JSON nor carries
 *    `X-Requested-With`: a cross-site form or a no-cors fetch can send neither.
 * Operator answers hold personal and bank data, so they are never cached.
 */
export function operatorGuard(operator: OperatorService) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isOwnHost(operator.site, req.host)) return refuseForeignHost(reply);
    if (!operator.isAuthorized(req.headers.authorization, req.socket.remoteAddress)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'UNAUTHORIZED', message: 'Operator authorization required' });
    }
    if (!SAFE_METHODS.has(req.method) && !isJson(req) && !req.headers[OPERATOR_CSRF_HEADER]) {
      return reply.code(403).send({
        code: 'CROSS_SITE',
        message:
          'State-changing operator calls need a JSON body (Content-Type: application/json) or an X-Requested-With header',
      });
    }
    reply.header('cache-control', 'no-store');
  };
}

function isJson(req: FastifyRequest): boolean {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}
