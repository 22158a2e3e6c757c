/**
 * The checkout poll (spec §4/§9), one policy for the booking checkout and the renewal checkout:
 * the client asks every second while the payment is open and stops on a final answer. A failed
 * booking payment keeps its slot held until `holdUntil`, and a retry at the provider can still
 * settle it until then, so the poll goes on slower until the hold has ended; nothing can change
 * after that. The server names the hold's end in its 409/424 answers (issue 7).
 */

/** Every second while the payment is open. */
export const CHECKOUT_POLL_MS = 1000;
/** After a failure, while the hold lasts. */
export const CHECKOUT_FAILED_POLL_MS = 10_000;

/**
 * Where a checkout stands for the poll. `open` also covers "no answer yet" and an error answer
 * (network, 5xx): those keep the 1 s pace, as the payment may still complete.
 */
export type CheckoutPollPhase =
  { phase: 'open' } | { phase: 'failed'; holdUntil?: string } | { phase: 'final' };

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
      if (!p.holdUntil) return CHECKOUT_FAILED_POLL_MS;
      const left = Date.parse(p.holdUntil) - now;
      return left > 0 ? Math.min(CHECKOUT_FAILED_POLL_MS, left) : false;
    }
    case 'open':
      return CHECKOUT_POLL_MS;
  }
}
