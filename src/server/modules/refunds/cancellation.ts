import { addDuration, calendarDaysBetween, DAY, startOfDayInZone } from '../../../shared/domain/time';
import type { TemplateConfig } from '../../config/shop-config';

export type CancellationRule = NonNullable<TemplateConfig['cancellation']>;

export interface CancellationQuote {
  possible: boolean;
  /** What the customer gets back, in cents (0 when not possible or the rule refunds nothing). */
  refundCents: number;
}

const NO: CancellationQuote = { possible: false, refundCents: 0 };

/**
 * The template's cancellation rule at `now` (ADR 016), the one answer for the list's
 * `cancellationPossible` and for the cancel itself.
 * - No rule, or `until: 'never'`: never.
 * - Before the start, up to `until` seconds before it: possible; full and proRata refund the
 *   whole price, none nothing.
 * - proRata also while the permission runs: the unused whole calendar days (in the shop's time
 *   zone, from the next local midnight to the end) are refunded, price x unused / total days,
 *   rounded down to the cent; with no whole day left it is no longer possible.
 */
export function quoteCancellation(
  rule: CancellationRule | undefined,
  booking: { startsAt: Date; endsAt: Date; priceCents: number; status: string },
  now: Date,
  zone: string,
): CancellationQuote {
  if (!rule || rule.until === 'never' || booking.status !== 'paid') return NO;
  const t = now.getTime();
  if (t >= booking.endsAt.getTime()) return NO;
  if (t <= booking.startsAt.getTime() - rule.until * 1000) {
    return { possible: true, refundCents: rule.refund === 'none' ? 0 : booking.priceCents };
  }
  if (rule.refund !== 'proRata' || t < booking.startsAt.getTime()) return NO;
  const total = calendarDaysBetween(booking.startsAt, booking.endsAt, zone);
  const nextMidnight = addDuration(startOfDayInZone(now, zone), DAY, zone);
  const unused =
    booking.endsAt.getTime() > nextMidnight.getTime()
      ? calendarDaysBetween(nextMidnight, booking.endsAt, zone)
      : 0;
  if (total < 1 || unused < 1) return NO;
  return { possible: true, refundCents: Math.floor((booking.priceCents * unused) / total) };
}
