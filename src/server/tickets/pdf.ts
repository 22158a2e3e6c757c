import { createPdfDocument } from './pdf-document';
import QRCode from 'qrcode';
import { textsFor } from '../mail/texts';
import { formatDateTime, formatEuro, formatPeriod } from './format';
import { entranceOf } from '../config/entrance';
import type { DocumentPlace } from '../config/site-documents';
import { isLanguageCode } from '../../shared/i18n/languages';
import { localize } from '../config/localized';
import type { ShopConfig } from '../config/shop-config';
import { legalLabels, operatorLines, shopPageUrl } from '../mail/brand';

export interface TicketPdfInput {
  language: string;
  shopName: string;
  templateName: string;
  start: Date;
  /** The end shown to the visitor (displayEnd). */
  end: Date;
  timeZone: string;
  /** When it was booked: the period names its year only when it differs from this one's. */
  bookedAt: Date;
  licensePlate: string | null;
  priceCents: number;
  ticketCode: string;
  /** A cancelled ticket: the page says so in place of the QR code, which must not open a gate. */
  cancelled?: boolean;
  /** When it was cancelled, when known. */
  cancelledAt?: Date;
  /** The cancel issued a credit note (a free booking has none). */
  withCreditNote?: boolean;
  /** How to enter and leave (ticketTexts); not printed on a cancelled ticket. */
  entryExit: string;
  /** The short line of conditions (and, with a terms page, the words before its address). */
  conditions: string[];
  /** The terms' address, when the shop names a terms page: its own line, a link. */
  termsUrl?: string;
  /** The car park's entrance and how to find it (ADR 054); empty when the shop has none. */
  entrance: string[];
  /** The operator: name and VAT id (its address belongs on the Impressum and the bill, ADR 054). */
  operator: string[];
}

/**
 * What a ticket says beyond the booking (ADR 046): how to enter and leave (the styling's text,
 * else the default: the camera reads the plate, or show the code), the conditions (the
 * styling's line, else valid for the period and plate shown; the terms' address when the shop
 * names its terms page) and the operator as the Impressum names it.
 */
export function ticketTexts(
  shop: ShopConfig,
  publicUrl: string,
  language: string,
  withPlate: boolean,
  /** The booking's car park(s) (placeOfBooking); without it, the shop's first (one-site) entrance. */
  place?: DocumentPlace,
): Pick<TicketPdfInput, 'entryExit' | 'conditions' | 'termsUrl' | 'entrance' | 'operator'> {
  const texts = textsFor(language);
  const shopLanguage = shop.shop.language;
  const lang = isLanguageCode(language) ? language : shopLanguage;
  const { ticket, legalPages } = shop.styling;
  return {
    entryExit: ticket.entryExit
      ? localize(ticket.entryExit, lang, shopLanguage)
      : withPlate
        ? texts.entryExitPlate
        : texts.entryExitCode,
    conditions: [
      ticket.conditions ? localize(ticket.conditions, lang, shopLanguage) : texts.conditions(withPlate),
      ...(legalPages.terms ? [texts.termsAt] : []),
    ],
    ...(legalPages.terms ? { termsUrl: shopPageUrl(legalPages.terms, publicUrl, lang) } : {}),
    entrance: place ? placeLines(place, texts.validAt) : entranceLines(shop, lang),
    operator: operatorLines(shop, lang, { withAddress: false }),
  };
}

/** The entrance's address, then how to find it (ADR 054). */
function entranceLines(shop: ShopConfig, language: string): string[] {
  const e = entranceOf(shop, language);
  return e ? [e.line, ...(e.directions ? [e.directions] : [])] : [];
}

/**
 * The car park's name and entrance (a one-site shop: the entrance alone, as before), or where a
 * city-wide permit is valid.
 */
function placeLines(place: DocumentPlace, validAt: string): string[] {
  const e = place.entrance;
  return [
    ...(place.site ? [place.site.name] : []),
    ...(place.validAt ? [`${validAt}: ${place.validAt.map((s) => s.name).join(', ')}`] : []),
    ...(e ? [e.line, ...(e.directions ? [e.directions] : [])] : []),
  ];
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
    [texts.period, formatPeriod(t.start, t.end, t.timeZone, t.language, t.bookedAt)],
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
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const block = (title: string, lines: string[], x: number, w: number, link?: string) => {
    doc.font('Bold').fontSize(11).fillColor('#000').text(title, x, doc.y, { width: w });
    for (const line of lines) {
      doc.moveDown(0.2).font('Body').fontSize(10).fillColor('#333').text(line, x, doc.y, { width: w });
    }
    if (link) doc.fillColor('#0b57d0').text(link, x, doc.y, { width: w, link, underline: true });
    doc.moveDown(0.8);
  };
  if (t.cancelled) {
    if (t.withCreditNote)
      doc.moveDown(1).font('Body').fontSize(12).fillColor('#555').text(texts.creditNote, labelX);
    doc.moveDown(1);
    block(texts.conditionsTitle, t.conditions, labelX, width, t.termsUrl);
  } else {
    const qr = await QRCode.toBuffer(t.ticketCode, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 360,
    });
    // The code on the left, how to enter and leave and the conditions beside it.
    const top = doc.y + 20;
    doc.image(qr, labelX, top, { width: 180 });
    const textX = labelX + 200;
    doc.y = top;
    if (t.entrance.length) block(texts.entrance, t.entrance, textX, width - 200);
    block(texts.entryExitTitle, [t.entryExit], textX, width - 200);
    block(texts.conditionsTitle, t.conditions, textX, width - 200, t.termsUrl);
    doc.x = labelX;
  }
  // The operator at the foot of the page, as on a bill.
  const legal = legalLabels(t.language);
  const [name, ...rest] = t.operator;
  const footer = [`${legal.operator}: ${name}`, ...rest];
  doc.font('Body').fontSize(9);
  const footerHeight = doc.heightOfString(footer.join('\n'), { width });
  // A little above the bottom margin: text that touches it would open a second page.
  const footerY = doc.page.height - doc.page.margins.bottom - footerHeight - 4;
  doc
    .moveTo(labelX, footerY - 8)
    .lineTo(labelX + width, footerY - 8)
    .strokeColor('#cccccc')
    .stroke();
  doc.fillColor('#555').text(footer.join('\n'), labelX, footerY, { width });
  doc.end();
  return done;
}
