import { isLoopbackAddress, type PublicUrlInfo } from '../../config/public-url';
import { secretsEqual } from '../../tickets/codes';
import type { MailRepository } from '../../mail/repository';

export interface OutboxMail {
  id: string;
  /** Null for account mails (invitation, password reset). */
  permissionId: string | null;
  kind: string;
  to: string;
  language: string;
  subject: string;
  text: string;
  html: string;
  attachmentName: string | null;
  status: string;
  createdAt: string;
}

export class OperatorService {
  constructor(
    private readonly deps: {
      mails: MailRepository;
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
   * proxy, must not turn a visitor into the machine itself (ADR 009).
   */
  isAuthorized(authorization: string | undefined, socketAddress: string | undefined): boolean {
    const token = this.deps.operatorToken;
    if (token) {
      const m = /^Bearer (.+)$/.exec(authorization ?? '');
      return !!m && secretsEqual(m[1], token);
    }
    if (this.deps.site.isPublic) return false;
    return isLoopbackAddress(socketAddress);
  }

  /** A public shop without OPERATOR_TOKEN has no operator endpoints: worth a warning at start. */
  get lockedOut(): boolean {
    return this.deps.site.isPublic && !this.deps.operatorToken;
  }

  get site(): PublicUrlInfo {
    return this.deps.site;
  }

  async outbox(limit = 100): Promise<OutboxMail[]> {
    const rows = await this.deps.mails.list(['outbox'], limit);
    return rows.map((m) => ({
      id: m.id,
      permissionId: m.permissionId,
      kind: m.kind,
      to: m.recipient,
      language: m.language,
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachmentName: m.attachmentName,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    }));
  }
}
