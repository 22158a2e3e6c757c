import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_FAILED_POLL_MS,
  CHECKOUT_LATE_GRACE_MS,
  CHECKOUT_POLL_MS,
  checkoutPollDelay,
} from './checkout-poll';

const now = Date.parse('2026-11-20T09:30:00Z');
const inSeconds = (s: number) => new Date(now + s * 1000).toISOString();

describe('checkout poll policy', () => {
  it('asks every second while open, whatever the hold says', () => {
    expect(checkoutPollDelay({ phase: 'open' }, now)).toBe(CHECKOUT_POLL_MS);
    expect(CHECKOUT_POLL_MS).toBe(1000);
  });

  it('stops on a final answer', () => {
    expect(checkoutPollDelay({ phase: 'final' }, now)).toBe(false);
  });

  it('after a failure asks every 10 s until the hold plus the grace period ends, never past it', () => {
    const grace = CHECKOUT_LATE_GRACE_MS / 1000;
    expect(checkoutPollDelay({ phase: 'failed', holdUntil: inSeconds(900) }, now)).toBe(
      CHECKOUT_FAILED_POLL_MS,
    );
    // A late success (webhook, return after a timeout) may still come after the hold.
    expect(checkoutPollDelay({ phase: 'failed', holdUntil: inSeconds(-5) }, now)).toBe(
      CHECKOUT_FAILED_POLL_MS,
    );
    expect(checkoutPollDelay({ phase: 'failed', holdUntil: inSeconds(4 - grace) }, now)).toBe(4000);
    expect(checkoutPollDelay({ phase: 'failed', holdUntil: inSeconds(-grace) }, now)).toBe(false);
    expect(checkoutPollDelay({ phase: 'failed', holdUntil: inSeconds(-grace - 5) }, now)).toBe(false);
  });

  it('after a failure the server calls final, stops at once', () => {
    expect(checkoutPollDelay({ phase: 'failed', holdUntil: inSeconds(900), final: true }, now)).toBe(false);
  });

  it('after a failure without a known hold end keeps asking slowly', () => {
    expect(checkoutPollDelay({ phase: 'failed' }, now)).toBe(CHECKOUT_FAILED_POLL_MS);
  });
});
