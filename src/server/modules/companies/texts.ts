import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages';

/** The invitation mail of a company's member (ADR 065), in every language of the shop. */
interface InvitationTexts {
  subject: (company: string, shop: string) => string;
  greeting: string;
  intro: (company: string, shop: string) => string;
  how: string;
  role: string;
  roles: { admin: string; member: string };
  accept: string;
  validity: (days: number) => string;
  ignore: string;
  closing: string;
}

const de: InvitationTexts = {
  subject: (company, shop) => `Einladung: ${company} bei ${shop}`,
  greeting: 'Guten Tag,',
  intro: (company, shop) =>
    `Sie wurden eingeladen, bei ${shop} auf Rechnung von ${company} zu parken. Die Buchungen gehen dann auf die Monatsrechnung des Unternehmens.`,
  how: 'Melden Sie sich mit dem Kundenkonto dieser E-Mail-Adresse an (oder registrieren Sie sich mit ihr) und nehmen Sie die Einladung über den folgenden Link an.',
  role: 'Rolle',
  roles: { admin: 'Firmen-Administrator', member: 'Fahrer' },
  accept: 'Einladung annehmen',
  validity: (d) => `Der Link ist ${d} Tage gültig und kann einmal verwendet werden.`,
  ignore: 'Wenn Sie das nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  closing: 'Mit freundlichen Grüßen',
};

const TEXTS: Record<LanguageCode, InvitationTexts> = {
  de,
  en: {
    subject: (company, shop) => `Invitation: ${company} at ${shop}`,
    greeting: 'Hello,',
    intro: (company, shop) =>
      `you have been invited to park at ${shop} on the account of ${company}. Your bookings then go onto the company's monthly invoice.`,
    how: 'Log in with the customer account of this e-mail address (or sign up with it) and accept the invitation using the link below.',
    role: 'Role',
    roles: { admin: 'Company administrator', member: 'Driver' },
    accept: 'Accept invitation',
    validity: (d) => `The link is valid for ${d} days and can be used once.`,
    ignore: 'If you did not expect this, you can ignore this e-mail.',
    closing: 'Kind regards',
  },
  nl: {
    subject: (company, shop) => `Uitnodiging: ${company} bij ${shop}`,
    greeting: 'Goedendag,',
    intro: (company, shop) =>
      `u bent uitgenodigd om bij ${shop} te parkeren op rekening van ${company}. Uw boekingen komen dan op de maandfactuur van het bedrijf.`,
    how: 'Log in met het klantaccount van dit e-mailadres (of registreer u ermee) en accepteer de uitnodiging via de onderstaande link.',
    role: 'Rol',
    roles: { admin: 'Bedrijfsbeheerder', member: 'Bestuurder' },
    accept: 'Uitnodiging accepteren',
    validity: (d) => `De link is ${d} dagen geldig en kan één keer worden gebruikt.`,
    ignore: 'Als u dit niet verwachtte, kunt u deze e-mail negeren.',
    closing: 'Met vriendelijke groet',
  },
  ro: {
    subject: (company, shop) => `Invitație: ${company} la ${shop}`,
    greeting: 'Bună ziua,',
    intro: (company, shop) =>
      `ați fost invitat să parcați la ${shop} pe contul ${company}. Rezervările dumneavoastră vor apărea pe factura lunară a companiei.`,
    how: 'Autentificați-vă cu contul de client al acestei adrese de e-mail (sau înregistrați-vă cu ea) și acceptați invitația folosind linkul de mai jos.',
    role: 'Rol',
    roles: { admin: 'Administrator al companiei', member: 'Șofer' },
    accept: 'Acceptați invitația',
    validity: (d) => `Linkul este valabil ${d} zile și poate fi folosit o singură dată.`,
    ignore: 'Dacă nu vă așteptați la acest mesaj, îl puteți ignora.',
    closing: 'Cu stimă',
  },
  // Swiss Standard German: "ss" for "ß".
  ch: {
    ...de,
    greeting: 'Grüezi',
    roles: { admin: 'Firmen-Administrator', member: 'Fahrer' },
    closing: 'Freundliche Grüsse',
  },
};

export function invitationTexts(language: string): InvitationTexts {
  return TEXTS[isLanguageCode(language) ? language : 'de'];
}
