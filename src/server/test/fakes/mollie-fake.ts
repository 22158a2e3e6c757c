import { randomBytes } from 'node:crypto';
import { fault, type FakeRequest, type FakeResponse, type FaultMode, type ProviderFake } from './http-fake';

type Status = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

interface MolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: Status;
  isCancelable: boolean;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  metadata: unknown;
  createdAt: string;
  expiresAt: string;
  paidAt?: string;
  method: string | null;
  profileId: string;
  sequenceType: 'oneoff';
  _links: Record<string, { href: string; type: string }>;
}

const problem = (status: number, title: string, detail: string, field?: string): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/hal+json' },
  body: {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: {
      documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
    },
  },
});

/**
 * A fake of Mollie's v2 Payments API as documented (docs.mollie.com/reference): POST
 * /v2/payments (Idempotency-Key honoured), GET /v2/payments/{id}, DELETE (cancel), POST
 * /v2/payments/{id}/refunds; errors as application/hal+json problems. For E2E it serves a
 * stand-in hosted checkout page (GET /checkout/{id}) whose buttons set the status, call the
 * webhook (form-encoded id) and send the browser to redirectUrl, as Mollie does.
 */
export class MollieFake implements ProviderFake {
  readonly requests: FakeRequest[] = [];
  readonly payments = new Map<string, MolliePayment>();
  /** Refunds Mollie accepted: payment id and amount (decimal string, as sent). */
  readonly refunds: { paymentId: string; value: string }[] = [];
  private readonly byIdempotencyKey = new Map<string, string>();
  faultMode: FaultMode = 'none';
  /** Where the hosted page lives (the fake's own public address). */
  checkoutBase: string;

  constructor(
    readonly apiKey = 'test_0123456789abcdefghijklmnopqr',
    checkoutBase = 'https://www.mollie.com',
  ) {
    this.checkoutBase = checkoutBase;
  }

  setStatus(id: string, status: Status): void {
    const p = this.payments.get(id)!;
    p.status = status;
    p.isCancelable = status === 'open';
    if (status === 'paid') {
      p.paidAt = new Date().toISOString();
      p.method = 'creditcard';
    }
  }

  async handle(req: FakeRequest): Promise<FakeResponse> {
    const page = /^\/checkout\/(tr_[A-Za-z0-9]+)$/.exec(req.path);
    if (page) return this.hostedPage(req, page[1]);
    const f = fault(this.faultMode);
    if (f) return f;
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    }
    if (req.path === '/v2/payments' && req.method === 'POST') return this.create(req);
    const one = /^\/v2\/payments\/([^/]+)(\/refunds)?$/.exec(req.path);
    if (one) {
      const p = this.payments.get(one[1]);
      if (!p) return problem(404, 'Not Found', `No payment exists with token ${one[1]}.`);
      if (one[2] && req.method === 'POST') {
        if (p.status !== 'paid')
          return problem(422, 'Unprocessable Entity', 'The payment cannot be refunded');
        const b = req.body as { amount?: { value?: string } };
        const value = b.amount?.value ?? p.amount.value;
        const done = this.refunds
          .filter((r) => r.paymentId === p.id)
          .reduce((s, r) => s + Number(r.value), 0);
        if (Math.round((done + Number(value)) * 100) > Math.round(Number(p.amount.value) * 100)) {
          return problem(
            422,
            'Unprocessable Entity',
            'The refund amount exceeds the remaining amount',
            'amount',
          );
        }
        this.refunds.push({ paymentId: p.id, value });
        return {
          status: 201,
          headers: { 'content-type': 'application/hal+json' },
          body: {
            resource: 'refund',
            id: `re_${randomBytes(5).toString('hex')}`,
            amount: { currency: 'EUR', value },
            status: 'pending',
            paymentId: p.id,
            createdAt: new Date().toISOString(),
            _links: {},
          },
        };
      }
      if (req.method === 'GET') return this.ok(p);
      if (req.method === 'DELETE') {
        if (!p.isCancelable) return problem(422, 'Unprocessable Entity', 'The payment cannot be canceled');
        this.setStatus(p.id, 'canceled');
        return this.ok(p);
      }
    }
    return problem(404, 'Not Found', 'The resource does not exist');
  }

  private ok(p: MolliePayment, status = 200): FakeResponse {
    return { status, headers: { 'content-type': 'application/hal+json' }, body: p };
  }

  private create(req: FakeRequest): FakeResponse {
    const key = req.headers['idempotency-key'];
    if (key && this.byIdempotencyKey.has(key))
      return this.ok(this.payments.get(this.byIdempotencyKey.get(key)!)!, 201);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const amount = b.amount as { currency?: unknown; value?: unknown } | undefined;
    if (
      !amount ||
      amount.currency !== 'EUR' ||
      typeof amount.value !== 'string' ||
      !/^\d+\.\d{2}$/.test(amount.value)
    ) {
      return problem(422, 'Unprocessable Entity', 'The amount contains an invalid value', 'amount.value');
    }
    if (typeof b.description !== 'string' || b.description === '') {
      return problem(422, 'Unprocessable Entity', 'The description is invalid', 'description');
    }
    if (typeof b.redirectUrl !== 'string') {
      return problem(422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
    }
    const id = `tr_${randomBytes(5).toString('hex')}`;
    const now = new Date();
    const p: MolliePayment = {
      resource: 'payment',
      id,
      mode: 'test',
      status: 'open',
      isCancelable: true,
      amount: { currency: 'EUR', value: amount.value },
      description: b.description,
      redirectUrl: b.redirectUrl,
      ...(typeof b.webhookUrl === 'string' ? { webhookUrl: b.webhookUrl } : {}),
      metadata: b.metadata ?? null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      method: null,
      profileId: 'pfl_fake',
      sequenceType: 'oneoff',
      _links: {
        self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
        checkout: { href: `${this.checkoutBase}/checkout/${id}`, type: 'text/html' },
        dashboard: { href: `https://my.mollie.com/dashboard/payments/${id}`, type: 'text/html' },
      },
    };
    this.payments.set(id, p);
    if (key) this.byIdempotencyKey.set(key, id);
    return this.ok(p, 201);
  }

  /** The stand-in hosted page: Pay or Fail, then the webhook, then back to redirectUrl. */
  private async hostedPage(req: FakeRequest, id: string): Promise<FakeResponse> {
    const p = this.payments.get(id);
    if (!p) return { status: 404, text: 'unknown payment', headers: { 'content-type': 'text/plain' } };
    if (req.method === 'POST') {
      const outcome = (req.body as Record<string, string> | undefined)?.outcome;
      this.setStatus(id, outcome === 'paid' ? 'paid' : 'failed');
      if (p.webhookUrl) {
        await fetch(p.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id }).toString(),
        }).catch(() => undefined);
      }
      return { status: 303, headers: { location: p.redirectUrl } };
    }
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mollie test payment</title></head>
<body><h1>Mollie test payment</h1><p data-testid="mollie-amount">EUR ${p.amount.value}</p><p>${p.description.replace(/[<&>]/g, '')}</p>
<form method="post" action="/checkout/${id}">
<button type="submit" name="outcome" value="paid" data-testid="mollie-paid">Paid</button>
<button type="submit" name="outcome" value="failed" data-testid="mollie-failed">Failed</button>
</form></body></html>`,
    };
  }
}
