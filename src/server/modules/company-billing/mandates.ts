import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  bicProblem,
  compactUpper,
  isValidAccountName,
  isValidIban,
  maskedIban,
} from '../../../shared/domain/iban';
import type { SepaSettings } from '../../config/payment-settings';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/executor';
import { companyMandates } from '../../db/schema';
import { DomainError } from '../../errors';
import { localIsoDate } from '../../payments/dates';

export interface CompanyMandateView {
  id: string;
  companyId: string;
  reference: string;
  creditorId: string;
  iban: string;
  accountName: string;
  signatureDate: string;
}

/**
 * A company admin's SEPA B2B mandate (Firmenlastschrift), signed in the portal: one in force
 * per company, so signing a new one revokes the one before; revoked on request. The company's
 * bank must confirm a B2B mandate before the first debit (docs/operations/business-customers.md).
 */
export class CompanyMandates {
  constructor(private readonly deps: { db: Db; sepa: SepaSettings | undefined; timeZone: string }) {}

  async current(companyId: string): Promise<CompanyMandateView | null> {
    const [row] = await this.deps.db
      .select()
      .from(companyMandates)
      .where(and(eq(companyMandates.companyId, companyId), isNull(companyMandates.revokedAt)));
    return row ? view(row) : null;
  }

  async sign(
    companyId: string,
    customerId: string,
    input: { iban: string; bic?: string; accountName: string },
    now: Date,
  ): Promise<CompanyMandateView> {
    const { sepa } = this.deps;
    if (!sepa) throw new DomainError('WRONG_PAYMENT_METHOD', 'No SEPA creditor is configured');
    const iban = compactUpper(input.iban);
    if (!isValidIban(iban)) throw new DomainError('IBAN_INVALID', 'Invalid IBAN');
    const bic = input.bic ? compactUpper(input.bic) : '';
    if (bic && bicProblem(bic, iban)) throw new DomainError('BIC_INVALID', 'Invalid BIC');
    const accountName = input.accountName.trim();
    if (!isValidAccountName(accountName))
      throw new DomainError('ACCOUNT_NAME_INVALID', 'Account name too short');
    const row = {
      id: randomUUID(),
      companyId,
      reference: `B2B${randomBytes(8).toString('hex').toUpperCase()}`,
      creditorId: sepa.creditorId,
      iban,
      bic,
      accountName,
      signatureDate: localIsoDate(now, this.deps.timeZone),
      signedBy: customerId,
      createdAt: now,
    };
    await inTransaction(this.deps.db, async (tx) => {
      await tx
        .update(companyMandates)
        .set({ revokedAt: now })
        .where(and(eq(companyMandates.companyId, companyId), isNull(companyMandates.revokedAt)));
      await tx.insert(companyMandates).values(row);
    });
    return view({ ...row, revokedAt: null, useCount: 0 });
  }

  async revoke(companyId: string, now: Date): Promise<void> {
    const rows = await this.deps.db
      .update(companyMandates)
      .set({ revokedAt: now })
      .where(and(eq(companyMandates.companyId, companyId), isNull(companyMandates.revokedAt)))
      .returning({ id: companyMandates.id });
    if (rows.length === 0) throw new DomainError('MANDATE_NOT_FOUND', 'No mandate in force');
  }
}

function view(r: typeof companyMandates.$inferSelect): CompanyMandateView {
  return {
    id: r.id,
    companyId: r.companyId,
    reference: r.reference,
    creditorId: r.creditorId,
    iban: maskedIban(r.iban),
    accountName: r.accountName,
    signatureDate: r.signatureDate,
  };
}
