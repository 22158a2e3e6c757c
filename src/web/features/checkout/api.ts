import { useQuery, type Query } from '@tanstack/react-query';
import {
  checkoutDataSchema,
  checkoutHoldDetailsSchema,
  type CheckoutData,
} from '../../../shared/schemas/booking';
import { apiGet, ApiError } from '../../lib/api-client';
import { CHECKOUT_FAILED_POLL_MS, CHECKOUT_POLL_MS } from '../../lib/timings';

export { CHECKOUT_POLL_MS };

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

/**
 * When the checkout poll asks next (spec §4: every second; a 424 shows the cancelled state and
 * the poll goes on), or false to stop: once paid, on 404 (nothing to wait for), and after a
 * 424 every 10 s only until the hold has ended (nothing can change after that). While the
 * payment is open the poll keeps its pace even past the hold's end by this browser's clock:
 * the server decides the lapse and answers 424, so a clock that runs ahead stops nothing early.
 * An error answer (network, 5xx) keeps the 1 s pace.
 */
export function checkoutPollDelay(state: CheckoutState | undefined, now: number): number | false {
  switch (state?.state) {
    case 'paid':
    case 'none':
      return false;
    case 'failed': {
      if (!state.holdUntil) return CHECKOUT_FAILED_POLL_MS;
      const left = Date.parse(state.holdUntil) - now;
      return left > 0 ? Math.min(CHECKOUT_FAILED_POLL_MS, left) : false;
    }
    default:
      return CHECKOUT_POLL_MS;
  }
}

const delayOf = (query: Query<CheckoutState, Error, CheckoutState, readonly unknown[]>) =>
  checkoutPollDelay(query.state.data, Date.now());

export function useCheckout() {
  return useQuery({
    queryKey: ['checkout'],
    queryFn: ({ signal }) => fetchCheckout(signal),
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchInterval: delayOf,
    // A hidden tab does not poll; coming back (focus or visibility) asks at once, unless the
    // poll has stopped.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => delayOf(query) !== false,
  });
}

export function ticketPdfUrl(data: CheckoutData): string {
  return `/api/ticket/${encodeURIComponent(data.permissionId)}/${encodeURIComponent(data.permissionSecret)}.pdf`;
}

export function ticketPagePath(data: CheckoutData): string {
  return `/t/${encodeURIComponent(data.permissionId)}/${encodeURIComponent(data.permissionSecret)}`;
}
