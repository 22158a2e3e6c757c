import { randomBytes, randomUUID } from 'node:crypto';
import type { CancelResponse } from '../../../shared/schemas/portal';
import { templateName } from '../../config/shop-config';
import type { DbExecutor } from '../../db/executor';
import type { RefundStatus } from '../../db/schema';
import { DomainError } from '../../errors';
import { localIsoDate } from '../../payments/dates';
import { ProviderError, type PaymentProvider } from '../../payments/port';
import type { PaymentLog, PaymentTransactions, PaymentsTx } from '../payments';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import { UUID_PATTERN } from '../../platform/codes';
import { formatDateTime, formatEuro } from '../../tickets/format';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import { creditNotePdfUrl } from '../../../shared/domain/document-urls';
import { splitGross } from '../../../shared/domain/vat';
import { quoteCancellation } from './cancellation';
import type { CancellationRepository } from './cancellation-repository';
import { renderCancellationMail } from './cancellation-texts';
import { mailBrand } from '../../mail/brand';
import type { BookingRow, PaymentRow, PermissionRow } from '../../db/rows';

/** What a cancel committed, for `finishCancel` and the caller's audit entry. */
export interface CancelOutcome {
  amount: number;
  status: RefundStatus;
  reason: string | null;
  method: string;
  note: { id: string; number: number; secret: string } | null;
  payment: PaymentRow | undefined;
  mailId: string | undefined;
}

/**
 * SEPA's side of a cancel, in the cancel's transaction: a debit not yet exported is reduced by the
 * refund or dropped ('dropped'); an exported one ('exported') is refunded by hand.
 */
export interface SepaDebits {
  dropForCancellation(
    ptx: PaymentsTx,
    paymentId: string,
    refundCents: number,
    now: Date,
  ): Promise<'dropped' | 'exported' | 'none'>;
}

/**
 * The booking's cancellation. Bookings are the booking module's table (ADR 029): its writer
 * cancels the row and frees its place, on the cancel's transaction.
 */
export interface BookingCanceller {
  cancel(tx: DbExecutor, bookingId: string, now: Date): Promise<void>;
}

/**
 * The company's side of a cancel, in the cancel's transaction (ADR 066): the charge of a booking
 * on account is voided unless it is invoiced already.
 */
export interface CompanyChargeVoid {
  voidBooking(tx: DbExecutor, bookingId: string, now: Date): Promise<'voided' | 'invoiced' | 'none'>;
}

export interface CancellationServiceDeps {
  /** The booking's template (its cancellation rule and name), the shop's zone and brand. */
  catalogue: CatalogueReader;
  repo: CancellationRepository;
  bookings: BookingCanceller;
  /** The settle's transaction helpers: gap-free counters and the mails table. */
  payments: PaymentTransactions;
  provider: PaymentProvider;
  sepa: SepaDebits;
  /** Absent: the shop has no company accounts. */
  companyCharges?: CompanyChargeVoid;
  publicUrl: string;
  mailEnabled: boolean;
  onMailQueued: (mailId: string) => void;
  log: PaymentLog;
}

/**
 * The one cancel of a paid permission (ADR 016): the customer's in the portal, the operator's
 * in the back office (admin-bookings, with its own amount), and the jobs' follow-up of refunds
 * the provider never answered. The booking is cancelled, a SEPA debit not yet exported reduced
 * or dropped, the credit note numbered, the mail queued, and the refund asked of the provider
 * after the commit.
 */
export class CancellationService {
  constructor(private readonly deps: CancellationServiceDeps) {}

  /**
   * Cancels the customer's permission (ADR 016). One transaction under the booking's row lock:
   * the rule is checked, the booking cancelled (its place is free at once), a SEPA debit not
   * yet exported reduced or dropped, the credit note numbered and the mail queued. A second
   * cancel waits for the lock and then finds the booking cancelled: 409, nothing twice. The
   * provider's refund is asked for after the commit (no HTTP inside a transaction); a refusal
   * or outage puts the refund on the operator's refunds-due list.
   */
  async cancel(customerId: string, permissionId: string, now: Date): Promise<CancelResponse> {
    if (!UUID_PATTERN.test(permissionId)) throw notFound();
    // The rule checked and the mail written come from one revision of the catalogue.
    const snap = this.deps.catalogue.current();
    const zone = snap.config.shop.timeZone;
    const r = await this.deps.payments.transaction(async (ptx) => {
      const row = await this.deps.repo.lockOwnPermission(ptx.tx, permissionId, customerId);
      if (!row) throw notFound();
      const { booking, permission } = row;
      const template = snap.paidTemplates.get(booking.templateId);
      const quote = quoteCancellation(template?.cancellation, booking, now, zone);
      if (!quote.possible) {
        throw new DomainError('CANCELLATION_NOT_POSSIBLE', 'This permission can no longer be cancelled');
      }
      return this.cancelLocked(
        ptx,
        booking,
        permission,
        now,
        (refundable) => Math.min(quote.refundCents, refundable),
        snap,
      );
    });
    return this.finishCancel(r, now);
  }

  /**
   * The cancel's writes inside the caller's transaction, the booking's row already locked: the
   * booking cancelled (its place is free at once), a SEPA debit not yet exported reduced or
   * dropped, the credit note numbered and the cancellation mail queued (ADR 016). `refundOf`
   * gets what may still go back (the paid amount minus earlier credit notes; 0 without a paid
   * payment or a bill) and answers the refund: the portal's rule, or the operator's amount
   * (ADR 026; it may throw to refuse). Finish with `finishCancel` after the commit. `snap`: the
   * catalogue snapshot the caller's rule was checked against, else the one in force now.
   */
  async cancelLocked(
    ptx: PaymentsTx,
    booking: BookingRow,
    permission: PermissionRow,
    now: Date,
    refundOf: (refundableCents: number) => number,
    snap: CatalogueSnapshot = this.deps.catalogue.current(),
  ): Promise<CancelOutcome> {
    const { config, paidTemplates } = snap;
    const zone = config.shop.timeZone;
    const template = paidTemplates.get(booking.templateId);
    const payment = await this.deps.repo.paidPayment(ptx.tx, booking.id);
    const bill = await this.deps.repo.billOfBooking(ptx.tx, booking.id);
    const refundable =
      payment && bill
        ? Math.max(0, payment.amountCents - (await this.deps.repo.creditedCents(ptx.tx, booking.id)))
        : 0;
    const amount = refundOf(refundable);
    await this.deps.bookings.cancel(ptx.tx, booking.id, now);
    // An invoiced charge stays on its invoice: a credit note of the invoice corrects it (not built).
    await this.deps.companyCharges?.voidBooking(ptx.tx, booking.id, now);
    let status: RefundStatus = 'none';
    let reason: string | null = null;
    if (amount > 0 && payment) {
      if (payment.provider === 'sepa') {
        const sepa = await this.deps.sepa.dropForCancellation(ptx, payment.id, amount, now);
        status = sepa === 'dropped' ? 'dropped' : 'due';
        reason = sepa === 'dropped' ? null : 'sepa-exported';
      } else if (
        this.deps.provider.remote &&
        this.deps.provider.refund &&
        payment.provider === this.deps.provider.name
      ) {
        status = 'pending';
      } else {
        status = 'due';
        reason = payment.provider === 'demo' ? 'demo' : 'no-refund-api';
      }
    }
    const method = payment?.method ?? payment?.provider ?? 'None';
    let note: { id: string; number: number; secret: string } | null = null;
    if (bill) {
      const { netCents, vatCents } = splitGross(amount, bill.vatRateBasisPoints);
      note = {
        id: randomUUID(),
        number: await ptx.nextCounter('credit-note'),
        secret: randomBytes(32).toString('base64url'),
      };
      await this.deps.repo.insertCreditNote(ptx.tx, {
        id: note.id,
        number: note.number,
        billId: bill.id,
        bookingId: booking.id,
        paymentId: bill.paymentId,
        permissionId: permission.id,
        secret: note.secret,
        closingDate: localIsoDate(now, zone),
        netCents,
        vatCents,
        grossCents: amount,
        vatRateBasisPoints: bill.vatRateBasisPoints,
        seller: bill.seller,
        buyer: bill.buyer,
        description: bill.description,
        language: booking.language,
        refundMethod: method,
        refundStatus: status,
        refundReason: reason,
        createdAt: now,
        updatedAt: now,
      });
    }
    const name = templateName(config, template, booking.language) ?? booking.templateId;
    const mail = renderCancellationMail({
      language: booking.language,
      brand: mailBrand(config, this.deps.publicUrl, booking.language),
      product: name,
      start: formatDateTime(booking.startsAt, zone, booking.language),
      refund: formatEuro(amount, booking.language),
      refundStatus: status,
      creditNote: note
        ? { nr: formatBillNumber(note.number), url: `${this.deps.publicUrl}${creditNotePdfUrl(note)}` }
        : null,
    });
    const mailId = randomUUID();
    const queued = await ptx.insertMail({
      id: mailId,
      permissionId: permission.id,
      kind: 'cancellation',
      recipient: booking.contact.mail ?? '',
      language: booking.language,
      ...mail,
      attachmentName: null,
      status: this.deps.mailEnabled ? 'queued' : 'outbox',
      createdAt: now,
    });
    return { amount, status, reason, method, note, payment, mailId: queued ? mailId : undefined };
  }

  /** After the cancel's commit: the mail is sent and the provider asked for the refund. */
  async finishCancel(r: CancelOutcome, now: Date): Promise<CancelResponse> {
    if (r.mailId && this.deps.mailEnabled) this.deps.onMailQueued(r.mailId);
    let status = r.status;
    if (status === 'pending' && r.payment?.providerRef && r.note) {
      status = await this.refundAtProvider(r.note.id, r.payment.id, r.payment.providerRef, r.amount, now);
    }
    return {
      refund: { amountCents: r.amount, method: r.method, status },
      creditNote: r.note
        ? {
            _id: r.note.id,
            nr: formatBillNumber(r.note.number),
            secret: r.note.secret,
            pdfUrl: creditNotePdfUrl(r.note),
          }
        : null,
    };
  }

  private async refundAtProvider(
    noteId: string,
    paymentId: string,
    providerRef: string,
    amountCents: number,
    now: Date,
  ): Promise<RefundStatus> {
    try {
      await this.deps.provider.refund!(providerRef, amountCents);
      await this.deps.repo.setRefundStatus(noteId, 'refunded', null, now);
      return 'refunded';
    } catch (e) {
      const reason =
        e instanceof ProviderError && e.kind === 'unavailable' ? 'provider-unavailable' : 'provider-refused';
      this.deps.log.error(
        { paymentId, provider: this.deps.provider.name, amountCents, reason, err: (e as Error).message },
        'REFUND DUE: the provider did not take the refund of a cancellation; refund it by hand (GET /api/operator/payments/refunds-due)',
      );
      await this.deps.repo.setRefundStatus(noteId, 'due', reason, now);
      return 'due';
    }
  }

  /**
   * For the jobs: refunds still `pending` ten minutes after the cancel (no answer reached us)
   * go on the operator's refunds-due list as `provider-unknown`; never asked again, since the
   * provider may have taken the first request.
   */
  async staleRefundsToDue(now: Date): Promise<number> {
    const n = await this.deps.repo.staleRefundsToDue(new Date(now.getTime() - 10 * 60_000), now);
    if (n > 0) {
      this.deps.log.error(
        { count: n },
        'REFUND DUE: cancellation refunds without an answer from the provider; check them at the provider (GET /api/operator/payments/refunds-due)',
      );
    }
    return n;
  }
}

function notFound() {
  return new DomainError('PERMISSION_NOT_FOUND', 'No such permission');
}
