import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../platform/customers/sessions';
import { auditLog, bills, mails, paymentInbox, payments, permissions, sessions } from '../db/schema';
import { databases } from '../test/databases';
import { checkout, NOW, reserve, reserveBody, slot, startTestApp, type TestApp } from '../test/harness';
import { providerFakes } from '../test/payments';
import { startJobs } from './index';

const fakes = providerFakes();
const { sumup } = fakes;
const DAY = 86_400_000;

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => fakes.server.close());

describe.each(databases)('retention job on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    // Documented defaults: inbox 90 days, mails 30, sessions 30.
    t = await startTestApp(db, { env: fakes.sumupEnv });
  });
  afterAll(() => t.close());

  const n = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
  const inboxCount = (paymentId: string) =>
    n(
      t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentInbox)
        .where(eq(paymentInbox.paymentId, paymentId)),
    );
  const sessionExists = async (cookie: string) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        // Only the token's hash is stored (ADR 012).
        .where(eq(sessions.tokenHash, hashSessionToken(cookie.split('=')[1])))
    ).length === 1;
  const ours = async (checkoutId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.providerRef, checkoutId)))[0];
  const webhook = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sumup/webhook',
      payload: { event_type: 'CHECKOUT_STATUS_CHANGED', id },
    });

  it('the audit log refuses UPDATE, DELETE and TRUNCATE; only the retention job deletes, after RETENTION_AUDIT_DAYS', async () => {
    const entry = (at: Date, action: string) => ({
      at,
      actorKind: 'cli' as const,
      actorName: 'cli',
      action,
      entity: 'operator',
    });
    // Drizzle wraps the database's error; its cause carries the trigger's message.
    const refusal = (q: PromiseLike<unknown>) =>
      Promise.resolve(q).then(
        () => 'accepted',
        (e: { cause?: { message?: string }; message: string }) => e.cause?.message ?? e.message,
      );
    const [old] = await t.database.db
      .insert(auditLog)
      .values(entry(new Date(NOW.getTime() - 3651 * DAY), 'operator.create'))
      .returning();
    const [recent] = await t.database.db
      .insert(auditLog)
      .values(entry(new Date(NOW.getTime() - 10 * DAY), 'operator.update'))
      .returning();
    // Whoever gets at the database through the app cannot rewrite or erase what was done.
    expect(
      await refusal(
        t.database.db.update(auditLog).set({ actorName: 'someone else' }).where(eq(auditLog.id, recent.id)),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(t.database.db.delete(auditLog).where(eq(auditLog.id, old.id)))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.database.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    const ids = async () => (await t.database.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
    expect(await ids()).toEqual(expect.arrayContaining([old.id, recent.id]));

    // The job removes what is older than ten years (the default), and nothing else.
    const result = await t.app.shop.retention.run(NOW);
    expect(result.audit).toBe(1);
    expect(await ids()).not.toContain(old.id);
    expect(await ids()).toContain(recent.id);
    // Its permission ends with its transaction: a plain delete afterwards is refused again.
    expect(await refusal(t.database.db.delete(auditLog).where(eq(auditLog.id, recent.id)))).toMatch(
      /append-only/,
    );
  });

  it('deletes old inbox rows, finished mails and idle sessions after their days, never what is still needed', async () => {
    // A paid booking: inbox rows, a permission, a bill, a ticket mail (outbox: no SMTP).
    const paid = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 1 } }),
    );
    sumup.pay(paid.json.paymentId);
    expect((await webhook(paid.json.paymentId)).statusCode).toBe(200);
    const co = await checkout(t.app, paid.cookie);
    expect(co.statusCode).toBe(200);
    const paidPayment = await ours(paid.json.paymentId);
    // A payment to refund (SumUp holds another amount): its inbox rows must stay.
    const refund = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
    );
    sumup.checkouts.get(refund.json.paymentId)!.amount = 0.01;
    sumup.pay(refund.json.paymentId);
    expect((await checkout(t.app, refund.cookie)).statusCode).toBe(424);
    const refundPayment = await ours(refund.json.paymentId);
    expect(refundPayment.status).toBe('refund_due');
    // A webhook about a payment we do not know: its row has no payment.
    expect((await webhook('4e425463-3e1b-431d-83fa-1e51c2925e99')).statusCode).toBe(200);

    // Later in the morning: a pending payment whose hold is still running.
    t.setNow(new Date(NOW.getTime() + 91 * DAY));
    const open = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2 + 91 * 24), slotCount: 1 } }),
    );
    expect(open.res.statusCode).toBe(200);
    expect((await checkout(t.app, open.cookie)).statusCode).toBe(409);
    const openPayment = await ours(open.json.paymentId);
    // That pending payment's inbox rows are old too (as if its hold had been running for days).
    await t.database.db
      .update(paymentInbox)
      .set({ receivedAt: NOW })
      .where(eq(paymentInbox.paymentId, openPayment.id));
    await t.database.db
      .update(sessions)
      .set({ updatedAt: NOW })
      .where(eq(sessions.tokenHash, hashSessionToken(open.cookie!.split('=')[1])));

    try {
      // 29 days after: nothing is due.
      t.setNow(new Date(NOW.getTime() + 29 * DAY));
      expect(await t.app.shop.retention.run(new Date(NOW.getTime() + 29 * DAY))).toEqual({
        inbox: 0,
        mails: 0,
        sessions: 0,
        audit: 0,
      });

      // 31 days after: the ticket mail and the idle sessions without a live hold go.
      const day31 = new Date(NOW.getTime() + 31 * DAY);
      const r31 = await t.app.shop.retention.run(day31);
      expect(r31).toMatchObject({ inbox: 0, mails: 1 });
      expect(await sessionExists(paid.cookie!)).toBe(false);
      expect(await sessionExists(refund.cookie!)).toBe(false);
      expect(await sessionExists(open.cookie!)).toBe(true);

      // 91 days after, as a round of the jobs: inbox rows of the settled payment and of the
      // unknown one go; those of the pending and the refund-due payment stay.
      t.setNow(new Date(NOW.getTime() + 91 * DAY + 60_000));
      const unknownBefore = await n(
        t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(paymentInbox)
          .where(sql`${paymentInbox.paymentId} is null`),
      );
      expect(unknownBefore).toBe(1);
      const r91 = await t.app.shop.retention.run(new Date(NOW.getTime() + 91 * DAY + 60_000));
      expect(r91.inbox).toBeGreaterThan(0);
      expect(await inboxCount(paidPayment.id)).toBe(0);
      expect(await inboxCount(refundPayment.id)).toBeGreaterThan(0);
      expect(await inboxCount(openPayment.id)).toBeGreaterThan(0);
      expect(
        await n(
          t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(paymentInbox)
            .where(sql`${paymentInbox.paymentId} is null`),
        ),
      ).toBe(0);
      // The ticket and the bill stay: their links keep working.
      expect(
        await t.database.db.select().from(permissions).where(eq(permissions.id, co.json().permissionId)),
      ).toHaveLength(1);
      expect(
        await t.database.db.select().from(bills).where(eq(bills.paymentId, paidPayment.id)),
      ).toHaveLength(1);
      const ticket = await t.app.inject({
        method: 'GET',
        url: `/api/ticket/${co.json().permissionId}/${co.json().permissionSecret}`,
      });
      expect(ticket.statusCode).toBe(200);

      // The jobs' round: the hold has lapsed meanwhile, so that payment is settled (expired),
      // and the same round's retention lets its old rows and its session go.
      t.setNow(new Date(NOW.getTime() + 91 * DAY + 31 * 60_000));
      sumup.requests.length = 0;
      const jobs = startJobs(t.app.shop, t.app.log, { intervalMs: 3_600_000 });
      await jobs.stop();
      expect((await ours(open.json.paymentId)).status).toBe('expired');
      // No live hold any more: its idle session goes as well.
      expect(await sessionExists(open.cookie!)).toBe(false);
      expect(await t.database.db.select().from(mails)).toHaveLength(0);
      // Rows stored today (the lapse check) are young: only the old ones went.
      const left = await t.database.db
        .select()
        .from(paymentInbox)
        .where(eq(paymentInbox.paymentId, openPayment.id));
      expect(left.every((r) => r.receivedAt.getTime() > NOW.getTime() + 90 * DAY)).toBe(true);
    } finally {
      t.setNow(NOW);
    }
  });
});
