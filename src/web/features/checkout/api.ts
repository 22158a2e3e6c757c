import { useQuery } from '@tanstack/react-query';
import {
  checkoutDataSchema,
  checkoutHoldDetailsSchema,
  retryResponseSchema,
  type CheckoutData,
  type RetryResponse,
} from '../../../shared/schemas/booking';
import type { CheckoutPollPhase } from '../../../shared/domain/checkout-poll';
import { apiGet, apiPost, ApiError } from '../../lib/api-client';
import { useCheckoutPoll } from '../../lib/use-checkout-poll';

export type CheckoutState =
  | { state: 'paid'; data: CheckoutData }
  /** `holdUntil`: when the hold ends (from the answer's details; absent from older servers). */
  | { state: 'pending'; holdUntil?: string }
  /** `final`: the server says nothing can change any more (no late success to wait for). */
  | { state: 'failed'; holdUntil?: string; final?: boolean }
  | { state: 'none' };

function holdOf(e: ApiError): { holdUntil?: string; final?: boolean } {
  const d = checkoutHoldDetailsSchema.safeParse(e.details);
  if (!d.success) return {};
  return d.data.final === undefined ? { holdUntil: d.data.holdUntil } : d.data;
}

/** GET /api/booking/checkout: 200 paid, 424 failed or lapsed, 409 pending, 404 no booking. */
export async function fetchCheckout(signal?: AbortSignal): Promise<CheckoutState> {
  try {
    return { state: 'paid', data: await apiGet('/api/booking/checkout', checkoutDataSchema, signal) };
  } catch (e) {
    if (e instanceof ApiError) {
      if (e.status === 424) return { state: 'failed', ...holdOf(e) };
      if (e.status === 404) return { state: 'none' };
      if (e.status === 409 || e.status === 202) {
        const { holdUntil } = holdOf(e);
        return holdUntil ? { state: 'pending', holdUntil } : { state: 'pending' };
      }
    }
    throw e;
  }
}

/** The shared poll policy's view of a booking checkout answer. */
export function checkoutPhase(state: CheckoutState | undefined): CheckoutPollPhase {
  switch (state?.state) {
    case 'paid':
    case 'none':
      return { phase: 'final' };
    case 'failed':
      return { phase: 'failed', holdUntil: state.holdUntil, final: state.final };
    default:
      return { phase: 'open' };
  }
}

export function useCheckout() {
  return useCheckoutPoll('checkout', fetchCheckout, checkoutPhase);
}

/**
 * The checkout page's last answer, read without asking (the booking stepper marks a failed
 * payment with it); the page's poll keeps it current.
 */
export function useCheckoutOutcome(enabled: boolean): CheckoutState | undefined {
  return useQuery({
    queryKey: ['checkout'],
    queryFn: ({ signal }) => fetchCheckout(signal),
    enabled: false,
    gcTime: 0,
    // Mounted only beside the page's poll; nothing of its own.
    subscribed: enabled,
  }).data;
}

/**
 * "Pay again" (POST /api/booking/payment/retry): a new payment for the session's failed booking
 * while its hold lasts. Rejects with ApiError 409 HOLD_LAPSED after the hold (reserve again from
 * the kept data) or ALREADY_PAID (details: the ticket).
 */
export function retryPayment(): Promise<RetryResponse> {
  return apiPost('/api/booking/payment/retry', {}, retryResponseSchema);
}

/** The ticket of a 409 ALREADY_PAID (reserve or retry), if the error is one. */
export function alreadyPaidTicket(e: unknown): CheckoutData | undefined {
  if (!(e instanceof ApiError) || e.code !== 'ALREADY_PAID') return undefined;
  const d = checkoutDataSchema.safeParse(e.details);
  return d.success ? d.data : undefined;
}

export function ticketPdfUrl(data: CheckoutData): string {
  return `/api/ticket/${encodeURIComponent(data.permissionId)}/${encodeURIComponent(data.permissionSecret)}.pdf`;
}

/** The ticket's period as a calendar event (RFC 5545, served by the server). */
export function ticketIcsUrl(data: CheckoutData): string {
  return ticketPdfUrl(data).replace(/\.pdf$/, '.ics');
}

export function ticketPagePath(data: CheckoutData): string {
  return `/t/${encodeURIComponent(data.permissionId)}/${encodeURIComponent(data.permissionSecret)}`;
}
