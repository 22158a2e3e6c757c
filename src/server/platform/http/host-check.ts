import type { FastifyReply, FastifyRequest } from 'fastify';
import { isOwnHost, type PublicUrlInfo } from '../../config/public-url';

/**
 * 421 Misdirected Request, code WRONG_HOST: the request's `Host` is not this shop's (ADR 009).
 * A DNS-rebinding page (evil.example resolving to the shop's address) sends its own name as
 * Host, so checking it keeps such a page from the operator endpoints and the demo page.
 */
export function refuseForeignHost(reply: FastifyReply) {
  return reply
    .code(421)
    .header('cache-control', 'no-store')
    .send({ code: 'WRONG_HOST', message: 'This host name does not serve this shop' });
}

/** onRequest hook: only requests whose Host names the shop (see isOwnHost). */
export function ownHostOnly(site: PublicUrlInfo) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isOwnHost(site, req.host)) return refuseForeignHost(reply);
  };
}
