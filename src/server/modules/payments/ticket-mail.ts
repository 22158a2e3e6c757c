import { billPdfUrl } from '../../../shared/domain/document-urls';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import { plateOf } from '../../../shared/domain/plate';
import { templateName, WALK_IN_TEMPLATE_ID } from '../../config/shop-config';
import { placeOfBooking, validAtLine } from '../../config/site-documents';
import { mailBrand } from '../../mail/brand';
import { renderTicketMail, type MailSection } from '../../mail/texts';
import { formatCalendarDate, paymentTexts } from '../../payments/texts';
import { formatDateTime, formatEuro, formatPeriod } from '../../tickets/format';
import type { BookingRow } from '../../db/rows';
import type { CatalogueSnapshot } from '../../platform/catalogue/view';

/** What a payment method adds to the settle, inside its transaction (SEPA: mandate, collection). */
export interface SettleExtras {
  prenotification?: {
    mandateReference: string;
    creditorId: string;
    amountCents: number;
    dueDate: string;
    account: string;
  };
  /**
   * Booked on a company's account (ADR 066): the company's monthly invoice is the bill, so the
   * booking gets none of its own; the mail names the company instead.
   */
  onAccount?: { companyName: string };
}

/** The bill a ticket mail links to. */
export interface BillLink {
  id: string;
  secret: string;
  number: number;
}

export interface TicketMailDeps {
  publicUrl: string;
}

/**
 * The ticket mail's text, apart from the settle that queues it: the back office resends the
 * same mail (ADR 026), so the text has one author whichever path sends it. The caller hands in
 * its catalogue snapshot (brand, entrance, the names of paid templates).
 */
export class TicketMail {
  constructor(private readonly deps: TicketMailDeps) {}

  /** The booking's product as the driver reads it, in the booking's language. */
  productName({ config, paidTemplates }: CatalogueSnapshot, booking: BookingRow): string {
    return (
      templateName(config, paidTemplates.get(booking.templateId), booking.language) ?? booking.templateId
    );
  }

  /**
   * The ticket mail of a booking as it stands now (plate, end): the settle's mail and the
   * back office's resend (ADR 026) are the same text. `extras` adds what only the first mail
   * says (the SEPA pre-notification).
   */
  render(
    snap: CatalogueSnapshot,
    booking: BookingRow,
    permission: { id: string; secret: string; ticketCode: string },
    bill: BillLink | null,
    extras: SettleExtras = {},
  ) {
    const { config } = snap;
    const zone = config.shop.timeZone;
    const receipt = booking.templateId === WALK_IN_TEMPLATE_ID;
    // Where to drive to: the booking's car park in a shop with several (ADR 060).
    const place = placeOfBooking(config, booking, snap.paidTemplates.get(booking.templateId));
    const { entrance } = place;
    const validAt = validAtLine(place);
    return renderTicketMail({
      receipt,
      language: booking.language,
      brand: mailBrand(config, this.deps.publicUrl, booking.language),
      templateName: this.productName(snap, booking),
      start: formatDateTime(booking.startsAt, zone, booking.language),
      end: formatDateTime(booking.displayEnd, zone, booking.language),
      // A booking reads its period as the screens do, and where to drive to (ADR 054); the
      // receipt of a stay paid by plate keeps its paid-from and paid-until.
      ...(receipt
        ? {}
        : {
            period: formatPeriod(
              booking.startsAt,
              booking.displayEnd,
              zone,
              booking.language,
              booking.createdAt,
            ),
            ...(validAt ? { validAt } : {}),
            ...(entrance ? { entrance: entrance.line } : {}),
          }),
      // A receipt of a stay paid by plate names its car park too (the driver may park at several).
      ...(place.site ? { site: place.site.name } : {}),
      plate: plateOf(booking.identifications),
      price: formatEuro(booking.priceCents, booking.language),
      ticketCode: permission.ticketCode,
      // ?lang opens the ticket page in the booking's language.
      link: `${this.deps.publicUrl}/t/${permission.id}/${permission.secret}?lang=${booking.language}`,
      sections: this.sections(booking.language, bill, extras),
    });
  }

  private sections(language: string, bill: BillLink | null, extras: SettleExtras): MailSection[] {
    const t = paymentTexts(language);
    const sections: MailSection[] = [];
    const pre = extras.prenotification;
    if (pre) {
      const amount = formatEuro(pre.amountCents, language);
      const due = formatCalendarDate(pre.dueDate, language);
      sections.push({
        title: t.prenotificationTitle,
        note: t.prenotificationNote(amount, due),
        rows: [
          [t.mandateReference, pre.mandateReference],
          [t.creditorId, pre.creditorId],
          [t.amount, amount],
          [t.dueDate, due],
          [t.account, pre.account],
        ],
      });
    }
    if (extras.onAccount) {
      sections.push({ title: t.billSection, note: t.onAccountNote(extras.onAccount.companyName), rows: [] });
    }
    if (bill) {
      const nr = formatBillNumber(bill.number);
      sections.push({
        title: t.billSection,
        rows: [],
        link: { label: t.billLink(nr), url: `${this.deps.publicUrl}${billPdfUrl(bill)}` },
      });
    }
    return sections;
  }
}
