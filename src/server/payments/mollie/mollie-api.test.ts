import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { databases } from '../../test/databases';
import { checkout, reserve, reserveBody, slot, startTestApp, type TestApp } from '../../test/harness';
import { PUBLIC, providerFakes } from '../../test/payments';
import { PaymentsRepository } from '../../modules/payments/repository';

const fakes = providerFakes();
const { mollie } = fakes;

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

describe.each(databases)('Mollie payments through the API on $name', (db) => {
  let t: TestApp;
  let repo: PaymentsRepository;
  beforeAll(async () => {
    t = await startTestApp(db, { env: fakes.mollieEnv });
    repo = new PaymentsRepository(t.database.db);
  });
  afterAll(() => t.close());

  const webhook = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}`,
    });
  const molliePayment = () => [...mollie.payments.values()].at(-1)!;
  const ours = async (molliePaymentId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.providerRef, molliePaymentId)))[0];

  it('reserve answers Mollie with the hosted checkout as paymentRedirect', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 2 } }),
    );
    expect(r.res.statusCode).toBe(200);
    const p = molliePayment();
    expect(r.json).toMatchObject({
      priceToBePaid: 550,
      paymentMethod: 'Mollie',
      paymentRedirect: p._links.checkout.href,
    });
    const row = await ours(p.id);
    expect(r.json.paymentId).toBe(row.id);
    expect(p).toMatchObject({
      amount: { currency: 'EUR', value: '5.50' },
      description: 'Parkhaus am Markt: Kurzzeitparken mit Reservierung',
      redirectUrl: `${PUBLIC}/checkout`,
      webhookUrl: `${PUBLIC}/api/payments/mollie/webhook`,
      metadata: { paymentId: row.id, bookingId: row.bookingId },
    });
  });

  it('the form-encoded webhook leads to a GET of the payment, whose status is applied', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
    );
    const p = molliePayment();
    mollie.setStatus(p.id, 'paid');
    const res = await webhook(p.id);
    expect(res.statusCode).toBe(200);
    const row = await ours(p.id);
    expect(row.status).toBe('paid');
    expect(mollie.requests.some((q) => q.method === 'GET' && q.path === `/v2/payments/${p.id}`)).toBe(true);
    expect((await repo.inboxOf(row.id)).map((i) => [i.kind, i.authoritative, i.status])).toEqual([
      ['webhook', false, null],
      ['webhook-fetch', true, 'paid'],
    ]);
    expect((await checkout(t.app, r.cookie)).statusCode).toBe(200);
  });

  it('returning before the webhook: the checkout poll asks Mollie and sees paid within one poll', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 1 } }),
    );
    expect((await checkout(t.app, r.cookie)).statusCode).toBe(409);
    mollie.setStatus(molliePayment().id, 'paid');
    const done = await checkout(t.app, r.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toHaveProperty('permissionSecret');
  });

  it.each(['canceled', 'expired', 'failed'] as const)('%s at Mollie leads to 424', async (status) => {
    const h = { canceled: 5, expired: 6, failed: 7 }[status];
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(h), slotCount: 1 } }),
    );
    mollie.setStatus(molliePayment().id, status);
    const co = await checkout(t.app, r.cookie);
    expect(co.statusCode).toBe(424);
    expect(co.json().code).toBe('PAYMENT_FAILED');
  });

  it('an invalid webhook body is 400; an unknown payment id 200; Mollie down 503 (Mollie retries)', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=hello',
    });
    expect(bad.statusCode).toBe(400);
    expect((await webhook('tr_unknown99')).statusCode).toBe(200);
    await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(8), slotCount: 1 } }),
    );
    const p = molliePayment();
    mollie.faultMode = 'down';
    const down = await webhook(p.id);
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('PROVIDER_UNAVAILABLE');
    mollie.faultMode = 'none';
    mollie.setStatus(p.id, 'paid');
    expect((await webhook(p.id)).statusCode).toBe(200);
    expect((await ours(p.id)).status).toBe('paid');
  });

  it('an outage on reserve: 503, the place is free, the retry gets a payment', async () => {
    mollie.faultMode = 'http503';
    const body = reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(9), slotCount: 1 } });
    const down = await reserve(t.app, body);
    expect(down.res.statusCode).toBe(503);
    expect(down.json.code).toBe('PROVIDER_UNAVAILABLE');
    mollie.faultMode = 'none';
    const again = await reserve(t.app, body);
    expect(again.res.statusCode).toBe(200);
    expect(again.json.paymentRedirect).toMatch(/\/checkout\/tr_/);
  });
});
