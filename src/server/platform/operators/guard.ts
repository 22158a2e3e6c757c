import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOwnHost } from '../../config/public-url';
import { refuseForeignHost } from '../http/host-check';
import { viaProxy, type OperatorGate } from './gate';
import { requestChannel } from './listener';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The custom header a script may send instead of a JSON body (ADR 009). */
export const OPERATOR_CSRF_HEADER = 'x-requested-with';

/**
 * Guards every route of an operator route plugin (ADR 009):
 * 1. 421 WRONG_HOST unless `Host` names this shop (DNS rebinding: a page whose name resolves
 *    to the shop must not read operator data with the visitor's network position);
 * 2. 401 with a Bearer challenge unless the request carries OPERATOR_TOKEN (or, in a local
 *    shop without a token, comes from the machine itself over the operator listener);
 * 3. 403 CROSS_SITE for a state-changing call that is neither JSON nor carries
 *    `X-Requested-With`: a cross-site form or a no-cors fetch can send neither.
 * The 401 is answered at preValidation, after the route's request limit (which runs at
 * onRequest), so wrong tokens count against it and a guess-the-token loop meets 429s. Host and
 * cross-site checks stay at onRequest, before any body is parsed; an unauthorized call passes
 * them on to the 401 (a form body without a token may meet the 415 of the JSON-only parser first).
 * Operator answers hold personal and bank data, so they are never cached.
 */
export function guardOperatorRoutes(app: FastifyInstance, operator: OperatorGate): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!isOwnHost(operator.site, req.host)) return refuseForeignHost(reply);
    const authorized = isAuthorized(operator, req);
    if (authorized && !SAFE_METHODS.has(req.method) && !isJson(req) && !req.headers[OPERATOR_CSRF_HEADER]) {
      return reply.code(403).send({
        code: 'CROSS_SITE',
        message:
          'State-changing operator calls need a JSON body (Content-Type: application/json) or an X-Requested-With header',
      });
    }
  });
  app.addHook('preValidation', async (req, reply) => {
    if (!isAuthorized(operator, req)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'UNAUTHORIZED', message: 'Operator authorization required' });
    }
    reply.header('cache-control', 'no-store');
  });
}

function isAuthorized(operator: OperatorGate, req: FastifyRequest): boolean {
  return operator.isAuthorized(
    req.headers.authorization,
    req.socket.remoteAddress,
    viaProxy(req.headers),
    requestChannel(req.raw.socket),
  );
}

function isJson(req: FastifyRequest): boolean {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}
