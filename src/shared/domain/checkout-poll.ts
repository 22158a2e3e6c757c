/**
 * The checkout poll (spec §4/§9), one policy for the booking checkout and the renewal checkout:
 * the client asks every second while the payment is open and stops on a final answer. A failed
 * booking payment keeps its slot held until `holdUntil`, and a retry at the provider or a late
 * success can still settle it, so the poll goes on slower until the hold plus a grace period has
 * ended, unless the server says the failure is final. The server names the hold's end in its
 * 409/424 answers.
 */

/** Every second while the payment is open. */
export const CHECKOUT_POLL_MS = 1000;
/** After a failure, while the hold (plus the grace period) lasts. */
export const CHECKOUT_FAILED_POLL_MS = 10_000;
/**
 * After the hold, a remote provider's success may still arrive (a late webhook, Mollie's return
 * after a timeout); the server accepts it while the place is free. For this long after the hold
 * the client goes on asking and the server goes on asking the provider.
 */
export const CHECKOUT_LATE_GRACE_MS = 10 * 60_000;

/** Whether a late success is still looked for: until the hold's end plus the grace period. */
export function withinLateGrace(holdUntil: number, now: number): boolean {
  return now < holdUntil + CHECKOUT_LATE_GRACE_MS;
}

/**
 * Where a checkout stands for the poll. `open` also covers "no answer yet" and an error answer
 * (network, 5xx): those keep the 1 s pace, as the payment may still complete.
 */
export type CheckoutPollPhase =
  { phase: 'open' } | { phase: 'failed'; holdUntil?: string; final?: boolean } | { phase: 'final' };

/**
 * Milliseconds until the next ask, or false to stop. While the payment is open the pace holds
 * even past the hold's end by this clock: the server decides the lapse and answers it, so a
 * client clock that runs ahead stops nothing early. A failure without a known hold end (an older
 * server) keeps asking slowly.
 */
export function checkoutPollDelay(p: CheckoutPollPhase, now: number): number | false {
  switch (p.phase) {
    case 'final':
      return false;
    case 'failed': {
      // The server says nothing can change any more (the provider's final word): stop.
      if (p.final) return false;
      if (!p.holdUntil) return CHECKOUT_FAILED_POLL_MS;
      const left = Date.parse(p.holdUntil) + CHECKOUT_LATE_GRACE_MS - now;
      return left > 0 ? Math.min(CHECKOUT_FAILED_POLL_MS, left) : false;
    }
    case 'open':
      return CHECKOUT_POLL_MS;
  }
}
