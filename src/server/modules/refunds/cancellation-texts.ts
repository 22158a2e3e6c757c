import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages';
import { brandedMail, type MailBrand } from '../../mail/brand';
import { escapeHtml, renderSection, type MailSection } from '../../mail/texts';

/** Texts of credit notes and the cancellation mail, in the five shop languages (German default). */
interface CancellationTexts {
  creditNoteTitle: string;
  creditNoteNumber: string;
  refersTo: string;
  /** The credit note's closing line: what happens to the money. */
  refundNote: (amount: string, status: string) => string;
  subject: (shop: string) => string;
  greeting: string;
  intro: (product: string, start: string) => string;
  refund: string;
  creditNoteLink: (nr: string) => string;
  closing: string;
  status: Record<string, string>;
}

const de: CancellationTexts = {
  creditNoteTitle: 'Gutschrift',
  creditNoteNumber: 'Gutschriftsnummer',
  refersTo: 'Zur Rechnung',
  refundNote: (amount, status) => `Erstattung ${amount}: ${status}`,
  subject: (shop) => `Ihre Stornierung – ${shop}`,
  greeting: 'Guten Tag,',
  intro: (product, start) =>
    `Ihre Buchung „${product}“ ab ${start} ist storniert. Das Ticket ist nicht mehr gültig.`,
  refund: 'Erstattung',
  creditNoteLink: (nr) => `Gutschrift ${nr} (PDF)`,
  closing: 'Mit freundlichen Grüßen',
  status: {
    refunded: 'an Ihr Zahlungsmittel erstattet',
    pending: 'wird an Ihr Zahlungsmittel erstattet',
    dropped: 'die Lastschrift wird nicht eingezogen',
    due: 'wird Ihnen vom Betreiber erstattet',
    none: 'keine Erstattung',
  },
};

const TEXTS: Record<LanguageCode, CancellationTexts> = {
  de,
  ch: {
    ...de,
    greeting: 'Grüezi',
    closing: 'Freundliche Grüsse',
    intro: (product, start) =>
      `Ihre Buchung «${product}» ab ${start} ist storniert. Das Ticket ist nicht mehr gültig.`,
  },
  en: {
    creditNoteTitle: 'Credit note',
    creditNoteNumber: 'Credit note number',
    refersTo: 'For bill',
    refundNote: (amount, status) => `Refund ${amount}: ${status}`,
    subject: (shop) => `Your cancellation – ${shop}`,
    greeting: 'Hello,',
    intro: (product, start) =>
      `your booking "${product}" from ${start} is cancelled. The ticket is no longer valid.`,
    refund: 'Refund',
    creditNoteLink: (nr) => `Credit note ${nr} (PDF)`,
    closing: 'Kind regards',
    status: {
      refunded: 'refunded to your means of payment',
      pending: 'being refunded to your means of payment',
      dropped: 'the direct debit will not be collected',
      due: 'the operator will refund it',
      none: 'no refund',
    },
  },
  nl: {
    creditNoteTitle: 'Creditnota',
    creditNoteNumber: 'Creditnotanummer',
    refersTo: 'Bij factuur',
    refundNote: (amount, status) => `Terugbetaling ${amount}: ${status}`,
    subject: (shop) => `Uw annulering – ${shop}`,
    greeting: 'Goedendag,',
    intro: (product, start) =>
      `uw boeking "${product}" vanaf ${start} is geannuleerd. Het ticket is niet meer geldig.`,
    refund: 'Terugbetaling',
    creditNoteLink: (nr) => `Creditnota ${nr} (PDF)`,
    closing: 'Met vriendelijke groet',
    status: {
      refunded: 'terugbetaald op uw betaalmiddel',
      pending: 'wordt terugbetaald op uw betaalmiddel',
      dropped: 'de incasso wordt niet uitgevoerd',
      due: 'de exploitant betaalt het terug',
      none: 'geen terugbetaling',
    },
  },
  ro: {
    creditNoteTitle: 'Notă de credit',
    creditNoteNumber: 'Număr notă de credit',
    refersTo: 'La factura',
    refundNote: (amount, status) => `Rambursare ${amount}: ${status}`,
    subject: (shop) => `Anularea dumneavoastră – ${shop}`,
    greeting: 'Bună ziua,',
    intro: (product, start) =>
      `rezervarea dumneavoastră „${product}” de la ${start} este anulată. Tichetul nu mai este valabil.`,
    refund: 'Rambursare',
    creditNoteLink: (nr) => `Nota de credit ${nr} (PDF)`,
    closing: 'Cu stimă',
    status: {
      refunded: 'rambursat pe mijlocul dumneavoastră de plată',
      pending: 'se rambursează pe mijlocul dumneavoastră de plată',
      dropped: 'debitarea directă nu va fi încasată',
      due: 'operatorul vă va rambursa suma',
      none: 'fără rambursare',
    },
  },
};

export function cancellationTexts(language: string): CancellationTexts {
  return TEXTS[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
}

export function renderCancellationMail(m: {
  language: string;
  brand: MailBrand;
  product: string;
  start: string;
  refund: string;
  refundStatus: string;
  /** Null for a booking without a bill (a free one): the mail then has no credit note part. */
  creditNote: { nr: string; url: string } | null;
}) {
  const t = cancellationTexts(m.language);
  const shopName = m.brand.shopName;
  const section: MailSection | null = m.creditNote
    ? {
        title: t.creditNoteTitle,
        rows: [[t.refund, `${m.refund} (${t.status[m.refundStatus] ?? m.refundStatus})`]],
        link: { label: t.creditNoteLink(m.creditNote.nr), url: m.creditNote.url },
      }
    : null;
  const subject = t.subject(shopName);
  const text = [
    t.greeting,
    '',
    t.intro(m.product, m.start),
    ...(section
      ? [
          '',
          section.title,
          ...section.rows.map(([k, v]) => `${k}: ${v}`),
          `${section.link!.label}: ${section.link!.url}`,
        ]
      : []),
    '',
    t.closing,
    shopName,
  ].join('\n');
  const html = `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro(m.product, m.start))}</p>
${section ? renderSection(m.brand, section) : ''}
<p>${escapeHtml(t.closing)}<br>${escapeHtml(shopName)}</p>`;
  return { subject, ...brandedMail(m.brand, subject, { text, html }) };
}
