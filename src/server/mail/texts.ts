import type { Language } from '../../shared/schemas/common';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../shared/i18n/languages';
import { brandedMail, buttonHtml, linkHtml, rowsHtml, type MailBrand } from './brand';
import { escapeHtml } from './html';

/** Every text of the server's mails and ticket, in the five shop languages (German default). */
interface TextSet {
  ticketSubject: (shop: string) => string;
  greeting: string;
  intro: (shop: string) => string;
  product: string;
  start: string;
  end: string;
  /** The booked period as one line ("Sa 28.11., 0:00–23:59", ADR 054). */
  period: string;
  /** The car park's entrance (ADR 054): where the driver drives to. */
  entrance: string;
  /** The car park of the booking, in a shop with several (ADR 060). */
  site: string;
  /** The car parks a city-wide permit is valid at. */
  validAt: string;
  plate: string;
  price: string;
  ticketCode: string;
  link: string;
  closing: string;
  ticketTitle: string;
  attachmentName: (code: string) => string;
  /** A stay paid by plate (walk-in, ADR 020): a receipt rather than a booking confirmation. */
  receiptSubject: (shop: string) => string;
  receiptIntro: (shop: string) => string;
  paidFrom: string;
  paidUntil: string;
  amount: string;
  /** A cancelled ticket's PDF: what it says instead of the QR code. */
  cancelledOn: (date: string) => string;
  cancelled: string;
  cancelledNote: string;
  creditNote: string;
  /** The ticket PDF's access and conditions blocks (ADR 046). */
  entryExitTitle: string;
  /** A plate permission: the cameras read the plate. */
  entryExitPlate: string;
  /** No plate: the ticket is shown. */
  entryExitCode: string;
  conditionsTitle: string;
  conditions: (withPlate: boolean) => string;
  /** Before the terms' address, which follows on its own line. */
  termsAt: string;
}

const de: TextSet = {
  ticketSubject: (shop: string) => `Ihr Parkticket – ${shop}`,
  greeting: 'Guten Tag,',
  intro: (shop: string) => `vielen Dank für Ihre Buchung bei ${shop}. Ihr Ticket finden Sie im Anhang.`,
  product: 'Produkt',
  start: 'Beginn',
  period: 'Zeitraum',
  entrance: 'Einfahrt',
  site: 'Parkhaus',
  validAt: 'Gültig in',
  end: 'Ende',
  plate: 'Kennzeichen',
  price: 'Preis',
  ticketCode: 'Ticketcode',
  link: 'Ihr Ticket online',
  closing: 'Gute Fahrt!',
  ticketTitle: 'Parkticket',
  attachmentName: (code: string) => `Parkticket-${code}.pdf`,
  receiptSubject: (shop: string) => `Ihre Parkzahlung – ${shop}`,
  receiptIntro: (shop: string) =>
    `vielen Dank für Ihre Zahlung bei ${shop}. Bis zur unten genannten Zeit öffnet die Schranke für Ihr Kennzeichen.`,
  paidFrom: 'Bezahlt ab',
  paidUntil: 'Bezahlt bis',
  amount: 'Betrag',
  cancelledOn: (date: string) => `Storniert am ${date}`,
  cancelled: 'Storniert',
  cancelledNote: 'Dieses Ticket ist nicht mehr gültig.',
  creditNote: 'Die Gutschrift finden Sie online auf der Ticketseite.',
  entryExitTitle: 'Ein- und Ausfahrt',
  entryExitPlate:
    'Die Kamera an der Ein- und Ausfahrt liest Ihr Kennzeichen; im gebuchten Zeitraum öffnet sich die Schranke von selbst. Sie brauchen kein Ticket zu ziehen.',
  entryExitCode: 'Zeigen Sie bei der Ein- und Ausfahrt diesen QR-Code oder den Ticketcode vor.',
  conditionsTitle: 'Bedingungen',
  conditions: (withPlate: boolean) =>
    withPlate
      ? 'Gültig nur im angegebenen Zeitraum und für das angegebene Kennzeichen.'
      : 'Gültig nur im angegebenen Zeitraum.',
  termsAt: 'Es gelten die Allgemeinen Geschäftsbedingungen:',
};

const TEXTS: Record<LanguageCode, TextSet> = {
  de,
  en: {
    ticketSubject: (shop: string) => `Your parking ticket – ${shop}`,
    greeting: 'Hello,',
    intro: (shop: string) => `thank you for booking with ${shop}. Your ticket is attached.`,
    product: 'Product',
    start: 'Start',
    period: 'Period',
    entrance: 'Entrance',
    site: 'Car park',
    validAt: 'Valid at',
    end: 'End',
    plate: 'Licence plate',
    price: 'Price',
    ticketCode: 'Ticket code',
    link: 'Your ticket online',
    closing: 'Safe travels!',
    ticketTitle: 'Parking ticket',
    attachmentName: (code: string) => `Parking-ticket-${code}.pdf`,
    receiptSubject: (shop: string) => `Your parking payment – ${shop}`,
    receiptIntro: (shop: string) =>
      `thank you for your payment at ${shop}. Until the time below the barrier opens for your licence plate.`,
    paidFrom: 'Paid from',
    paidUntil: 'Paid until',
    amount: 'Amount',
    cancelledOn: (date: string) => `Cancelled on ${date}`,
    cancelled: 'Cancelled',
    cancelledNote: 'This ticket is no longer valid.',
    creditNote: 'The credit note is on the ticket page online.',
    entryExitTitle: 'Entry and exit',
    entryExitPlate:
      'The camera at the entry and exit reads your licence plate; during the booked period the barrier opens by itself. You do not need to take a ticket.',
    entryExitCode: 'Show this QR code or the ticket code when you enter and leave.',
    conditionsTitle: 'Conditions',
    conditions: (withPlate: boolean) =>
      withPlate ? 'Valid only for the period and licence plate shown.' : 'Valid only for the period shown.',
    termsAt: 'Our terms and conditions apply:',
  },
  nl: {
    ticketSubject: (shop: string) => `Uw parkeerticket – ${shop}`,
    greeting: 'Goedendag,',
    intro: (shop: string) => `hartelijk dank voor uw boeking bij ${shop}. Uw ticket vindt u in de bijlage.`,
    product: 'Product',
    start: 'Begin',
    period: 'Periode',
    entrance: 'Inrit',
    site: 'Parkeergarage',
    validAt: 'Geldig in',
    end: 'Einde',
    plate: 'Kenteken',
    price: 'Prijs',
    ticketCode: 'Ticketcode',
    link: 'Uw ticket online',
    closing: 'Goede reis!',
    ticketTitle: 'Parkeerticket',
    attachmentName: (code: string) => `Parkeerticket-${code}.pdf`,
    receiptSubject: (shop: string) => `Uw parkeerbetaling – ${shop}`,
    receiptIntro: (shop: string) =>
      `hartelijk dank voor uw betaling bij ${shop}. Tot het onderstaande tijdstip opent de slagboom voor uw kenteken.`,
    paidFrom: 'Betaald vanaf',
    paidUntil: 'Betaald tot',
    amount: 'Bedrag',
    cancelledOn: (date: string) => `Geannuleerd op ${date}`,
    cancelled: 'Geannuleerd',
    cancelledNote: 'Dit ticket is niet meer geldig.',
    creditNote: 'De creditnota staat online op de ticketpagina.',
    entryExitTitle: 'In- en uitrijden',
    entryExitPlate:
      'De camera bij de in- en uitrit leest uw kenteken; in de geboekte periode gaat de slagboom vanzelf open. U hoeft geen ticket te trekken.',
    entryExitCode: 'Toon bij het in- en uitrijden deze QR-code of de ticketcode.',
    conditionsTitle: 'Voorwaarden',
    conditions: (withPlate: boolean) =>
      withPlate
        ? 'Alleen geldig in de aangegeven periode en voor het aangegeven kenteken.'
        : 'Alleen geldig in de aangegeven periode.',
    termsAt: 'Onze algemene voorwaarden zijn van toepassing:',
  },
  ro: {
    ticketSubject: (shop: string) => `Tichetul dumneavoastră de parcare – ${shop}`,
    greeting: 'Bună ziua,',
    intro: (shop: string) =>
      `vă mulțumim pentru rezervarea la ${shop}. Tichetul dumneavoastră se află în atașament.`,
    product: 'Produs',
    start: 'Început',
    period: 'Perioadă',
    entrance: 'Intrare',
    site: 'Parcare',
    validAt: 'Valabil la',
    end: 'Sfârșit',
    plate: 'Număr de înmatriculare',
    price: 'Preț',
    ticketCode: 'Cod tichet',
    link: 'Tichetul dumneavoastră online',
    closing: 'Drum bun!',
    ticketTitle: 'Tichet de parcare',
    attachmentName: (code: string) => `Tichet-parcare-${code}.pdf`,
    receiptSubject: (shop: string) => `Plata parcării – ${shop}`,
    receiptIntro: (shop: string) =>
      `vă mulțumim pentru plata la ${shop}. Până la ora de mai jos bariera se deschide pentru numărul dumneavoastră de înmatriculare.`,
    paidFrom: 'Plătit de la',
    paidUntil: 'Plătit până la',
    amount: 'Sumă',
    cancelledOn: (date: string) => `Anulat la ${date}`,
    cancelled: 'Anulat',
    cancelledNote: 'Acest tichet nu mai este valabil.',
    creditNote: 'Nota de credit se află online, pe pagina tichetului.',
    entryExitTitle: 'Intrare și ieșire',
    entryExitPlate:
      'Camera de la intrare și ieșire citește numărul de înmatriculare; în perioada rezervată bariera se deschide singură. Nu trebuie să luați un tichet.',
    entryExitCode: 'Prezentați acest cod QR sau codul tichetului la intrare și la ieșire.',
    conditionsTitle: 'Condiții',
    conditions: (withPlate: boolean) =>
      withPlate
        ? 'Valabil numai în perioada și pentru numărul de înmatriculare indicate.'
        : 'Valabil numai în perioada indicată.',
    termsAt: 'Se aplică termenii și condițiile noastre:',
  },
  // Swiss Standard German: "ss" for "ß", "Kontrollschild" for the plate.
  ch: {
    ...de,
    ticketSubject: (shop: string) => `Ihr Parkticket – ${shop}`,
    greeting: 'Grüezi',
    intro: (shop: string) => `Vielen Dank für Ihre Buchung bei ${shop}. Ihr Ticket finden Sie im Anhang.`,
    plate: 'Kontrollschild',
    receiptIntro: (shop: string) =>
      `Vielen Dank für Ihre Zahlung bei ${shop}. Bis zur unten genannten Zeit öffnet die Schranke für Ihr Kontrollschild.`,
    entryExitPlate:
      'Die Kamera an der Ein- und Ausfahrt liest Ihr Kontrollschild; im gebuchten Zeitraum öffnet sich die Schranke von selbst. Sie brauchen kein Ticket zu ziehen.',
    conditions: (withPlate: boolean) =>
      withPlate
        ? 'Gültig nur im angegebenen Zeitraum und für das angegebene Kontrollschild.'
        : 'Gültig nur im angegebenen Zeitraum.',
  },
};

export type ServerTexts = TextSet;

export function textsFor(language: Language | string): ServerTexts {
  return TEXTS[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
}

export interface TicketMailInput {
  language: string;
  /** The shop's colours, logo and legal footer (mailBrand). */
  brand: MailBrand;
  templateName: string;
  /** Already formatted for display. */
  start: string;
  end: string;
  /** The period as one line (formatPeriod): a booking's mail reads it in place of start and end. */
  period?: string;
  /** The entrance as one line (entranceLine), when the shop has one. */
  entrance?: string;
  /** The car park's name, in a shop with several. */
  site?: string;
  /** A city-wide permit: its car parks' names as one line. */
  validAt?: string;
  plate: string | null;
  price: string;
  ticketCode: string;
  link: string;
  /** Further blocks after the booking (bill link, SEPA pre-notification); already translated. */
  sections?: MailSection[];
  /** A stay paid by plate (ADR 020): receipt wording (paid from/until, amount). */
  receipt?: boolean;
}

export interface MailSection {
  title: string;
  rows: [string, string][];
  note?: string;
  link?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachmentName: string;
}

export { escapeHtml };

export function renderTicketMail(m: TicketMailInput): RenderedMail {
  const t = textsFor(m.language);
  const shopName = m.brand.shopName;
  const plate = m.plate ? ([[t.plate, m.plate]] as [string, string][]) : [];
  const rows: [string, string][] = m.receipt
    ? [
        [t.product, m.templateName],
        ...(m.site ? ([[t.site, m.site]] as [string, string][]) : []),
        ...plate,
        [t.paidFrom, m.start],
        [t.paidUntil, m.end],
        [t.amount, m.price],
        [t.ticketCode, m.ticketCode],
      ]
    : [
        [t.product, m.templateName],
        ...(m.period
          ? ([[t.period, m.period]] as [string, string][])
          : ([
              [t.start, m.start],
              [t.end, m.end],
            ] as [string, string][])),
        ...plate,
        [t.price, m.price],
        [t.ticketCode, m.ticketCode],
        ...(m.site ? ([[t.site, m.site]] as [string, string][]) : []),
        ...(m.validAt ? ([[t.validAt, m.validAt]] as [string, string][]) : []),
        ...(m.entrance ? ([[t.entrance, m.entrance]] as [string, string][]) : []),
      ];
  const intro = m.receipt ? t.receiptIntro(shopName) : t.intro(shopName);
  const subject = m.receipt ? t.receiptSubject(shopName) : t.ticketSubject(shopName);
  const text = [
    t.greeting,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t.link}: ${m.link}`,
    ...(m.sections ?? []).flatMap((sec) => [
      '',
      sec.title,
      ...(sec.note ? [sec.note] : []),
      ...sec.rows.map(([k, v]) => `${k}: ${v}`),
      ...(sec.link ? [`${sec.link.label}: ${sec.link.url}`] : []),
    ]),
    '',
    t.closing,
    shopName,
  ].join('\n');
  const html = `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(intro)}</p>
${rowsHtml(rows)}
<p>${buttonHtml(m.brand, t.link, m.link)}</p>
${(m.sections ?? []).map((sec) => renderSection(m.brand, sec)).join('\n')}
<p>${escapeHtml(t.closing)}<br>${escapeHtml(shopName)}</p>`;
  return {
    subject,
    ...brandedMail(m.brand, subject, { text, html }),
    attachmentName: t.attachmentName(m.ticketCode),
  };
}

export function renderSection(brand: MailBrand, sec: MailSection): string {
  return [
    `<h3 style="color:${brand.primary};margin:20px 0 8px">${escapeHtml(sec.title)}</h3>`,
    sec.note ? `<p>${escapeHtml(sec.note)}</p>` : '',
    rowsHtml(sec.rows),
    sec.link ? `<p>${linkHtml(brand, sec.link.label, sec.link.url)}</p>` : '',
  ].join('');
}

// ---- account mails: invitation and password reset; sign-up ----

/**
 * invite: an operator opened the account; reset: forgot password; signup: confirm a new
 * account; exists: someone signed up with the e-mail of an existing account (the mail says so
 * and carries a reset link, while the page answered as for a new e-mail, ADR 043).
 */
export type AccountMailKind = 'invite' | 'reset' | 'signup' | 'exists';

interface AccountTexts {
  subject: Record<AccountMailKind, (shop: string) => string>;
  greeting: string;
  body: Record<AccountMailKind, (shop: string) => string>;
  username: string;
  link: string;
  /** The link's label in a sign-up mail. */
  confirm: string;
  validity: (hours: number) => string;
  ignore: string;
  closing: string;
}

const accountDe: AccountTexts = {
  subject: {
    invite: (shop) => `Ihr Kundenkonto bei ${shop}`,
    reset: (shop) => `Passwort zurücksetzen – ${shop}`,
    signup: (shop) => `Bitte bestätigen Sie Ihr Kundenkonto bei ${shop}`,
    exists: (shop) => `Ihr Kundenkonto bei ${shop}`,
  },
  greeting: 'Guten Tag,',
  body: {
    invite: (shop) =>
      `für Sie wurde ein Kundenkonto bei ${shop} eingerichtet. Bitte legen Sie über den folgenden Link Ihr Passwort fest.`,
    reset: (shop) =>
      `Sie haben ein neues Passwort für Ihr Kundenkonto bei ${shop} angefordert. Über den folgenden Link legen Sie es fest.`,
    signup: (shop) =>
      `vielen Dank für Ihre Registrierung bei ${shop}. Bitte öffnen Sie den folgenden Link und bestätigen Sie Ihr Konto mit dem Passwort, das Sie gewählt haben.`,
    exists: (shop) =>
      `jemand wollte sich mit dieser E-Mail-Adresse bei ${shop} registrieren. Zu ihr gibt es bereits ein Kundenkonto: Melden Sie sich einfach an. Falls Sie Ihr Passwort vergessen haben, legen Sie über den folgenden Link ein neues fest.`,
  },
  username: 'Benutzername',
  link: 'Passwort festlegen',
  confirm: 'Konto bestätigen',
  validity: (h) => `Der Link ist ${h} Stunden gültig und kann einmal verwendet werden.`,
  ignore: 'Wenn Sie das nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  closing: 'Mit freundlichen Grüßen',
};

const ACCOUNT_TEXTS: Record<LanguageCode, AccountTexts> = {
  de: accountDe,
  en: {
    subject: {
      invite: (shop) => `Your customer account at ${shop}`,
      reset: (shop) => `Reset your password – ${shop}`,
      signup: (shop) => `Please confirm your customer account at ${shop}`,
      exists: (shop) => `Your customer account at ${shop}`,
    },
    greeting: 'Hello,',
    body: {
      invite: (shop) =>
        `a customer account has been set up for you at ${shop}. Please set your password using the link below.`,
      reset: (shop) =>
        `you asked for a new password for your customer account at ${shop}. Set it using the link below.`,
      signup: (shop) =>
        `thank you for signing up at ${shop}. Please open the link below and confirm your account with the password you chose.`,
      exists: (shop) =>
        `someone tried to sign up at ${shop} with this e-mail address. You already have a customer account with it: just log in. If you forgot your password, set a new one using the link below.`,
    },
    username: 'Username',
    link: 'Set password',
    confirm: 'Confirm account',
    validity: (h) => `The link is valid for ${h} hours and can be used once.`,
    ignore: 'If you did not expect this, you can ignore this e-mail.',
    closing: 'Kind regards',
  },
  nl: {
    subject: {
      invite: (shop) => `Uw klantaccount bij ${shop}`,
      reset: (shop) => `Wachtwoord opnieuw instellen – ${shop}`,
      signup: (shop) => `Bevestig uw klantaccount bij ${shop}`,
      exists: (shop) => `Uw klantaccount bij ${shop}`,
    },
    greeting: 'Goedendag,',
    body: {
      invite: (shop) =>
        `er is een klantaccount voor u aangemaakt bij ${shop}. Stel via de onderstaande link uw wachtwoord in.`,
      reset: (shop) =>
        `u heeft een nieuw wachtwoord aangevraagd voor uw klantaccount bij ${shop}. Stel het in via de onderstaande link.`,
      signup: (shop) =>
        `bedankt voor uw registratie bij ${shop}. Open de onderstaande link en bevestig uw account met het wachtwoord dat u heeft gekozen.`,
      exists: (shop) =>
        `iemand wilde zich met dit e-mailadres registreren bij ${shop}. U heeft er al een klantaccount mee: log gewoon in. Bent u uw wachtwoord vergeten, stel dan via de onderstaande link een nieuw in.`,
    },
    username: 'Gebruikersnaam',
    link: 'Wachtwoord instellen',
    confirm: 'Account bevestigen',
    validity: (h) => `De link is ${h} uur geldig en kan één keer worden gebruikt.`,
    ignore: 'Als u dit niet verwachtte, kunt u deze e-mail negeren.',
    closing: 'Met vriendelijke groet',
  },
  ro: {
    subject: {
      invite: (shop) => `Contul dumneavoastră de client la ${shop}`,
      reset: (shop) => `Resetarea parolei – ${shop}`,
      signup: (shop) => `Vă rugăm să confirmați contul de client la ${shop}`,
      exists: (shop) => `Contul dumneavoastră de client la ${shop}`,
    },
    greeting: 'Bună ziua,',
    body: {
      invite: (shop) =>
        `a fost creat un cont de client pentru dumneavoastră la ${shop}. Vă rugăm să vă setați parola folosind linkul de mai jos.`,
      reset: (shop) =>
        `ați solicitat o parolă nouă pentru contul dumneavoastră de client la ${shop}. O puteți seta folosind linkul de mai jos.`,
      signup: (shop) =>
        `vă mulțumim pentru înregistrarea la ${shop}. Deschideți linkul de mai jos și confirmați contul cu parola pe care ați ales-o.`,
      exists: (shop) =>
        `cineva a încercat să se înregistreze la ${shop} cu această adresă de e-mail. Aveți deja un cont de client cu ea: autentificați-vă pur și simplu. Dacă v-ați uitat parola, setați una nouă folosind linkul de mai jos.`,
    },
    username: 'Nume de utilizator',
    link: 'Setați parola',
    confirm: 'Confirmați contul',
    validity: (h) => `Linkul este valabil ${h} ore și poate fi folosit o singură dată.`,
    ignore: 'Dacă nu vă așteptați la acest mesaj, îl puteți ignora.',
    closing: 'Cu stimă',
  },
  // Swiss Standard German: "ss" for "ß".
  ch: {
    ...accountDe,
    greeting: 'Grüezi',
    closing: 'Freundliche Grüsse',
  },
};

export interface AccountMailInput {
  kind: AccountMailKind;
  language: string;
  brand: MailBrand;
  username: string;
  link: string;
  validHours: number;
}

export function renderAccountMail(m: AccountMailInput): Omit<RenderedMail, 'attachmentName'> {
  const lang = isLanguageCode(m.language) ? m.language : DEFAULT_LANGUAGE;
  const t = ACCOUNT_TEXTS[lang];
  const shopName = m.brand.shopName;
  const linkLabel = m.kind === 'signup' ? t.confirm : t.link;
  const subject = t.subject[m.kind](shopName);
  const text = [
    t.greeting,
    '',
    t.body[m.kind](shopName),
    '',
    `${t.username}: ${m.username}`,
    `${linkLabel}: ${m.link}`,
    '',
    t.validity(m.validHours),
    t.ignore,
    '',
    t.closing,
    shopName,
  ].join('\n');
  const html = `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body[m.kind](shopName))}</p>
<p>${escapeHtml(t.username)}: ${escapeHtml(m.username)}</p>
<p>${buttonHtml(m.brand, linkLabel, m.link)}</p>
<p>${escapeHtml(t.validity(m.validHours))}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.closing)}<br>${escapeHtml(shopName)}</p>`;
  return { subject, ...brandedMail(m.brand, subject, { text, html }) };
}

// ---- notices: reminders and renewal failures ----

export interface NoticeMailInput {
  brand: MailBrand;
  subject: string;
  greeting: string;
  paragraphs: string[];
  rows: [string, string][];
  link?: { label: string; url: string };
  notes: string[];
  closing: string;
}

/** A short mail of paragraphs, a table of facts, one link and small print. */
export function renderNoticeMail(m: NoticeMailInput): Omit<RenderedMail, 'attachmentName'> {
  const shopName = m.brand.shopName;
  const text = [
    m.greeting,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...m.rows.map(([k, v]) => `${k}: ${v}`),
    ...(m.link ? ['', `${m.link.label}: ${m.link.url}`] : []),
    '',
    ...m.notes,
    '',
    m.closing,
    shopName,
  ].join('\n');
  const html = `<p>${escapeHtml(m.greeting)}</p>
${m.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${rowsHtml(m.rows)}
${m.link ? `<p>${buttonHtml(m.brand, m.link.label, m.link.url)}</p>` : ''}
${m.notes.map((n) => `<p style="font-size:13px;color:#555555">${escapeHtml(n)}</p>`).join('\n')}
<p>${escapeHtml(m.closing)}<br>${escapeHtml(shopName)}</p>`;
  return { subject: m.subject, ...brandedMail(m.brand, m.subject, { text, html }) };
}
