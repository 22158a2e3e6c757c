import type { Db } from '../db/client';
import { MailRepository } from '../mail/repository';
import { AuditRepository } from '../platform/audit/repository';
import { customerSessionWrites } from '../platform/customers/session-writes';

/**
 * The retention job's deletes by age, each one statement (safe on every instance). The tables
 * are the kernel's (ADR 029: mails are mail/'s, sessions and the audit log platform's): each
 * delete is its owner's method, this only names them for the job. Modules' tables are trimmed
 * by the modules themselves (RetentionOwners).
 */
export class RetentionRepository {
  private readonly mails: MailRepository;
  private readonly audit: AuditRepository;

  constructor(private readonly db: Db) {
    this.mails = new MailRepository(db);
    this.audit = new AuditRepository(db);
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
