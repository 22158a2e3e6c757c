import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { RetentionRepository } from './retention-repository';

export interface RetentionSettings {
  /** Payment inbox rows (of payments neither pending nor refund_due). */
  inboxDays: number;
  /** Sent, failed and outbox mails. */
  mailDays: number;
  /** Sessions idle this long that hold no live hold. */
  sessionDays: number;
  /** Audit log entries (RETENTION_AUDIT_DAYS). */
  auditDays: number;
  /** Guest bookings' contact data and plates, after the booking's end (RETENTION_BOOKING_DAYS). */
  bookingDays: number;
  /** Parking stays, plate reads and barrier decisions (RETENTION_STAY_DAYS). */
  stayDays: number;
  /** Sign-ups never confirmed, after their last link (RETENTION_PENDING_ACCOUNT_DAYS). */
  pendingAccountDays: number;
}

/**
 * The modules that own the tables the job trims beyond its own (ADR 033): booking anonymises
 * its bookings, access deletes its stays and reads. app.ts hands them over once the modules exist.
 */
export interface RetentionOwners {
  /** Payments: inbox rows of settled payments received before `before`. */
  deleteInboxBefore(before: Date): Promise<number>;
  anonymiseGuestBookings(before: Date): Promise<number>;
  deleteStaysBefore(before: Date): Promise<{ stays: number; reads: number }>;
  /** Accounts: sign-ups last changed before `before` and never confirmed. */
  removeUnconfirmedAccounts(before: Date, now: Date): Promise<number>;
}

export interface RetentionResult {
  inbox: number;
  mails: number;
  sessions: number;
  audit: number;
  /** Guest bookings anonymised. */
  bookings: number;
  stays: number;
  /** Plate reads and barrier decisions deleted. */
  reads: number;
  /** Sign-ups never confirmed, removed (or stripped of their e-mail while a mail row names them). */
  pendingAccounts: number;
}

const DAY_MS = 86_400_000;

/**
 * Deletes what the shop no longer needs after the configured days (RETENTION_*_DAYS): old
 * payment inbox rows, finished mails, idle sessions, audit entries, parking stays and plate
 * reads, sign-ups never confirmed; guest bookings lose their contact data and plates (docs/operations/privacy.md). Bills,
 * credit notes, payments, their event history and SEPA mandates/collections are never touched:
 * the law (§ 147 AO) and the bank exports need them. Safe on several instances: each delete is one idempotent statement.
 */
export class RetentionService {
  constructor(
    private readonly deps: {
      repo: RetentionRepository;
      settings: RetentionSettings;
      owners: RetentionOwners;
    },
  ) {}

  async run(now: Date): Promise<RetentionResult> {
    const { repo, settings } = this.deps;
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const owners = this.deps.owners;
    const stays = await owners.deleteStaysBefore(before(settings.stayDays));
    return {
      inbox: await owners.deleteInboxBefore(before(settings.inboxDays)),
      mails: await repo.deleteMails(before(settings.mailDays)),
      sessions: await repo.deleteSessions(before(settings.sessionDays)),
      audit: await repo.deleteAudit(before(settings.auditDays)),
      bookings: await owners.anonymiseGuestBookings(before(settings.bookingDays)),
      ...stays,
      pendingAccounts: await owners.removeUnconfirmedAccounts(before(settings.pendingAccountDays), now),
    };
  }
}

/** The retention job of one app: its settings from the environment, the owners from app.ts. */
export function retentionJob(env: Env, db: Db, owners: RetentionOwners): RetentionService {
  return new RetentionService({
    repo: new RetentionRepository(db),
    settings: {
      inboxDays: env.RETENTION_INBOX_DAYS,
      mailDays: env.RETENTION_MAIL_DAYS,
      sessionDays: env.RETENTION_SESSION_DAYS,
      auditDays: env.RETENTION_AUDIT_DAYS,
      bookingDays: env.RETENTION_BOOKING_DAYS,
      stayDays: env.RETENTION_STAY_DAYS,
      pendingAccountDays: env.RETENTION_PENDING_ACCOUNT_DAYS,
    },
    owners,
  });
}
