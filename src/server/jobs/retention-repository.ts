import type { Db } from '../db/client';
import { MailRepository } from '../mail/repository';
import { PaymentsRepository } from '../payments/repository';
import { AuditRepository } from '../platform/audit/repository';
import { customerSessionWrites } from '../platform/customers/session-writes';

/**
 * The retention job's deletes by age, each one statement (safe on every instance). The tables
 * are others' (ADR 029: the inbox is payments/', mails are mail/'s, sessions and the audit log
 * platform's): each delete is its owner's method, this only names them for the job.
 */
export class RetentionRepository {
  private readonly payments: PaymentsRepository;
  private readonly mails: MailRepository;
  private readonly audit: AuditRepository;

  constructor(private readonly db: Db) {
    this.payments = new PaymentsRepository(db);
    this.mails = new MailRepository(db);
    this.audit = new AuditRepository(db);
  }

  deleteInbox(before: Date): Promise<number> {
    return this.payments.deleteInboxBefore(before);
  }

  deleteMails(before: Date): Promise<number> {
    return this.mails.deleteDoneBefore(before);
  }

  deleteSessions(before: Date): Promise<number> {
    return customerSessionWrites.deleteIdle(this.db, before);
  }

  deleteAudit(before: Date): Promise<number> {
    return this.audit.deleteBefore(before);
  }
}
