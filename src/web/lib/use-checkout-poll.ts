import { useQuery, type Query } from '@tanstack/react-query';
import { checkoutPollDelay, type CheckoutPollPhase } from '../../shared/domain/checkout-poll';

/**
 * A checkout answer polled by the shared policy (shared/domain/checkout-poll.ts); the booking
 * and the renewal checkout differ only in what they ask and how an answer maps to a phase.
 */
export function useCheckoutPoll<T>(
  key: string,
  fetch: (signal: AbortSignal) => Promise<T>,
  phaseOf: (data: T | undefined) => CheckoutPollPhase,
) {
  const delayOf = (query: Query<T, Error, T, readonly unknown[]>) =>
    checkoutPollDelay(phaseOf(query.state.data), Date.now());
  return useQuery({
    queryKey: [key],
    queryFn: ({ signal }) => fetch(signal),
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
