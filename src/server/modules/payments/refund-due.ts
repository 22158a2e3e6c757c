import type { PaymentRow } from '../../db/rows';
import type { ProviderPaymentState } from '../../payments/port';
import type { BookingStatusWriter, PaymentLog } from './ports';
import type { PaymentsRepository } from './repository';

/** Why a payment is on the refunds-due list (payments.status_reason). */
export type RefundReason =
  | 'late-place-taken' // paid after the hold lapsed, the place was taken (ADR 006)
  | 'amount-mismatch' // the provider holds another amount than ours
  | 'amount-missing' // the provider named no amount (or none in euros)
  | 'currency-mismatch' // the provider named a currency other than EUR
  | 'stay-already-paid' // a walk-in payment for time another payment of the stay already paid
  | 'booking-cancelled' // paid at the provider after the operator cancelled the unpaid booking (ADR 026)
  | 'paid-twice'; // the session's same booking (template, period, plate) is paid by another payment (ADR 031)

/** A provider's "paid" that is not a payment of our amount in euros (ADR 011). */
export function paidMismatch(state: ProviderPaymentState, amountCents: number): RefundReason | null {
  if (state.currency !== undefined && state.currency !== 'EUR') {
    return state.currency === null ? 'amount-missing' : 'currency-mismatch';
  }
  if (state.amountCents === undefined || state.amountCents === null) return 'amount-missing';
  return state.amountCents === amountCents ? null : 'amount-mismatch';
}

export interface MismatchRefundDeps {
  repo: PaymentsRepository;
  bookings: BookingStatusWriter;
  log: PaymentLog;
}

/**
 * The provider says paid, but not our amount in euros: never a paid booking. The payment goes
 * to the operator's refunds-due list with the reason (the provider may hold money to give
 * back), and the held place is released.
 */
export class MismatchRefund {
  constructor(private readonly deps: MismatchRefundDeps) {}

  /** Whether the payment changed: one already paid or already listed is left alone. */
  async mark(
    payment: PaymentRow,
    state: ProviderPaymentState,
    reason: RefundReason,
    source: string,
    now: Date,
  ): Promise<boolean> {
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
      this.deps.log.error(
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
    return changed;
  }
}
