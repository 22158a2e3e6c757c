import { LocalLedgerProvider } from '../local-ledger';
import type { CreatedPayment, CreatePaymentInput } from '../port';

/**
 * SEPA direct debit needs no provider round trip: the payment stays pending until the visitor
 * signs a mandate on /payment/{id} (POST /api/booking/payment/sepa or .../mandate), which
 * settles it at once; the money is collected later through the bank export. Its ledger is
 * our payments table, like the demo provider's.
 */
export class SepaPaymentProvider extends LocalLedgerProvider {
  readonly name = 'sepa';

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    return { providerRef: input.paymentId, method: 'Sepa' };
  }
}
