import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import type { SepaSettings } from '../../config/payment-settings';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/executor';
import { companyDebitBatches, companyInvoices, companyMandates } from '../../db/schema';
import { localIsoDate } from '../../payments/dates';
import { buildPain008, wallClock, type ExportCollection } from '../sepa';

export interface B2bBatch {
  id: string;
  messageId: string;
  transactionCount: number;
  controlSumCents: number;
  xml: string;
}

/**
 * The operator's file of SEPA B2B debits (Firmenlastschrift): every open sepa_b2b invoice not
 * yet in a file, with its mandate in force, into one pain.008 whose local instrument is B2B, kept
 * in company_debit_batches; each invoice gets its end-to-end id and file. FRST for a mandate's
 * first debit, RCUR after. Drivers' CORE debits never go into these files (ADR 064).
 */
export class B2bExportService {
  constructor(private readonly deps: { db: Db; sepa: SepaSettings | undefined; timeZone: string }) {}

  async export(now: Date): Promise<B2bBatch | null> {
    const { sepa, timeZone } = this.deps;
    if (!sepa) return null;
    return inTransaction(this.deps.db, async (tx) => {
      const rows = await tx
        .select({ invoice: companyInvoices, mandate: companyMandates })
        .from(companyInvoices)
        .innerJoin(companyMandates, eq(companyMandates.id, companyInvoices.mandateId))
        .where(
          and(
            eq(companyInvoices.paymentMeans, 'sepa_b2b'),
            eq(companyInvoices.status, 'open'),
            isNull(companyInvoices.debitBatchId),
            isNull(companyMandates.revokedAt),
          ),
        )
        .orderBy(companyInvoices.number)
        .for('update', { of: companyInvoices });
      if (rows.length === 0) return null;
      const uses = new Map<string, number>();
      const collections: ExportCollection[] = rows.map(({ invoice, mandate }) => {
        const used = uses.get(mandate.id) ?? mandate.useCount;
        uses.set(mandate.id, used + 1);
        const nr = formatBillNumber(invoice.number);
        return {
          endToEndId: `CI${nr}`,
          amountCents: invoice.grossCents,
          dueDate: invoice.dueDate,
          sequenceType: used === 0 ? 'FRST' : 'RCUR',
          remittance: `Rechnung ${nr} ${invoice.period}`,
          mandateReference: mandate.reference,
          signatureDate: mandate.signatureDate,
          debtorName: mandate.accountName,
          debtorIban: mandate.iban,
          debtorBic: mandate.bic,
          debtorAddress: invoice.buyer,
        };
      });
      const messageId = `CB${localIsoDate(now, timeZone).replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
      const xml = buildPain008(sepa, { messageId, createdAt: wallClock(now, timeZone) }, collections, 'B2B');
      const batch: B2bBatch = {
        id: randomUUID(),
        messageId,
        transactionCount: collections.length,
        controlSumCents: collections.reduce((s, c) => s + c.amountCents, 0),
        xml,
      };
      await tx.insert(companyDebitBatches).values({ ...batch, createdAt: now });
      for (const [i, { invoice }] of rows.entries()) {
        await tx
          .update(companyInvoices)
          .set({ endToEndId: collections[i].endToEndId, debitBatchId: batch.id })
          .where(eq(companyInvoices.id, invoice.id));
      }
      for (const [id, count] of uses)
        await tx.update(companyMandates).set({ useCount: count }).where(eq(companyMandates.id, id));
      return batch;
    });
  }

  async batch(id: string): Promise<B2bBatch | null> {
    const [row] = await this.deps.db.select().from(companyDebitBatches).where(eq(companyDebitBatches.id, id));
    return row ?? null;
  }
}
