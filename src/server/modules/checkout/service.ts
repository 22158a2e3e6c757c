import type { CheckoutData } from '../../../shared/schemas/booking';
import { DomainError } from '../../errors';
import type { PaymentInbox, PaymentLog, PaymentService } from '../payments';
import { ProviderError } from '../../payments/port';
import type { BookingRow, PaymentRow, PermissionRow } from '../../db/rows';
import { withinLateGrace } from '../../../shared/domain/checkout-poll';

/**
 * What checkout reads of the session's booking. The booking module answers it: it owns the
 * bookings and sessions these reads join.
 */
export interface CheckoutBookings {
  /** The session's current booking with its latest payment and its permission, if any. */
  sessionState(
    sessionId: string,
  ): Promise<{ booking: BookingRow; payment: PaymentRow; permission: PermissionRow | null } | null>;
  /** A paid booking of this session with the same template, period and plate (a late first payment). */
  paidTwin(
    sessionId: string,
    b: { templateId: string; startsAt: Date; endsAt: Date; plateKey: string | null },
  ): Promise<PermissionRow | null>;
}

export class CheckoutService {
  constructor(
    private readonly deps: {
      bookings: CheckoutBookings;
      payments: PaymentService;
      inbox: PaymentInbox;
      log: PaymentLog;
      /** The shop sends mails: the answer names the address the ticket goes to. */
      mailEnabled?: boolean;
      /** The PDF link of a booking's bill (bills module); none for a free booking. */
      billUrlOf?: (bookingId: string) => Promise<string | undefined>;
    },
  ) {}

  /**
   * The outcome of the session's current payment: the permission once paid, else an error
   * the client keeps polling on (PAYMENT_PENDING 409) or stops on (PAYMENT_FAILED 424).
   * While a remote provider's payment is open, each poll asks the provider itself, so a
   * returning payer is recognised within seconds even without a webhook.
   */
  async checkout(sessionId: string | undefined, now: Date): Promise<CheckoutData> {
    const state = sessionId ? await this.deps.bookings.sessionState(sessionId) : null;
    if (!state) throw new DomainError('NO_BOOKING', 'There is no booking in this session');
    let { payment, permission } = state;
    if (this.worthAsking(payment, state.booking.holdUntil, now)) {
      // The browser's return proves nothing; the provider's word settles the payment.
      try {
        const status = await this.deps.inbox.refresh(payment, 'poll', now);
        if (status !== 'pending') {
          const again = await this.deps.bookings.sessionState(sessionId!);
          if (again) ({ payment, permission } = again);
        }
      } catch (e) {
        if (!(e instanceof ProviderError)) throw e;
        // An outage must not end the payment: the client keeps polling, the job keeps asking.
        this.deps.log.warn({ paymentId: payment.id, err: e.message }, 'checkout poll: provider not asked');
      }
    }
    if (payment.status === 'paid' && permission) {
      return {
        permissionId: permission.id,
        permissionSecret: permission.secret,
        ...(await this.receipt(state.booking)),
      };
    }
    // "Pay again" made a new booking of the same data; should the first payment have succeeded
    // late after all, that is the session's ticket (the second payment is never charged too).
    const twin = await this.deps.bookings.paidTwin(sessionId!, state.booking);
    if (twin) return { permissionId: twin.id, permissionSecret: twin.secret };
    // The hold's end goes with 409 and 424, so the client's poll knows when to stop.
    const hold = state.booking.holdUntil ? { holdUntil: state.booking.holdUntil.toISOString() } : undefined;
    // A local ledger's (demo, SEPA) failure cannot turn into a success, nor can a refund due; a
    // remote provider's may (a late webhook, a return after a timeout): the client asks on.
    const final = payment.status === 'refund_due' || !this.deps.inbox.askable(payment);
    const failed = hold ? { ...hold, final } : undefined;
    if (payment.status === 'pending') {
      const holdUntil = state.booking.holdUntil;
      if (holdUntil && holdUntil.getTime() <= now.getTime()) {
        // Decided here too, so the answer does not wait for the lapse job's next round.
        if ((await this.deps.payments.expire(payment.id, 'lapse', now)).changed) {
          void this.deps.inbox.cancelAtProvider(payment);
        }
        throw new DomainError('PAYMENT_FAILED', 'The hold has lapsed without payment', failed);
      }
      throw new DomainError('PAYMENT_PENDING', 'The payment is not finished yet', hold);
    }
    throw new DomainError(
      'PAYMENT_FAILED',
      payment.status === 'refund_due'
        ? 'The payment arrived after the hold lapsed and the place was taken; it will be refunded'
        : `The payment ${payment.status === 'expired' ? 'has expired' : 'failed'}`,
      failed,
    );
  }

  /**
   * What the result page tells beside the ticket: the address the ticket mail goes to (only
   * when mails are really sent) and, for a guest, the bill (a customer has the portal's list).
   */
  private async receipt(booking: {
    id: string;
    customerId: string | null;
    contact: { mail?: string } | null;
  }): Promise<{ mailedTo?: string; billUrl?: string }> {
    const mail = booking.contact?.mail;
    const billUrl = booking.customerId ? undefined : await this.deps.billUrlOf?.(booking.id);
    return {
      ...(this.deps.mailEnabled && mail ? { mailedTo: mail } : {}),
      ...(billUrl ? { billUrl } : {}),
    };
  }

  /**
   * A remote provider is asked while the payment is open, and after our failure or lapse until
   * the hold plus the grace period is over: a late success then becomes the ticket on screen
   * (the look-up is throttled per payment, ADR 011).
   */
  private worthAsking(payment: PaymentRow, holdUntil: Date | null, now: Date): boolean {
    if (!this.deps.inbox.askable(payment)) return false;
    if (payment.status === 'pending') return true;
    return (
      (payment.status === 'failed' || payment.status === 'expired') &&
      !!holdUntil &&
      withinLateGrace(holdUntil.getTime(), now.getTime())
    );
  }

  /** What the browser's payment widget reported: a hint, stored; then the provider is asked. */
  async notice(sessionId: string | undefined, outcome: string, now: Date): Promise<void> {
    const state = sessionId ? await this.deps.bookings.sessionState(sessionId) : null;
    if (!state) throw new DomainError('NO_BOOKING', 'There is no booking in this session');
    await this.deps.inbox.clientNotice(state.payment, outcome, now);
  }
}
