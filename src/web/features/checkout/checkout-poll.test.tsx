// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_FAILED_POLL_MS,
  CHECKOUT_LATE_GRACE_MS,
  CHECKOUT_POLL_MS,
} from '../../../shared/domain/checkout-poll';
import { useCheckout } from './api';

/** The checkout poll against a fake server at the HTTP boundary (fetch), on fake timers. */
const START = new Date('2026-11-20T09:30:00Z').getTime();
const inSeconds = (s: number) => new Date(START + s * 1000).toISOString();

type Answer = { status: number; body: unknown };
let answer: Answer;
const fetchMock = vi.fn(async (url: string) => {
  expect(url).toBe('/api/booking/checkout');
  // What the client reads of a Response; a real one reads its body on timers that are fake here.
  const { status, body } = answer;
  return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
});
const pending = (holdUntil = inSeconds(900)): Answer => ({
  status: 409,
  body: { code: 'PAYMENT_PENDING', message: 'open', details: { holdUntil } },
});
const failed = (holdUntil: string, final?: boolean): Answer => ({
  status: 424,
  body: { code: 'PAYMENT_FAILED', message: 'failed', details: { holdUntil, final } },
});

function setVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  window.dispatchEvent(new Event('visibilitychange'));
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function start(first: Answer) {
  answer = first;
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCheckout(), { wrapper });
}

// TanStack hands results to React on a setTimeout(0); on fake timers a microtask keeps the
// steps of a test exact.
notifyManager.setScheduler(queueMicrotask);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  setVisible(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('checkout poll', () => {
  it('asks every second while the payment is open', async () => {
    const { result } = start(pending());
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.data).toEqual({ state: 'pending', holdUntil: inSeconds(900) });
    await advance(CHECKOUT_POLL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(3 * CHECKOUT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('sends nothing while the tab is hidden and asks at once when it is shown again', async () => {
    start(pending());
    await advance(CHECKOUT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    setVisible(false);
    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    setVisible(true);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await advance(CHECKOUT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('after a 424 shows the cancelled state and polls on every 10 s', async () => {
    const { result } = start(pending());
    await advance(0);
    answer = failed(inSeconds(900));
    await advance(CHECKOUT_POLL_MS);
    expect(result.current.data?.state).toBe('failed');
    const n = fetchMock.mock.calls.length;
    await advance(CHECKOUT_FAILED_POLL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(n);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(n + 1);
    await advance(2 * CHECKOUT_FAILED_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(n + 3);
    expect(result.current.data?.state).toBe('failed');
  });

  it('stops on 404: no booking, nothing to wait for, not even on focus', async () => {
    const { result } = start({ status: 404, body: { code: 'NO_BOOKING', message: 'none' } });
    await advance(0);
    expect(result.current.data).toEqual({ state: 'none' });
    await advance(60_000);
    setVisible(false);
    setVisible(true);
    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('after a failure that may still turn (a late success) asks on slowly until the hold plus the grace period', async () => {
    // Held until 25 s from now; the payment fails at once, the provider may still confirm it.
    start(failed(inSeconds(25)));
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(20_000); // 10 s and 20 s
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const grace = CHECKOUT_LATE_GRACE_MS / CHECKOUT_FAILED_POLL_MS; // looks during the grace period
    await advance(5_000 + CHECKOUT_LATE_GRACE_MS - 5_000); // 30 s .. hold end + grace - 5 s
    expect(fetchMock).toHaveBeenCalledTimes(3 + grace);
    await advance(5_000); // the last look, at the end of the grace period
    expect(fetchMock).toHaveBeenCalledTimes(4 + grace);
    // The late success: the ticket.
    answer = { status: 200, body: { permissionId: 'p', permissionSecret: 's' } };
    await advance(120_000);
    setVisible(false);
    setVisible(true);
    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4 + grace);
  });

  it('a late success within the grace period after the hold becomes the ticket', async () => {
    const { result } = start(failed(inSeconds(25)));
    await advance(60_000);
    expect(result.current.data?.state).toBe('failed');
    answer = { status: 200, body: { permissionId: 'p', permissionSecret: 's' } };
    await advance(CHECKOUT_FAILED_POLL_MS);
    expect(result.current.data?.state).toBe('paid');
  });

  it("a hold that lapses while open ends with the server's final 424 and then stops", async () => {
    start(pending(inSeconds(3)));
    await advance(2 * CHECKOUT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    answer = failed(inSeconds(3), true); // the server decides the lapse; nothing can change
    await advance(CHECKOUT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await advance(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
