import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isOwnOrigin, type PublicUrlInfo } from '../../config/public-url';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request refusal (ADR 009), one onRequest hook for the whole app: a state-changing
 * call that carries a cookie is refused with 403 CROSS_SITE when the browser says it comes from
 * another site. A cookie is what a forged request would ride on; calls without one (provider
 * webhooks, scripts with a bearer token) are not affected.
 *
 * - `Sec-Fetch-Site` (every current browser sends it): `cross-site` and `same-site` are refused.
 *   `same-site` too, because a sibling subdomain (an old marketing page, a customer's
 *   sub-site) is another party; the shop's own pages are always `same-origin`. `none` is a
 *   user's own action (a bookmark) and is allowed.
 * - Without it (older browsers): an `Origin` that is present and is not PUBLIC_URL's origin
 *   (in a local shop: not a loopback origin) is refused. No Origin: allowed, as a browser
 *   without Sec-Fetch-Site that sends no Origin on a cross-site POST predates both defences.
 */
export function isCrossSite(site: PublicUrlInfo, req: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(req.method) || !req.headers.cookie) return false;
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== '') {
    return fetchSite !== 'same-origin' && fetchSite !== 'none';
  }
  const origin = req.headers.origin;
  return typeof origin === 'string' && !isOwnOrigin(site, origin);
}

export const crossSiteGuard = fp<{ site: PublicUrlInfo }>(
  async (app, { site }) => {
    app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      if (isCrossSite(site, req)) {
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .send({ code: 'CROSS_SITE', message: 'Cross-site requests with cookies are refused' });
      }
    });
  },
  { name: 'cross-site-guard' },
);
