import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { companyCharges, companyInvoices } from '../../db/schema';

export type NewCharge = typeof companyCharges.$inferInsert;
export type ChargeRow = typeof companyCharges.$inferSelect;

/** SQL of the company charges (the invoice run reads them with its own queries). */
export class ChargesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Serialises the standing checks and charges of one company until the transaction ends, so
   * two bookings at once cannot both slip under the credit limit.
   */
  async lockCompany(tx: DbExecutor, companyId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'company-charges:' + companyId}))`);
  }

  /** What the company owes and has not paid: uninvoiced live charges and open invoices. */
  async exposure(
    companyId: string,
    today: string,
    tx: DbExecutor = this.db,
  ): Promise<{ unbilledCents: number; openCents: number; overdue: number }> {
    const [charges] = await tx
      .select({ cents: sql<string>`coalesce(sum(${companyCharges.grossCents}), 0)` })
      .from(companyCharges)
      .where(
        and(
          eq(companyCharges.companyId, companyId),
          isNull(companyCharges.invoiceId),
          isNull(companyCharges.voidedAt),
        ),
      );
    const [open] = await tx
      .select({
        cents: sql<string>`coalesce(sum(${companyInvoices.grossCents}), 0)`,
        overdue: sql<string>`count(*) filter (where ${lt(companyInvoices.dueDate, today)})`,
      })
      .from(companyInvoices)
      .where(and(eq(companyInvoices.companyId, companyId), eq(companyInvoices.status, 'open')));
    return {
      unbilledCents: Number(charges.cents),
      openCents: Number(open.cents),
      overdue: Number(open.overdue),
    };
  }

  /** False when a charge of this booking or stay exists already (the unique indexes). */
  async insert(tx: DbExecutor, row: NewCharge): Promise<boolean> {
    const done = await tx
      .insert(companyCharges)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: companyCharges.id });
    return done.length > 0;
  }

  async ofBooking(bookingId: string, tx: DbExecutor = this.db): Promise<ChargeRow | undefined> {
    const [row] = await tx.select().from(companyCharges).where(eq(companyCharges.bookingId, bookingId));
    return row;
  }

  async ofStay(stayId: string, tx: DbExecutor = this.db): Promise<ChargeRow | undefined> {
    const [row] = await tx.select().from(companyCharges).where(eq(companyCharges.stayId, stayId));
    return row;
  }

  /** Voids the booking's charge if it is neither invoiced nor voided; answers the row as it is now. */
  async voidOfBooking(tx: DbExecutor, bookingId: string, now: Date): Promise<ChargeRow | undefined> {
    await tx
      .update(companyCharges)
      .set({ voidedAt: now })
      .where(
        and(
          eq(companyCharges.bookingId, bookingId),
          isNull(companyCharges.invoiceId),
          isNull(companyCharges.voidedAt),
        ),
      );
    return this.ofBooking(bookingId, tx);
  }
}
