import type { CheckoutData } from '../../../shared/schemas/booking';
import { DomainError } from '../../errors';
import type { PaymentProvider } from '../../payments/port';
import type { PaymentService } from '../../payments/service';
import type { BookingRepository } from '../booking/repository';

export class CheckoutService {
  constructor(
    private readonly deps: { repo: BookingRepository; payments: PaymentService; provider: PaymentProvider },
  ) {}

  /**
   * The outcome of the session's current payment: the permission once paid, else an error
   * the client keeps polling on (PAYMENT_PENDING 409) or stops on (PAYMENT_FAILED 424).
   */
  async checkout(sessionId: string | undefined, now: Date): Promise<CheckoutData> {
    const state = sessionId ? await this.deps.repo.sessionState(sessionId) : null;
    if (!state) throw new DomainError('NO_BOOKING', 'There is no booking in this session');
    let { payment, permission } = state;
    if (payment.status === 'pending' && payment.providerRef && payment.provider === this.deps.provider.name) {
      // The browser's return proves nothing; the provider's word settles the payment.
      const status = await this.deps.provider.fetchStatus(payment.providerRef);
      if (status !== 'pending') {
        try {
          await this.deps.payments.apply(payment.id, status, 'checkout-poll', now);
        } catch (e) {
          // A closed or expired payment is answered from the state re-read below.
          if (!(e instanceof DomainError)) throw e;
        }
        const again = await this.deps.repo.sessionState(sessionId!);
        if (again) ({ payment, permission } = again);
      }
    }
    if (payment.status === 'paid' && permission) {
      return { permissionId: permission.id, permissionSecret: permission.secret };
    }
    if (payment.status === 'pending') {
      const holdUntil = state.booking.holdUntil;
      if (holdUntil && holdUntil.getTime() <= now.getTime()) {
        // Decided here too, so the answer does not wait for the lapse job's next round.
        await this.deps.payments.expire(payment.id, 'lapse', now);
        throw new DomainError('PAYMENT_FAILED', 'The hold has lapsed without payment');
      }
      throw new DomainError('PAYMENT_PENDING', 'The payment is not finished yet');
    }
    throw new DomainError(
      'PAYMENT_FAILED',
      `The payment ${payment.status === 'expired' ? 'has expired' : 'failed'}`,
    );
  }
}
