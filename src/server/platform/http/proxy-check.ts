import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicUrlInfo } from '../../config/public-url';

/** Headers that name a client behind the peer (Via names only a proxy: no address to believe). */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** proxy-addr's named ranges, as Fastify's trustProxy understands them. */
const NAMED: Record<string, { v4: [string, number][]; v6: [string, number][] }> = {
  loopback: { v4: [['127.0.0.0', 8]], v6: [['::1', 128]] },
  linklocal: { v4: [['169.254.0.0', 16]], v6: [['fe80::', 10]] },
  uniquelocal: {
    v4: [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
    ],
    v6: [['fc00::', 7]],
  },
};

/**
 * Whether a socket peer is one of TRUST_PROXY's proxies (addresses, CIDRs, named ranges; the
 * list env.ts checked). An IPv4-mapped IPv6 peer (`::ffff:10.0.0.1`) counts as its IPv4 address.
 */
export function trustedPeerCheck(list: readonly string[]): (peer: string | undefined) => boolean {
  const blocks = new BlockList();
  for (const entry of list) {
    const named = NAMED[entry];
    if (named) {
      for (const [a, p] of named.v4) blocks.addSubnet(a, p, 'ipv4');
      for (const [a, p] of named.v6) blocks.addSubnet(a, p, 'ipv6');
      continue;
    }
    const [addr, prefix] = entry.split('/');
    const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(addr, family);
    else blocks.addSubnet(addr, Number(prefix), family);
  }
  return (peer) => {
    if (!peer) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer);
    const addr = mapped ? mapped[1] : peer;
    return blocks.check(addr, isIP(addr) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Whether the request names a client behind its peer (X-Forwarded-For, Forwarded, X-Real-IP). */
export function isForwarded(headers: Record<string, string | string[] | undefined>): boolean {
  return FORWARDING_HEADERS.some((h) => headers[h] !== undefined);
}

/** The calls that act with an operator's power: the token API and the back office's calls. */
function isOperatorCall(url: string): boolean {
  return /^\/api\/(operator|admin)(\/|\?|$)/.test(url);
}

/**
 * A public shop reached through a proxy that is not in TRUST_PROXY (ADR 035): every
 * limit then counts the proxy, not the visitor, and the shop cannot tell who calls. Logged once
 * (at the first such request: the start cannot know); the token API and the back office
 * refuse such requests with 403 PROXY_NOT_TRUSTED, so an operator's power is never exercised
 * by whoever hides behind a proxy the shop was not told about. The shop's own pages and calls
 * go on working (limits counting the proxy, as before). A local shop refuses proxied operator
 * calls already (operators/gate.ts).
 */
export async function untrustedProxyGuard(
  app: FastifyInstance,
  opts: { site: PublicUrlInfo; trustProxy: readonly string[] },
): Promise<void> {
  if (!opts.site.isPublic) return;
  const trusted = trustedPeerCheck(opts.trustProxy);
  let warned = false;
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    if (!isForwarded(req.headers) || trusted(req.socket.remoteAddress)) return;
    if (!warned) {
      warned = true;
      req.log.warn(
        { peer: req.socket.remoteAddress },
        `A request came with X-Forwarded-For (or Forwarded, X-Real-IP) from ${req.socket.remoteAddress}, which is not in TRUST_PROXY: limits count that proxy, not the visitors, and operator and back-office calls through it are refused (403 PROXY_NOT_TRUSTED). Add the proxy's address to TRUST_PROXY.`,
      );
    }
    if (isOperatorCall(req.url)) {
      return reply.code(403).send({
        code: 'PROXY_NOT_TRUSTED',
        message: 'Operator and back-office calls through a proxy that is not in TRUST_PROXY are refused',
      });
    }
  });
}
