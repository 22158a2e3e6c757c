// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceRequest, PriceResponse } from '../../../shared/schemas/booking';
import { ApiError } from '../../lib/api-client';
import { PRICE_DEBOUNCE_MS, usePrice, type PriceFetcher } from './use-price';

const request: PriceRequest = { templateId: 'kurzzeit', startTime: '2026-05-14T10:00:00.000Z', slotCount: 2 };
const response: PriceResponse = {
  priceToBePaid: 550,
  startTime: request.startTime,
  endTime: '2026-05-14T12:00:00.000Z',
  bookedOut: false,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('usePrice', () => {
  it('waits 500 ms after a change, then calls once', async () => {
    const fetcher = vi.fn<PriceFetcher>().mockResolvedValue(response);
    const { result } = renderHook(({ r }) => usePrice(r, fetcher), { initialProps: { r: request } });
    expect(result.current.status).toBe('waiting');
    act(() => vi.advanceTimersByTime(PRICE_DEBOUNCE_MS - 1));
    expect(fetcher).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0][0]).toEqual(request);
    await flush();
    expect(result.current).toEqual({ status: 'ok', price: response });
  });

  it('restarts the debounce on every change and clears the price at once', async () => {
    const fetcher = vi.fn<PriceFetcher>().mockResolvedValue(response);
    const { result, rerender } = renderHook(({ r }) => usePrice(r, fetcher), {
      initialProps: { r: request },
    });
    act(() => vi.advanceTimersByTime(PRICE_DEBOUNCE_MS));
    await flush();
    expect(result.current.status).toBe('ok');

    rerender({ r: { ...request, slotCount: 3 } });
    expect(result.current.status).toBe('waiting');
    act(() => vi.advanceTimersByTime(300));
    rerender({ r: { ...request, slotCount: 4 } });
    act(() => vi.advanceTimersByTime(300));
    expect(fetcher).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(200));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher.mock.calls[1][0].slotCount).toBe(4);
  });

  it('is idle without a complete selection', () => {
    const fetcher = vi.fn<PriceFetcher>();
    const { result } = renderHook(() => usePrice(null, fetcher));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.status).toBe('idle');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('reports booked out on a 503 and an error otherwise', async () => {
    const fetcher = vi
      .fn<PriceFetcher>()
      .mockRejectedValueOnce(new ApiError(503, 'BOOKED_OUT', 'booked out'))
      .mockRejectedValueOnce(new ApiError(400, 'START_TOO_EARLY', 'too early'));
    const { result, rerender } = renderHook(({ r }) => usePrice(r, fetcher), {
      initialProps: { r: request },
    });
    act(() => vi.advanceTimersByTime(PRICE_DEBOUNCE_MS));
    await flush();
    expect(result.current.status).toBe('bookedOut');
    rerender({ r: { ...request, slotCount: 5 } });
    act(() => vi.advanceTimersByTime(PRICE_DEBOUNCE_MS));
    await flush();
    expect(result.current.status).toBe('error');
  });
});
