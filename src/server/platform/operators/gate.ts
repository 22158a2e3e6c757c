import { isLoopbackAddress, type PublicUrlInfo } from '../../config/public-url';
import { secretsEqual } from '../codes';

/** Headers a proxy adds: a request that carries one of them did not start on this machine. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'] as const;

/** Whether a request came through a proxy (or claims to: either way it is no local caller). */
export function viaProxy(headers: Record<string, string | string[] | undefined>): boolean {
  return PROXY_HEADERS.some((h) => headers[h] !== undefined);
}

/** Who may call the token API (`/api/operator/...`): OPERATOR_TOKEN, or the machine itself. */
export class OperatorGate {
  constructor(
    private readonly deps: {
      operatorToken?: string;
      /** Whether the shop is public, and its host (config/public-url.ts). */
      site: PublicUrlInfo;
    },
  ) {}

  /**
   * With OPERATOR_TOKEN: the bearer token must match. Without it, a public shop lets nobody in
   * (a reverse proxy on the same host makes every visitor loopback), and a local demo lets
   * only the machine itself look (its operator sits at the same computer).
   *
   * `socketAddress` is the TCP peer, never req.ip: X-Forwarded-For, even from a trusted
   * proxy, must not turn a visitor into the machine itself (ADR 009). And a local shop behind a
   * proxy on the same host is a public one: a request with a proxy's header (`proxied`) is
   * never "the machine itself", whatever its socket says.
   */
  isAuthorized(
    authorization: string | undefined,
    socketAddress: string | undefined,
    proxied: boolean,
  ): boolean {
    const token = this.deps.operatorToken;
    if (token) {
      const m = /^Bearer (.+)$/.exec(authorization ?? '');
      return !!m && secretsEqual(m[1], token);
    }
    if (this.deps.site.isPublic || proxied) return false;
    return isLoopbackAddress(socketAddress);
  }

  /** A public shop without OPERATOR_TOKEN has no operator endpoints: worth a warning at start. */
  get lockedOut(): boolean {
    return this.deps.site.isPublic && !this.deps.operatorToken;
  }

  get site(): PublicUrlInfo {
    return this.deps.site;
  }
}
