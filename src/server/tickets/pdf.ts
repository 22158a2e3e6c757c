import { createPdfDocument } from './pdf-document';
import QRCode from 'qrcode';
import { textsFor } from '../mail/texts';
import { formatDateTime, formatEuro } from './format';

export interface TicketPdfInput {
  language: string;
  shopName: string;
  templateName: string;
  start: Date;
  /** The end shown to the visitor (displayEnd). */
  end: Date;
  timeZone: string;
  licensePlate: string | null;
  priceCents: number;
  ticketCode: string;
  /** A cancelled ticket: the page says so in place of the QR code, which must not open a gate. */
  cancelled?: boolean;
  /** When it was cancelled, when known. */
  cancelledAt?: Date;
  /** The cancel issued a credit note (a free booking has none). */
  withCreditNote?: boolean;
}

/**
 * One A4 page: what the attendant and the visitor need, and a QR code of the ticket code; a
 * cancelled ticket says so at the top and has no QR code.
 */
export async function renderTicketPdf(t: TicketPdfInput): Promise<Buffer> {
  const texts = textsFor(t.language);
  const { doc, done } = createPdfDocument({
    title: `${texts.ticketTitle} ${t.ticketCode}`,
    author: t.shopName,
  });

  doc.font('Bold').fontSize(24).text(t.shopName);
  doc.moveDown(0.3).font('Body').fontSize(14).fillColor('#555').text(texts.ticketTitle);
  if (t.cancelled) {
    doc
      .moveDown(1)
      .fillColor('#b00020')
      .font('Bold')
      .fontSize(22)
      .text(
        t.cancelledAt
          ? texts.cancelledOn(formatDateTime(t.cancelledAt, t.timeZone, t.language))
          : texts.cancelled,
      );
    doc.moveDown(0.3).font('Body').fontSize(13).text(texts.cancelledNote);
  }
  doc.moveDown(1).fillColor('#000').font('Bold').fontSize(18).text(t.templateName);
  doc.moveDown(0.8);

  const rows: [string, string][] = [
    [texts.start, formatDateTime(t.start, t.timeZone, t.language)],
    [texts.end, formatDateTime(t.end, t.timeZone, t.language)],
    ...(t.licensePlate ? ([[texts.plate, t.licensePlate]] as [string, string][]) : []),
    [texts.price, formatEuro(t.priceCents, t.language)],
    [texts.ticketCode, t.ticketCode],
  ];
  const labelX = doc.page.margins.left;
  const valueX = labelX + 185;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Body').fontSize(12).fillColor('#555').text(label, labelX, y, { width: 175 });
    doc.font('Bold').fontSize(13).fillColor('#000').text(value, valueX, y);
    doc.moveDown(0.6);
  }
  if (t.cancelled) {
    if (t.withCreditNote)
      doc.moveDown(1).font('Body').fontSize(12).fillColor('#555').text(texts.creditNote, labelX);
  } else {
    const qr = await QRCode.toBuffer(t.ticketCode, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 360,
    });
    doc.image(qr, labelX, doc.y + 20, { width: 180 });
  }
  doc.end();
  return done;
}
