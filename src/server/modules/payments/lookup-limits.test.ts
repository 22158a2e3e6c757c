import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments, permissions } from '../../db/schema';
import { databases } from '../../test/databases';
import { checkout, hostOf, reserve, reserveBody, slot, startTestApp, type TestApp } from '../../test/harness';
import { providerFakes } from '../../test/payments';
import { PaymentsRepository } from './repository';

/**
 * Anyone on the internet can poll or post a webhook, so none of it may turn into as many calls to
 * the provider or inbox rows (ADR 011): provider look-ups are throttled per payment and never made
 * for settled payments; webhooks naming ids of the wrong shape are refused unasked; a storm of one
 * word is stored once; a "paid" of another amount or currency is never a paid booking.
 */
const fakes = providerFakes();
const { sumup, mollie } = fakes;
const LIMITS = { PROVIDER_LOOKUP_INTERVAL_SECONDS: '5', OPERATOR_TOKEN: 'operator-token-0123456789' };

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

const sumupGets = () =>
  sumup.requests.filter((r) => r.method === 'GET' && /^\/v0\.1\/checkouts\/[^/]+$/.test(r.path)).length;
const mollieGets = () =>
  mollie.requests.filter((r) => r.method === 'GET' && /^\/v2\/payments\/[^/]+$/.test(r.path)).length;

describe.each(databases)('provider look-ups and mismatches on $name', (db) => {
  describe('SumUp', () => {
    let t: TestApp;
    let repo: PaymentsRepository;
    beforeAll(async () => {
      t = await startTestApp(db, { env: { ...fakes.sumupEnv, ...LIMITS } });
      repo = new PaymentsRepository(t.database.db);
    });
    afterAll(() => t.close());

    const webhook = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/sumup/webhook',
        payload: { event_type: 'CHECKOUT_STATUS_CHANGED', id },
      });
    const notice = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking/payment/notice',
        headers: { cookie },
        payload: { outcome: 'success' },
      });
    const ours = async (checkoutId: string) =>
      (await t.database.db.select().from(payments).where(eq(payments.providerRef, checkoutId)))[0];
    const refundsDue = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/operator/payments/refunds-due',
          headers: { authorization: `Bearer ${LIMITS.OPERATOR_TOKEN}`, host: hostOf(t.app) },
        })
      ).json() as { paymentId: string; reason: string | null }[];

    it('20 polls in a burst ask SumUp once; after the interval once more; a paid payment never again', async () => {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 1 } }),
      );
      const burst = await Promise.all(Array.from({ length: 20 }, () => checkout(t.app, r.cookie)));
      expect(burst.map((b) => b.statusCode)).toEqual(Array(20).fill(409));
      expect(sumupGets()).toBe(1);
      // Within the interval a notice and a webhook reuse that answer too.
      t.advance(4_000);
      expect((await notice(r.cookie!)).statusCode).toBe(204);
      expect((await webhook(r.json.paymentId)).statusCode).toBe(200);
      expect((await checkout(t.app, r.cookie)).statusCode).toBe(409);
      expect(sumupGets()).toBe(1);
      // The interval has passed: the next poll asks again, and sees the payment.
      sumup.pay(r.json.paymentId);
      t.advance(1_000);
      const paid = await Promise.all(Array.from({ length: 20 }, () => checkout(t.app, r.cookie)));
      expect(sumupGets()).toBe(2);
      // Polls of the same instant that lost the claim answer from the stored answer or our
      // database; at least the one that asked sees the ticket, and the next poll does too.
      expect(paid.some((p) => p.statusCode === 200)).toBe(true);
      // Settled: polls, notices and webhooks are answered from our database, at any time later.
      t.advance(60_000);
      for (let i = 0; i < 5; i++) expect((await checkout(t.app, r.cookie)).statusCode).toBe(200);
      expect((await notice(r.cookie!)).statusCode).toBe(204);
      expect((await webhook(r.json.paymentId)).statusCode).toBe(200);
      expect(sumupGets()).toBe(2);
    });

    it('a webhook storm: one look-up per interval and one inbox row per word', async () => {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
      );
      const answers = await Promise.all(Array.from({ length: 25 }, () => webhook(r.json.paymentId)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(25).fill(200));
      expect(sumupGets()).toBe(1);
      t.advance(6_000);
      for (let i = 0; i < 10; i++) expect((await webhook(r.json.paymentId)).statusCode).toBe(200);
      expect(sumupGets()).toBe(2);
      const p = await ours(r.json.paymentId);
      const rows = await repo.inboxOf(p.id);
      // 35 deliveries within one minute: one hint; SumUp said "pending" twice alike: one answer.
      expect(rows.filter((x) => x.kind === 'webhook')).toHaveLength(1);
      expect(rows.filter((x) => x.kind === 'webhook-fetch')).toHaveLength(1);
      // A changed word is a new row, and it is applied.
      sumup.pay(r.json.paymentId);
      t.advance(6_000);
      expect((await webhook(r.json.paymentId)).statusCode).toBe(200);
      const after = await repo.inboxOf(p.id);
      expect(after.filter((x) => x.kind === 'webhook-fetch').map((x) => x.status)).toEqual([
        'pending',
        'paid',
      ]);
      expect((await ours(r.json.paymentId)).status).toBe('paid');
    });

    it('a webhook that came within the interval is asked about by the next job round', async () => {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 1 } }),
      );
      t.advance(10_000);
      expect((await checkout(t.app, r.cookie)).statusCode).toBe(409);
      expect(sumupGets()).toBe(1);
      // Paid a second later; SumUp's webhook falls into the interval: no look-up.
      sumup.pay(r.json.paymentId);
      t.advance(1_000);
      expect((await webhook(r.json.paymentId)).statusCode).toBe(200);
      expect(sumupGets()).toBe(1);
      expect((await ours(r.json.paymentId)).status).toBe('pending');
      // The job's next round asks about it (long before the 3-minute reconciliation).
      t.advance(1_000);
      await t.app.shop.inbox.reconcile(t.app.shop.clock());
      expect(sumupGets()).toBe(2);
      expect((await ours(r.json.paymentId)).status).toBe('paid');
      // Asked: the next round does not ask again.
      await t.app.shop.inbox.reconcile(t.app.shop.clock());
      expect(sumupGets()).toBe(2);
    });

    it.each([
      ['not a UUID', 'abc-123'],
      ['a Mollie id', 'tr_WDqYK6vllg'],
      ['SQL in it', "' or 1=1 --"],
    ])('refuses a webhook naming %s with 400 WEBHOOK_INVALID and asks nobody', async (_n, id) => {
      const res = await webhook(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_INVALID');
      expect(sumup.requests).toHaveLength(0);
    });

    it.each([
      ['an amount other than ours', (c: { amount?: number }) => (c.amount = 0.5), 'amount-mismatch'],
      ['USD', (c: { currency?: string }) => (c.currency = 'USD'), 'currency-mismatch'],
      ['no amount', (c: { amount?: number }) => delete c.amount, 'amount-missing'],
    ])('SumUp "PAID" with %s: never paid, refund due with the reason', async (_n, spoil, reason) => {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(10), slotCount: 1 } }),
      );
      const c = sumup.checkouts.get(r.json.paymentId)!;
      sumup.pay(c.id);
      spoil(c as never);
      t.advance(6_000);
      const res = await checkout(t.app, r.cookie);
      expect(res.statusCode).toBe(424);
      const p = await ours(r.json.paymentId);
      expect(p).toMatchObject({ status: 'refund_due', statusReason: reason });
      const perms = await t.database.db
        .select()
        .from(permissions)
        .where(eq(permissions.bookingId, p.bookingId));
      expect(perms).toHaveLength(0);
      expect(await refundsDue()).toEqual(
        expect.arrayContaining([expect.objectContaining({ paymentId: p.id, reason })]),
      );
      // Listed once; a later webhook changes nothing and asks nobody.
      t.advance(6_000);
      expect((await webhook(r.json.paymentId)).statusCode).toBe(200);
      expect((await ours(r.json.paymentId)).status).toBe('refund_due');
    });
  });

  describe('Mollie', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db, { env: { ...fakes.mollieEnv, ...LIMITS } });
    });
    afterAll(() => t.close());

    const webhookForm = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/mollie/webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const molliePayment = () => [...mollie.payments.values()].at(-1)!;
    const ours = async (id: string) =>
      (await t.database.db.select().from(payments).where(eq(payments.providerRef, id)))[0];

    it('20 polls in a burst ask Mollie once; after the interval once more; paid never again', async () => {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 1 } }),
      );
      const p = molliePayment();
      await Promise.all(Array.from({ length: 20 }, () => checkout(t.app, r.cookie)));
      expect(mollieGets()).toBe(1);
      mollie.setStatus(p.id, 'paid');
      t.advance(5_000);
      await checkout(t.app, r.cookie);
      expect(mollieGets()).toBe(2);
      expect((await ours(p.id)).status).toBe('paid');
      t.advance(60_000);
      expect((await checkout(t.app, r.cookie)).statusCode).toBe(200);
      expect((await webhookForm(`id=${p.id}`)).statusCode).toBe(200);
      expect(mollieGets()).toBe(2);
    });

    it.each([['id=hello'], ['id=tr_'], ['id=tr_a%20b'], [`id=${'4e425463-3e1b-431d-83fa-1e51c2925e99'}`]])(
      'refuses the webhook %s with 400 WEBHOOK_INVALID and asks nobody',
      async (body) => {
        const res = await webhookForm(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('WEBHOOK_INVALID');
        expect(mollie.requests).toHaveLength(0);
      },
    );

    it.each([
      ['an amount other than ours', { currency: 'EUR', value: '0.50' }, 'amount-mismatch'],
      ['USD', { currency: 'USD', value: '3.00' }, 'currency-mismatch'],
      ['no amount', undefined, 'amount-missing'],
    ])('Mollie "paid" with %s: never paid, refund due with the reason', async (_n, amount, reason) => {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(12), slotCount: 1 } }),
      );
      const m = molliePayment();
      mollie.setStatus(m.id, 'paid');
      (m as { amount?: unknown }).amount = amount;
      t.advance(6_000);
      expect((await webhookForm(`id=${m.id}`)).statusCode).toBe(200);
      const p = await ours(m.id);
      expect(p).toMatchObject({ status: 'refund_due', statusReason: reason });
      expect((await checkout(t.app, r.cookie)).statusCode).toBe(424);
    });
  });
});
