import { LocalLedgerProvider } from '../local-ledger';
import type { CreatedPayment, CreatePaymentInput } from '../port';

/**
 * The built-in demo provider: its "hosted page" is /demo-pay/{paymentId} on the shop itself,
 * and its ledger is our payments table, so every flow runs offline and in tests.
 */
export class DemoPaymentProvider extends LocalLedgerProvider {
  readonly name = 'demo';

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    return {
      providerRef: input.paymentId,
      method: 'Redirect',
      redirectUrl: `/demo-pay/${input.paymentId}`,
    };
  }
}
