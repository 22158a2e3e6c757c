import type { PaymentMethod } from '../../shared/schemas/booking';

/** The authoritative state of a payment at the provider. */
export type ProviderPaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface CreatePaymentInput {
  /** Our payment id (uuid); providers echo it back as reference/metadata. */
  paymentId: string;
  bookingId: string;
  /** Integer cents, EUR. Never 0: free bookings do not reach a provider. */
  amountCents: number;
  /** Short text the payer sees at the provider (shop and template). */
  description: string;
  /** The moment our hold lapses; providers that can, stop accepting the payment then. */
  validUntil?: Date;
  /**
   * Where a redirect provider sends the browser back on the shop: the booking's /checkout
   * (default) or the guest renewal's own result, /checkout/renew (spec §2, §4).
   */
  returnPath?: '/checkout' | '/checkout/renew';
}

export interface CreatedPayment {
  /** The provider's id of the payment; what fetchStatus and webhooks refer to. */
  providerRef: string;
  /** How the client proceeds (spec §3 reservation response). */
  method: PaymentMethod;
  /** Where the browser goes to pay, for redirect-style providers. */
  redirectUrl?: string;
  /** For a card widget: the script the browser loads. */
  widgetUrl?: string;
}

/** What the provider says about a payment when asked. */
export interface ProviderPaymentState {
  status: ProviderPaymentStatus;
  /**
   * The amount the provider holds the payment for, in euro cents (checked against ours);
   * undefined when the provider named no amount or another currency.
   */
  amountCents?: number;
  /** The currency the provider named, null when it named none (anything but EUR is a mismatch). */
  currency?: string | null;
  /** The provider's raw answer, trimmed to what is safe to store (no card data, no secrets). */
  raw?: Record<string, unknown>;
}

/**
 * A webhook reduced to what it may be used for: a hint naming the payment to ask about.
 * Webhooks of these providers are unsigned, so their content is never applied as such.
 */
export interface WebhookHint {
  providerRef: string;
  payload: Record<string, unknown>;
}

/**
 * A provider-side failure. `unavailable`: network error, timeout, 5xx or 429 (retry later,
 * nothing was decided); `rejected`: the provider refused the request (4xx); `not-found`.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly kind: 'unavailable' | 'rejected' | 'not-found',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * One payment provider (demo, sumup, mollie, sepa), in the manner of medusa's provider
 * interface and pretix's provider contract.
 *
 * Contract:
 * - Adapters talk to the provider only: no UI, no ORM types, no booking rules. Every failure
 *   leaves as a ProviderError whose message carries no secret.
 * - createPayment is called once per payment, after the reservation is committed, and must be
 *   safe to repeat for the same paymentId (idempotency key or duplicate detection), so a retry
 *   never opens a second chargeable payment.
 * - fetchStatus is the truth: the server never trusts the browser's or a webhook's word that a
 *   payment succeeded and asks the provider instead (checkout poll, webhook, reconciliation).
 * - parseWebhook turns a provider callback into a hint (which payment to ask about), or null
 *   when the body is not one of the provider's callbacks.
 * - A payment moves pending -> paid | failed | expired at the provider.
 * - cancel stops a pending payment where the provider allows it (best effort, after our hold
 *   lapsed or was replaced); refund gives money back where the provider allows it.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Whether money moves outside the shop: late "paid" reports must then never be dropped. */
  readonly remote: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  fetchStatus(providerRef: string): Promise<ProviderPaymentState>;
  parseWebhook?(body: unknown, contentType: string | undefined): WebhookHint | null;
  cancel?(providerRef: string): Promise<void>;
  refund?(providerRef: string, amountCents: number): Promise<void>;
}
