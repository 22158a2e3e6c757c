import { isLoopbackAddress, type PublicUrlInfo } from '../../config/public-url';
import { secretsEqual } from '../codes';
import type { RequestChannel } from './listener';

/** Headers a proxy adds: a request that carries one of them did not start on this machine. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'] as const;

/** Whether a request came through a proxy (or claims to: either way it is no local caller). */
export function viaProxy(headers: Record<string, string | string[] | undefined>): boolean {
  return PROXY_HEADERS.some((h) => headers[h] !== undefined);
}

/** Who may call the token API (`/api/operator/...`): OPERATOR_TOKEN, or the machine itself on the operator listener. */
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
   * only the machine itself look (its operator sits at the same computer), and only on the
   * operator listener (OPERATOR_PORT, 127.0.0.1): a reverse proxy forwards to the public port,
   * and one without forwarding headers (nginx's plain `proxy_pass`) makes every visitor a
   * loopback peer there (ADR 057, addendum). An in-process call (tests' `inject`) came over no
   * network at all and counts as the machine itself by its given address.
   *
   * `socketAddress` is the TCP peer, never req.ip: X-Forwarded-For, even from a trusted
   * proxy, must not turn a visitor into the machine itself (ADR 009). And a request with a
   * proxy's header (`proxied`) is never "the machine itself", whatever its socket says.
   */
  isAuthorized(
    authorization: string | undefined,
    socketAddress: string | undefined,
    proxied: boolean,
    channel: RequestChannel,
  ): boolean {
    const token = this.deps.operatorToken;
    if (token) {
      const m = /^Bearer (.+)$/.exec(authorization ?? '');
      return !!m && secretsEqual(m[1], token);
    }
    if (this.deps.site.isPublic || proxied || channel === 'public') return false;
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
