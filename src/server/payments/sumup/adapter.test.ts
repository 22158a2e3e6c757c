import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC, providerFakes, SUMUP_API } from '../../test/payments';
import { ProviderError } from '../port';
import { SumUpPaymentProvider } from './adapter';

const fakes = providerFakes();
const { sumup } = fakes;
const WIDGET = 'https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js';

const adapter = (over: Partial<ConstructorParameters<typeof SumUpPaymentProvider>[0]> = {}) =>
  new SumUpPaymentProvider({
    apiKey: sumup.apiKey,
    merchantCode: sumup.merchantCode,
    apiUrl: SUMUP_API,
    widgetUrl: WIDGET,
    webhookUrl: `${PUBLIC}/api/payments/sumup/webhook`,
    timeoutMs: 2000,
    ...over,
  });

const input = (amountCents = 1999) => ({
  paymentId: randomUUID(),
  bookingId: randomUUID(),
  amountCents,
  description: 'Parkhaus am Markt: Tagesticket',
});

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ProviderError);
    return e as ProviderError;
  }
  throw new Error('no error');
}

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

describe('SumUp adapter against a fake of the checkouts API', () => {
  it('creates a checkout: our payment id as reference, EUR major units, merchant code, our webhook', async () => {
    const inp = input(1999);
    const created = await adapter().createPayment(inp);
    expect(created).toEqual({ providerRef: expect.any(String), method: 'Sumup', widgetUrl: WIDGET });
    const [req] = sumup.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v0.1/checkouts');
    expect(req.headers.authorization).toBe(`Bearer ${sumup.apiKey}`);
    expect(req.body).toMatchObject({
      checkout_reference: inp.paymentId,
      amount: 19.99,
      currency: 'EUR',
      merchant_code: sumup.merchantCode,
      description: 'Parkhaus am Markt: Tagesticket',
      return_url: `${PUBLIC}/api/payments/sumup/webhook`,
    });
    expect(req.raw).toContain('"amount":19.99,');
    expect(sumup.checkouts.get(created.providerRef)?.checkout_reference).toBe(inp.paymentId);
  });

  it.each([
    [1999, '19.99'],
    [10, '0.1'],
    [100000, '1000'],
    [1, '0.01'],
    [550, '5.5'],
  ])('writes %i cents as the JSON number %s', async (cents, json) => {
    await adapter().createPayment(input(cents));
    expect(sumup.requests[0].raw).toContain(`"amount":${json},`);
  });

  it('passes the hold end as valid_until, so SumUp stops accepting the checkout with our hold', async () => {
    const validUntil = new Date('2026-11-20T10:15:00Z');
    await adapter().createPayment({ ...input(), validUntil });
    expect(sumup.requests[0].body).toMatchObject({ valid_until: '2026-11-20T10:15:00.000Z' });
  });

  it('409 DUPLICATED_CHECKOUT: uses the checkout that already has our reference', async () => {
    const inp = input();
    const first = await adapter().createPayment(inp);
    const again = await adapter().createPayment(inp);
    expect(again.providerRef).toBe(first.providerRef);
    expect(sumup.checkouts.size).toBe(1);
    expect(sumup.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v0.1/checkouts',
      'POST /v0.1/checkouts',
      'GET /v0.1/checkouts',
    ]);
    expect(sumup.requests[2].query.get('checkout_reference')).toBe(inp.paymentId);
  });

  it('a lost answer is retried once with the same reference: still exactly one checkout', async () => {
    sumup.loseNextCreateAnswer = true;
    const inp = input();
    const created = await adapter().createPayment(inp);
    expect(sumup.checkouts.size).toBe(1);
    expect(created.providerRef).toBe(sumup.byReference(inp.paymentId)!.id);
  });

  it('fetches the status: PENDING, PAID (with the amount), FAILED, EXPIRED', async () => {
    const a = adapter();
    const { providerRef } = await a.createPayment(input(1999));
    expect(await a.fetchStatus(providerRef)).toMatchObject({ status: 'pending', amountCents: 1999 });
    sumup.pay(providerRef);
    const paid = await a.fetchStatus(providerRef);
    expect(paid).toMatchObject({ status: 'paid', amountCents: 1999 });
    expect(paid.raw).toMatchObject({ id: providerRef, status: 'PAID', transaction_code: expect.any(String) });
    sumup.setStatus(providerRef, 'FAILED');
    expect((await a.fetchStatus(providerRef)).status).toBe('failed');
    sumup.setStatus(providerRef, 'EXPIRED');
    expect((await a.fetchStatus(providerRef)).status).toBe('expired');
    expect(sumup.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toContain(
      `/v0.1/checkouts/${providerRef}`,
    );
  });

  it('failure codes: 404 not-found, 401 rejected, 503 and no answer unavailable; never the key in a message', async () => {
    const a = adapter();
    expect((await failure(a.fetchStatus(randomUUID()))).kind).toBe('not-found');
    const wrongKey = await failure(adapter({ apiKey: 'sup_sk_wrong' }).createPayment(input()));
    expect(wrongKey).toMatchObject({ kind: 'rejected', status: 401 });
    const wrongMerchant = await failure(adapter({ merchantCode: 'OTHER' }).createPayment(input()));
    expect(wrongMerchant).toMatchObject({ kind: 'rejected', status: 403 });
    sumup.faultMode = 'http503';
    expect((await failure(a.createPayment(input()))).kind).toBe('unavailable');
    expect((await failure(a.fetchStatus('x'))).kind).toBe('unavailable');
    sumup.faultMode = 'down';
    const down = await failure(a.createPayment(input()));
    expect(down.kind).toBe('unavailable');
    for (const e of [wrongKey, wrongMerchant, down]) {
      expect(e.message).not.toContain(sumup.apiKey);
      expect(JSON.stringify(e)).not.toContain(sumup.apiKey);
    }
  });

  it('turns the webhook into a hint naming the checkout, and refuses other bodies', () => {
    const a = adapter();
    const id = '4e425463-3e1b-431d-83fa-1e51c2925e99';
    expect(a.parseWebhook({ event_type: 'CHECKOUT_STATUS_CHANGED', id })).toEqual({
      providerRef: id,
      payload: { event_type: 'CHECKOUT_STATUS_CHANGED', id },
    });
    // SumUp checkout ids are UUIDs: anything else is not asked about.
    for (const bad of [null, 'x', {}, { id: 5 }, { id: '' }, { id, event_type: 7 }, { id: 'abc-123' }]) {
      expect(a.parseWebhook(bad)).toBeNull();
    }
  });

  it('cancel deactivates a pending checkout', async () => {
    const a = adapter();
    const { providerRef } = await a.createPayment(input());
    await a.cancel(providerRef);
    expect(sumup.checkouts.get(providerRef)?.status).toBe('EXPIRED');
    expect(sumup.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v0.1/checkouts/${providerRef}` });
  });

  it("refunds the checkout's transaction: POST /v1.0/merchants/{code}/payments/{transaction}/refunds in major units", async () => {
    const created = await adapter().createPayment(input(1999));
    sumup.pay(created.providerRef);
    const txId = sumup.checkouts.get(created.providerRef)!.transaction_id!;
    await adapter().refund(created.providerRef, 1250);
    const req = sumup.requests.find((r) => r.method === 'POST' && r.path.includes('/refunds'))!;
    expect(req.path).toBe(`/v1.0/merchants/${sumup.merchantCode}/payments/${txId}/refunds`);
    expect(req.body).toEqual({ amount: 12.5 });
    expect(sumup.refunds).toEqual([{ transactionId: txId, checkoutId: created.providerRef, amount: 12.5 }]);
    // More than is left: SumUp refuses, the adapter says rejected.
    expect((await failure(adapter().refund(created.providerRef, 1000))).kind).toBe('rejected');
    // A checkout never paid has no transaction to refund.
    const open = await adapter().createPayment(input(500));
    expect((await failure(adapter().refund(open.providerRef, 500))).kind).toBe('rejected');
  });
});
