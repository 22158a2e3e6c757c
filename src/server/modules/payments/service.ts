import { randomBytes, randomUUID } from 'node:crypto';
import { billPdfUrl } from '../../../shared/domain/document-urls';
import {
  templateName,
  WALK_IN_TEMPLATE_ID,
  type ShopConfig,
  type TemplateConfig,
} from '../../config/shop-config';
import { DomainError } from '../../errors';
import { renderTicketMail, type MailSection } from '../../mail/texts';
import { mailBrand } from '../../mail/brand';
import { plateOf } from '../../../shared/domain/plate';
import { percentToBasisPoints, splitGross } from '../../../shared/domain/vat';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import { newPermissionSecret, newTicketCode, UUID_PATTERN } from '../../platform/codes';
import { formatDateTime, formatEuro, formatPeriod } from '../../tickets/format';
import { entranceOf } from '../../config/entrance';
import type { BillParty, BookingStatus, PaymentStatus } from '../../db/schema';
import type { DbExecutor } from '../../db/executor';
import { localIsoDate } from '../../payments/dates';
import type { ProviderPaymentState, ProviderPaymentStatus } from '../../payments/port';
import type { PaymentsRepository, PaymentsTx } from './repository';
import { formatCalendarDate, paymentTexts } from '../../payments/texts';
import type { BookingRow, PaymentRow } from '../../db/rows';

export interface SettleResult {
  /** False when the payment already had this outcome: nothing was changed. */
  changed: boolean;
  permissionId?: string;
  /** The provider took the money after the hold lapsed and the place was gone (ADR 006). */
  refundDue?: boolean;
}

/** What a payment method adds to the settle, inside its transaction (SEPA: mandate, collection). */
export interface SettleExtras {
  prenotification?: {
    mandateReference: string;
    creditorId: string;
    amountCents: number;
    dueDate: string;
    account: string;
  };
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
  /** Runs in the settle transaction, after the payment row is locked and still pending. */
  within?: (tx: PaymentsTx, booking: BookingRow, payment: PaymentRow) => Promise<SettleExtras>;
}

export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The booking module's writer of `bookings` (its `BookingWrites`, handed in by the container):
 * a settle, lapse or failure changes a booking's status through the one place that writes
 * bookings (ADR 029), inside the settle's transaction, so whatever must change with a
 * booking's status changes in the same commit. payments/ writes no booking row itself.
 */
export interface BookingStatusWriter {
  setStatus(tx: DbExecutor, id: string, status: BookingStatus): Promise<void>;
  /**
   * A late payment's place (ADR 006): whether the booking's period still fits its template's
   * capacity, under the locks the reserve takes (the booking's slots, ADR 049), itself not counted.
   */
  hasPlace(tx: DbExecutor, booking: BookingRow, now: Date): Promise<boolean>;
}

/** Access's writer of a walk-in booking's stay (ADR 020, 029), handed in by the container. */
export interface StayCredit {
  creditStayPayment(tx: DbExecutor, stayId: string, until: Date, cents: number, now: Date): Promise<void>;
}

export interface PaymentServiceDeps {
  shop: ShopConfig;
  templates: ReadonlyMap<string, TemplateConfig>;
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

/** Why a payment is on the refunds-due list (payments.status_reason). */
export type RefundReason =
  | 'late-place-taken' // paid after the hold lapsed, the place was taken (ADR 006)
  | 'amount-mismatch' // the provider holds another amount than ours
  | 'amount-missing' // the provider named no amount (or none in euros)
  | 'currency-mismatch' // the provider named a currency other than EUR
  | 'stay-already-paid' // a walk-in payment for time another payment of the stay already paid
  | 'booking-cancelled' // paid at the provider after the operator cancelled the unpaid booking (ADR 026)
  | 'paid-twice'; // the session's same booking (template, period, plate) is paid by another payment (issue 16)

/** A provider's "paid" that is not a payment of our amount in euros (ADR 011). */
export function paidMismatch(state: ProviderPaymentState, amountCents: number): RefundReason | null {
  if (state.currency !== undefined && state.currency !== 'EUR') {
    return state.currency === null ? 'amount-missing' : 'currency-mismatch';
  }
  if (state.amountCents === undefined || state.amountCents === null) return 'amount-missing';
  return state.amountCents === amountCents ? null : 'amount-mismatch';
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
  private readonly vatRateBasisPoints: number;

  constructor(private readonly deps: PaymentServiceDeps) {
    this.log = deps.log ?? SILENT;
    this.vatRateBasisPoints = percentToBasisPoints(deps.shop.shop.vatRatePercent);
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
      if (mismatch) return this.refundMismatch(payment, state, mismatch, source, now);
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
        const extras = opts.within ? await opts.within(tx, booking, p) : {};
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
        const issued = await this.issuePermission(tx, booking, p, now, extras);
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
        const issued = await this.issuePermission(tx, booking, p, now, {});
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
   * The provider says paid, but not our amount in euros: never a paid booking. The payment goes
   * to the operator's refunds-due list with the reason (the provider may hold money to give
   * back), and the held place is released.
   */
  private async refundMismatch(
    payment: PaymentRow,
    state: ProviderPaymentState,
    reason: RefundReason,
    source: string,
    now: Date,
  ): Promise<SettleResult> {
    const changed = await this.deps.repo.transaction(async (tx) => {
      const p = await tx.lockPayment(payment.id);
      // Already paid (our amount was confirmed earlier) or already listed: nothing to change.
      if (!p || p.status === 'paid' || p.status === 'refund_due') return false;
      await tx.setPaymentStatus(p.id, 'refund_due', now, reason);
      const booking = await tx.booking(p.bookingId);
      if (booking.status === 'held') await this.deps.bookings.setStatus(tx.tx, booking.id, 'failed');
      await tx.addEvent({
        paymentId: p.id,
        status: 'refund_due',
        source: `${source}:${reason}`,
        now,
        payload: {
          expected: p.amountCents,
          reported: state.amountCents ?? null,
          currency: state.currency ?? null,
        },
      });
      return true;
    });
    if (changed) {
      this.log.error(
        {
          paymentId: payment.id,
          provider: payment.provider,
          reason,
          expected: payment.amountCents,
          reported: state.amountCents ?? null,
          currency: state.currency ?? null,
        },
        'REFUND DUE: the provider reports a payment whose amount or currency is not ours; not settled (GET /api/operator/payments/refunds-due)',
      );
    }
    return { changed, refundDue: true };
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

  /**
   * A walk-in booking (pay by plate, ADR 020) pays its parking stay: in the settle transaction,
   * so the stay is paid exactly when the booking is, whichever path settled it (demo page, poll,
   * webhook, reconciliation, late acceptance). The booking runs to the new paid-until.
   */
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

  private async issuePermission(
    tx: PaymentsTx,
    booking: BookingRow,
    payment: PaymentRow,
    now: Date,
    extras: SettleExtras,
  ) {
    const existing = await tx.permissionOfBooking(booking.id);
    if (existing) return { permissionId: existing.id, mailId: undefined };
    let ticketCode = newTicketCode();
    // 31^10 codes make a clash unlikely; checking keeps the unique index from aborting the settle.
    while (await tx.ticketCodeTaken(ticketCode)) ticketCode = newTicketCode();
    const permissionId = randomUUID();
    const secret = newPermissionSecret();
    await tx.insertPermission({
      id: permissionId,
      bookingId: booking.id,
      templateId: booking.templateId,
      secret,
      ticketCode,
      identifications: booking.identifications,
      createdAt: now,
    });
    const name =
      templateName(this.deps.shop, this.deps.templates.get(booking.templateId), booking.language) ??
      booking.templateId;
    const bill =
      booking.priceCents > 0 ? await this.issueBill(tx, booking, payment, permissionId, name, now) : null;
    const rendered = this.renderTicket(booking, { id: permissionId, secret, ticketCode }, bill, extras);
    const mailId = randomUUID();
    const inserted = await tx.insertMail({
      id: mailId,
      permissionId,
      kind: 'ticket',
      recipient: booking.contact.mail ?? '',
      language: booking.language,
      ...rendered,
      status: this.deps.mailEnabled ? 'queued' : 'outbox',
      createdAt: now,
    });
    return { permissionId, mailId: inserted ? mailId : undefined };
  }

  /**
   * The ticket mail of a booking as it stands now (plate, end): the settle's mail and the
   * back office's resend (ADR 026) are the same text. `extras` adds what only the first mail
   * says (the SEPA pre-notification).
   */
  renderTicket(
    booking: BookingRow,
    permission: { id: string; secret: string; ticketCode: string },
    bill: { id: string; secret: string; number: number } | null,
    extras: SettleExtras = {},
  ) {
    const zone = this.deps.shop.shop.timeZone;
    const name =
      templateName(this.deps.shop, this.deps.templates.get(booking.templateId), booking.language) ??
      booking.templateId;
    const receipt = booking.templateId === WALK_IN_TEMPLATE_ID;
    const entrance = entranceOf(this.deps.shop, booking.language);
    return renderTicketMail({
      receipt,
      language: booking.language,
      brand: mailBrand(this.deps.shop, this.deps.publicUrl, booking.language),
      templateName: name,
      start: formatDateTime(booking.startsAt, zone, booking.language),
      end: formatDateTime(booking.displayEnd, zone, booking.language),
      // A booking reads its period as the screens do, and where to drive to (ADR 054); the
      // receipt of a stay paid by plate keeps its paid-from and paid-until.
      ...(receipt
        ? {}
        : {
            period: formatPeriod(
              booking.startsAt,
              booking.displayEnd,
              zone,
              booking.language,
              booking.createdAt,
            ),
            ...(entrance ? { entrance: entrance.line } : {}),
          }),
      plate: plateOf(booking.identifications),
      price: formatEuro(booking.priceCents, booking.language),
      ticketCode: permission.ticketCode,
      // ?lang opens the ticket page in the booking's language.
      link: `${this.deps.publicUrl}/t/${permission.id}/${permission.secret}?lang=${booking.language}`,
      sections: this.mailSections(booking.language, bill, extras),
    });
  }

  /**
   * The bill of a paid booking. Its number comes from the locked 'bill' counter of this
   * transaction, so numbers are sequential without gaps however many settles run at once.
   */
  private async issueBill(
    tx: PaymentsTx,
    booking: BookingRow,
    payment: PaymentRow,
    permissionId: string,
    description: string,
    now: Date,
  ) {
    const existing = await tx.billOfBooking(booking.id);
    if (existing) return { id: existing.id, secret: existing.secret, number: existing.number };
    const shop = this.deps.shop.shop;
    const { netCents, vatCents } = splitGross(booking.priceCents, this.vatRateBasisPoints);
    const number = await tx.nextCounter('bill');
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const c = booking.contact;
    const buyerName = [c.firstName, c.lastName].filter(Boolean).join(' ');
    const seller: BillParty = {
      name: shop.legalName ?? shop.name,
      ...(shop.address ?? {}),
      ...(shop.vatId ? { vatId: shop.vatId } : {}),
    };
    const buyer: BillParty = {
      name: [c.companyName, buyerName].filter(Boolean).join(', ') || (c.mail ?? ''),
      ...(c.address?.streetName ? { street: c.address.streetName } : {}),
      ...(c.address?.buildingNumber ? { buildingNumber: c.address.buildingNumber } : {}),
      ...(c.address?.zipCode ? { zipCode: c.address.zipCode } : {}),
      ...(c.address?.city ? { city: c.address.city } : {}),
      ...(c.address?.country ? { country: c.address.country } : {}),
      ...(c.mail ? { mail: c.mail } : {}),
    };
    await tx.insertBill({
      id,
      number,
      bookingId: booking.id,
      paymentId: payment.id,
      permissionId,
      secret,
      closingDate: localIsoDate(now, shop.timeZone),
      netCents,
      vatCents,
      grossCents: booking.priceCents,
      vatRateBasisPoints: this.vatRateBasisPoints,
      seller,
      buyer,
      description,
      paymentMethod: payment.method ?? payment.provider,
      language: booking.language,
      createdAt: now,
    });
    return { id, secret, number };
  }

  private mailSections(
    language: string,
    bill: { id: string; secret: string; number: number } | null,
    extras: SettleExtras,
  ): MailSection[] {
    const t = paymentTexts(language);
    const sections: MailSection[] = [];
    const pre = extras.prenotification;
    if (pre) {
      const amount = formatEuro(pre.amountCents, language);
      const due = formatCalendarDate(pre.dueDate, language);
      sections.push({
        title: t.prenotificationTitle,
        note: t.prenotificationNote(amount, due),
        rows: [
          [t.mandateReference, pre.mandateReference],
          [t.creditorId, pre.creditorId],
          [t.amount, amount],
          [t.dueDate, due],
          [t.account, pre.account],
        ],
      });
    }
    if (bill) {
      const nr = formatBillNumber(bill.number);
      sections.push({
        title: t.billSection,
        rows: [],
        link: { label: t.billLink(nr), url: `${this.deps.publicUrl}${billPdfUrl(bill)}` },
      });
    }
    return sections;
  }
}
