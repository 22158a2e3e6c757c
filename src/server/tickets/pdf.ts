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
}

/** One A4 page: what the attendant and the visitor need, and a QR code of the ticket code. */
export async function renderTicketPdf(t: TicketPdfInput): Promise<Buffer> {
  const texts = textsFor(t.language);
  const qr = await QRCode.toBuffer(t.ticketCode, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 360,
  });
  const { doc, done } = createPdfDocument({
    title: `${texts.ticketTitle} ${t.ticketCode}`,
    author: t.shopName,
  });

  doc.font('Bold').fontSize(24).text(t.shopName);
  doc.moveDown(0.3).font('Body').fontSize(14).fillColor('#555').text(texts.ticketTitle);
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
  doc.image(qr, labelX, doc.y + 20, { width: 180 });
  doc.end();
  return done;
}
