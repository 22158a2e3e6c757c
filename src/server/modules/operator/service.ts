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

/** The mails the operator reads over the token API (the outbox). */
export class OperatorService {
  constructor(
    private readonly deps: {
      mails: MailRepository;
    },
  ) {}

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
