import { formatBillNumber } from '../../../shared/domain/bill-number';
import type { SepaSettings } from '../../config/payment-settings';
import type { ShopConfig } from '../../config/shop-config';
import type { CompanyInvoiceRow } from '../../db/rows';
import type { CompanyMandateRow } from './invoice-types';
import { formatCalendarDate, formatRate, paymentTexts } from '../../payments/texts';
import { formatEuro } from '../../tickets/format';
import {
  collectiveInvoiceCii,
  EN16931_GUIDELINE,
  XRECHNUNG_GUIDELINE,
  type CiiCollectiveInvoice,
  type CiiPayment,
  facturX,
  drawParties,
} from '../bills';
import { invoiceAmounts, monthRange } from './invoice-amounts';
import type { InvoiceLine } from './invoicing';

/** Everything an invoice's documents are made of: the frozen row, its lines, how it is paid. */
export interface InvoiceDocumentInput {
  invoice: CompanyInvoiceRow;
  lines: InvoiceLine[];
  mandate: CompanyMandateRow | null;
  shop: ShopConfig['shop'];
  sepa: SepaSettings | undefined;
}

/** The collective invoice as CII (ADR 067): one line per charge, a breakdown per VAT rate. */
export function companyInvoiceCii(d: InvoiceDocumentInput, guideline: 'xrechnung' | 'en16931'): string {
  const { invoice, lines, shop } = d;
  const nr = formatBillNumber(invoice.number);
  const sums = invoiceAmounts(lines);
  const contact = invoice.seller.contact ?? shop.contact;
  if (!contact) throw new Error('shop.contact is not configured: no e-invoice without the seller contact');
  const taxNumber = invoice.seller.taxNumber ?? (invoice.seller.vatId ? undefined : shop.taxNumber);
  const t = terms(invoice.language);
  const { from, last } = monthRange(invoice.period);
  const payment = paymentOf(d);
  const doc: CiiCollectiveInvoice = {
    number: nr,
    issueDate: invoice.issueDate,
    seller: { ...invoice.seller, contact, ...(taxNumber ? { taxNumber } : {}) },
    buyer: invoice.buyer,
    buyerReference: invoice.buyer.buyerReference || nr,
    period: { start: from, end: last },
    grossCents: invoice.grossCents,
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    vat: sums.vat,
    lines: lines.map((l) => ({
      description: l.description,
      ...(l.site ? { site: l.site } : {}),
      note: lineNote(l),
      period: { start: l.serviceFrom, end: l.serviceTo },
      ...(l.costCentre ? { accountingReference: l.costCentre } : {}),
      netCents: l.netCents,
      vatRateBasisPoints: l.vatRateBasisPoints,
    })),
    ...(shop.vatExemptionReason ? { vatExemptionReason: shop.vatExemptionReason } : {}),
    payment,
    paid: invoice.status === 'paid',
    dueDate: invoice.dueDate,
    terms:
      payment.kind === 'debit'
        ? t.debit(invoice.dueDate, payment.mandateReference)
        : t.transfer(invoice.dueDate),
    guideline: guideline === 'xrechnung' ? XRECHNUNG_GUIDELINE : EN16931_GUIDELINE,
  };
  return collectiveInvoiceCii(doc);
}

/** A debit with its mandate (59); otherwise a transfer to the operator's account (58). */
function paymentOf({ invoice, mandate, shop, sepa }: InvoiceDocumentInput): CiiPayment {
  if (invoice.paymentMeans === 'sepa_b2b' && mandate && sepa) {
    return {
      kind: 'debit',
      creditorId: mandate.creditorId,
      mandateReference: mandate.reference,
      debtorIban: mandate.iban,
      dueDate: invoice.dueDate,
    };
  }
  // The operator's account: the shop's, else the SEPA creditor's (the run refuses without either).
  const account = shop.bankAccount ?? (sepa ? { iban: sepa.creditorIban, bic: sepa.creditorBic } : undefined);
  if (!account) throw new Error('shop.bankAccount is not configured: no invoice to be paid by transfer');
  return { kind: 'transfer', ...account };
}

const lineNote = (l: InvoiceLine) =>
  [l.date, l.plate, l.driver, l.costCentre ? `KST ${l.costCentre}` : null].filter(Boolean).join(' · ');

/** The payment terms (BT-20): German, else English, as the bills' e-invoices. */
function terms(language: string) {
  const date = (iso: string) => iso.split('-').reverse().join('.');
  return language === 'de' || language === 'ch'
    ? {
        transfer: (d: string) => `Zahlbar ohne Abzug bis ${date(d)} per Überweisung.`,
        debit: (d: string, m: string) =>
          `Der Betrag wird am ${date(d)} per SEPA-Firmenlastschrift eingezogen (Mandat ${m}).`,
      }
    : {
        transfer: (d: string) => `Payable without deduction by transfer until ${d}.`,
        debit: (d: string, m: string) =>
          `The amount is collected by SEPA B2B direct debit on ${d} (mandate ${m}).`,
      };
}

const TABLE: Record<
  string,
  {
    date: string;
    line: string;
    costCentre: string;
    dueBy: (d: string) => string;
    debit: (amount: string, d: string, creditor: string, mandate: string) => string;
    bank: string;
  }
> = {
  de: {
    date: 'Datum',
    line: 'Leistung',
    costCentre: 'Kostenstelle',
    dueBy: (d) => `Zahlbar ohne Abzug bis ${d}.`,
    debit: (a, d, c, m) =>
      `Vorabankündigung: ${a} werden am ${d} per SEPA-Firmenlastschrift eingezogen (Gläubiger-ID ${c}, Mandatsreferenz ${m}).`,
    bank: 'Bankverbindung',
  },
  en: {
    date: 'Date',
    line: 'Service',
    costCentre: 'Cost centre',
    dueBy: (d) => `Payable without deduction by ${d}.`,
    debit: (a, d, c, m) =>
      `Pre-notification: ${a} will be collected on ${d} by SEPA B2B direct debit (creditor ID ${c}, mandate reference ${m}).`,
    bank: 'Bank account',
  },
  nl: {
    date: 'Datum',
    line: 'Dienst',
    costCentre: 'Kostenplaats',
    dueBy: (d) => `Te betalen zonder aftrek vóór ${d}.`,
    debit: (a, d, c, m) =>
      `Vooraankondiging: ${a} wordt op ${d} geïncasseerd via SEPA zakelijke incasso (incassant-ID ${c}, machtigingskenmerk ${m}).`,
    bank: 'Bankrekening',
  },
  ro: {
    date: 'Data',
    line: 'Serviciu',
    costCentre: 'Centru de cost',
    dueBy: (d) => `De plătit fără deduceri până la ${d}.`,
    debit: (a, d, c, m) =>
      `Notificare prealabilă: ${a} se încasează la ${d} prin debit direct SEPA B2B (ID creditor ${c}, referința mandatului ${m}).`,
    bank: 'Cont bancar',
  },
};

/** The invoice's table texts: the shop languages, Swiss German as German. */
export function invoiceTexts(language: string) {
  return TABLE[language] ?? TABLE[language === 'ch' ? 'de' : 'en'];
}

/** The pre-notification sentence of a B2B debit (mail and PDF). */
export function preNotification(d: InvoiceDocumentInput): string | null {
  const { invoice, mandate } = d;
  if (invoice.paymentMeans !== 'sepa_b2b' || !mandate) return null;
  return invoiceTexts(invoice.language).debit(
    formatEuro(invoice.grossCents, invoice.language),
    formatCalendarDate(invoice.dueDate, invoice.language),
    mandate.creditorId,
    mandate.reference,
  );
}

/** The collective invoice's PDF: a Factur-X hybrid (PDF/A-3b) with its lines as a table. */
export function companyInvoicePdf(d: InvoiceDocumentInput): Promise<Buffer> {
  const xml = companyInvoiceCii(d, 'en16931');
  const t = paymentTexts(d.invoice.language);
  const title = `${t.billTitle} ${formatBillNumber(d.invoice.number)}`;
  return facturX((doc) => drawInvoice(doc, d), xml, {
    title,
    author: d.invoice.seller.name,
    created: d.invoice.createdAt,
  });
}

function drawInvoice(doc: PDFKit.PDFDocument, d: InvoiceDocumentInput): void {
  const { invoice, lines } = d;
  const lang = invoice.language;
  const t = paymentTexts(lang);
  const x = invoiceTexts(lang);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  drawParties(doc, invoice.seller, invoice.buyer, lang, 1.5);
  doc
    .font('Bold')
    .fontSize(18)
    .text(`${t.billTitle} ${formatBillNumber(invoice.number)}`);
  doc.font('Body').fontSize(10);
  const { from, last } = monthRange(invoice.period);
  const costCentre = lines.find((l) => l.costCentre)?.costCentre;
  doc.text(`${t.billDate}: ${formatCalendarDate(invoice.issueDate, lang)}`);
  doc.text(`${t.period}: ${formatCalendarDate(from, lang)} – ${formatCalendarDate(last, lang)}`);
  if (invoice.costCentreId && costCentre) doc.text(`${x.costCentre}: ${costCentre}`);
  doc.moveDown(1);

  // The table: date | service (site, plate, driver, cost centre) | VAT | gross.
  const cols = [
    { w: 62, align: 'left' as const },
    { w: width - 62 - 50 - 80, align: 'left' as const },
    { w: 50, align: 'right' as const },
    { w: 80, align: 'right' as const },
  ];
  const rowOf = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    let cx = left;
    let bottom = y;
    doc.font(bold ? 'Bold' : 'Body').fontSize(9);
    cells.forEach((cell, i) => {
      doc.text(cell, cx, y, { width: cols[i].w - 4, align: cols[i].align });
      bottom = Math.max(bottom, doc.y);
      cx += cols[i].w;
    });
    doc.x = left;
    doc.y = bottom + 3;
  };
  rowOf([x.date, x.line, '%', t.gross], true);
  for (const l of lines) {
    const detail = [l.site, l.plate, l.driver, l.costCentre ? `${x.costCentre} ${l.costCentre}` : null]
      .filter(Boolean)
      .join(' · ');
    rowOf([
      formatCalendarDate(l.date, lang),
      detail ? `${l.description}\n${detail}` : l.description,
      formatRate(l.vatRateBasisPoints, lang),
      formatEuro(l.grossCents, lang),
    ]);
  }
  doc.moveDown(1);
  const sums = invoiceAmounts(lines);
  const sumRow = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font('Body')
      .fontSize(10)
      .text(label, left, y, { width: width - 120 });
    doc.font(bold ? 'Bold' : 'Body').text(value, left + width - 120, y, { width: 120, align: 'right' });
    doc.x = left;
    doc.moveDown(0.2);
  };
  sumRow(t.net, formatEuro(invoice.netCents, lang));
  for (const g of sums.vat)
    sumRow(
      `${t.vat(formatRate(g.vatRateBasisPoints, lang))} (${formatEuro(g.netCents, lang)})`,
      formatEuro(g.vatCents, lang),
    );
  sumRow(t.gross, formatEuro(invoice.grossCents, lang), true);
  doc.moveDown(1);
  const note = preNotification(d);
  doc.font('Body').fontSize(10);
  if (note) doc.text(note, left, doc.y, { width });
  else {
    doc.text(x.dueBy(formatCalendarDate(invoice.dueDate, lang)), left, doc.y, { width });
    const account = d.shop.bankAccount;
    if (account) doc.text(`${x.bank}: IBAN ${account.iban}${account.bic ? `, BIC ${account.bic}` : ''}`);
  }
}
