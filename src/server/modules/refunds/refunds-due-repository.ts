import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  creditNotes,
  payments,
  refundRecords,
  type RefundItemKind,
  type RefundRecordStatus,
} from '../../db/schema';
import type { BookingRow, CreditNoteRow, PaymentRow, RefundRecordRow } from '../../db/rows';
import { inTransaction } from '../../db/executor';
import type { BookingSiteFilter } from '../../platform/backoffice/site-scope';
import { bookingSiteCondition } from '../../platform/backoffice/site-scope-sql';

/** One refund due as stored: its payment, booking, and the credit note of a cancellation. */
export interface DueItemRow {
  kind: RefundItemKind;
  payment: PaymentRow;
  booking: BookingRow;
  note: CreditNoteRow | null;
  record: RefundRecordRow | null;
}

const recordOfPayment = and(eq(refundRecords.kind, 'payment'), eq(refundRecords.itemId, payments.id));
const recordOfNote = and(eq(refundRecords.kind, 'cancellation'), eq(refundRecords.itemId, creditNotes.id));
/** Not yet recorded as refunded. */
const notDone = or(isNull(refundRecords.status), ne(refundRecords.status, 'done'));

/** SQL of the refunds-due list and of the operator's refund records. */
export class RefundsDueRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return inTransaction(this.db, fn);
  }

  /**
   * Both lists, each newest first up to `upTo` rows (the service merges and pages them), and
   * their sizes. Payments refund_due stay refund_due when refunded (that is their history):
   * a record `done` takes them off the list; a credit note turns `refunded`.
   */
  async due(upTo: number, site?: BookingSiteFilter): Promise<{ rows: DueItemRow[]; total: number }> {
    const inSite = site ? bookingSiteCondition(bookings, site) : undefined;
    const paymentWhere = and(eq(payments.status, 'refund_due'), notDone, inSite);
    const noteWhere = and(eq(creditNotes.refundStatus, 'due'), notDone, inSite);
    const paymentRows = await this.db
      .select({ payment: payments, booking: bookings, record: refundRecords })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .leftJoin(refundRecords, recordOfPayment)
      .where(paymentWhere)
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(upTo);
    const noteRows = await this.db
      .select({ note: creditNotes, payment: payments, booking: bookings, record: refundRecords })
      .from(creditNotes)
      .innerJoin(payments, eq(payments.id, creditNotes.paymentId))
      .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
      .leftJoin(refundRecords, recordOfNote)
      .where(noteWhere)
      .orderBy(desc(creditNotes.updatedAt), desc(creditNotes.id))
      .limit(upTo);
    const [p] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .leftJoin(refundRecords, recordOfPayment)
      .where(paymentWhere);
    const [n] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditNotes)
      .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
      .leftJoin(refundRecords, recordOfNote)
      .where(noteWhere);
    return {
      rows: [
        ...paymentRows.map((r) => ({ kind: 'payment' as const, note: null, ...r })),
        ...noteRows.map((r) => ({ kind: 'cancellation' as const, ...r })),
      ],
      total: p.n + n.n,
    };
  }

  /**
   * The item, locked (its payment row, or its credit note row), whatever its state: two clicks
   * on one refund queue here, and the second sees what the first recorded.
   */
  async lockItem(tx: Db, kind: RefundItemKind, id: string): Promise<DueItemRow | undefined> {
    if (kind === 'payment') {
      const [row] = await tx
        .select({ payment: payments, booking: bookings })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(payments.id, id))
        .for('update', { of: payments });
      if (!row) return undefined;
      return { kind, note: null, ...row, record: await this.record(tx, kind, id) };
    }
    const [row] = await tx
      .select({ note: creditNotes, payment: payments, booking: bookings })
      .from(creditNotes)
      .innerJoin(payments, eq(payments.id, creditNotes.paymentId))
      .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
      .where(eq(creditNotes.id, id))
      .for('update', { of: creditNotes });
    if (!row) return undefined;
    return { kind, ...row, record: await this.record(tx, kind, id) };
  }

  /** The booking a refund item hangs on (its site decides who sees it), or undefined. */
  async bookingOfItem(kind: RefundItemKind, id: string): Promise<BookingRow | undefined> {
    const [row] =
      kind === 'payment'
        ? await this.db
            .select({ booking: bookings })
            .from(payments)
            .innerJoin(bookings, eq(bookings.id, payments.bookingId))
            .where(eq(payments.id, id))
        : await this.db
            .select({ booking: bookings })
            .from(creditNotes)
            .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
            .where(eq(creditNotes.id, id));
    return row?.booking;
  }

  private async record(tx: Db, kind: RefundItemKind, id: string): Promise<RefundRecordRow | null> {
    const [row] = await tx
      .select()
      .from(refundRecords)
      .where(and(eq(refundRecords.kind, kind), eq(refundRecords.itemId, id)));
    return row ?? null;
  }

  /** Writes the item's record (one per item). */
  async saveRecord(
    tx: Db,
    row: Omit<RefundRecordRow, 'createdAt'> & { status: RefundRecordStatus },
  ): Promise<void> {
    await tx
      .insert(refundRecords)
      .values({ ...row, createdAt: row.updatedAt })
      .onConflictDoUpdate({
        target: [refundRecords.kind, refundRecords.itemId],
        set: {
          method: row.method,
          status: row.status,
          reference: row.reference,
          error: row.error,
          amountCents: row.amountCents,
          operatorName: row.operatorName,
          updatedAt: row.updatedAt,
        },
      });
  }

  /** A cancellation's credit note whose refund the operator made. */
  async setNoteRefunded(tx: Db, noteId: string, now: Date): Promise<void> {
    await tx
      .update(creditNotes)
      .set({ refundStatus: 'refunded', updatedAt: now })
      .where(eq(creditNotes.id, noteId));
  }
}
