import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testEnv } from '../../config/env';
import { bills, mails, paymentEvents, paymentInbox, payments, permissions } from '../../db/schema';
import { databases } from '../../test/databases';
import {
  checkout,
  hostOf,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';
import { providerFakes } from '../../test/payments';
import { PaymentsRepository } from './repository';

const fakes = providerFakes();
const { sumup } = fakes;

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

describe.each(databases)('payment inbox and reconciliation on $name', (db) => {
  let t: TestApp;
  let repo: PaymentsRepository;
  beforeAll(async () => {
    t = await startTestApp(db, { env: fakes.sumupEnv });
    repo = new PaymentsRepository(t.database.db);
  });
  afterAll(() => t.close());

  const count = async (table: typeof permissions | typeof bills, bookingId: string) => {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.bookingId, bookingId));
    return row.n;
  };
  const webhook = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sumup/webhook',
      payload: { event_type: 'CHECKOUT_STATUS_CHANGED', id },
    });
  const payment = async (checkoutId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.providerRef, checkoutId)))[0];

  it('ten concurrent deliveries of one webhook: one permission, one e-mail, one bill', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 1 } }),
    );
    sumup.pay(r.json.paymentId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(r.json.paymentId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const p = await payment(r.json.paymentId);
    expect(p.status).toBe('paid');
    const [perm] = await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.bookingId, p.bookingId));
    expect(await count(permissions, p.bookingId)).toBe(1);
    expect(await count(bills, p.bookingId)).toBe(1);
    const [{ n: mailCount }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mails)
      .where(eq(mails.permissionId, perm.id));
    expect(mailCount).toBe(1);
    // The same word is stored once (ADR 011): one hint, one answer fetched from SumUp.
    const inbox = await repo.inboxOf(p.id);
    expect(inbox.filter((i) => i.kind === 'webhook')).toHaveLength(1);
    expect(inbox.filter((i) => i.kind === 'webhook-fetch' && i.status === 'paid')).toHaveLength(1);
    // One state change to paid in the history.
    const events = await t.database.db
      .select({ status: paymentEvents.status })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, p.id))
      .orderBy(paymentEvents.id);
    expect(events.map((e) => e.status)).toEqual(['pending', 'paid']);
  });

  it('applying a stored outcome twice changes nothing', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
    );
    sumup.pay(r.json.paymentId);
    const p = await payment(r.json.paymentId);
    const first = await t.app.shop.payments.applyProviderState(
      p,
      { status: 'paid', amountCents: 300 },
      'test',
      NOW,
    );
    const second = await t.app.shop.payments.applyProviderState(
      p,
      { status: 'paid', amountCents: 300 },
      'test',
      NOW,
    );
    expect(first.changed).toBe(true);
    expect(second).toEqual({ changed: false, permissionId: first.permissionId });
  });

  it('reconcile applies a provider answer that was stored but never settled (a crash in between)', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 1 } }),
    );
    const p = await payment(r.json.paymentId);
    // What the process wrote before it died: SumUp's "PAID", no settle.
    await t.database.db.insert(paymentInbox).values({
      provider: 'sumup',
      providerRef: p.providerRef,
      paymentId: p.id,
      kind: 'webhook-fetch',
      authoritative: true,
      status: 'paid',
      amountCents: 300,
      receivedAt: NOW,
    });
    sumup.faultMode = 'down'; // nothing needs to be asked
    const result = await t.app.shop.inbox.reconcile(t.app.shop.clock());
    expect(result.settled).toBe(1);
    expect((await repo.find(p.id))!.status).toBe('paid');
    expect(await count(permissions, p.bookingId)).toBe(1);
    // A second round finds nothing to do.
    expect((await t.app.shop.inbox.reconcile(t.app.shop.clock())).settled).toBe(0);
  });

  it('an untrusted hint is never applied by reconcile', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(5), slotCount: 1 } }),
    );
    const p = await payment(r.json.paymentId);
    await t.database.db.insert(paymentInbox).values({
      provider: 'sumup',
      providerRef: p.providerRef,
      paymentId: p.id,
      kind: 'client-notice',
      authoritative: false,
      status: 'paid',
      receivedAt: NOW,
    });
    await t.app.shop.inbox.reconcile(t.app.shop.clock());
    expect((await repo.find(p.id))!.status).toBe('pending');
  });

  it('a missed webhook: payments pending for minutes are asked about by the job', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(6), slotCount: 1 } }),
    );
    sumup.pay(r.json.paymentId);
    const p = await payment(r.json.paymentId);
    // Not yet stale: the job leaves it to the webhook and the poll.
    await t.app.shop.inbox.reconcile(t.app.shop.clock());
    expect((await repo.find(p.id))!.status).toBe('pending');
    t.advance(4 * 60_000);
    try {
      const result = await t.app.shop.inbox.reconcile(t.app.shop.clock());
      expect(result.asked).toBeGreaterThanOrEqual(1);
      expect((await repo.find(p.id))!.status).toBe('paid');
      expect((await repo.inboxOf(p.id)).map((i) => i.kind)).toContain('reconcile');
    } finally {
      t.setNow(NOW);
    }
  });

  it('a hold that lapses: SumUp is asked first, then the checkout is deactivated there', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(7), slotCount: 1 } }),
    );
    t.advance(16 * 60_000);
    try {
      const n = await t.app.shop.inbox.lapseExpiredHolds(t.app.shop.clock());
      expect(n).toBeGreaterThanOrEqual(1);
      await t.app.shop.settled();
      const p = await payment(r.json.paymentId);
      expect(p.status).toBe('expired');
      expect((await repo.inboxOf(p.id)).map((i) => i.kind)).toContain('lapse-check');
      await new Promise((res) => setTimeout(res, 50));
      expect(sumup.checkouts.get(r.json.paymentId)?.status).toBe('EXPIRED');
    } finally {
      t.setNow(NOW);
    }
  });

  it('paid after the hold lapsed with the place still free: the ticket is issued (money is never lost)', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(20), slotCount: 1 } }),
    );
    t.advance(16 * 60_000);
    try {
      await t.app.shop.payments.lapseExpiredHolds(t.app.shop.clock());
      const p = await payment(r.json.paymentId);
      expect(p.status).toBe('expired');
      sumup.pay(r.json.paymentId);
      expect((await webhook(r.json.paymentId)).statusCode).toBe(200);
      expect((await repo.find(p.id))!.status).toBe('paid');
      expect(await count(permissions, p.bookingId)).toBe(1);
    } finally {
      t.setNow(NOW);
    }
  });

  it('paid after the hold lapsed and the place is taken: refund_due, listed for the operator', async () => {
    const start = slot(30);
    const late = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: start, slotCount: 1 } }),
    );
    t.advance(16 * 60_000);
    try {
      // Three others take all places of that hour (capacity 3) and pay.
      for (let i = 0; i < 3; i++) {
        const o = await reserve(
          t.app,
          reserveBody({
            selection: { templateId: 'kurzzeit', startTime: start, slotCount: 1 },
            contact: { mail: `o${i}@example.de`, firstName: 'O', lastName: 'X' },
          }),
        );
        expect(o.res.statusCode).toBe(200);
        sumup.pay(o.json.paymentId);
        expect((await checkout(t.app, o.cookie)).statusCode).toBe(200);
      }
      sumup.pay(late.json.paymentId);
      expect((await webhook(late.json.paymentId)).statusCode).toBe(200);
      const p = await payment(late.json.paymentId);
      expect(p.status).toBe('refund_due');
      expect(await count(permissions, p.bookingId)).toBe(0);
      expect((await checkout(t.app, late.cookie)).statusCode).toBe(424);
      // A public shop (PUBLIC_URL https://parken.example.de) without OPERATOR_TOKEN: nobody may
      // read it, not even the machine itself (a proxy on the same host is loopback too).
      const local = await t.app.inject({
        method: 'GET',
        url: '/api/operator/payments/refunds-due',
        headers: { host: hostOf(t.app) },
        remoteAddress: '127.0.0.1',
      });
      expect(local.statusCode).toBe(401);
      expect(local.json().code).toBe('UNAUTHORIZED');
      const token = 'operator-token-0123456789';
      // The same shop with a token (a second app on the same database).
      const withToken = await buildApp({
        env: testEnv({ ...fakes.sumupEnv, OPERATOR_TOKEN: token }),
        shopConfig: testShopConfig(),
        db: t.database.db,
        clock: () => NOW,
        logger: false,
        webRoot: null,
      });
      const list = await withToken
        .inject({
          method: 'GET',
          url: '/api/operator/payments/refunds-due',
          headers: { host: 'parken.example.de', authorization: `Bearer ${token}` },
        })
        .finally(() => withToken.close());
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            paymentId: p.id,
            provider: 'sumup',
            amountCents: 300,
            reason: 'late-place-taken',
          }),
        ]),
      );
      // Reported again: still one record, nothing issued.
      expect((await webhook(late.json.paymentId)).statusCode).toBe(200);
      expect((await repo.find(p.id))!.status).toBe('refund_due');
    } finally {
      t.setNow(NOW);
    }
  });

  it('a paid amount other than ours is never settled: refund due (ADR 011)', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(40), slotCount: 1 } }),
    );
    sumup.checkouts.get(r.json.paymentId)!.amount = 0.01;
    sumup.pay(r.json.paymentId);
    expect((await checkout(t.app, r.cookie)).statusCode).toBe(424);
    const p = await payment(r.json.paymentId);
    expect(p).toMatchObject({ status: 'refund_due', statusReason: 'amount-mismatch' });
    expect(await count(permissions, p.bookingId)).toBe(0);
  });

  it('no secret in the logs: requests, outages and provider errors are logged without key or token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const database = await db.open();
    const token = 'operator-secret-token-123';
    const app = await buildApp({
      env: testEnv({ ...fakes.sumupEnv, OPERATOR_TOKEN: token, LOG_LEVEL: 'trace' }),
      shopConfig: testShopConfig(),
      db: database.db,
      clock: () => NOW,
      logger: { level: 'trace', stream },
      webRoot: null,
    });
    try {
      const ok = await reserve(
        app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(41), slotCount: 1 } }),
      );
      sumup.faultMode = 'down';
      await checkout(app, ok.cookie);
      await app.inject({
        method: 'POST',
        url: '/api/payments/sumup/webhook',
        payload: { id: ok.json.paymentId },
      });
      sumup.faultMode = 'http503';
      await reserve(
        app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(42), slotCount: 1 } }),
      );
      sumup.faultMode = 'none';
      app.log.info(
        { headers: { authorization: `Bearer ${token}` }, sumup: { apiKey: sumup.apiKey } },
        'explicit',
      );
      await app.inject({
        method: 'GET',
        url: '/api/operator/outbox',
        headers: { authorization: `Bearer ${token}` },
      });
    } finally {
      await app.close();
      await database.close();
    }
    const text = lines.join('');
    expect(text).toContain('provider not asked');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(sumup.apiKey);
    expect(text).not.toContain(token);
  });
});
