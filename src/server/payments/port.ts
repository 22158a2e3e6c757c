import type { PaymentMethod } from '../../shared/schemas/booking';

/** The authoritative state of a payment at the provider. */
export type ProviderPaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface CreatePaymentInput {
  /** Our payment id (uuid); providers echo it back as metadata/reference. */
  paymentId: string;
  /** Integer cents, EUR. Never 0: free bookings do not reach a provider. */
  amountCents: number;
  /** Short text the payer sees at the provider. */
  description: string;
  /** Absolute URL the provider sends the browser back to (our /checkout). */
  returnUrl: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment; what fetchStatus and webhooks refer to. */
  providerRef: string;
  /** How the client proceeds (spec §3 reservation response). */
  method: PaymentMethod;
  /** Where the browser goes to pay, for redirect-style providers. */
  redirectUrl?: string;
}

/** A webhook turned into a normalised event; `eventId` lets the inbox drop repeats. */
export interface ProviderEvent {
  providerRef: string;
  eventId: string;
  status: ProviderPaymentStatus;
}

/**
 * One payment provider (demo now; SumUp, SEPA, Mollie later).
 *
 * Contract:
 * - Adapters talk to the provider only: no UI, no ORM types, no booking rules.
 * - createPayment is called once per payment, after the reservation is committed.
 * - fetchStatus is the truth: the server never trusts the browser's word that a payment
 *   succeeded and asks the provider instead (checkout polls, webhooks re-fetch).
 * - parseWebhook may be absent; webhooks are unsigned and may repeat, so callers treat its
 *   events only as a hint to call fetchStatus, and applying a status twice changes nothing.
 * - A payment moves pending -> paid | failed | expired and never back.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  fetchStatus(providerRef: string): Promise<ProviderPaymentStatus>;
  parseWebhook?(
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent[]>;
  /** Cancels a pending payment where the provider allows it (best effort). */
  cancel?(providerRef: string): Promise<void>;
}
