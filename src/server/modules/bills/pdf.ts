import { createPdfDocument } from '../../tickets/pdf-document';
import type { BillParty } from '../../db/schema';
import { formatCalendarDate, formatRate, paymentTexts } from '../../payments/texts';
import { formatDateTime, formatEuro } from '../../tickets/format';
import { formatBillNumber } from '../../../shared/domain/bill-number';

export interface BillPdfInput {
  language: string;
  number: number;
  closingDate: string;
  seller: BillParty;
  buyer: BillParty;
  description: string;
  periodStart: Date;
  periodEnd: Date;
  timeZone: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatRateBasisPoints: number;
  paymentMethod: string;
  /**
   * A pay-by-plate receipt: the stay it pays. The period above is then the parking time this
   * payment paid; exitBy is absent when the car had left before paying.
   */
  stay?: { plate: string | null; entry: Date; exitBy: Date | null };
  /**
   * A shop with several car parks: the site of the service ("Standort: Parkhaus am Bahnhof,
   * Bismarckallee 5, …") or, for a product valid at several, where it is valid. Absent in a
   * shop with one car park, whose bill stays as it was.
   */
  site?: { label: string; text: string };
  /** A credit note: its own title, the bill it refers to, and its note instead of "paid on". */
  creditNote?: { title: string; numberLabel: string; refersTo: [string, string]; note: string };
}

function addressLines(p: BillParty): string[] {
  return [
    p.name,
    [p.street, p.buildingNumber].filter(Boolean).join(' '),
    [p.zipCode, p.city].filter(Boolean).join(' '),
    p.country && p.country !== 'DE' ? p.country : '',
  ].filter((l): l is string => !!l && l.trim() !== '');
}

/** The document's title ("Rechnung 2026-000042") and author (the seller), as readers show them. */
export function billPdfInfo(b: BillPdfInput): { title: string; author: string } {
  const title = b.creditNote?.title ?? paymentTexts(b.language).billTitle;
  return { title: `${title} ${formatBillNumber(b.number)}`, author: b.seller.name };
}

/** One A4 page: seller, buyer, number, date, the service with its period, net, VAT and gross. */
export function renderBillPdf(b: BillPdfInput): Promise<Buffer> {
  const { doc, done } = createPdfDocument(billPdfInfo(b));
  drawBill(doc, b);
  doc.end();
  return done;
}

/** The seller's line, then the buyer's address with its VAT ID and reference (bills and company invoices). */
export function drawParties(
  doc: PDFKit.PDFDocument,
  seller: BillParty,
  buyer: BillParty,
  language: string,
  gap: number,
): void {
  const t = paymentTexts(language);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('Bold').fontSize(11).text(addressLines(seller).join(' · '), { width });
  if (seller.vatId) doc.font('Body').fontSize(10).text(`${t.vatId} ${seller.vatId}`);
  doc.moveDown(gap);
  doc.font('Body').fontSize(9).fillColor('#555').text(t.buyer);
  doc.fillColor('#000').fontSize(11);
  for (const line of addressLines(buyer)) doc.text(line);
  // A business buyer: its VAT ID and reference under the address, as the e-invoice carries them.
  if (buyer.vatId) doc.fontSize(10).text(`${t.vatId} ${buyer.vatId}`);
  if (buyer.buyerReference) doc.fontSize(10).text(`${t.buyerReference}: ${buyer.buyerReference}`);
  doc.moveDown(gap);
}

/** Draws the bill on the document's first page; the caller ends the document. */
export function drawBill(doc: PDFKit.PDFDocument, b: BillPdfInput): void {
  const t = paymentTexts(b.language);
  const nr = formatBillNumber(b.number);
  const left = doc.page.margins.left;

  drawParties(doc, b.seller, b.buyer, b.language, 2);

  doc.font('Bold').fontSize(20).text(billPdfInfo(b).title);
  doc.moveDown(0.5);
  const meta: [string, string][] = [
    [b.creditNote?.numberLabel ?? t.billNumber, nr],
    ...(b.creditNote ? [b.creditNote.refersTo] : []),
    [t.billDate, formatCalendarDate(b.closingDate, b.language)],
    [t.paidWith, t.methods[b.paymentMethod] ?? b.paymentMethod],
  ];
  for (const [k, v] of meta) row(doc, k, v, left);
  doc.moveDown(1);

  doc.font('Bold').fontSize(12).text(t.description);
  doc.font('Body').fontSize(11).text(b.description);
  if (b.site) doc.fontSize(10).fillColor('#555').text(`${b.site.label}: ${b.site.text}`).fillColor('#000');
  const when = (d: Date) => formatDateTime(d, b.timeZone, b.language);
  const period = `${when(b.periodStart)} – ${when(b.periodEnd)}`;
  if (b.stay) {
    doc.moveDown(0.5);
    const stayRows: [string, string][] = [
      ...(b.stay.plate ? ([[t.stayPlate, b.stay.plate]] as [string, string][]) : []),
      [t.stayEntry, when(b.stay.entry)],
      [t.stayPaidPeriod, period],
      ...(b.stay.exitBy ? ([[t.stayExitBy, when(b.stay.exitBy)]] as [string, string][]) : []),
    ];
    for (const [k, v] of stayRows) row(doc, k, v, left);
  } else {
    doc.fontSize(10).fillColor('#555').text(`${t.period}: ${period}`);
  }
  doc.fillColor('#000').moveDown(1);

  const sums: [string, string][] = [
    [t.net, formatEuro(b.netCents, b.language)],
    [t.vat(formatRate(b.vatRateBasisPoints, b.language)), formatEuro(b.vatCents, b.language)],
    [t.gross, formatEuro(b.grossCents, b.language)],
  ];
  sums.forEach(([k, v], i) => row(doc, k, v, left, i === sums.length - 1));
  doc.moveDown(1);
  doc
    .font('Body')
    .fontSize(10)
    .text(b.creditNote?.note ?? t.paidNote(formatCalendarDate(b.closingDate, b.language)));
}

function row(doc: PDFKit.PDFDocument, label: string, value: string, x: number, bold = false) {
  const y = doc.y;
  doc.font('Body').fontSize(11).fillColor('#555').text(label, x, y, { width: 250 });
  doc
    .font(bold ? 'Bold' : 'Body')
    .fillColor('#000')
    .text(value, x + 260, y, { width: 200, align: 'right' });
  doc.moveDown(0.3);
}
