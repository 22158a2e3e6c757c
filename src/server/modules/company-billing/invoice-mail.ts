import { formatBillNumber } from '../../../shared/domain/bill-number';
import { escapeHtml } from '../../mail/html';
import type { OutgoingMail } from '../../mail/mailer';
import { formatCalendarDate } from '../../payments/texts';
import { formatEuro } from '../../tickets/format';
import { preNotification, type InvoiceDocumentInput } from './invoice-documents';

const SUBJECT: Record<string, (nr: string, period: string) => string> = {
  de: (nr, p) => `Rechnung ${nr} für ${p}`,
  ch: (nr, p) => `Rechnung ${nr} für ${p}`,
  en: (nr, p) => `Invoice ${nr} for ${p}`,
  nl: (nr, p) => `Factuur ${nr} voor ${p}`,
  ro: (nr, p) => `Factura ${nr} pentru ${p}`,
};
const BODY: Record<string, (amount: string, due: string) => string> = {
  de: (a, d) =>
    `anbei unsere Sammelrechnung über ${a}, fällig am ${d}. Die Rechnung liegt als PDF (Factur-X) und als XRechnung (XML) bei.`,
  ch: (a, d) =>
    `anbei unsere Sammelrechnung über ${a}, fällig am ${d}. Die Rechnung liegt als PDF (Factur-X) und als XRechnung (XML) bei.`,
  en: (a, d) =>
    `please find attached our collective invoice of ${a}, due on ${d}, as a PDF (Factur-X) and as an XRechnung (XML).`,
  nl: (a, d) =>
    `bijgaand onze verzamelfactuur van ${a}, te betalen op ${d}, als pdf (Factur-X) en als XRechnung (XML).`,
  ro: (a, d) =>
    `vă transmitem factura colectivă de ${a}, scadentă la ${d}, ca PDF (Factur-X) și ca XRechnung (XML).`,
};
const GREETING: Record<string, string> = {
  de: 'Guten Tag,',
  ch: 'Grüezi,',
  en: 'Hello,',
  nl: 'Goedendag,',
  ro: 'Bună ziua,',
};

/**
 * The invoice mail to the company's invoice address, in the invoice's language: the PDF and the
 * XML attached, and for a B2B debit the pre-notification (amount, day, creditor ID, mandate).
 */
export function companyInvoiceMail(
  d: InvoiceDocumentInput,
  files: { pdf: Buffer; xml: string },
  from: string,
): OutgoingMail {
  const { invoice } = d;
  const lang = SUBJECT[invoice.language] ? invoice.language : 'de';
  const nr = formatBillNumber(invoice.number);
  const paragraphs = [
    GREETING[lang],
    BODY[lang](formatEuro(invoice.grossCents, lang), formatCalendarDate(invoice.dueDate, lang)),
    ...(preNotification(d) ? [preNotification(d)!] : []),
    invoice.seller.name,
  ];
  return {
    from,
    to: invoice.buyer.mail ?? '',
    subject: SUBJECT[lang](nr, invoice.period),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    attachments: [
      { filename: `invoice-${nr}.pdf`, content: files.pdf, contentType: 'application/pdf' },
      {
        filename: `invoice-${nr}.xml`,
        content: Buffer.from(files.xml, 'utf8'),
        contentType: 'application/xml',
      },
    ],
  };
}
