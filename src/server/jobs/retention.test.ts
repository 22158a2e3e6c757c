import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../platform/customers/sessions';
import { randomUUID } from 'node:crypto';
import {
  accessDecisions,
  accessDevices,
  accessEvents,
  auditLog,
  bills,
  bookings,
  mails,
  parkingStays,
  paymentInbox,
  payments,
  permissions,
  sessions,
} from '../db/schema';
import { insertStay } from '../test/stays';
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
        bookings: 0,
        stays: 0,
        reads: 0,
        pendingAccounts: 0,
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
  // Last: it runs the job far into the future, which would trim the other tests' rows.
  it('anonymises guest bookings after RETENTION_BOOKING_DAYS keeping the bill, and deletes stays and plate reads after RETENTION_STAY_DAYS', async () => {
    // A paid guest booking with contact and plate, and its bill.
    const guestRes = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'kurzzeit', startTime: slot(5), slotCount: 1 },
        contact: { mail: 'gast@example.de', firstName: 'Gerda', lastName: 'Gast' },
        identifications: [{ source: 'lp', code: 'F-RT 400' }],
      }),
    );
    sumup.pay(guestRes.json.paymentId);
    expect((await webhook(guestRes.json.paymentId)).statusCode).toBe(200);
    const guestCheckout = await checkout(t.app, guestRes.cookie);
    expect(guestCheckout.statusCode).toBe(200);
    const guest = { checkout: guestCheckout.json() as { permissionId: string } };
    const [{ bookingId }] = await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.id, guest.checkout.permissionId));
    const bookingOf = async () =>
      (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];
    const before = await bookingOf();
    expect(before.contact.mail).toBe('gast@example.de');
    // Stays: one that left 100 days ago with its reads and a decision, one that left 80 days ago,
    // and one open for 100 days (its entry read prices it: it stays).
    const day = (n: number) => new Date(NOW.getTime() - n * DAY);
    const oldStay = await insertStay(t.database.db, {
      plate: 'F-ST 100',
      entryAt: day(101),
      exitAt: day(100),
    });
    const recentStay = await insertStay(t.database.db, {
      plate: 'F-ST 80',
      entryAt: day(81),
      exitAt: day(80),
    });
    const openStay = await insertStay(t.database.db, { plate: 'F-ST 1', entryAt: day(100) });
    const deviceId = randomUUID();
    await t.database.db.insert(accessDevices).values({
      id: deviceId,
      name: 'Einfahrt',
      direction: 'entry',
      keyHash: `retention-${deviceId}`,
      createdAt: day(200),
    });
    const read = (stayId: string, plate: string, at: Date) => ({
      deviceId,
      eventId: randomUUID(),
      bodyHash: 'x',
      occurredAt: at,
      direction: 'entry' as const,
      plate,
      plateKey: plate.replace(/[^A-Z0-9]/g, ''),
      stayId,
      receivedAt: at,
    });
    await t.database.db
      .insert(accessEvents)
      .values([
        read(oldStay, 'F-ST 100', day(101)),
        read(recentStay, 'F-ST 80', day(81)),
        read(openStay, 'F-ST 1', day(100)),
      ]);
    await t.database.db.insert(accessDecisions).values({
      deviceId,
      plate: 'F-ST 100',
      plateKey: 'FST100',
      direction: 'entry',
      allowed: true,
      reason: 'walk-in',
      stayId: oldStay,
      decidedAt: day(101),
    });
    const staysLeft = async () =>
      (await t.database.db.select({ id: parkingStays.id }).from(parkingStays)).map((r) => r.id);
    const readsLeft = async () =>
      (await t.database.db.select({ s: accessEvents.stayId }).from(accessEvents)).map((r) => r.s);

    // Now: the stay of 100 days ago goes with its reads and decision; the others stay.
    const now = await t.app.shop.retention.run(NOW);
    expect(now).toMatchObject({ stays: 1, reads: 2 });
    expect(await staysLeft()).toEqual(expect.arrayContaining([recentStay, openStay]));
    expect(await staysLeft()).not.toContain(oldStay);
    expect(await readsLeft()).toEqual(expect.arrayContaining([recentStay, openStay]));
    expect(await readsLeft()).not.toContain(oldStay);
    expect(
      await t.database.db.select().from(accessDecisions).where(eq(accessDecisions.stayId, oldStay)),
    ).toHaveLength(0);
    // The guest booking ended hours ago: untouched.
    expect((await bookingOf()).contact.mail).toBe('gast@example.de');

    // 399 days after its end: still kept; 401 days after: contact and plates go, the bill stays.
    const end = before.endsAt.getTime();
    expect((await t.app.shop.retention.run(new Date(end + 399 * DAY))).bookings).toBe(0);
    const later = await t.app.shop.retention.run(new Date(end + 401 * DAY));
    expect(later.bookings).toBeGreaterThanOrEqual(1);
    const after = await bookingOf();
    expect(after).toMatchObject({
      contact: {},
      identifications: [],
      plateKey: null,
      clientAddress: null,
      status: 'paid',
    });
    expect(after.priceCents).toBe(before.priceCents);
    const [permission] = await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.id, guest.checkout.permissionId));
    expect(permission.identifications).toEqual([]);
    const [bill] = await t.database.db.select().from(bills).where(eq(bills.bookingId, before.id));
    expect(JSON.stringify(bill.buyer)).toContain('Gast');
    // A second run changes nothing.
    expect((await t.app.shop.retention.run(new Date(end + 402 * DAY))).bookings).toBe(0);
  });
});
