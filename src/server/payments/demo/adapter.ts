import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  ProviderPaymentState,
  ProviderPaymentStatus,
} from '../port';

/**
 * The built-in demo provider: its "hosted page" is /demo-pay/{paymentId} on the shop itself,
 * and its ledger is our payments table (`lookup`), so every flow runs offline and in tests.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo';
  readonly remote = false;

  constructor(private readonly lookup: (providerRef: string) => Promise<ProviderPaymentStatus | null>) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    return {
      providerRef: input.paymentId,
      method: 'Redirect',
      redirectUrl: `/demo-pay/${input.paymentId}`,
    };
  }

  async fetchStatus(providerRef: string): Promise<ProviderPaymentState> {
    return { status: (await this.lookup(providerRef)) ?? 'expired' };
  }
}
