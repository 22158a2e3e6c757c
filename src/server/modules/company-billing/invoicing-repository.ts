import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import type { CompanyChargeRow, CompanyInvoiceRow } from '../../db/rows';
import { companyCharges, companyInvoices, companyMandates } from '../../db/schema';

export type NewCompanyInvoice = typeof companyInvoices.$inferInsert;

/** Which invoices a list shows: open (not yet due or overdue), overdue only, or paid. */
export type InvoiceListFilter = { status?: 'open' | 'overdue' | 'paid'; companyId?: string; today: string };

/** The monthly run's and the invoices' SQL (company_invoices and the charges' invoice_id). */
export class InvoicingRepository {
  constructor(private readonly db: Db) {}

  /** Charges not invoiced nor voided whose day lies in [from, to). */
  async openCharges(from: string, toExclusive: string): Promise<CompanyChargeRow[]> {
    return this.db
      .select()
      .from(companyCharges)
      .where(openIn(from, toExclusive))
      .orderBy(asc(companyCharges.companyId), asc(companyCharges.chargeDate), asc(companyCharges.createdAt));
  }

  /**
   * The same, of one company (and cost centre: `null` for the charges without one; `undefined`
   * for all of the company's), locked until the transaction ends: a concurrent run or a void
   * waits, and sees them invoiced afterwards.
   */
  async lockOpenCharges(
    tx: DbExecutor,
    companyId: string,
    costCentreId: string | null | undefined,
    from: string,
    toExclusive: string,
  ): Promise<CompanyChargeRow[]> {
    const centre =
      costCentreId === undefined
        ? undefined
        : costCentreId === null
          ? isNull(companyCharges.costCentreId)
          : eq(companyCharges.costCentreId, costCentreId);
    return tx
      .select()
      .from(companyCharges)
      .where(and(openIn(from, toExclusive), eq(companyCharges.companyId, companyId), centre))
      .orderBy(asc(companyCharges.chargeDate), asc(companyCharges.createdAt), asc(companyCharges.id))
      .for('update');
  }

  /** False when the company (and cost centre) has this month's invoice already. */
  async insertInvoice(tx: DbExecutor, row: NewCompanyInvoice): Promise<boolean> {
    const inserted = await tx
      .insert(companyInvoices)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: companyInvoices.id });
    return inserted.length === 1;
  }

  async assignCharges(tx: DbExecutor, chargeIds: string[], invoiceId: string): Promise<number> {
    const rows = await tx
      .update(companyCharges)
      .set({ invoiceId })
      .where(and(inArray(companyCharges.id, chargeIds), isNull(companyCharges.invoiceId)))
      .returning({ id: companyCharges.id });
    return rows.length;
  }

  /** The company's B2B mandate in force, if any. */
  async liveMandate(tx: DbExecutor, companyId: string) {
    const [row] = await tx
      .select()
      .from(companyMandates)
      .where(and(eq(companyMandates.companyId, companyId), isNull(companyMandates.revokedAt)));
    return row ?? null;
  }

  async mandate(id: string) {
    const [row] = await this.db.select().from(companyMandates).where(eq(companyMandates.id, id));
    return row ?? null;
  }

  async invoice(id: string): Promise<CompanyInvoiceRow | null> {
    const [row] = await this.db.select().from(companyInvoices).where(eq(companyInvoices.id, id));
    return row ?? null;
  }

  /** An invoice's lines: its charges in the order they are printed. */
  async chargesOf(invoiceId: string): Promise<CompanyChargeRow[]> {
    return this.db
      .select()
      .from(companyCharges)
      .where(eq(companyCharges.invoiceId, invoiceId))
      .orderBy(asc(companyCharges.chargeDate), asc(companyCharges.createdAt), asc(companyCharges.id));
  }

  /** Every invoice issued on the days [from, to], by number (the accountant's month). */
  async issuedBetween(from: string, to: string): Promise<CompanyInvoiceRow[]> {
    return this.db
      .select()
      .from(companyInvoices)
      .where(and(gte(companyInvoices.issueDate, from), lte(companyInvoices.issueDate, to)))
      .orderBy(asc(companyInvoices.number));
  }

  async invoices(filter: InvoiceListFilter, limit: number): Promise<CompanyInvoiceRow[]> {
    const where: (SQL | undefined)[] = [
      filter.companyId ? eq(companyInvoices.companyId, filter.companyId) : undefined,
    ];
    if (filter.status === 'paid') where.push(eq(companyInvoices.status, 'paid'));
    if (filter.status === 'open') where.push(eq(companyInvoices.status, 'open'));
    if (filter.status === 'overdue')
      where.push(eq(companyInvoices.status, 'open'), lt(companyInvoices.dueDate, filter.today));
    return this.db
      .select()
      .from(companyInvoices)
      .where(and(...where))
      .orderBy(desc(companyInvoices.number))
      .limit(limit);
  }

  /** Open → paid; false when it was not open. */
  async markPaid(tx: DbExecutor, id: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(companyInvoices)
      .set({ status: 'paid', paidAt: at })
      .where(and(eq(companyInvoices.id, id), eq(companyInvoices.status, 'open')))
      .returning({ id: companyInvoices.id });
    return rows.length === 1;
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db.update(companyInvoices).set({ sentAt: at }).where(eq(companyInvoices.id, id));
  }
}

function openIn(from: string, toExclusive: string): SQL | undefined {
  return and(
    isNull(companyCharges.invoiceId),
    isNull(companyCharges.voidedAt),
    gte(companyCharges.chargeDate, from),
    lt(companyCharges.chargeDate, toExclusive),
  );
}
