import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills, bookings, creditNotes, parkingStays, sepaCollections, sepaMandates } from '../../db/schema';
import type { BillRow } from '../../db/rows';

export class BillRepository {
  constructor(private readonly db: Db) {}

  /** A bill with its booking and, for a pay-by-plate receipt, the stay's entry and exit. */
  async withBooking(id: string) {
    const [row] = await this.db
      .select({
        bill: bills,
        booking: bookings,
        stay: { entryAt: parkingStays.entryAt, exitAt: parkingStays.exitAt },
      })
      .from(bills)
      .innerJoin(bookings, eq(bookings.id, bills.bookingId))
      .leftJoin(parkingStays, eq(parkingStays.id, bookings.stayId))
      .where(eq(bills.id, id));
    return row ?? null;
  }

  async ofBooking(bookingId: string): Promise<BillRow | undefined> {
    const [row] = await this.db.select().from(bills).where(eq(bills.bookingId, bookingId));
    return row;
  }

  /** A credit note with its booking and the number of the bill it cancels. */
  async creditNoteWithBooking(id: string) {
    const [row] = await this.db
      .select({
        note: creditNotes,
        booking: bookings,
        billNumber: bills.number,
        billClosingDate: bills.closingDate,
      })
      .from(creditNotes)
      .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
      .innerJoin(bills, eq(bills.id, creditNotes.billId))
      .where(eq(creditNotes.id, id));
    return row ?? null;
  }

  /** The SEPA debit of a payment: the e-invoice names the mandate, the creditor and the due day. */
  async debitOfPayment(paymentId: string) {
    const [row] = await this.db
      .select({
        mandateReference: sepaMandates.reference,
        creditorId: sepaMandates.creditorId,
        debtorIban: sepaMandates.iban,
        dueDate: sepaCollections.dueDate,
      })
      .from(sepaCollections)
      .innerJoin(sepaMandates, eq(sepaMandates.id, sepaCollections.mandateId))
      .where(eq(sepaCollections.paymentId, paymentId));
    return row ?? null;
  }
}
