import { secretsEqual } from '../../tickets/codes';
import type { MailRepository } from '../../mail/repository';

export interface OutboxMail {
  id: string;
  permissionId: string;
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

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export class OperatorService {
  constructor(private readonly deps: { mails: MailRepository; operatorToken?: string }) {}

  /**
   * With OPERATOR_TOKEN: the bearer token must match. Without it only the machine itself
   * may look (the demo's operator sits at the same computer).
   */
  isAuthorized(authorization: string | undefined, ip: string): boolean {
    const token = this.deps.operatorToken;
    if (token) {
      const m = /^Bearer (.+)$/.exec(authorization ?? '');
      return !!m && secretsEqual(m[1], token);
    }
    return LOOPBACK.has(ip);
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
