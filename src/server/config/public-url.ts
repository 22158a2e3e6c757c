import { isIP } from 'node:net';

/**
 * The one rule of "public": a shop whose PUBLIC_URL names a loopback host (localhost,
 * 127.0.0.0/8, ::1) is a local demo; any other host is reachable by others and gets the safe
 * defaults of ADR 009 (no demo payments, operator calls only with a token, Host checks).
 */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  // An IPv4-mapped IPv6 loopback, as a socket reports it on a dual-stack listener.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  return !!mapped && mapped[1].startsWith('127.');
}

/** A socket address of the machine itself (127.0.0.0/8, ::1, ::ffff:127.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return !!address && isIP(address.replace(/^::ffff:/, '')) !== 0 && isLoopbackHostname(address);
}

/** The hostname of a Host header or an origin's host part ("[::1]:3000" -> "[::1]"). */
export function hostnameOf(host: string): string {
  const ipv6 = /^(\[[^\]]*\])(:\d+)?$/.exec(host);
  if (ipv6) return ipv6[1];
  return host.replace(/:\d+$/, '');
}

export interface PublicUrlInfo {
  /** PUBLIC_URL's host is not loopback. */
  isPublic: boolean;
  /** `host[:port]` of PUBLIC_URL, lower case, as browsers send it in `Host`. */
  publicHost: string;
  /** `scheme://host[:port]` of PUBLIC_URL, as browsers send it in `Origin`. */
  publicOrigin: string;
}

export function publicUrlInfo(publicUrl: string): PublicUrlInfo {
  const u = new URL(publicUrl);
  return {
    isPublic: !isLoopbackHostname(u.hostname),
    publicHost: u.host.toLowerCase(),
    publicOrigin: u.origin,
  };
}

/**
 * Does a request's Host name this shop? Public shop: exactly PUBLIC_URL's host (with its port
 * if it has one). Local shop: that, or any loopback name with any port.
 */
export function isOwnHost(info: PublicUrlInfo, host: string | undefined): boolean {
  if (!host) return false;
  const h = host.toLowerCase();
  if (h === info.publicHost) return true;
  return !info.isPublic && isLoopbackHostname(hostnameOf(h));
}

/** Does an `Origin` header name this shop (same rule as isOwnHost, plus the scheme)? */
export function isOwnOrigin(info: PublicUrlInfo, origin: string): boolean {
  if (origin === info.publicOrigin) return true;
  if (info.isPublic) return false;
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && isLoopbackHostname(u.hostname);
  } catch {
    return false;
  }
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: comma-separated IPv4/IPv6 addresses, CIDRs, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`. Returns the list Fastify's `trustProxy` takes, or the problems.
 */
export function parseTrustProxy(raw: string): { list: string[]; problems: string[] } {
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const problems: string[] = [];
  for (const entry of list) {
    if (NAMED_RANGES.has(entry)) continue;
    const [addr, prefix, ...rest] = entry.split('/');
    const family = isIP(addr);
    const max = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (family === 0 || !prefixOk || rest.length > 0) problems.push(entry);
  }
  return { list, problems };
}
