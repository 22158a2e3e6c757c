import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bills, mails, payments, permissions } from '../../db/schema';
import { databases } from '../../test/databases';
import { checkout, reserve, reserveBody, slot, startTestApp, type TestApp } from '../../test/harness';
import { PUBLIC, providerFakes } from '../../test/payments';
import { BACK_OFFICE_CSP } from '../../platform/http/plugins';
import { PaymentsRepository } from '../../modules/payments/repository';

const fakes = providerFakes();
const { sumup } = fakes;

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

describe.each(databases)('SumUp payments through the API on $name', (db) => {
  let t: TestApp;
  let repo: PaymentsRepository;
  beforeAll(async () => {
    t = await startTestApp(db, { env: fakes.sumupEnv });
    repo = new PaymentsRepository(t.database.db);
  });
  afterAll(() => t.close());

  const webhook = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sumup/webhook',
      payload: { event_type: 'CHECKOUT_STATUS_CHANGED', id },
    });
  const ourPayment = async (checkoutId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.providerRef, checkoutId)))[0];

  it('reserve answers Sumup with the checkout id as paymentId and the widget script', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 2 } }),
    );
    expect(r.res.statusCode).toBe(200);
    expect(r.json).toMatchObject({
      priceToBePaid: 550,
      paymentMethod: 'Sumup',
      paymentWidgetUrl: 'https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js',
    });
    expect(r.json.paymentRedirect).toBeUndefined();
    const c = sumup.checkouts.get(r.json.paymentId)!;
    expect(c).toBeDefined();
    const ours = await ourPayment(c.id);
    expect(c).toMatchObject({
      checkout_reference: ours.id,
      amount: 5.5,
      currency: 'EUR',
      return_url: `${PUBLIC}/api/payments/sumup/webhook`,
    });
  });

  it('the checkout poll asks SumUp: pending (409) until SumUp says PAID, then the ticket', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
    );
    const pending = await checkout(t.app, r.cookie);
    expect(pending.statusCode).toBe(409);
    expect(
      sumup.requests.some((q) => q.method === 'GET' && q.path === `/v0.1/checkouts/${r.json.paymentId}`),
    ).toBe(true);
    sumup.pay(r.json.paymentId);
    const done = await checkout(t.app, r.cookie);
    expect(done.statusCode).toBe(200);
    const ours = await ourPayment(r.json.paymentId);
    expect(ours.status).toBe('paid');
    const inbox = await repo.inboxOf(ours.id);
    expect(inbox.map((i) => [i.kind, i.status])).toEqual([
      ['poll', 'pending'],
      ['poll', 'paid'],
    ]);
  });

  it('the browser cannot settle: a notice of success only makes the server ask SumUp', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 1 } }),
    );
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/notice',
      headers: { cookie: r.cookie! },
      payload: { outcome: 'success' },
    });
    expect(notice.statusCode).toBe(204);
    const ours = await ourPayment(r.json.paymentId);
    expect((await repo.find(ours.id))!.status).toBe('pending');
    expect((await repo.inboxOf(ours.id)).map((i) => [i.kind, i.authoritative, i.status])).toEqual([
      ['client-notice', false, null],
      ['notice-fetch', true, 'pending'],
    ]);
    sumup.pay(r.json.paymentId);
    await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/notice',
      headers: { cookie: r.cookie! },
      payload: { outcome: 'success' },
    });
    expect((await repo.find(ours.id))!.status).toBe('paid');
  });

  it('the webhook is a hint: paid only after GET shows PAID, exactly once', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(5), slotCount: 1 } }),
    );
    const ours = await ourPayment(r.json.paymentId);
    // Unsigned and untrue: the checkout is still PENDING at SumUp.
    const early = await webhook(r.json.paymentId);
    expect(early.statusCode).toBe(200);
    expect((await repo.find(ours.id))!.status).toBe('pending');
    sumup.pay(r.json.paymentId);
    expect((await webhook(r.json.paymentId)).statusCode).toBe(200);
    expect((await webhook(r.json.paymentId)).statusCode).toBe(200);
    expect((await repo.find(ours.id))!.status).toBe('paid');
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(permissions)
      .where(eq(permissions.bookingId, ours.bookingId));
    expect(n).toBe(1);
    const bill = await t.database.db.select().from(bills).where(eq(bills.bookingId, ours.bookingId));
    expect(bill).toHaveLength(1);
    expect(bill[0]).toMatchObject({ grossCents: 300, netCents: 252, vatCents: 48, paymentMethod: 'Sumup' });
    expect((await checkout(t.app, r.cookie)).statusCode).toBe(200);
  });

  it('a webhook for an unknown checkout is stored and answered 200; a malformed one 400', async () => {
    expect((await webhook('00000000-0000-4000-8000-00000000dead')).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sumup/webhook',
      payload: { nope: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('FAILED and EXPIRED at SumUp answer 424 and free the place', async () => {
    for (const [h, status] of [
      [6, 'FAILED'],
      [7, 'EXPIRED'],
    ] as const) {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(h), slotCount: 1 } }),
      );
      sumup.setStatus(r.json.paymentId, status);
      const co = await checkout(t.app, r.cookie);
      expect(co.statusCode).toBe(424);
      expect(co.json().code).toBe('PAYMENT_FAILED');
    }
  });

  it('an outage answers 503 PROVIDER_UNAVAILABLE, charges nothing, and a retry in the same session works', async () => {
    sumup.faultMode = 'http503';
    const body = reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(8), slotCount: 1 } });
    const down = await reserve(t.app, body);
    expect(down.res.statusCode).toBe(503);
    expect(down.json.code).toBe('PROVIDER_UNAVAILABLE');
    expect(sumup.checkouts.size).toBe(0);
    sumup.faultMode = 'none';
    const cookie = down.res.cookies.length
      ? `${down.res.cookies[0].name}=${down.res.cookies[0].value}`
      : undefined;
    const again = await reserve(t.app, body, cookie);
    expect(again.res.statusCode).toBe(200);
    expect(sumup.checkouts.size).toBe(1);
    // While SumUp is down the poll keeps the payment open (409), it does not fail it.
    sumup.faultMode = 'down';
    expect((await checkout(t.app, again.cookie)).statusCode).toBe(409);
    sumup.faultMode = 'none';
    sumup.pay(again.json.paymentId);
    expect((await checkout(t.app, again.cookie)).statusCode).toBe(200);
  });

  it('a new reserve in the session deactivates the replaced checkout at SumUp', async () => {
    const first = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(9), slotCount: 1 } }),
    );
    const second = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(10), slotCount: 1 } }),
      first.cookie,
    );
    expect(second.res.statusCode).toBe(200);
    await t.app.shop.settled();
    expect(sumup.checkouts.get(first.json.paymentId)?.status).toBe('EXPIRED');
    expect(sumup.checkouts.get(second.json.paymentId)?.status).toBe('PENDING');
  });

  it('the CSP lets the widget in: its script, API and frames', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/config' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://gateway.sumup.com https://*.sumup.com");
    expect(csp).toContain("connect-src 'self' https://gateway.sumup.com https://*.sumup.com");
    expect(csp).toContain("frame-src 'self' https://gateway.sumup.com https://*.sumup.com https:");
    expect(csp).not.toContain('unsafe-eval');
  });

  it("the back office's pages and calls get their own CSP: none of the widget's third parties, no framing", async () => {
    for (const url of ['/admin', '/admin/login', '/admin/bookings?x=1', '/api/admin/auth/me']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, url).toBe(BACK_OFFICE_CSP);
      expect(csp).not.toContain('sumup');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self';");
    }
    // The shop keeps the widget's allowances; a path that only starts like the back office too.
    for (const url of ['/api/booking/config', '/administration']) {
      const csp = (await t.app.inject({ method: 'GET', url })).headers['content-security-policy'] as string;
      expect(csp, url).toContain('https://gateway.sumup.com');
    }
  });

  it('one ticket mail, in the outbox, linking the bill', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(11), slotCount: 1 } }),
    );
    sumup.pay(r.json.paymentId);
    const data = (await checkout(t.app, r.cookie)).json();
    const [mail] = await t.database.db.select().from(mails).where(eq(mails.permissionId, data.permissionId));
    expect(mail.text).toMatch(new RegExp(`${PUBLIC}/api/bill/[0-9a-f-]{36}/[A-Za-z0-9_-]{43}\\.pdf`));
  });
});
