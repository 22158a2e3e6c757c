import { randomUUID } from 'node:crypto';
import { fault, type FakeRequest, type FakeResponse, type FaultMode, type ProviderFake } from './http-fake';

interface Checkout {
  id: string;
  checkout_reference: string;
  amount: number;
  currency: string;
  merchant_code: string;
  description?: string;
  return_url?: string;
  valid_until?: string | null;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
  date: string;
  transaction_code?: string;
  transaction_id?: string;
  transactions: unknown[];
}

/** A refund SumUp accepted (POST /v1.0/merchants/{code}/payments/{transaction_id}/refunds). */
export interface SumUpRefund {
  transactionId: string;
  checkoutId: string;
  /** Major units, as sent. */
  amount: number;
}

/**
 * A fake of SumUp's checkout API as documented (developer.sumup.com/api/checkouts):
 * POST /v0.1/checkouts (409 DUPLICATED_CHECKOUT for a reused checkout_reference),
 * GET /v0.1/checkouts?checkout_reference=, GET /v0.1/checkouts/{id}, DELETE (deactivate),
 * POST /v1.0/merchants/{merchant_code}/payments/{transaction_id}/refunds (refund, 204).
 * Bearer API key required. For E2E it also serves a stand-in of the card widget script
 * (GET /widget/sdk.js) that defines `SumUpCard.mount` like the real one.
 */
export class SumUpFake implements ProviderFake {
  readonly requests: FakeRequest[] = [];
  readonly checkouts = new Map<string, Checkout>();
  readonly refunds: SumUpRefund[] = [];
  faultMode: FaultMode = 'none';
  /** Answer the next create with an error after storing it (a lost answer). */
  loseNextCreateAnswer = false;
  /** Called when a checkout is paid through the stand-in widget (E2E: post the webhook). */
  onPaid?: (c: Checkout) => void;

  constructor(
    readonly apiKey = 'sup_sk_test_0123456789',
    readonly merchantCode = 'MTEST1234',
  ) {}

  pay(id: string): void {
    const c = this.checkouts.get(id);
    if (!c) throw new Error(`no checkout ${id}`);
    c.status = 'PAID';
    c.transaction_code = `TX${id.slice(0, 8).toUpperCase()}`;
    c.transaction_id = randomUUID();
    c.transactions = [{ id: c.transaction_id, status: 'SUCCESSFUL', amount: c.amount, currency: c.currency }];
    this.onPaid?.(c);
  }

  setStatus(id: string, status: Checkout['status']): void {
    this.checkouts.get(id)!.status = status;
  }

  byReference(reference: string): Checkout | undefined {
    return [...this.checkouts.values()].find((c) => c.checkout_reference === reference);
  }

  handle(req: FakeRequest): FakeResponse {
    if (req.method === 'GET' && req.path === '/widget/sdk.js')
      return { status: 200, text: WIDGET_JS, headers: { 'content-type': 'text/javascript' } };
    if (req.method === 'OPTIONS') return { status: 204 };
    const pay = /^\/test\/pay\/([^/]+)$/.exec(req.path);
    if (req.method === 'POST' && pay) {
      // The stand-in widget's card form: pays the checkout like SumUp's backend would.
      const c = this.checkouts.get(decodeURIComponent(pay[1]));
      if (!c) return { status: 404, body: { error_code: 'NOT_FOUND', message: 'Resource not found' } };
      this.pay(c.id);
      return { status: 200, body: { ...c } };
    }
    const f = fault(this.faultMode);
    if (f) return f;
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return { status: 401, body: { error_code: 'NOT_AUTHORIZED', message: 'Invalid access token' } };
    }
    if (req.path === '/v0.1/checkouts' && req.method === 'POST') return this.create(req.body);
    if (req.path === '/v0.1/checkouts' && req.method === 'GET') {
      const ref = req.query.get('checkout_reference');
      return {
        status: 200,
        body: [...this.checkouts.values()].filter((c) => !ref || c.checkout_reference === ref),
      };
    }
    const refund = /^\/v1\.0\/merchants\/([^/]+)\/payments\/([^/]+)\/refunds$/.exec(req.path);
    if (refund && req.method === 'POST')
      return this.refund(refund[1], decodeURIComponent(refund[2]), req.body);
    const one = /^\/v0\.1\/checkouts\/([^/]+)$/.exec(req.path);
    if (one) {
      const c = this.checkouts.get(decodeURIComponent(one[1]));
      if (!c) return { status: 404, body: { error_code: 'NOT_FOUND', message: 'Resource not found' } };
      if (req.method === 'GET') return { status: 200, body: { ...c } };
      if (req.method === 'DELETE') {
        if (c.status !== 'PENDING') {
          return {
            status: 409,
            body: { error_code: 'CHECKOUT_PROCESSED', message: 'Checkout is already processed' },
          };
        }
        c.status = 'EXPIRED';
        return { status: 200, body: { ...c } };
      }
    }
    return { status: 404, body: { error_code: 'NOT_FOUND', message: 'Resource not found' } };
  }

  /**
   * As documented: 204 No Content on success; 404 for an unknown transaction; 409 when the
   * amount exceeds what is left to refund. Without an amount the whole transaction is refunded.
   */
  private refund(merchantCode: string, transactionId: string, body: unknown): FakeResponse {
    if (merchantCode !== this.merchantCode) {
      return { status: 403, body: { error_code: 'FORBIDDEN', message: 'Merchant code does not match' } };
    }
    const c = [...this.checkouts.values()].find((x) => x.transaction_id === transactionId);
    if (!c || c.status !== 'PAID') {
      return { status: 404, body: { error_code: 'NOT_FOUND', message: 'Resource not found' } };
    }
    const raw = (body as { amount?: unknown } | undefined)?.amount;
    const amount = typeof raw === 'number' ? raw : c.amount;
    const done = this.refunds
      .filter((r) => r.transactionId === transactionId)
      .reduce((s, r) => s + r.amount, 0);
    if (!(amount > 0) || Math.round((done + amount) * 100) > Math.round(c.amount * 100)) {
      return {
        status: 409,
        body: { error_code: 'CONFLICT', message: 'The amount exceeds the refundable amount' },
      };
    }
    this.refunds.push({ transactionId, checkoutId: c.id, amount });
    return { status: 204 };
  }

  private create(body: unknown): FakeResponse {
    const b = (body ?? {}) as Record<string, unknown>;
    for (const field of ['checkout_reference', 'amount', 'currency', 'merchant_code']) {
      if (b[field] === undefined) {
        return { status: 400, body: [{ error_code: 'MISSING', message: 'Validation error', param: field }] };
      }
    }
    if (typeof b.amount !== 'number' || !(b.amount > 0)) {
      return { status: 400, body: [{ error_code: 'INVALID', message: 'Validation error', param: 'amount' }] };
    }
    if (b.merchant_code !== this.merchantCode) {
      return { status: 403, body: { error_code: 'FORBIDDEN', message: 'Merchant code does not match' } };
    }
    if (this.byReference(String(b.checkout_reference))) {
      return {
        status: 409,
        body: {
          error_code: 'DUPLICATED_CHECKOUT',
          message: 'Checkout with this checkout reference and pay to email already exists',
        },
      };
    }
    const c: Checkout = {
      id: randomUUID(),
      checkout_reference: String(b.checkout_reference),
      amount: b.amount,
      currency: String(b.currency),
      merchant_code: String(b.merchant_code),
      description: b.description as string | undefined,
      return_url: b.return_url as string | undefined,
      valid_until: (b.valid_until as string | undefined) ?? null,
      status: 'PENDING',
      date: new Date().toISOString(),
      transactions: [],
    };
    this.checkouts.set(c.id, c);
    if (this.loseNextCreateAnswer) {
      this.loseNextCreateAnswer = false;
      return { status: 0 };
    }
    return { status: 201, body: { ...c } };
  }
}

/**
 * Stand-in for https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js: the same global
 * (`SumUpCard.mount({id, checkoutId, onResponse, locale, showFooter})` returning
 * `{submit, unmount, update}`), a "card form" with a pay button that pays the checkout at the
 * fake, then calls `onResponse('sent')` and `onResponse('success', body)` like the real widget.
 */
const WIDGET_JS = `(function () {
  var script = document.currentScript;
  var base = script ? new URL(script.src).origin : '';
  window.SumUpCard = {
    mount: function (config) {
      var host = document.getElementById(config.id || 'sumup-card');
      if (!host) throw new Error('SumUpCard: no element #' + (config.id || 'sumup-card'));
      host.innerHTML = '';
      var box = document.createElement('div');
      box.setAttribute('data-testid', 'sumup-standin');
      box.setAttribute('data-checkout-id', config.checkoutId);
      box.setAttribute('data-locale', String(config.locale));
      box.setAttribute('data-show-footer', String(config.showFooter));
      var label = document.createElement('p');
      label.textContent = 'Card number 4200 0000 0000 0000 (stand-in)';
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Pay with card';
      button.setAttribute('data-testid', 'sumup-pay');
      button.onclick = function () {
        button.disabled = true;
        if (config.onResponse) config.onResponse('sent', {});
        fetch(base + '/test/pay/' + encodeURIComponent(config.checkoutId), { method: 'POST' })
          .then(function (r) { return r.json(); })
          .then(function (body) {
            if (config.onResponse) config.onResponse(body.status === 'PAID' ? 'success' : 'error', body);
          })
          .catch(function (e) { if (config.onResponse) config.onResponse('error', { message: String(e) }); });
      };
      box.appendChild(label);
      box.appendChild(button);
      host.appendChild(box);
      if (config.onLoad) config.onLoad();
      return {
        submit: function () { button.click(); },
        unmount: function () { host.innerHTML = ''; },
        update: function () {},
      };
    },
  };
})();`;

/** For holdingFake: names a look-up of one checkout (GET /v0.1/checkouts/{id}) by its id. */
export function checkoutLookUp(req: FakeRequest): string | undefined {
  const id = /^\/v0\.1\/checkouts\/([^/]+)$/.exec(req.path)?.[1];
  return req.method === 'GET' && id ? decodeURIComponent(id) : undefined;
}
