import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorService } from './service';

/**
 * onRequest hook of every operator route plugin: 401 with a Bearer challenge unless the request
 * carries OPERATOR_TOKEN (or, without a token configured, comes from the machine itself).
 * Operator answers hold personal and bank data, so they are never cached.
 */
export function operatorGuard(operator: OperatorService) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!operator.isAuthorized(req.headers.authorization, req.ip)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'UNAUTHORIZED', message: 'Operator authorization required' });
    }
    reply.header('cache-control', 'no-store');
  };
}
