import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails } from '../db/schema';
import type { MailRow, NewMailRow } from '../db/rows';


export class MailRepository {
  constructor(private readonly db: Db) {}

  /**
   * Retention (jobs/retention.ts): mails that are done (sent, given up, or kept in the outbox
   * without SMTP) and created before `before`. Queued and sending mails stay. Tickets and bills
   * do not need their mail: the links in it lead to the permission and bill rows, which stay.
   */
  async deleteDoneBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(mails)
      .where(and(inArray(mails.status, ['sent', 'failed', 'outbox']), lt(mails.createdAt, before)))
      .returning({ id: mails.id });
    return rows.length;
  }

  /**
   * Takes a queued mail for sending. The conditional update is the claim, so the request
   * that queued it and the retry job never send the same mail twice; a claim older than
   * `staleBefore` (a crash while sending) may be taken again.
   */
  async claim(id: string, now: Date, staleBefore: Date): Promise<MailRow | undefined> {
    const [row] = await this.db
      .update(mails)
      .set({ status: 'sending', claimedAt: now, attempts: sql`${mails.attempts} + 1` })
      .where(
        and(
          eq(mails.id, id),
          or(eq(mails.status, 'queued'), and(eq(mails.status, 'sending'), lt(mails.claimedAt, staleBefore))),
        ),
      )
      .returning();
    return row;
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db.update(mails).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(mails.id, id));
  }

  async markFailedAttempt(id: string, error: string, giveUp: boolean): Promise<void> {
    await this.db
      .update(mails)
      .set({ status: giveUp ? 'failed' : 'queued', lastError: error.slice(0, 500) })
      .where(eq(mails.id, id));
  }

  async dueIds(staleBefore: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: mails.id })
      .from(mails)
      .where(
        or(eq(mails.status, 'queued'), and(eq(mails.status, 'sending'), lt(mails.claimedAt, staleBefore))),
      )
      .orderBy(mails.createdAt)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async list(statuses: MailRow['status'][] | null, limit: number): Promise<MailRow[]> {
    const q = this.db.select().from(mails);
    const filtered = statuses ? q.where(inArray(mails.status, statuses)) : q;
    return filtered.orderBy(desc(mails.createdAt), desc(mails.id)).limit(limit);
  }

  /** Account mails (invitation, reset): each is its own row, sent by the same machinery. */
  async insert(row: NewMailRow): Promise<void> {
    await this.db.insert(mails).values(row);
  }

  /**
   * A mail that may exist once only: the unique (permission, kind) index drops a second one
   * (returns false). A settle or cancel builds this repository on its transaction, so the mail
   * commits with its permission or credit note.
   */
  async insertOnce(row: NewMailRow): Promise<boolean> {
    const rows = await this.db.insert(mails).values(row).onConflictDoNothing().returning({ id: mails.id });
    return rows.length > 0;
  }

  async countForPermission(permissionId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mails)
      .where(eq(mails.permissionId, permissionId));
    return row.n;
  }
}
