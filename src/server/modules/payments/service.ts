import { WALK_IN_TEMPLATE_ID } from '../../config/shop-config';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import { DomainError } from '../../errors';
import { UUID_PATTERN } from '../../platform/codes';
import type { PaymentStatus } from '../../db/schema';
import type { ProviderPaymentState, ProviderPaymentStatus } from '../../payments/port';
import type { BookingRow, PaymentRow } from '../../db/rows';
import { PaidBookingIssue } from './issue';
import type { BookingStatusWriter, PaymentLog, StayCredit } from './ports';
import { MismatchRefund, paidMismatch } from './refund-due';
import type { PaymentsRepository, PaymentsTx } from './repository';
import { TicketMail, type BillLink, type SettleExtras } from './ticket-mail';

export interface SettleResult {
  /** False when the payment already had this outcome: nothing was changed. */
  changed: boolean;
  permissionId?: string;
  /** The provider took the money after the hold lapsed and the place was gone (ADR 006). */
  refundDue?: boolean;
}

export interface SettleOptions {
  /** A provider's event id, so a repeated event is recorded once. */
  providerEventId?: string;
  /**
   * The money has moved at a provider: a report after the hold lapsed (or after we gave up on
   * the payment) is not refused but honoured if the place is still free, else recorded as
   * refund_due (ADR 006).
   */
  acceptLate?: boolean;
  /**
   * Runs in the settle transaction, after the payment row is locked and still pending; it gets
   * the settle's catalogue snapshot, so what it writes names the product as the bill does.
   */
  within?: (
    tx: PaymentsTx,
    booking: BookingRow,
    payment: PaymentRow,
    snap: CatalogueSnapshot,
  ) => Promise<SettleExtras>;
}

export interface PaymentServiceDeps {
  /** The bill's seller and the ticket mail's brand and product names (paid templates). */
  catalogue: CatalogueReader;
  repo: PaymentsRepository;
  bookings: BookingStatusWriter;
  stays: StayCredit;
  publicUrl: string;
  /** Whether a mailer is configured: without one, mails go straight to the outbox. */
  mailEnabled: boolean;
  /** Called after commit with a newly queued mail, to send it without waiting for the job. */
  onMailQueued: (mailId: string) => void;
  log?: PaymentLog;
}

const SILENT: PaymentLog = { info() {}, warn() {}, error() {} };

/**
 * The one place a payment changes state, whatever reported it (demo page, SEPA mandate,
 * checkout poll, webhook, reconciliation, lapse job). Each change is one transaction around
 * the locked payment row and appends a payment_events row; repeating a change is a no-op.
 * A paid payment gets its permission, its bill (gap-free number) and its ticket mail in that
 * same transaction, so none of them can exist without the others.
 */
export class PaymentService {
  private readonly log: PaymentLog;
  private readonly ticketMail: TicketMail;
  private readonly paidBooking: PaidBookingIssue;
  private readonly mismatchRefund: MismatchRefund;

  constructor(private readonly deps: PaymentServiceDeps) {
    this.log = deps.log ?? SILENT;
    this.ticketMail = new TicketMail(deps);
    this.paidBooking = new PaidBookingIssue({
      catalogue: deps.catalogue,
      ticketMail: this.ticketMail,
      mailEnabled: deps.mailEnabled,
    });
    this.mismatchRefund = new MismatchRefund({ repo: deps.repo, bookings: deps.bookings, log: this.log });
  }

  /** Applies a status the provider reported. */
  async apply(
    paymentId: string,
    status: ProviderPaymentStatus,
    source: string,
    now: Date,
    providerEventId?: string,
  ) {
    if (status === 'paid') return this.settlePaid(paymentId, source, now, { providerEventId });
    if (status === 'failed') return this.settleFailed(paymentId, source, now, providerEventId);
    if (status === 'expired') return this.expire(paymentId, source, now);
    return { changed: false };
  }

  /**
   * Applies what a remote provider said when asked (never what a browser or an unsigned
   * webhook said). A "paid" of another amount or currency is never settled: refund_due (ADR 011).
   */
  async applyProviderState(
    payment: PaymentRow,
    state: ProviderPaymentState,
    source: string,
    now: Date,
  ): Promise<SettleResult> {
    if (state.status === 'pending') return { changed: false };
    if (state.status === 'paid') {
      const mismatch = paidMismatch(state, payment.amountCents);
      if (mismatch) {
        const changed = await this.mismatchRefund.mark(payment, state, mismatch, source, now);
        return { changed, refundDue: true };
      }
      return this.settlePaid(payment.id, source, now, {
        acceptLate: true,
        providerEventId: `${source}:paid`,
      });
    }
    try {
      if (state.status === 'failed') return await this.settleFailed(payment.id, source, now);
      return await this.expire(payment.id, source, now);
    } catch (e) {
      // Already paid or closed: a later "failed" from the provider changes nothing here.
      if (e instanceof DomainError && e.code === 'PAYMENT_CLOSED') return { changed: false };
      throw e;
    }
  }

  async settlePaid(
    paymentId: string,
    source: string,
    now: Date,
    opts: SettleOptions = {},
  ): Promise<SettleResult> {
    this.assertId(paymentId);
    const snap = this.deps.catalogue.current();
    const r = await this.deps.repo.transaction(async (tx) => {
      const p = await tx.lockPayment(paymentId);
      if (!p) return { kind: 'not-found' as const };
      const booking = await tx.booking(p.bookingId);
      if (p.status === 'paid') {
        const permission = await tx.permissionOfBooking(booking.id);
        return { kind: 'done' as const, changed: false, permissionId: permission?.id, mailId: undefined };
      }
      if (p.status === 'refund_due') return { kind: 'refund-due' as const, changed: false };
      const holdLapsed = !!booking.holdUntil && booking.holdUntil.getTime() <= now.getTime();
      if ((p.status === 'pending' || opts.acceptLate) && (await tx.paidTwinExists(booking))) {
        // "Pay again" opened a second payment and both went through: the driver is never charged
        // twice for one booking; this one goes to the refunds-due list.
        await tx.setPaymentStatus(p.id, 'refund_due', now, 'paid-twice');
        if (booking.status === 'held') await this.deps.bookings.setStatus(tx.tx, booking.id, 'lapsed');
        await tx.addEvent({ paymentId: p.id, status: 'refund_due', source, now });
        return { kind: 'refund-due' as const, changed: true };
      }
      if (p.status === 'pending' && !holdLapsed) {
        if (await this.stayPaidMeanwhile(tx, booking)) {
          // Another phone paid the same stay between this quote and now: never credit it twice.
          await tx.setPaymentStatus(p.id, 'refund_due', now, 'stay-already-paid');
          await this.deps.bookings.setStatus(tx.tx, booking.id, 'lapsed');
          await tx.addEvent({ paymentId: p.id, status: 'refund_due', source, now });
          return { kind: 'refund-due' as const, changed: true };
        }
        const extras = opts.within ? await opts.within(tx, booking, p, snap) : {};
        await tx.setPaymentStatus(p.id, 'paid', now);
        await this.deps.bookings.setStatus(tx.tx, booking.id, 'paid');
        await this.creditStay(tx, booking, p, now);
        await tx.addEvent({
          paymentId: p.id,
          status: 'paid',
          source,
          now,
          providerEventId: opts.providerEventId,
        });
        const issued = await this.paidBooking.issue(tx, snap, booking, p, now, extras);
        return { kind: 'done' as const, changed: true, ...issued };
      }
      if (!opts.acceptLate) {
        if (p.status !== 'pending') return { kind: 'closed' as const, status: p.status };
        // Paid too late on our own page: the place may be taken by now, so the lapse wins.
        await this.markExpired(tx, p.id, booking.id, 'lapse', now);
        return { kind: 'expired' as const };
      }
      // The provider has the money although we had given up on the payment.
      const stayPaid = await this.stayPaidMeanwhile(tx, booking);
      // A booking the operator cancelled while it was unpaid (ADR 026) never comes back to life.
      const cancelled = booking.status === 'cancelled';
      if (!cancelled && !stayPaid && (await this.deps.bookings.hasPlace(tx.tx, booking, now))) {
        await tx.setPaymentStatus(p.id, 'paid', now);
        await this.deps.bookings.setStatus(tx.tx, booking.id, 'paid');
        await this.creditStay(tx, booking, p, now);
        await tx.addEvent({ paymentId: p.id, status: 'paid', source: `${source}:late`, now });
        const issued = await this.paidBooking.issue(tx, snap, booking, p, now, {});
        return { kind: 'done' as const, changed: true, late: true, ...issued };
      }
      await tx.setPaymentStatus(
        p.id,
        'refund_due',
        now,
        cancelled ? 'booking-cancelled' : stayPaid ? 'stay-already-paid' : 'late-place-taken',
      );
      if (booking.status === 'held') await this.deps.bookings.setStatus(tx.tx, booking.id, 'lapsed');
      await tx.addEvent({ paymentId: p.id, status: 'refund_due', source: `${source}:late`, now });
      return { kind: 'refund-due' as const, changed: true };
    });
    if (r.kind === 'not-found') throw new DomainError('PAYMENT_NOT_FOUND', 'Unknown payment');
    if (r.kind === 'closed') throw new DomainError('PAYMENT_CLOSED', `The payment is already ${r.status}`);
    if (r.kind === 'expired')
      throw new DomainError('PAYMENT_CLOSED', 'The payment has expired: the hold lapsed');
    if (r.kind === 'refund-due') {
      if (r.changed) {
        this.log.error(
          { paymentId, source },
          'REFUND DUE: the provider reports a payment whose place was taken after its hold lapsed, or whose stay another payment already paid; refund it (GET /api/operator/payments/refunds-due)',
        );
      }
      return { changed: r.changed, refundDue: true };
    }
    if ('late' in r && r.late) {
      this.log.warn(
        { paymentId, source },
        'payment arrived after its hold lapsed; the place was still free, ticket issued',
      );
    }
    if (r.mailId && this.deps.mailEnabled) this.deps.onMailQueued(r.mailId);
    return { changed: r.changed, permissionId: r.permissionId };
  }

  /**
   * A paid payment whose money will never be collected (a SEPA debit the operator took out of
   * the bank export, ADR 011): failed, with the reason. `within` runs first in the same
   * transaction (the SEPA module marks its collection) and answers whether anything changed.
   * The permission and bill stay: what happens to them is the operator's call.
   */
  async markUncollected(
    paymentId: string,
    reason: string,
    source: string,
    now: Date,
    within: (tx: PaymentsTx) => Promise<boolean>,
    payload?: Record<string, unknown>,
  ): Promise<SettleResult> {
    this.assertId(paymentId);
    const changed = await this.deps.repo.transaction(async (tx) => {
      const p = await tx.lockPayment(paymentId);
      if (!p) throw new DomainError('PAYMENT_NOT_FOUND', 'Unknown payment');
      if (!(await within(tx))) return false;
      await tx.setPaymentStatus(p.id, 'failed', now, reason);
      await tx.addEvent({ paymentId: p.id, status: 'failed', source, now, payload: payload ?? null });
      return true;
    });
    if (changed) this.log.warn({ paymentId, reason, source }, 'payment will not be collected');
    return { changed };
  }

  /**
   * The reverse of markUncollected: a payment failed for `reason` (a SEPA debit the operator
   * took out of the export) is paid again once `within` has put the debit back; nothing changes
   * when `within` says no. 409 PAYMENT_CLOSED when the payment is not failed for that reason.
   */
  async restoreUncollected(
    paymentId: string,
    reason: string,
    source: string,
    now: Date,
    within: (tx: PaymentsTx) => Promise<boolean>,
  ): Promise<SettleResult> {
    this.assertId(paymentId);
    const changed = await this.deps.repo.transaction(async (tx) => {
      const p = await tx.lockPayment(paymentId);
      if (!p) throw new DomainError('PAYMENT_NOT_FOUND', 'Unknown payment');
      if (p.status !== 'failed' || p.statusReason !== reason) {
        throw new DomainError('PAYMENT_CLOSED', `The payment is ${p.status}, not uncollected`);
      }
      if (!(await within(tx))) return false;
      await tx.setPaymentStatus(p.id, 'paid', now, null);
      await tx.addEvent({ paymentId: p.id, status: 'paid', source, now });
      return true;
    });
    return { changed };
  }

  async settleFailed(
    paymentId: string,
    source: string,
    now: Date,
    providerEventId?: string,
  ): Promise<SettleResult> {
    this.assertId(paymentId);
    const r = await this.deps.repo.transaction(async (tx) => {
      const p = await tx.lockPayment(paymentId);
      if (!p) return 'not-found' as const;
      if (p.status === 'failed') return 'same' as const;
      if (p.status !== 'pending') return p.status;
      await tx.setPaymentStatus(p.id, 'failed', now);
      // Releasing the booking frees its place at once.
      await this.deps.bookings.setStatus(tx.tx, p.bookingId, 'failed');
      await tx.addEvent({ paymentId: p.id, status: 'failed', source, now, providerEventId });
      return 'changed' as const;
    });
    if (r === 'not-found') throw new DomainError('PAYMENT_NOT_FOUND', 'Unknown payment');
    if (r === 'same') return { changed: false };
    if (r !== 'changed') throw new DomainError('PAYMENT_CLOSED', `The payment is already ${r}`);
    return { changed: true };
  }

  /** A pending payment whose hold ran out (or was replaced) expires; anything else is left alone. */
  async expire(paymentId: string, source: string, now: Date): Promise<SettleResult> {
    this.assertId(paymentId);
    const changed = await this.deps.repo.transaction(async (tx) => {
      const p = await tx.lockPayment(paymentId);
      if (!p || p.status !== 'pending') return false;
      await this.markExpired(tx, p.id, p.bookingId, source, now);
      return true;
    });
    return { changed };
  }

  /** For the lapse job: expires every pending payment whose hold has run out. */
  async lapseExpiredHolds(now: Date): Promise<number> {
    let n = 0;
    for (;;) {
      const ids = await this.deps.repo.lapsedPendingPaymentIds(now, 100);
      for (const id of ids) if ((await this.expire(id, 'lapse', now)).changed) n++;
      if (ids.length < 100) return n;
    }
  }

  /** `urls`: where the browser pays, kept so a reload of the payment page resumes this payment. */
  async recordProviderRef(
    paymentId: string,
    providerRef: string,
    method: string,
    now: Date,
    urls: { redirectUrl?: string; widgetUrl?: string } = {},
  ): Promise<void> {
    await this.deps.repo.setProviderRef(paymentId, providerRef, method, now, urls);
  }

  async find(paymentId: string) {
    return UUID_PATTERN.test(paymentId) ? this.deps.repo.find(paymentId) : undefined;
  }

  /** Where the browser sees the outcome: a walk-in payment's own result, else the booking's. */
  async resultPath(paymentId: string): Promise<'/checkout' | '/checkout/renew'> {
    if (!UUID_PATTERN.test(paymentId)) return '/checkout';
    const templateId = await this.deps.repo.templateOfPayment(paymentId);
    return templateId === WALK_IN_TEMPLATE_ID ? '/checkout/renew' : '/checkout';
  }

  /** Used inside another transaction (a repeated reserve releasing the previous hold). */
  async markExpired(tx: PaymentsTx, paymentId: string, bookingId: string, source: string, now: Date) {
    await tx.setPaymentStatus(paymentId, 'expired', now);
    await this.deps.bookings.setStatus(tx.tx, bookingId, 'lapsed');
    await tx.addEvent({ paymentId, status: 'expired' satisfies PaymentStatus, source, now });
  }

  /** The settle's ticket mail, for the back office's resend (ADR 026): one text for both. */
  renderTicket(
    booking: BookingRow,
    permission: { id: string; secret: string; ticketCode: string },
    bill: BillLink | null,
    extras: SettleExtras = {},
  ) {
    return this.ticketMail.render(this.deps.catalogue.current(), booking, permission, bill, extras);
  }

  /**
   * A walk-in booking pays its stay from `startsAt`, the stay's paid-until when it was quoted.
   * If the stay is by now paid beyond that (another session's payment settled first, e.g. two
   * phones paying the same car), this payment would pay the same time twice (ADR 020).
   * Locks the stay row, so two settles of one stay run one after the other.
   */
  private async stayPaidMeanwhile(tx: PaymentsTx, booking: BookingRow): Promise<boolean> {
    if (!booking.stayId) return false;
    const paidUntil = await tx.lockStayPaidUntil(booking.stayId);
    return paidUntil !== null && paidUntil.getTime() > booking.startsAt.getTime();
  }

  /**
   * A walk-in booking (pay by plate, ADR 020) pays its parking stay: in the settle transaction,
   * so the stay is paid exactly when the booking is, whichever path settled it (demo page, poll,
   * webhook, reconciliation, late acceptance). The booking runs to the new paid-until.
   */
  private async creditStay(tx: PaymentsTx, booking: BookingRow, payment: PaymentRow, now: Date) {
    if (booking.stayId)
      await this.deps.stays.creditStayPayment(
        tx.tx,
        booking.stayId,
        booking.endsAt,
        payment.amountCents,
        now,
      );
  }

  private assertId(paymentId: string) {
    // Not a uuid cannot be ours; answering here also keeps bad input away from the uuid column.
    if (!UUID_PATTERN.test(paymentId)) throw new DomainError('PAYMENT_NOT_FOUND', 'Unknown payment');
  }
}
