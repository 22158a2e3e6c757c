import {
  checkoutDataSchema,
  checkoutHoldDetailsSchema,
  type CheckoutData,
} from '../../../shared/schemas/booking';
import type { CheckoutPollPhase } from '../../../shared/domain/checkout-poll';
import { apiGet, ApiError } from '../../lib/api-client';
import { useCheckoutPoll } from '../../lib/use-checkout-poll';

export type CheckoutState =
  | { state: 'paid'; data: CheckoutData }
  /** `holdUntil`: when the hold ends (from the answer's details; absent from older servers). */
  | { state: 'pending'; holdUntil?: string }
  | { state: 'failed'; holdUntil?: string }
  | { state: 'none' };

function holdOf(e: ApiError): { holdUntil?: string } {
  const d = checkoutHoldDetailsSchema.safeParse(e.details);
  return d.success ? { holdUntil: d.data.holdUntil } : {};
}

/** GET /api/booking/checkout: 200 paid, 424 failed or lapsed, 409 pending, 404 no booking. */
export async function fetchCheckout(signal?: AbortSignal): Promise<CheckoutState> {
  try {
    return { state: 'paid', data: await apiGet('/api/booking/checkout', checkoutDataSchema, signal) };
  } catch (e) {
    if (e instanceof ApiError) {
      if (e.status === 424) return { state: 'failed', ...holdOf(e) };
      if (e.status === 404) return { state: 'none' };
      if (e.status === 409 || e.status === 202) return { state: 'pending', ...holdOf(e) };
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
      return { phase: 'failed', holdUntil: state.holdUntil };
    default:
      return { phase: 'open' };
  }
}

export function useCheckout() {
  return useCheckoutPoll('checkout', fetchCheckout, checkoutPhase);
}

export function ticketPdfUrl(data: CheckoutData): string {
  return `/api/ticket/${encodeURIComponent(data.permissionId)}/${encodeURIComponent(data.permissionSecret)}.pdf`;
}

export function ticketPagePath(data: CheckoutData): string {
  return `/t/${encodeURIComponent(data.permissionId)}/${encodeURIComponent(data.permissionSecret)}`;
}
