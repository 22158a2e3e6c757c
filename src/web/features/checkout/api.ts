import { useQuery } from '@tanstack/react-query';
import { checkoutDataSchema, type CheckoutData } from '../../../shared/schemas/booking';
import { apiGet, ApiError } from '../../lib/api-client';

/** Spec §4/§9: checkout is polled every second until it succeeds. */
export const CHECKOUT_POLL_MS = 1000;

export type CheckoutState =
  | { state: 'paid'; data: CheckoutData }
  | { state: 'pending' }
  | { state: 'failed' }
  | { state: 'none' };

/** GET /api/booking/checkout: 200 paid, 424 failed or lapsed, 409 pending, 404 no booking. */
export async function fetchCheckout(signal?: AbortSignal): Promise<CheckoutState> {
  try {
    return { state: 'paid', data: await apiGet('/api/booking/checkout', checkoutDataSchema, signal) };
  } catch (e) {
    if (e instanceof ApiError) {
      if (e.status === 424) return { state: 'failed' };
      if (e.status === 404) return { state: 'none' };
      if (e.status === 409 || e.status === 202) return { state: 'pending' };
    }
    throw e;
  }
}

export function useCheckout() {
  return useQuery({
    queryKey: ['checkout'],
    queryFn: ({ signal }) => fetchCheckout(signal),
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'paid' ? false : CHECKOUT_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

export function ticketPdfUrl(data: CheckoutData): string {
  return `/api/ticket/${encodeURIComponent(data.permissionId)}/${encodeURIComponent(data.permissionSecret)}.pdf`;
}

export function ticketPagePath(data: CheckoutData): string {
  return `/t/${encodeURIComponent(data.permissionId)}/${encodeURIComponent(data.permissionSecret)}`;
}
