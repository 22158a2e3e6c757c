import type { Language } from '../../shared/schemas/common';

/**
 * Every text of the server's mails and ticket, per language. German is the default; a
 * language without its own texts (nl, ro, ch for now) falls back to German.
 */
interface TextSet {
  ticketSubject: (shop: string) => string;
  greeting: string;
  intro: (shop: string) => string;
  product: string;
  start: string;
  end: string;
  plate: string;
  price: string;
  ticketCode: string;
  link: string;
  closing: string;
  ticketTitle: string;
  attachmentName: (code: string) => string;
}

const TEXTS: Record<'de' | 'en', TextSet> = {
  de: {
    ticketSubject: (shop: string) => `Ihr Parkticket – ${shop}`,
    greeting: 'Guten Tag,',
    intro: (shop: string) => `vielen Dank für Ihre Buchung bei ${shop}. Ihr Ticket finden Sie im Anhang.`,
    product: 'Produkt',
    start: 'Beginn',
    end: 'Ende',
    plate: 'Kennzeichen',
    price: 'Preis',
    ticketCode: 'Ticketcode',
    link: 'Ihr Ticket online',
    closing: 'Gute Fahrt!',
    ticketTitle: 'Parkticket',
    attachmentName: (code: string) => `Parkticket-${code}.pdf`,
  },
  en: {
    ticketSubject: (shop: string) => `Your parking ticket – ${shop}`,
    greeting: 'Hello,',
    intro: (shop: string) => `thank you for booking with ${shop}. Your ticket is attached.`,
    product: 'Product',
    start: 'Start',
    end: 'End',
    plate: 'Licence plate',
    price: 'Price',
    ticketCode: 'Ticket code',
    link: 'Your ticket online',
    closing: 'Safe travels!',
    ticketTitle: 'Parking ticket',
    attachmentName: (code: string) => `Parking-ticket-${code}.pdf`,
  },
};

export type ServerTexts = TextSet;

export function textsFor(language: Language | string): ServerTexts {
  return language === 'en' ? TEXTS.en : TEXTS.de;
}

export interface TicketMailInput {
  language: string;
  shopName: string;
  templateName: string;
  /** Already formatted for display. */
  start: string;
  end: string;
  plate: string | null;
  price: string;
  ticketCode: string;
  link: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachmentName: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderTicketMail(m: TicketMailInput): RenderedMail {
  const t = textsFor(m.language);
  const rows: [string, string][] = [
    [t.product, m.templateName],
    [t.start, m.start],
    [t.end, m.end],
    ...(m.plate ? ([[t.plate, m.plate]] as [string, string][]) : []),
    [t.price, m.price],
    [t.ticketCode, m.ticketCode],
  ];
  const text = [
    t.greeting,
    '',
    t.intro(m.shopName),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t.link}: ${m.link}`,
    '',
    t.closing,
    m.shopName,
  ].join('\n');
  const html = `<!doctype html><html lang="${m.language === 'en' ? 'en' : 'de'}"><body>
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro(m.shopName))}</p>
<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p><a href="${escapeHtml(m.link)}">${escapeHtml(t.link)}</a></p>
<p>${escapeHtml(t.closing)}<br>${escapeHtml(m.shopName)}</p>
</body></html>`;
  return { subject: t.ticketSubject(m.shopName), text, html, attachmentName: t.attachmentName(m.ticketCode) };
}
