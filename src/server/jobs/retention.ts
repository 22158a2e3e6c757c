import type { RetentionRepository } from './retention-repository';

export interface RetentionSettings {
  /** Payment inbox rows (of payments neither pending nor refund_due). */
  inboxDays: number;
  /** Sent, failed and outbox mails. */
  mailDays: number;
  /** Sessions idle this long that hold no live hold. */
  sessionDays: number;
  /** Audit log entries (RETENTION_AUDIT_DAYS). */
  auditDays: number;
}

export interface RetentionResult {
  inbox: number;
  mails: number;
  sessions: number;
  audit: number;
}

const DAY_MS = 86_400_000;

/**
 * Deletes what the shop no longer needs after the configured days (RETENTION_*_DAYS): old
 * payment inbox rows, finished mails and idle sessions. Permissions, bills, payments, their
 * event history and SEPA mandates/collections are never touched: tickets, bills and bank
 * exports depend on them. Safe on several instances: each delete is one idempotent statement.
 */
export class RetentionService {
  constructor(private readonly deps: { repo: RetentionRepository; settings: RetentionSettings }) {}

  async run(now: Date): Promise<RetentionResult> {
    const { repo, settings } = this.deps;
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
    return {
      inbox: await repo.deleteInbox(before(settings.inboxDays)),
      mails: await repo.deleteMails(before(settings.mailDays)),
      sessions: await repo.deleteSessions(before(settings.sessionDays)),
      audit: await repo.deleteAudit(before(settings.auditDays)),
    };
  }
}
