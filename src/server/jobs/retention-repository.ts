import { and, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, bookings, mails, paymentInbox, payments, sessions } from '../db/schema';

/** SQL of the retention job: plain deletes by age, each one statement (safe on every instance). */
export class RetentionRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inbox rows received before `before`, except those of payments still pending or refund_due:
   * their answers may still have to be applied, or show the operator what to refund.
   */
  async deleteInbox(before: Date): Promise<number> {
    const rows = await this.db
      .delete(paymentInbox)
      .where(
        and(
          lt(paymentInbox.receivedAt, before),
          or(
            isNull(paymentInbox.paymentId),
            notExists(
              this.db
                .select({ one: sql`1` })
                .from(payments)
                .where(
                  and(
                    sql`${payments.id} = ${paymentInbox.paymentId}`,
                    inArray(payments.status, ['pending', 'refund_due']),
                  ),
                ),
            ),
          ),
        ),
      )
      .returning({ id: paymentInbox.id });
    return rows.length;
  }

  /**
   * Mails that are done (sent, given up, or kept in the outbox without SMTP) and created before
   * `before`. Queued and sending mails stay. Tickets and bills do not need their mail: the
   * links in it lead to the permission and bill rows, which stay.
   */
  async deleteMails(before: Date): Promise<number> {
    const rows = await this.db
      .delete(mails)
      .where(and(inArray(mails.status, ['sent', 'failed', 'outbox']), lt(mails.createdAt, before)))
      .returning({ id: mails.id });
    return rows.length;
  }

  /** Sessions untouched since `before` that hold no booking still held (a live hold). */
  async deleteSessions(before: Date): Promise<number> {
    const rows = await this.db
      .delete(sessions)
      .where(
        and(
          lt(sessions.updatedAt, before),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(bookings)
              .where(
                and(sql`${bookings.id} = ${sessions.currentBookingId}`, sql`${bookings.status} = 'held'`),
              ),
          ),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }

  /**
   * Audit entries written before `before`. The table refuses every UPDATE and DELETE (migration
   * 0013) except a DELETE in a transaction that declares itself the retention job.
   */
  async deleteAudit(before: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('parkshop.audit_retention', 'on', true)`);
      const rows = await tx.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id });
      return rows.length;
    });
  }
}
