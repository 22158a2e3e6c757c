import { useEffect, useState } from 'react';
import type { PriceRequest, PriceResponse } from '../../../shared/schemas/booking';
import { ApiError } from '../../lib/api-client';
import { fetchPrice } from './calls';

/** Spec §4/§9: a change waits this long before the price call runs. */
export const PRICE_DEBOUNCE_MS = 500;

export type PriceState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'ok'; price: PriceResponse }
  | { status: 'bookedOut'; price?: PriceResponse }
  | { status: 'error'; error: unknown };

export type PriceFetcher = (request: PriceRequest, signal: AbortSignal) => Promise<PriceResponse>;

/**
 * The price of a selection. A change clears the price at once and starts a 500 ms debounce;
 * then the price call runs. A 503 (or bookedOut in the answer) means booked out.
 */
export function usePrice(request: PriceRequest | null, fetcher: PriceFetcher = fetchPrice): PriceState {
  const key = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<{ key: string | null; value: PriceState }>({
    key: null,
    value: { status: 'idle' },
  });

  useEffect(() => {
    if (!key) return;
    const ctrl = new AbortController();
    const set = (value: PriceState) => {
      if (!ctrl.signal.aborted) setState({ key, value });
    };
    const timer = setTimeout(() => {
      set({ status: 'loading' });
      fetcher(JSON.parse(key) as PriceRequest, ctrl.signal).then(
        (price) => set(price.bookedOut ? { status: 'bookedOut', price } : { status: 'ok', price }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 503) set({ status: 'bookedOut' });
          else set({ status: 'error', error });
        },
      );
    }, PRICE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [key, fetcher]);

  if (!key) return { status: 'idle' };
  // Until the effect of a new selection has produced anything, the old price no longer applies.
  return state.key === key ? state.value : { status: 'waiting' };
}
