import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOLLIE_API, PUBLIC, providerFakes } from '../../test/payments';
import { ProviderError } from '../port';
import { MolliePaymentProvider } from './adapter';

const fakes = providerFakes();
const { mollie } = fakes;

const adapter = (over: Partial<ConstructorParameters<typeof MolliePaymentProvider>[0]> = {}) =>
  new MolliePaymentProvider({
    apiKey: mollie.apiKey,
    apiUrl: MOLLIE_API,
    redirectUrl: `${PUBLIC}/checkout`,
    webhookUrl: `${PUBLIC}/api/payments/mollie/webhook`,
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

describe('Mollie adapter against a fake of the v2 payments API', () => {
  it('creates a payment: amount as a 2-decimal string, description, redirect, webhook, our ids', async () => {
    const inp = input(1999);
    const created = await adapter().createPayment(inp);
    expect(created.method).toBe('Mollie');
    expect(created.providerRef).toMatch(/^tr_/);
    // paymentRedirect is Mollie's checkout URL (_links.checkout.href).
    expect(created.redirectUrl).toBe(`https://www.mollie.com/checkout/${created.providerRef}`);
    const [req] = mollie.requests;
    expect(`${req.method} ${req.path}`).toBe('POST /v2/payments');
    expect(req.headers.authorization).toBe(`Bearer ${mollie.apiKey}`);
    expect(req.headers['idempotency-key']).toBe(inp.paymentId);
    expect(req.body).toEqual({
      amount: { currency: 'EUR', value: '19.99' },
      description: 'Parkhaus am Markt: Tagesticket',
      redirectUrl: `${PUBLIC}/checkout`,
      webhookUrl: `${PUBLIC}/api/payments/mollie/webhook`,
      metadata: { paymentId: inp.paymentId, bookingId: inp.bookingId },
    });
  });

  it.each([
    [1999, '19.99'],
    [10, '0.10'],
    [100000, '1000.00'],
    [1, '0.01'],
  ])('writes %i cents as "%s"', async (cents, value) => {
    await adapter().createPayment(input(cents));
    expect((mollie.requests[0].body as { amount: unknown }).amount).toEqual({ currency: 'EUR', value });
  });

  it('leaves the webhook out when Mollie could not reach it (a local demo)', async () => {
    await adapter({ webhookUrl: undefined }).createPayment(input());
    expect(mollie.requests[0].body).not.toHaveProperty('webhookUrl');
  });

  it('a repeated create for the same payment gets the same Mollie payment (idempotency key)', async () => {
    const inp = input();
    const a = await adapter().createPayment(inp);
    const b = await adapter().createPayment(inp);
    expect(b.providerRef).toBe(a.providerRef);
    expect(mollie.payments.size).toBe(1);
  });

  it('maps every Mollie status and reads the amount', async () => {
    const a = adapter();
    const { providerRef } = await a.createPayment(input(1999));
    const expected: [Parameters<typeof mollie.setStatus>[1], string][] = [
      ['open', 'pending'],
      ['pending', 'pending'],
      ['authorized', 'pending'],
      ['paid', 'paid'],
      ['canceled', 'failed'],
      ['failed', 'failed'],
      ['expired', 'expired'],
    ];
    for (const [theirs, ours] of expected) {
      mollie.setStatus(providerRef, theirs);
      const state = await a.fetchStatus(providerRef);
      expect(state.status, theirs).toBe(ours);
      expect(state.amountCents).toBe(1999);
    }
    expect(mollie.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/payments/${providerRef}` });
  });

  it('failure codes: 404 not-found, 401 and 422 rejected, 503 and no answer unavailable', async () => {
    const a = adapter();
    expect((await failure(a.fetchStatus('tr_unknown1'))).kind).toBe('not-found');
    expect((await failure(a.fetchStatus('not-a-mollie-id'))).kind).toBe('not-found');
    const wrongKey = await failure(
      adapter({ apiKey: 'test_wrongwrongwrongwrongwrongwrong' }).createPayment(input()),
    );
    expect(wrongKey).toMatchObject({ kind: 'rejected', status: 401 });
    expect(wrongKey.message).not.toContain(mollie.apiKey);
    const bad = await failure(
      adapter({ redirectUrl: undefined as unknown as string }).createPayment(input()),
    );
    expect(bad).toMatchObject({ kind: 'rejected', status: 422 });
    mollie.faultMode = 'http503';
    expect((await failure(a.createPayment(input()))).kind).toBe('unavailable');
    mollie.faultMode = 'down';
    expect((await failure(a.fetchStatus('tr_abc'))).kind).toBe('unavailable');
  });

  it('turns the form-encoded webhook into a hint, and refuses other bodies', () => {
    const a = adapter();
    expect(a.parseWebhook({ id: 'tr_WDqYK6vllg' })).toEqual({
      providerRef: 'tr_WDqYK6vllg',
      payload: { id: 'tr_WDqYK6vllg' },
    });
    for (const bad of [null, {}, { id: 'x' }, { id: 'tr_' }, { id: 'tr_a b' }, { id: 42 }]) {
      expect(a.parseWebhook(bad)).toBeNull();
    }
  });

  it('cancels an open payment and refunds a paid one', async () => {
    const a = adapter();
    const one = await a.createPayment(input());
    await a.cancel(one.providerRef);
    expect(mollie.payments.get(one.providerRef)?.status).toBe('canceled');
    const two = await a.createPayment(input(1999));
    mollie.setStatus(two.providerRef, 'paid');
    await a.refund(two.providerRef, 1999);
    expect(mollie.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/payments/${two.providerRef}/refunds`,
      body: { amount: { currency: 'EUR', value: '19.99' } },
    });
  });
});
