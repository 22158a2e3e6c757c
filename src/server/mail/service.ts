import type { Mailer } from './mailer';
import type { MailRepository } from './repository';

const MAX_ATTEMPTS = 10;

/** The settle's ticket mail and the back office's resends of it (ADR 026) carry the PDF. */
export const TICKET_MAIL_KINDS: ReadonlySet<string> = new Set(['ticket', 'ticket-resend']);
const STALE_CLAIM_MS = 5 * 60_000;

/** Where a ticket mail's PDF comes from (the ticket module renders it as the ticket stands). */
export interface TicketAttachments {
  pdfForPermission(permissionId: string): Promise<Buffer>;
}

/**
 * Sends the mails queued in the mails table (rows are created in the settle transaction).
 * Without a mailer nothing is sent: those rows carry status 'outbox' for the operator.
 */
export class MailService {
  constructor(
    private readonly deps: {
      repo: MailRepository;
      mailer?: Mailer;
      from: string;
      clock: () => Date;
      log: (msg: string, err?: unknown) => void;
    },
  ) {}

  private tickets?: TicketAttachments;

  /** The ticket module plugs in its PDFs (built after the kernel, which knows no module). */
  attachTickets(tickets: TicketAttachments): void {
    this.tickets = tickets;
  }

  /** Sends one queued mail; a failure leaves it queued for the retry job. Never throws. */
  async deliver(mailId: string): Promise<'sent' | 'skipped' | 'failed'> {
    const { repo, mailer, clock } = this.deps;
    if (!mailer) return 'skipped';
    const now = clock();
    const mail = await repo.claim(mailId, now, new Date(now.getTime() - STALE_CLAIM_MS));
    if (!mail) return 'skipped';
    try {
      const attachments = [];
      // The ticket is rendered as it stands when sent (a resend shows a changed plate or end).
      if (TICKET_MAIL_KINDS.has(mail.kind) && mail.attachmentName && mail.permissionId) {
        if (!this.tickets) throw new Error('ticket PDFs are not attached to the mail service');
        const pdf = await this.tickets.pdfForPermission(mail.permissionId);
        attachments.push({ filename: mail.attachmentName, content: pdf, contentType: 'application/pdf' });
      }
      await mailer.send({
        from: this.deps.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments,
      });
      await repo.markSent(mail.id, clock());
      return 'sent';
    } catch (e) {
      this.deps.log(`mail ${mail.id} not sent (attempt ${mail.attempts})`, e);
      await repo.markFailedAttempt(mail.id, String((e as Error).message ?? e), mail.attempts >= MAX_ATTEMPTS);
      return 'failed';
    }
  }

  /** For the retry job. */
  async deliverDue(): Promise<number> {
    if (!this.deps.mailer) return 0;
    const now = this.deps.clock();
    const ids = await this.deps.repo.dueIds(new Date(now.getTime() - STALE_CLAIM_MS), 50);
    let sent = 0;
    for (const id of ids) if ((await this.deliver(id)) === 'sent') sent++;
    return sent;
  }
}
