import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills, bookings, creditNotes, payments, permissions, type RefundStatus } from '../../db/schema';
import type { PaymentRow } from '../../db/rows';

/**
 * SQL of the cancel (ADR 016): the locked booking, what was paid and billed, its credit note
 * and the refund's state. Refunds owns the credit notes' refund columns; the booking's own
 * cancellation is the booking module's write, which the service calls on the same transaction
 * (ADR 029).
 */
export class CancellationRepository {
  constructor(private readonly db: Db) {}

  /**
   * The customer's booking behind a permission, locked for the cancel (a double click waits
   * here and then sees it cancelled). Undefined for an unknown id and for another customer's.
   */
  async lockOwnPermission(tx: Db, permissionId: string, customerId: string) {
    const [row] = await tx
      .select({ booking: bookings, permission: permissions })
      .from(permissions)
      .innerJoin(bookings, eq(bookings.id, permissions.bookingId))
      .where(and(eq(permissions.id, permissionId), eq(bookings.customerId, customerId)))
      .for('update', { of: bookings });
    return row;
  }

  async paidPayment(tx: Db, bookingId: string): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')));
    return row;
  }

  async billOfBooking(tx: Db, bookingId: string) {
    const [row] = await tx.select().from(bills).where(eq(bills.bookingId, bookingId));
    return row;
  }

  /** What earlier credit notes of the booking gave back (a cancel credits once; ADR 016). */
  async creditedCents(tx: Db, bookingId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${creditNotes.grossCents}), 0)::int` })
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, bookingId));
    return Number(row?.n ?? 0);
  }

  async insertCreditNote(tx: Db, row: typeof creditNotes.$inferInsert) {
    await tx.insert(creditNotes).values(row);
  }

  async setRefundStatus(id: string, status: RefundStatus, reason: string | null, now: Date) {
    await this.db
      .update(creditNotes)
      .set({ refundStatus: status, refundReason: reason, updatedAt: now })
      .where(eq(creditNotes.id, id));
  }

  /**
   * Credit notes whose provider refund was asked for but never answered (the process died in
   * between) become due: one conditional update, so the operator decides, and nothing is asked
   * twice (a refund that reached the provider must not be repeated).
   */
  async staleRefundsToDue(before: Date, now: Date): Promise<number> {
    const rows = await this.db
      .update(creditNotes)
      .set({ refundStatus: 'due', refundReason: 'provider-unknown', updatedAt: now })
      .where(
        and(
          eq(creditNotes.refundStatus, 'pending'),
          sql`${creditNotes.updatedAt} < ${before.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: creditNotes.id });
    return rows.length;
  }
}
