import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  ProviderPaymentState,
  ProviderPaymentStatus,
} from './port';

/**
 * A provider whose ledger is our own payments table (demo, SEPA): nothing to ask remotely, the
 * authoritative status is what our table says; a payment we do not know counts as expired.
 */
export abstract class LocalLedgerProvider implements PaymentProvider {
  abstract readonly name: string;
  readonly remote = false;

  constructor(private readonly lookup: (providerRef: string) => Promise<ProviderPaymentStatus | null>) {}

  abstract createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;

  async fetchStatus(providerRef: string): Promise<ProviderPaymentState> {
    return { status: (await this.lookup(providerRef)) ?? 'expired' };
  }
}
