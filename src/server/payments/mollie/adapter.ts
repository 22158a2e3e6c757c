import { createMollieClient, MollieApiError, type MollieClient, type Payment } from '@mollie/api-client';
import { centsToDecimal, decimalToCents } from '../money';
import {
  ProviderError,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPaymentState,
  type ProviderPaymentStatus,
  type WebhookHint,
} from '../port';

export interface MollieOptions {
  apiKey: string;
  /** https://api.mollie.com/v2/, or a fake's address in tests. */
  apiUrl: string;
  /** Where Mollie sends the browser back: our /checkout, which polls. */
  redirectUrl: string;
  /** Our webhook; undefined when Mollie could not reach it (a local demo). */
  webhookUrl: string | undefined;
}

/** Mollie's statuses (v2 payments) on ours. `authorized` is on its way to paid or expired. */
const STATUS: Record<string, ProviderPaymentStatus> = {
  open: 'pending',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  canceled: 'failed',
  failed: 'failed',
  expired: 'expired',
};

/** Mollie payment ids: `tr_` and a short alphanumeric token (docs.mollie.com). */
export const MOLLIE_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/** Mollie payments (POST/GET /v2/payments) through @mollie/api-client; the payer pays on Mollie's page. */
export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie';
  readonly remote = true;
  private readonly client: MollieClient;

  constructor(private readonly opts: MollieOptions) {
    this.client = createMollieClient({ apiKey: opts.apiKey, apiEndpoint: opts.apiUrl });
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    let payment: Payment;
    try {
      payment = await this.client.payments.create({
        amount: { currency: 'EUR', value: centsToDecimal(input.amountCents) },
        description: input.description.slice(0, 255),
        // The settings name the booking's /checkout; a renewal comes back to its own result.
        redirectUrl: input.returnPath
          ? new URL(input.returnPath, this.opts.redirectUrl).toString()
          : this.opts.redirectUrl,
        ...(this.opts.webhookUrl ? { webhookUrl: this.opts.webhookUrl } : {}),
        metadata: { paymentId: input.paymentId, bookingId: input.bookingId },
        // Mollie answers a repeated create with the same key with the same payment.
        idempotencyKey: input.paymentId,
      });
    } catch (e) {
      throw toProviderError(e, 'create payment');
    }
    const checkoutUrl = payment.getCheckoutUrl() ?? payment._links?.checkout?.href;
    if (!checkoutUrl) throw new ProviderError('rejected', 'Mollie answered a payment without checkout URL');
    return { providerRef: payment.id, method: 'Mollie', redirectUrl: checkoutUrl };
  }

  async fetchStatus(providerRef: string): Promise<ProviderPaymentState> {
    if (!MOLLIE_ID.test(providerRef)) throw new ProviderError('not-found', 'Not a Mollie payment id');
    let p: Payment;
    try {
      p = await this.client.payments.get(providerRef);
    } catch (e) {
      throw toProviderError(e, 'get payment');
    }
    const status = STATUS[p.status];
    if (!status) throw new ProviderError('rejected', `Mollie answered an unknown status ${String(p.status)}`);
    return {
      status,
      amountCents: p.amount?.currency === 'EUR' ? (decimalToCents(p.amount.value) ?? undefined) : undefined,
      currency: typeof p.amount?.currency === 'string' && p.amount.currency !== '' ? p.amount.currency : null,
      raw: {
        id: p.id,
        status: p.status,
        amount: p.amount,
        method: p.method ?? null,
        metadata: p.metadata ?? null,
        paidAt: p.paidAt ?? null,
      },
    };
  }

  /** Mollie posts `id=tr_...` form-encoded and nothing else; the rest is learnt by GET. */
  parseWebhook(body: unknown): WebhookHint | null {
    if (typeof body !== 'object' || body === null) return null;
    const id = (body as Record<string, unknown>).id;
    if (typeof id !== 'string' || !MOLLIE_ID.test(id)) return null;
    return { providerRef: id, payload: { id } };
  }

  /** Only some methods can be canceled, and only while open; Mollie says which. */
  async cancel(providerRef: string): Promise<void> {
    try {
      const p = await this.client.payments.get(providerRef);
      if (p.isCancelable) await this.client.payments.cancel(providerRef);
    } catch (e) {
      throw toProviderError(e, 'cancel payment');
    }
  }

  async refund(providerRef: string, amountCents: number): Promise<void> {
    try {
      await this.client.paymentRefunds.create({
        paymentId: providerRef,
        amount: { currency: 'EUR', value: centsToDecimal(amountCents) },
      });
    } catch (e) {
      throw toProviderError(e, 'refund payment');
    }
  }
}

/** The client's ApiError message is Mollie's own text; it never contains the key. */
function toProviderError(e: unknown, what: string): ProviderError {
  if (e instanceof ProviderError) return e;
  if (e instanceof MollieApiError) {
    const status = e.statusCode;
    if (status === undefined || status >= 500 || status === 429) {
      // No status: the request never got an answer (the client wraps network errors).
      return new ProviderError(
        'unavailable',
        `Mollie ${what}: ${status ? `HTTP ${status}` : 'no answer'}`,
        status,
      );
    }
    if (status === 404 || status === 410)
      return new ProviderError('not-found', `Mollie ${what}: not found`, status);
    return new ProviderError('rejected', `Mollie ${what}: HTTP ${status} ${e.message}`.slice(0, 300), status);
  }
  return new ProviderError('unavailable', `Mollie ${what}: ${(e as Error)?.name ?? 'error'} (no answer)`);
}
