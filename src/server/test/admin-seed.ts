import { randomUUID } from 'node:crypto';
import { plateKey } from '../../shared/domain/plate';
import type { Contact } from '../../shared/schemas/booking';
import type { Db } from '../db/client';
import {
  bills,
  bookings,
  creditNotes,
  paymentEvents,
  payments,
  permissions,
  type BookingStatus,
} from '../db/schema';
import { splitGross } from '../../shared/domain/vat';

/**
 * Rows as the shop writes them, inserted directly: the back-office tests need bookings at
 * chosen instants (month ends, DST nights) and bills on chosen days, which the booking flow
 * with its slot rules and clock cannot produce in bulk.
 */
export interface SeedBooking {
  templateId?: string;
  startsAt: string;
  endsAt?: string;
  createdAt?: string;
  status?: BookingStatus;
  priceCents?: number;
  contact?: Contact;
  plate?: string | null;
  payment?: { method: string; status?: 'pending' | 'paid' | 'failed'; paidAt?: string };
  bill?: { number: number; closingDate: string; vatRateBasisPoints?: number; buyer?: string };
  creditNote?: { number: number; closingDate: string; grossCents?: number };
  /** The booking's site; null: a product valid at several sites. Default: the column's default. */
  siteId?: string | null;
  stayId?: string;
}

export async function seedBooking(db: Db, b: SeedBooking) {
  const id = randomUUID();
  const startsAt = new Date(b.startsAt);
  const endsAt = new Date(b.endsAt ?? startsAt.getTime() + 3600_000);
  const createdAt = new Date(b.createdAt ?? startsAt.getTime() - 86_400_000);
  const price = b.priceCents ?? 1200;
  const plate = b.plate === undefined ? 'F-EM 123' : b.plate;
  await db.insert(bookings).values({
    id,
    templateId: b.templateId ?? 'kurzzeit',
    startsAt,
    endsAt,
    displayEnd: endsAt,
    slotCount: 1,
    priceCents: price,
    contact: b.contact ?? { mail: 'erika@example.de', firstName: 'Erika', lastName: 'Mustermann' },
    identifications: plate ? [{ source: 'lp', code: plate }] : [],
    language: 'de',
    status: b.status ?? 'paid',
    plateKey: plate ? plateKey(plate) : null,
    createdAt,
    ...(b.siteId !== undefined ? { siteId: b.siteId } : {}),
    ...(b.stayId ? { stayId: b.stayId } : {}),
  });
  let paymentId: string | undefined;
  if (b.payment) {
    paymentId = randomUUID();
    const status = b.payment.status ?? 'paid';
    const paidAt = new Date(b.payment.paidAt ?? createdAt.getTime() + 60_000);
    await db.insert(payments).values({
      id: paymentId,
      bookingId: id,
      provider: 'demo',
      providerRef: `ref-${paymentId.slice(0, 8)}`,
      method: b.payment.method,
      amountCents: price,
      status,
      createdAt,
      updatedAt: paidAt,
    });
    await db.insert(paymentEvents).values({ paymentId, status: 'pending', source: 'reserve', createdAt });
    if (status !== 'pending') {
      await db.insert(paymentEvents).values({ paymentId, status, source: 'demo-page', createdAt: paidAt });
    }
  }
  let billId: string | undefined;
  if (b.bill) {
    if (!paymentId) throw new Error('a bill needs a payment');
    const permissionId = randomUUID();
    await db.insert(permissions).values({
      id: permissionId,
      bookingId: id,
      templateId: b.templateId ?? 'kurzzeit',
      secret: randomUUID(),
      ticketCode: randomUUID().slice(0, 12),
      identifications: [],
      createdAt,
    });
    const rate = b.bill.vatRateBasisPoints ?? 1900;
    billId = randomUUID();
    await db.insert(bills).values({
      id: billId,
      number: b.bill.number,
      bookingId: id,
      paymentId,
      permissionId,
      secret: randomUUID(),
      closingDate: b.bill.closingDate,
      ...splitGross(price, rate),
      grossCents: price,
      vatRateBasisPoints: rate,
      seller: { name: 'Parkhaus am Markt GmbH' },
      buyer: { name: b.bill.buyer ?? 'Erika Mustermann' },
      description: 'Kurzzeitparken',
      paymentMethod: b.payment!.method,
      language: 'de',
      createdAt,
    });
    if (b.creditNote) {
      const gross = b.creditNote.grossCents ?? price;
      await db.insert(creditNotes).values({
        id: randomUUID(),
        number: b.creditNote.number,
        billId,
        bookingId: id,
        paymentId,
        permissionId,
        secret: randomUUID(),
        closingDate: b.creditNote.closingDate,
        ...splitGross(gross, rate),
        grossCents: gross,
        vatRateBasisPoints: rate,
        seller: { name: 'Parkhaus am Markt GmbH' },
        buyer: { name: b.bill.buyer ?? 'Erika Mustermann' },
        description: 'Stornierung Kurzzeitparken',
        language: 'de',
        refundMethod: b.payment!.method,
        refundStatus: 'refunded',
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return { id, paymentId, billId };
}
