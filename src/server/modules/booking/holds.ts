import { randomUUID } from 'node:crypto';
import type { Contact, ReservationResponse } from '../../../shared/schemas/booking';
import { WALK_IN_TEMPLATE_ID, type ShopConfig } from '../../config/shop-config';
import { DomainError } from '../../errors';
import { ProviderError, type PaymentProvider } from '../../payments/port';
import type { PaymentInbox, PaymentService } from '../payments';
import { ROTATION_GRACE_MS, type SessionService } from '../../platform/customers/sessions';
import type { ReserveClient } from '../../platform/customers/reserve-client';
import {
  BookingLimitReached,
  TooManyHolds,
  type BookingRepository,
  type HoldLimit,
  type SessionWrite,
} from './repository';
import type { BookingRow, NewBooking, PaymentRow } from '../../db/rows';
import type { OccupancyGrid } from './occupancy';

/** The booking fields reserve and reserveWalkIn decide; hold() adds id, status, hold and address. */
type HoldBooking = Omit<
  NewBooking,
  'id' | 'status' | 'holdUntil' | 'clientAddress' | 'createdAt' | 'sessionId'
> & {
  templateId: string;
  startsAt: Date;
  endsAt: Date;
  displayEnd: Date;
  priceCents: number;
  contact: Contact;
};

/** What a booking path decides and hands to the hold: the booking, its limits, its answers. */
export interface HoldInput {
  booking: HoldBooking;
  capacity?: { max: number; grid: OccupancyGrid };
  bookingCap?: { customerId: string; max: number };
  /** Default: now plus the shop's hold time; a retry keeps its booking's hold end. */
  holdUntil?: Date;
  description: string;
  same: (b: BookingRow) => boolean;
  bookedOut: () => DomainError;
}

export interface HoldsDeps {
  repo: BookingRepository;
  payments: PaymentService;
  provider: PaymentProvider;
  sessions: SessionService;
  /** Asked before a reserve replaces a remote provider's open payment (it may be paid already). */
  inbox: PaymentInbox;
  /** After a new reserve replaced the session's held booking: stop its payment at the provider. */
  onReplaced?: (paymentId: string) => void;
}

/**
 * The hold every new booking goes through, whichever path decided it (reserve, "pay again", a
 * reminder's renewal, a walk-in): one place for the session token, the hold limits, the capacity
 * and the payment at the provider, so no path can skip one of them.
 */
export class Holds {
  constructor(private readonly deps: HoldsDeps) {}

  /**
   * The common tail of every booking path: new session token, resume of the session's
   * identical pending booking, the held booking and its payment in one transaction (hold limits,
   * capacity, the previous hold released), then the payment opened at the provider.
   */
  async hold(
    /** The caller's catalogue snapshot: its hold time and limits. */
    shop: ShopConfig,
    input: HoldInput,
    client: ReserveClient,
    now: Date,
  ): Promise<ReservationResponse> {
    const { sessions } = this.deps;
    const fresh = sessions.newToken();
    const createdAt = client.session?.createdAt ?? now;
    const session: SessionWrite = {
      // A token the server does not know (or an expired one) is not adopted: a new session.
      id: client.session?.id ?? randomUUID(),
      tokenHash: fresh.hash,
      // A replaced token (within its grace) is no longer current: it never rotates again.
      replaces: client.session?.current ? client.session.presentedHash : undefined,
      graceUntil: new Date(now.getTime() + ROTATION_GRACE_MS),
      createdAt,
      expiresAt: sessions.expiresAt(createdAt, now),
    };

    if (client.session) {
      const state = await this.deps.repo.sessionState(client.session.id);
      if (state) {
        const resumed = input.same(state.booking) ? resumable(state.booking, state.payment, now) : undefined;
        const rotation = resumed ? await this.deps.repo.rotateSession(session, now) : 'gone';
        if (resumed && rotation !== 'gone') {
          if (rotation === 'rotated') client.onToken(fresh.token);
          return resumed;
        }
        // About to be replaced: a payment the payer already authorised is settled, not cancelled.
        await this.deps.inbox.askIfOpen(state.payment, 'replace-check', now);
      }
    }

    const priceCents = input.booking.priceCents;
    const free = priceCents === 0;
    const bookingId = randomUUID();
    const paymentId = randomUUID();
    const holdUntil = input.holdUntil ?? new Date(now.getTime() + shop.shop.holdMinutes * 60_000);
    let replaced: string | undefined;
    let outcome;
    try {
      outcome = await this.deps.repo.reserve({
        booking: {
          ...input.booking,
          id: bookingId,
          status: 'held',
          holdUntil,
          clientAddress: client.address ?? null,
          createdAt: now,
        },
        payment: {
          id: paymentId,
          provider: free ? 'none' : this.deps.provider.name,
          amountCents: priceCents,
          method: free ? 'None' : null,
        },
        capacity: input.capacity,
        session,
        holds: this.holdLimit(shop, input, client, session.id),
        bookingCap: input.bookingCap,
        now,
        releasePrevious: (tx, prevPaymentId, prevBookingId) => {
          replaced = prevPaymentId;
          return this.deps.payments.markExpired(tx, prevPaymentId, prevBookingId, 'replaced', now);
        },
      });
    } catch (e) {
      if (e instanceof BookingLimitReached) {
        throw new DomainError('BOOKING_LIMIT_REACHED', 'The account has as many permissions as it may have', {
          maxBookingCount: shop.maxBookingCount,
        });
      }
      if (!(e instanceof TooManyHolds)) throw e;
      throw new DomainError(
        'TOO_MANY_HOLDS',
        'Too many unpaid reservations from this visitor or of this product; pay one or wait until one lapses',
        undefined,
        Math.max(1, Math.ceil((e.retryAt.getTime() - now.getTime()) / 1000)),
      );
    }
    if (outcome === 'booked-out') throw input.bookedOut();
    // Only the request that replaced the token sets the cookie (see ROTATION_GRACE_MS).
    if (outcome.rotated) client.onToken(fresh.token);
    if (replaced) this.deps.onReplaced?.(replaced);

    const base = {
      priceToBePaid: priceCents,
      startTime: input.booking.startsAt.toISOString(),
      endTime: input.booking.displayEnd.toISOString(),
      paymentId,
    };
    if (free) {
      await this.deps.payments.settlePaid(paymentId, 'zero-price', now);
      return { ...base, paymentMethod: 'None' };
    }
    let created;
    try {
      created = await this.deps.provider.createPayment({
        paymentId,
        bookingId,
        amountCents: priceCents,
        description: input.description,
        validUntil: holdUntil,
        returnPath: input.booking.templateId === WALK_IN_TEMPLATE_ID ? '/checkout/renew' : '/checkout',
      });
    } catch (e) {
      // The provider could not open the payment: give the place back at once. Nothing can be
      // charged (the browser never saw a payment to pay), and a new reserve starts afresh.
      await this.deps.payments.settleFailed(paymentId, 'provider-error', now);
      if (e instanceof ProviderError) {
        throw e.kind === 'unavailable'
          ? new DomainError('PROVIDER_UNAVAILABLE', 'The payment provider does not answer; please try again')
          : new DomainError('PROVIDER_ERROR', 'The payment provider refused the payment');
      }
      throw e;
    }
    await this.deps.payments.recordProviderRef(paymentId, created.providerRef, created.method, now, {
      redirectUrl: created.redirectUrl,
      widgetUrl: created.widgetUrl,
    });
    return reservationOf(
      { ...base, paymentMethod: created.method },
      created.providerRef,
      created.widgetUrl,
      created.redirectUrl,
    );
  }

  /**
   * The open-holds caps of this reserve (ADR 039, ADR 057). A guest counts per session and
   * address, never per e-mail (typing a stranger's mail must not block them); a logged-in
   * account per session and account, and also per address until it has a paid booking (free
   * sign-ups would otherwise each get their own caps); a payment by plate per session and
   * address, never per account or mail. A capacity product is held at most
   * `maxHoldsPerClientPerProduct` times per client, never more than a third of its places.
   */
  private holdLimit(
    shop: Pick<ShopConfig, 'maxHoldsPerClientPerProduct' | 'maxOpenHoldsPerClient'>,
    input: { booking: HoldBooking; capacity?: { max: number } },
    client: ReserveClient,
    sessionId: string,
  ): HoldLimit {
    const walkIn = input.booking.templateId === WALK_IN_TEMPLATE_ID;
    const customerId = walkIn ? undefined : (input.booking.customerId ?? undefined);
    const perProduct =
      input.capacity === undefined
        ? null
        : holdsPerClientPerProduct(input.capacity.max, shop.maxHoldsPerClientPerProduct);
    return {
      max: shop.maxOpenHoldsPerClient,
      sessionId,
      clientAddress: client.address,
      customerId,
      ...(perProduct !== null
        ? { perProduct: { templateId: input.booking.templateId, max: perProduct } }
        : {}),
    };
  }
}

/**
 * How many open holds of a capacity product one client may have: the configured number, but
 * never more than a third of the places, and at least one (a product of one or two places can
 * still be booked). Null: no per-product cap.
 */
export function holdsPerClientPerProduct(capacity: number, configured: number | null): number | null {
  if (configured === null) return null;
  return Math.max(1, Math.min(configured, Math.floor(capacity / 3)));
}

/** The answer to a reserve, as the client proceeds with it (spec §3). */
function reservationOf(
  base: Omit<ReservationResponse, 'paymentWidgetUrl' | 'paymentRedirect'>,
  providerRef: string,
  widgetUrl: string | undefined,
  redirectUrl: string | undefined,
): ReservationResponse {
  return {
    ...base,
    // The card widget is mounted with the provider's checkout id (spec §7).
    ...(widgetUrl ? { paymentId: providerRef, paymentWidgetUrl: widgetUrl } : {}),
    ...(redirectUrl ? { paymentRedirect: redirectUrl } : {}),
  };
}

/**
 * The stored reservation again, when the session's booking is still held with its payment
 * open at the provider: the payer may be in the middle of paying it (a reload, a way back).
 */
function resumable(booking: BookingRow, payment: PaymentRow, now: Date): ReservationResponse | undefined {
  if (booking.status !== 'held' || payment.status !== 'pending') return undefined;
  if (!booking.holdUntil || booking.holdUntil.getTime() <= now.getTime()) return undefined;
  // Not yet opened at the provider (a parallel reserve is still creating it): nothing to resume.
  if (!payment.providerRef || !payment.method) return undefined;
  return reservationOf(
    {
      priceToBePaid: booking.priceCents,
      startTime: booking.startsAt.toISOString(),
      endTime: booking.displayEnd.toISOString(),
      paymentId: payment.id,
      paymentMethod: payment.method as ReservationResponse['paymentMethod'],
    },
    payment.providerRef,
    payment.widgetUrl ?? undefined,
    payment.redirectUrl ?? undefined,
  );
}
