import { randomBytes, randomUUID } from 'node:crypto';
import { percentToBasisPoints, splitGross } from '../../../shared/domain/vat';
import type { BillParty } from '../../db/schema';
import { sellerParty } from '../../config/e-invoice-seller';
import type { BookingRow, PaymentRow } from '../../db/rows';
import { localIsoDate } from '../../payments/dates';
import { billSiteLine } from '../../payments/bill-site';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import { newPermissionSecret, newTicketCode } from '../../platform/codes';
import type { PaymentsTx } from './repository';
import type { BillLink, SettleExtras, TicketMail } from './ticket-mail';

export interface IssueDeps {
  /** The VAT rate, pinned at start (ADR 025). */
  catalogue: CatalogueReader;
  ticketMail: TicketMail;
  /** Whether a mailer is configured: without one, mails go straight to the outbox. */
  mailEnabled: boolean;
}

/**
 * What a paid booking gets: its permission, its bill (gap-free number) and its ticket mail,
 * all written in the settle's transaction, so none of them can exist without the others.
 */
export class PaidBookingIssue {
  private readonly vatRateBasisPoints: number;

  constructor(private readonly deps: IssueDeps) {
    this.vatRateBasisPoints = percentToBasisPoints(deps.catalogue.current().config.shop.vatRatePercent);
  }

  /**
   * Issues the booking's permission, bill and ticket mail; a booking that has its permission
   * already gets nothing new. `mailId` is set when a mail was queued, to send it after commit.
   * `snap` is the settle's catalogue snapshot: the bill and the mail name the product alike.
   */
  async issue(
    tx: PaymentsTx,
    snap: CatalogueSnapshot,
    booking: BookingRow,
    payment: PaymentRow,
    now: Date,
    extras: SettleExtras,
  ): Promise<{ permissionId: string; mailId: string | undefined }> {
    const existing = await tx.permissionOfBooking(booking.id);
    if (existing) return { permissionId: existing.id, mailId: undefined };
    let ticketCode = newTicketCode();
    // 31^10 codes make a clash unlikely; checking keeps the unique index from aborting the settle.
    while (await tx.ticketCodeTaken(ticketCode)) ticketCode = newTicketCode();
    const permissionId = randomUUID();
    const secret = newPermissionSecret();
    await tx.insertPermission({
      id: permissionId,
      bookingId: booking.id,
      templateId: booking.templateId,
      secret,
      ticketCode,
      identifications: booking.identifications,
      createdAt: now,
    });
    const name = this.deps.ticketMail.productName(snap, booking);
    // On account: the company's monthly invoice bills it; a bill here would bill it twice.
    const bill =
      booking.priceCents > 0 && !extras.onAccount
        ? await this.issueBill(tx, snap, booking, payment, permissionId, name, now)
        : null;
    const rendered = this.deps.ticketMail.render(
      snap,
      booking,
      { id: permissionId, secret, ticketCode },
      bill,
      extras,
    );
    const mailId = randomUUID();
    const inserted = await tx.insertMail({
      id: mailId,
      permissionId,
      kind: 'ticket',
      recipient: booking.contact.mail ?? '',
      language: booking.language,
      ...rendered,
      status: this.deps.mailEnabled ? 'queued' : 'outbox',
      createdAt: now,
    });
    return { permissionId, mailId: inserted ? mailId : undefined };
  }

  /**
   * The bill of a paid booking. Its number comes from the locked 'bill' counter of this
   * transaction, so numbers are sequential without gaps however many settles run at once.
   */
  private async issueBill(
    tx: PaymentsTx,
    { config }: CatalogueSnapshot,
    booking: BookingRow,
    payment: PaymentRow,
    permissionId: string,
    description: string,
    now: Date,
  ): Promise<BillLink> {
    const existing = await tx.billOfBooking(booking.id);
    if (existing) return { id: existing.id, secret: existing.secret, number: existing.number };
    const { shop } = config;
    const { netCents, vatCents } = splitGross(booking.priceCents, this.vatRateBasisPoints);
    const number = await tx.nextCounter('bill');
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const c = booking.contact;
    const buyerName = [c.firstName, c.lastName].filter(Boolean).join(' ');
    const seller: BillParty = {
      ...sellerParty(shop),
      // Frozen like the address: a site renamed later leaves this bill as it was issued.
      site: billSiteLine(config, booking, booking.language),
    };
    const buyer: BillParty = {
      name: [c.companyName, buyerName].filter(Boolean).join(', ') || (c.mail ?? ''),
      ...(c.address?.streetName ? { street: c.address.streetName } : {}),
      ...(c.address?.buildingNumber ? { buildingNumber: c.address.buildingNumber } : {}),
      ...(c.address?.zipCode ? { zipCode: c.address.zipCode } : {}),
      ...(c.address?.city ? { city: c.address.city } : {}),
      ...(c.address?.country ? { country: c.address.country } : {}),
      ...(c.mail ? { mail: c.mail } : {}),
      // Kept only with a company name (checked at the reserve): a business's bill.
      ...(c.companyName ? { company: c.companyName } : {}),
      ...(c.companyName && c.vatId ? { vatId: c.vatId } : {}),
      ...(c.companyName && c.buyerReference ? { buyerReference: c.buyerReference } : {}),
    };
    await tx.insertBill({
      id,
      number,
      bookingId: booking.id,
      paymentId: payment.id,
      permissionId,
      secret,
      closingDate: localIsoDate(now, shop.timeZone),
      netCents,
      vatCents,
      grossCents: booking.priceCents,
      vatRateBasisPoints: this.vatRateBasisPoints,
      seller,
      buyer,
      description,
      paymentMethod: payment.method ?? payment.provider,
      language: booking.language,
      createdAt: now,
    });
    return { id, secret, number };
  }
}
