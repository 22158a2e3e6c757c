import { THEME_COLOURS } from '../../shared/theme-colours';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_INFO,
  localeOf,
  type LanguageCode,
} from '../../shared/i18n/languages';
import type { ShopConfig } from '../config/shop-config';
import { escapeHtml } from './html';

/**
 * The shop's face on everything it sends (ADR 046): the theme's colour and the logo in the head
 * of each mail, and the legal footer (Impressum: operator, address, VAT id, and the terms and
 * privacy pages when configured) in both the HTML and the plain-text part. Built from the live
 * catalogue when a mail is written, so the outbox shows what is sent.
 */
export interface MailBrand {
  language: LanguageCode;
  shopName: string;
  primary: string;
  background: string;
  /** Absolute URL of the logo, when the styling names one. */
  logoUrl?: string;
  footer: { heading: string; lines: string[]; links: { label: string; url: string }[] };
}

interface LegalLabels {
  imprint: string;
  vatId: string;
  operator: string;
  terms: string;
  privacy: string;
}

const legalDe: LegalLabels = {
  imprint: 'Impressum',
  vatId: 'USt-IdNr.',
  operator: 'Betreiber',
  terms: 'AGB',
  privacy: 'Datenschutz',
};

/** The footer's and the ticket's legal labels in the five shop languages. */
const LEGAL_LABELS: Record<LanguageCode, LegalLabels> = {
  de: legalDe,
  en: { imprint: 'Legal notice', vatId: 'VAT ID', operator: 'Operator', terms: 'Terms', privacy: 'Privacy' },
  nl: {
    imprint: 'Colofon',
    vatId: 'Btw-nummer',
    operator: 'Exploitant',
    terms: 'Algemene voorwaarden',
    privacy: 'Privacy',
  },
  ro: {
    imprint: 'Date legale',
    vatId: 'Cod TVA',
    operator: 'Operator',
    terms: 'Termeni și condiții',
    privacy: 'Confidențialitate',
  },
  // Swiss Standard German: the Swiss VAT number is the "MWST-Nr." (as on the bills).
  ch: { ...legalDe, vatId: 'MWST-Nr.' },
};

const lang = (language: string): LanguageCode => (isLanguageCode(language) ? language : DEFAULT_LANGUAGE);

export function legalLabels(language: string): LegalLabels {
  return LEGAL_LABELS[lang(language)];
}

/** Who runs the shop, as the Impressum, the ticket and the bill name it. */
export interface Operator {
  name: string;
  /** One line: street and number, post code and city, country (in the reader's language). */
  address?: string;
  vatId?: string;
}

export function operatorOf(shop: ShopConfig, language: string): Operator {
  const s = shop.shop;
  const a = s.address;
  let address: string | undefined;
  if (a) {
    const country =
      new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(a.country) ?? a.country;
    address = [`${a.street} ${a.buildingNumber}`.trim(), `${a.zipCode} ${a.city}`, country].join(', ');
  }
  return {
    name: s.legalName ?? s.name,
    ...(address ? { address } : {}),
    ...(s.vatId ? { vatId: s.vatId } : {}),
  };
}

/** The operator as lines: name, address, VAT id (what is configured of them). */
export function operatorLines(
  shop: ShopConfig,
  language: string,
  { withAddress = true }: { withAddress?: boolean } = {},
): string[] {
  const o = operatorOf(shop, language);
  const t = legalLabels(language);
  return [o.name, ...(withAddress && o.address ? [o.address] : []), ...(o.vatId ? [`${t.vatId} ${o.vatId}`] : [])];
}

/**
 * An absolute link to a configured page: a content page path opens on the shop in the reader's
 * language, an https URL stays as it is.
 */
export function shopPageUrl(link: string, publicUrl: string, language: string): string {
  return link.startsWith('/') ? `${publicUrl}${link}?lang=${lang(language)}` : link;
}

export function mailBrand(shop: ShopConfig, publicUrl: string, language: string): MailBrand {
  const l = lang(language);
  const t = LEGAL_LABELS[l];
  const colours = THEME_COLOURS[shop.shop.theme];
  const { logoUrl, legalPages } = shop.styling;
  const links = [
    ...(legalPages.terms ? [{ label: t.terms, url: shopPageUrl(legalPages.terms, publicUrl, l) }] : []),
    ...(legalPages.privacy ? [{ label: t.privacy, url: shopPageUrl(legalPages.privacy, publicUrl, l) }] : []),
  ];
  return {
    language: l,
    shopName: shop.shop.name,
    primary: colours.primary,
    background: colours.background,
    ...(logoUrl ? { logoUrl: logoUrl.startsWith('/') ? `${publicUrl}${logoUrl}` : logoUrl } : {}),
    footer: { heading: t.imprint, lines: operatorLines(shop, l), links },
  };
}

/** The one call of a mail (open the ticket, set the password, renew) as a button in the theme's colour. */
export function buttonHtml(brand: MailBrand, label: string, url: string): string {
  return `<a href="${escapeHtml(url)}" style="display:inline-block;background:${brand.primary};color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;
}

/** A further link (bill, credit note) in the theme's colour. */
export function linkHtml(brand: MailBrand, label: string, url: string): string {
  return `<a href="${escapeHtml(url)}" style="color:${brand.primary}">${escapeHtml(label)}</a>`;
}

/** A table of facts (label, value). */
export function rowsHtml(rows: [string, string][]): string {
  if (rows.length === 0) return '';
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  return `<table role="presentation" cellpadding="0" cellspacing="0">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="${cell};color:#555555;font-weight:normal">${escapeHtml(k)}</th><td style="${cell};font-weight:bold">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`;
}

/**
 * The whole mail around its body: in HTML a head in the theme's colour (the logo on white with
 * a coloured rule when there is one, else the shop name on the colour), the body, the legal
 * footer; in text the body, the signature separator and the same footer. Inline styles and
 * tables only: mail clients drop style sheets.
 */
export function brandedMail(
  brand: MailBrand,
  subject: string,
  body: { text: string; html: string },
): { text: string; html: string } {
  const { footer } = brand;
  const text = [
    body.text,
    '',
    '-- ',
    footer.heading,
    ...footer.lines,
    ...footer.links.map((l) => `${l.label}: ${l.url}`),
  ].join('\n');
  const head = brand.logoUrl
    ? `<td style="background:#ffffff;padding:16px 24px;border-bottom:4px solid ${brand.primary}"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.shopName)}" height="48" style="display:block;height:48px;max-width:240px;border:0"></td>`
    : `<td style="background:${brand.primary};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.shopName)}</td>`;
  const footerHtml = [
    `<strong>${escapeHtml(footer.heading)}</strong>`,
    ...footer.lines.map(escapeHtml),
    ...(footer.links.length
      ? [
          footer.links
            .map((l) => `<a href="${escapeHtml(l.url)}" style="color:#555555">${escapeHtml(l.label)}</a>`)
            .join(' · '),
        ]
      : []),
  ].join('<br>');
  const html = `<!doctype html><html lang="${LANGUAGE_INFO[brand.language].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${brand.background};font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brand.background}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">
<tr>${head}</tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${body.html}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dddddd;font-size:12px;line-height:1.5;color:#555555">${footerHtml}</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { text, html };
}
