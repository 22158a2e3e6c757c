import SumUp, { APIError, type CheckoutSuccess } from '@sumup/sdk';
import { centsToMajorUnits, decimalToCents } from '../money';
import {
  ProviderError,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPaymentState,
  type ProviderPaymentStatus,
  type WebhookHint,
} from '../port';

export interface SumUpOptions {
  apiKey: string;
  merchantCode: string;
  /** https://api.sumup.com, or a fake's address in tests. */
  apiUrl: string;
  /** The card widget script (spec §7); the browser loads it, we only pass it on. */
  widgetUrl: string;
  /** Our webhook: SumUp posts checkout status changes there (`return_url`). */
  webhookUrl: string;
  timeoutMs?: number;
}

/** SumUp checkout ids are UUIDs (36 characters, hex and dashes). */
export const SUMUP_CHECKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATUS: Record<string, ProviderPaymentStatus> = {
  PENDING: 'pending',
  PAID: 'paid',
  FAILED: 'failed',
  EXPIRED: 'expired',
};

/**
 * SumUp online checkouts (POST/GET /v0.1/checkouts) through @sumup/sdk. The browser pays in
 * SumUp's card widget, mounted with the checkout id; we learn the outcome only by GET.
 */
export class SumUpPaymentProvider implements PaymentProvider {
  readonly name = 'sumup';
  readonly remote = true;
  private readonly client: SumUp;

  constructor(private readonly opts: SumUpOptions) {
    this.client = new SumUp({
      apiKey: opts.apiKey,
      host: opts.apiUrl,
      timeout: opts.timeoutMs ?? 10_000,
      maxRetries: 0,
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const body = {
      checkout_reference: input.paymentId,
      amount: centsToMajorUnits(input.amountCents),
      currency: 'EUR' as const,
      merchant_code: this.opts.merchantCode,
      description: input.description.slice(0, 255),
      return_url: this.opts.webhookUrl,
      ...(input.validUntil ? { valid_until: input.validUntil.toISOString() } : {}),
    };
    let checkout: CheckoutSuccess | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        checkout = await this.client.checkouts.create(body);
        break;
      } catch (e) {
        if (isDuplicate(e)) {
          // Our reference already has a checkout: an earlier attempt reached SumUp even if its
          // answer did not reach us. Use that one; a second checkout could be charged too.
          checkout = await this.findByReference(input.paymentId);
          if (checkout) break;
          throw new ProviderError('rejected', 'SumUp reports a duplicate checkout it cannot list', 409);
        }
        const err = toProviderError(e, 'create checkout');
        // One quiet retry of a lost answer, with the same reference (a 409 then finds it).
        if (err.kind === 'unavailable' && attempt === 0) continue;
        throw err;
      }
    }
    if (!checkout?.id) throw new ProviderError('rejected', 'SumUp answered a checkout without id');
    return { providerRef: checkout.id, method: 'Sumup', widgetUrl: this.opts.widgetUrl };
  }

  async fetchStatus(providerRef: string): Promise<ProviderPaymentState> {
    let c: CheckoutSuccess;
    try {
      c = await this.client.checkouts.get(encodeURIComponent(providerRef));
    } catch (e) {
      throw toProviderError(e, 'get checkout');
    }
    const status = STATUS[c.status ?? ''];
    if (!status) throw new ProviderError('rejected', `SumUp answered an unknown status ${String(c.status)}`);
    const amountCents = c.currency === 'EUR' ? (decimalToCents(c.amount) ?? undefined) : undefined;
    return {
      status,
      amountCents,
      currency: typeof c.currency === 'string' && (c.currency as string) !== '' ? c.currency : null,
      raw: {
        id: c.id,
        status: c.status,
        amount: c.amount,
        currency: c.currency,
        checkout_reference: c.checkout_reference,
        transaction_code: c.transaction_code,
        transaction_id: c.transaction_id,
      },
    };
  }

  /**
   * SumUp posts `{"event_type": "CHECKOUT_STATUS_CHANGED", "id": "<checkout id>"}`. Checkout
   * ids are UUIDs (developer.sumup.com/api/checkouts); any other id is refused unasked.
   */
  parseWebhook(body: unknown): WebhookHint | null {
    if (typeof body !== 'object' || body === null) return null;
    const { event_type: eventType, id } = body as Record<string, unknown>;
    if (typeof id !== 'string' || !SUMUP_CHECKOUT_ID.test(id)) return null;
    if (eventType !== undefined && typeof eventType !== 'string') return null;
    return { providerRef: id, payload: { event_type: eventType ?? null, id } };
  }

  /** Deactivates a pending checkout, so the widget can no longer charge it. */
  async cancel(providerRef: string): Promise<void> {
    try {
      await this.client.checkouts.deactivate(encodeURIComponent(providerRef));
    } catch (e) {
      throw toProviderError(e, 'deactivate checkout');
    }
  }

  /**
   * Refunds (part of) a paid checkout: SumUp refunds transactions, not checkouts, so the
   * checkout is read for its transaction id first, then POST
   * /v1.0/merchants/{merchant_code}/payments/{transaction_id}/refunds with the amount in major
   * units (developer.sumup.com/api/transactions/refund; the SDK's transactions.refund).
   */
  async refund(providerRef: string, amountCents: number): Promise<void> {
    let c: CheckoutSuccess;
    try {
      c = await this.client.checkouts.get(encodeURIComponent(providerRef));
    } catch (e) {
      throw toProviderError(e, 'get checkout');
    }
    const txId = c.transaction_id ?? (c.transactions as { id?: string }[] | undefined)?.find((t) => t.id)?.id;
    if (!txId) throw new ProviderError('rejected', 'SumUp checkout has no transaction to refund');
    try {
      await this.client.transactions.refund(this.opts.merchantCode, encodeURIComponent(txId), {
        amount: centsToMajorUnits(amountCents),
      });
    } catch (e) {
      throw toProviderError(e, 'refund transaction');
    }
  }

  private async findByReference(reference: string): Promise<CheckoutSuccess | undefined> {
    try {
      const list = await this.client.checkouts.list({ checkout_reference: reference });
      return list.find((c) => c.checkout_reference === reference && c.status !== 'EXPIRED') ?? list[0];
    } catch (e) {
      throw toProviderError(e, 'list checkouts');
    }
  }
}

function isDuplicate(e: unknown): boolean {
  if (!(e instanceof APIError) || e.status !== 409) return false;
  const body = e.error as unknown;
  const codes = (Array.isArray(body) ? body : [body]).map((b) =>
    typeof b === 'object' && b !== null ? (b as { error_code?: unknown }).error_code : b,
  );
  // SumUp answers 409 only for this on create; accept a body without the code as well.
  return codes.some((c) => c === 'DUPLICATED_CHECKOUT') || codes.every((c) => c === undefined || c === '');
}

/** Never carries the SDK error itself: its request may hold the API key. */
function toProviderError(e: unknown, what: string): ProviderError {
  if (e instanceof ProviderError) return e;
  if (e instanceof APIError) {
    const status = e.status;
    if (status === 404) return new ProviderError('not-found', `SumUp ${what}: not found`, status);
    if (status >= 500 || status === 429 || status === 408) {
      return new ProviderError('unavailable', `SumUp ${what}: HTTP ${status}`, status);
    }
    const body = e.error as { error_code?: unknown; message?: unknown } | string;
    const code = typeof body === 'object' && body !== null ? String(body.error_code ?? '') : '';
    return new ProviderError('rejected', `SumUp ${what}: HTTP ${status}${code ? ` ${code}` : ''}`, status);
  }
  // fetch failures, timeouts (SumUpError), DNS: nothing was decided.
  return new ProviderError('unavailable', `SumUp ${what}: ${(e as Error)?.name ?? 'error'} (no answer)`);
}
