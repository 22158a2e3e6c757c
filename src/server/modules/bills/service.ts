import type { BillView } from '../../../shared/schemas/payment';
import { DomainError } from '../../errors';
import { secretsEqual, UUID_PATTERN } from '../../platform/codes';
import { billPdfUrl } from '../../../shared/domain/document-urls';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import { PdfCache } from '../../tickets/pdf-cache';
import { renderBillPdf, type BillPdfInput } from './pdf';
import { plateOf } from '../../../shared/domain/plate';
import { cancellationTexts } from '../refunds';
import { formatEuro } from '../../tickets/format';
import type { BillRepository } from './repository';
import type { BillRow, BookingRow } from '../../db/rows';
import type { ShopConfig } from '../../config/shop-config';
import { billSiteLine } from '../../payments/bill-site';
import { paymentTexts } from '../../payments/texts';
import { localIsoDate } from '../../payments/dates';
import {
  billCii,
  creditNoteCii,
  EN16931_GUIDELINE,
  XRECHNUNG_GUIDELINE,
  type CiiDocument,
  type CiiPayment,
  type CiiSeller,
} from './cii';
import { facturXBillPdf } from './facturx';

type CiiGuideline = NonNullable<CiiDocument['guideline']>;

/** A bill to a business (its buyer named a company) is an e-invoice: the PDF carries the XML. */
const isBusiness = (buyer: BillParty) => !!buyer.company;
import type { BillParty, BillSite } from '../../db/schema';

/** Bills are issued in the settle transaction (payments/service.ts); this module shows them. */
export class BillService {
  constructor(
    private readonly deps: {
      /** The shop's time zone, pinned at start (ADR 025): the bill's period is shown in it. */
      timeZone: string;
      repo: BillRepository;
      /** Rendered PDFs by bill id (a bill never changes); a fresh cache by default. */
      pdfCache?: PdfCache;
      /** Called after each actual render (tests count renders with it). */
      onRender?: (billId: string) => void;
      /** The shop's sites and products now: a bill names the car park of its service. */
      shop?: () => ShopConfig;
    },
  ) {
    this.cache = deps.pdfCache ?? new PdfCache();
  }

  private readonly cache: PdfCache;

  /**
   * Where the service was (ADR 060): the line frozen in the bill at issue; a bill issued before
   * the line was frozen reads it from the configuration now, as it always did.
   */
  private siteLine(
    seller: BillParty,
    booking: Pick<BookingRow, 'siteId' | 'templateId'>,
    language: string,
  ): BillSite | undefined {
    if (seller.site !== undefined) return seller.site ?? undefined;
    const shop = this.deps.shop?.();
    return (shop && billSiteLine(shop, booking, language)) ?? undefined;
  }

  /** The PDF link of a booking's bill (the checkout's result page); none for a free booking. */
  async pdfUrlOfBooking(bookingId: string): Promise<string | undefined> {
    const bill = await this.deps.repo.ofBooking(bookingId);
    return bill ? billPdfUrl(bill) : undefined;
  }

  /** Unknown id and wrong secret fail alike, so a guess learns nothing. */
  async get(billId: string, secret: string) {
    const row = UUID_PATTERN.test(billId) ? await this.deps.repo.withBooking(billId) : null;
    if (!row || !secretsEqual(row.bill.secret, secret))
      throw new DomainError('BILL_NOT_FOUND', 'Bill not found');
    return row;
  }

  async view(billId: string, secret: string): Promise<BillView> {
    const { bill } = await this.get(billId, secret);
    return {
      _id: bill.id,
      nr: formatBillNumber(bill.number),
      closingDate: bill.closingDate,
      secret: bill.secret,
      netAmount: bill.netCents,
      vatAmount: bill.vatCents,
      grossAmount: bill.grossCents,
      vatRate: bill.vatRateBasisPoints,
      pdfUrl: billPdfUrl(bill),
    };
  }

  async pdf(billId: string, secret: string): Promise<{ pdf: Buffer; nr: string }> {
    // The secret is checked first, on every download; only then may the cached bytes go out.
    const { bill, booking, stay } = await this.get(billId, secret);
    const pdf = await this.cache.get(bill.id, async () => {
      const input: BillPdfInput = {
        language: bill.language,
        number: bill.number,
        closingDate: bill.closingDate,
        seller: bill.seller,
        buyer: bill.buyer,
        description: bill.description,
        periodStart: booking.startsAt,
        periodEnd: booking.displayEnd,
        timeZone: this.deps.timeZone,
        netCents: bill.netCents,
        vatCents: bill.vatCents,
        grossCents: bill.grossCents,
        vatRateBasisPoints: bill.vatRateBasisPoints,
        paymentMethod: bill.paymentMethod,
        site: this.siteLine(bill.seller, booking, bill.language),
        ...(stay
          ? {
              stay: {
                plate: plateOf(booking.identifications),
                entry: stay.entryAt,
                // A car that had left before paying has no time to leave left.
                exitBy: stay.exitAt && stay.exitAt <= booking.createdAt ? null : booking.endsAt,
              },
            }
          : {}),
      };
      // A business's bill is one file for people and machines: the PDF with its e-invoice.
      const rendered = isBusiness(bill.buyer)
        ? await facturXBillPdf(input, await this.billXml(bill, booking, EN16931_GUIDELINE), bill.createdAt)
        : await renderBillPdf(input);
      this.deps.onRender?.(bill.id);
      return rendered;
    });
    return { pdf, nr: formatBillNumber(bill.number) };
  }

  /**
   * A credit note's PDF (GET /api/credit-note/{id}/{secret}.pdf): the bill's layout with the
   * credit note's title and number, the bill it refers to, and the credited net/VAT/gross.
   */
  /** A credit note as JSON, in the bill view's shape (the portal's bill page shows both). */
  async creditNoteView(id: string, secret: string): Promise<BillView> {
    const { note } = await this.creditNote(id, secret);
    return {
      _id: note.id,
      nr: formatBillNumber(note.number),
      closingDate: note.closingDate,
      secret: note.secret,
      netAmount: note.netCents,
      vatAmount: note.vatCents,
      grossAmount: note.grossCents,
      vatRate: note.vatRateBasisPoints,
      pdfUrl: `/api/credit-note/${note.id}/${note.secret}.pdf`,
    };
  }

  /** The credit note of a secret link; an unknown id and a wrong secret answer alike. */
  private async creditNote(id: string, secret: string) {
    const row = UUID_PATTERN.test(id) ? await this.deps.repo.creditNoteWithBooking(id) : null;
    if (!row || !secretsEqual(row.note.secret, secret))
      throw new DomainError('BILL_NOT_FOUND', 'Bill not found');
    return row;
  }

  async creditNotePdf(id: string, secret: string): Promise<{ pdf: Buffer; nr: string }> {
    const { note, booking, billNumber, billClosingDate } = await this.creditNote(id, secret);
    const t = cancellationTexts(note.language);
    // The refund's state when rendered may still change (pending -> refunded): not cached.
    const input: BillPdfInput = {
      language: note.language,
      number: note.number,
      closingDate: note.closingDate,
      seller: note.seller,
      buyer: note.buyer,
      description: note.description,
      periodStart: booking.startsAt,
      periodEnd: booking.displayEnd,
      timeZone: this.deps.timeZone,
      netCents: note.netCents,
      vatCents: note.vatCents,
      grossCents: note.grossCents,
      vatRateBasisPoints: note.vatRateBasisPoints,
      paymentMethod: note.refundMethod,
      site: this.siteLine(note.seller, booking, note.language),
      creditNote: {
        title: t.creditNoteTitle,
        numberLabel: t.creditNoteNumber,
        refersTo: [t.refersTo, formatBillNumber(billNumber)],
        note: t.refundNote(
          formatEuro(note.grossCents, note.language),
          t.status[note.refundStatus] ?? note.refundStatus,
        ),
      },
    };
    const row = { note, booking, billNumber, billClosingDate };
    const pdf = isBusiness(note.buyer)
      ? await facturXBillPdf(input, await this.creditNoteXmlOf(row, EN16931_GUIDELINE), note.createdAt)
      : await renderBillPdf(input);
    this.deps.onRender?.(note.id);
    return { pdf, nr: formatBillNumber(note.number) };
  }

  /**
   * The bill as an e-invoice (XRechnung 3.0, CII; ADR 061): GET /api/bill/{id}/{secret}.xml,
   * and the XML the Factur-X PDF embeds.
   */
  async xml(billId: string, secret: string): Promise<{ xml: string; nr: string }> {
    const { bill, booking } = await this.get(billId, secret);
    return { xml: await this.billXml(bill, booking, XRECHNUNG_GUIDELINE), nr: formatBillNumber(bill.number) };
  }

  private async billXml(bill: BillRow, booking: BookingRow, guideline: CiiGuideline): Promise<string> {
    const nr = formatBillNumber(bill.number);
    const debit = bill.paymentMethod === 'Sepa' ? await this.deps.repo.debitOfPayment(bill.paymentId) : null;
    const t = eInvoiceTexts(bill.language);
    const doc = { ...this.ciiDocument(bill, booking, nr), guideline };
    if (debit) {
      // A debit is collected after the pre-notification: the bill is due until that day.
      return billCii({
        ...doc,
        payment: { kind: 'debit', ...debit },
        paid: false,
        terms: t.debit(debit.dueDate, debit.mandateReference),
      });
    }
    return billCii({
      ...doc,
      payment: this.payment(bill.paymentMethod, bill.language),
      paid: true,
      terms: t.paid(bill.closingDate),
    });
  }

  /** A credit note as an e-invoice (type 381) that names the bill it cancels (BT-25). */
  async creditNoteXml(id: string, secret: string): Promise<{ xml: string; nr: string }> {
    const row = await this.creditNote(id, secret);
    return {
      xml: await this.creditNoteXmlOf(row, XRECHNUNG_GUIDELINE),
      nr: formatBillNumber(row.note.number),
    };
  }

  private async creditNoteXmlOf(
    { note, booking, billNumber, billClosingDate }: Awaited<ReturnType<BillService['creditNote']>>,
    guideline: CiiGuideline,
  ): Promise<string> {
    const nr = formatBillNumber(note.number);
    const t = eInvoiceTexts(note.language);
    // A debit is refunded by transfer to the account it was taken from.
    const debit = note.refundMethod === 'Sepa' ? await this.deps.repo.debitOfPayment(note.paymentId) : null;
    const refunded = note.refundStatus === 'refunded';
    return creditNoteCii({
      ...this.ciiDocument(note, booking, nr),
      guideline,
      payment: debit
        ? { kind: 'transfer', iban: debit.debtorIban }
        : this.payment(note.refundMethod, note.language),
      paid: refunded,
      terms: refunded ? t.refunded : t.refund,
      precedingNumber: formatBillNumber(billNumber),
      precedingIssueDate: billClosingDate,
    });
  }

  /** The part of an e-invoice that bills and credit notes share: parties, line, period, amounts. */
  private ciiDocument(
    d: {
      closingDate: string;
      seller: BillParty;
      buyer: BillParty;
      description: string;
      language: string;
      netCents: number;
      vatCents: number;
      grossCents: number;
      vatRateBasisPoints: number;
    },
    booking: BookingRow,
    nr: string,
  ): Omit<CiiDocument, 'payment' | 'paid' | 'terms'> {
    const shop = this.deps.shop?.().shop;
    const site = this.siteLine(d.seller, booking, d.language);
    return {
      number: nr,
      issueDate: d.closingDate,
      seller: this.seller(d.seller, shop),
      buyer: d.buyer,
      // BT-10 is mandatory in XRechnung: without the buyer's own reference, the booking's.
      buyerReference: d.buyer.buyerReference || booking.id,
      description: d.description,
      ...(site ? { site: `${site.label}: ${site.text}` } : {}),
      period: {
        start: localIsoDate(booking.startsAt, this.deps.timeZone),
        end: localIsoDate(booking.displayEnd, this.deps.timeZone),
      },
      netCents: d.netCents,
      vatCents: d.vatCents,
      grossCents: d.grossCents,
      vatRateBasisPoints: d.vatRateBasisPoints,
      ...(shop?.vatExemptionReason ? { vatExemptionReason: shop.vatExemptionReason } : {}),
    };
  }

  /**
   * The seller as frozen at issue; a bill issued before the e-invoice carried no tax number and
   * contact, so those come from the shop config now (the start refuses a config without them).
   */
  private seller(frozen: BillParty, shop: ShopConfig['shop'] | undefined): CiiSeller {
    const contact = frozen.contact ?? shop?.contact;
    if (!contact) throw new Error('shop.contact is not configured: no e-invoice without the seller contact');
    const taxNumber = frozen.taxNumber ?? (frozen.vatId ? undefined : shop?.taxNumber);
    // The frozen site is the line's (BT-154), not the seller's address.
    const { site: _site, ...party } = frozen;
    return { ...party, contact, ...(taxNumber ? { taxNumber } : {}) };
  }

  /** Payment means by the payment's method: card, online page, else a transfer to the operator. */
  private payment(method: string, language: string): CiiPayment {
    const text = paymentTexts(language).methods[method] ?? method;
    if (method === 'Sumup') return { kind: 'card', text };
    if (method === 'Mollie' || method === 'Redirect') return { kind: 'online', text };
    const account = this.deps.shop?.().shop.bankAccount;
    return account ? { kind: 'transfer', ...account } : { kind: 'online', text };
  }
}

/** The payment terms (BT-20) of an e-invoice: German, else English. */
function eInvoiceTexts(language: string) {
  const date = (iso: string) => iso.split('-').reverse().join('.');
  return language === 'de' || language === 'gsw'
    ? {
        paid: (d: string) => `Bezahlt am ${date(d)}.`,
        debit: (d: string, mandate: string) =>
          `Der Betrag wird am ${date(d)} per SEPA-Lastschrift eingezogen (Mandat ${mandate}).`,
        refund: 'Der Betrag wird erstattet.',
        refunded: 'Der Betrag ist erstattet.',
      }
    : {
        paid: (d: string) => `Paid on ${d}.`,
        debit: (d: string, mandate: string) =>
          `The amount is collected by SEPA direct debit on ${d} (mandate ${mandate}).`,
        refund: 'The amount will be refunded.',
        refunded: 'The amount has been refunded.',
      };
}
