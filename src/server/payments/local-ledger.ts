import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
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

/**
 * The local ledger's answer: the status our payments table holds for a provider's reference
 * (a read; the payments module stays the table's one writer). refund_due counts as paid: the
 * money is there, we owe it back.
 */
export function localLedger(db: Db) {
  return async (provider: string, providerRef: string): Promise<ProviderPaymentStatus | null> => {
    const [row] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
    if (!row) return null;
    return row.status === 'refund_due' ? 'paid' : row.status;
  };
}
