import { calendarDate } from '../../shared/domain/calendar-date';
import { DEFAULT_LANGUAGE, isLanguageCode, localeOf, type LanguageCode } from '../../shared/i18n/languages';

/** Texts of bills and SEPA pre-notifications, in the five shop languages (German default). */
export interface PaymentTexts {
  billSection: string;
  /** Booked on a company's account (ADR 066): the company's monthly invoice bills it. */
  onAccountNote: (company: string) => string;
  billLink: (nr: string) => string;
  billTitle: string;
  billNumber: string;
  billDate: string;
  seller: string;
  buyer: string;
  vatId: string;
  /** A business buyer's reference (its Leitweg-ID or order reference), under its address. */
  buyerReference: string;
  description: string;
  period: string;
  net: string;
  vat: (rate: string) => string;
  gross: string;
  paidWith: string;
  paidNote: (date: string) => string;
  prenotificationTitle: string;
  prenotificationNote: (amount: string, dueDate: string) => string;
  mandateReference: string;
  creditorId: string;
  amount: string;
  dueDate: string;
  account: string;
  methods: Record<string, string>;
  /** A pay-by-plate receipt: the stay it pays (plate, entry, paid period, exit-by time). */
  stayPlate: string;
  stayEntry: string;
  stayPaidPeriod: string;
  stayExitBy: string;
  /** A shop with several car parks: where the service is, or where a permit is valid. */
  site: string;
  validAt: string;
}

const de: PaymentTexts = {
  billSection: 'Ihre Rechnung',
    onAccountNote: (c) => `Auf Rechnung von ${c}: die Monatsrechnung der Firma enthält diese Buchung.`,
  billLink: (nr) => `Rechnung ${nr} (PDF)`,
  billTitle: 'Rechnung',
  billNumber: 'Rechnungsnummer',
  billDate: 'Rechnungsdatum',
  seller: 'Leistungserbringer',
  buyer: 'Rechnungsempfänger',
  vatId: 'USt-IdNr.',
  buyerReference: 'Ihre Referenz',
  description: 'Leistung',
  period: 'Leistungszeitraum',
  net: 'Nettobetrag',
  vat: (rate) => `Umsatzsteuer ${rate}`,
  gross: 'Gesamtbetrag',
  paidWith: 'Zahlungsart',
  paidNote: (date) => `Bezahlt am ${date}.`,
  prenotificationTitle: 'Vorabankündigung der SEPA-Lastschrift',
  prenotificationNote: (amount, dueDate) =>
    `Wir ziehen ${amount} am ${dueDate} per SEPA-Basislastschrift von Ihrem Konto ein. Bitte sorgen Sie für Deckung.`,
  mandateReference: 'Mandatsreferenz',
  creditorId: 'Gläubiger-Identifikationsnummer',
  amount: 'Betrag',
  dueDate: 'Fälligkeitstag',
  account: 'Konto',
  stayPlate: 'Kennzeichen',
  stayEntry: 'Einfahrt',
  stayPaidPeriod: 'Bezahlte Parkzeit',
  stayExitBy: 'Bitte ausfahren bis',
  site: 'Standort',
  validAt: 'Gültig in',
  methods: {
    Sumup: 'Kreditkarte (SumUp)',
    Mollie: 'Mollie',
    Sepa: 'SEPA-Lastschrift',
    Redirect: 'Online-Zahlung',
  },
};

const TEXTS: Record<LanguageCode, PaymentTexts> = {
  de,
  en: {
    billSection: 'Your bill',
    onAccountNote: (c) => `On the account of ${c}: the company's monthly invoice includes this booking.`,
    billLink: (nr) => `Bill ${nr} (PDF)`,
    billTitle: 'Bill',
    billNumber: 'Bill number',
    billDate: 'Bill date',
    seller: 'Supplier',
    buyer: 'Billed to',
    vatId: 'VAT ID',
    buyerReference: 'Your reference',
    description: 'Service',
    period: 'Service period',
    net: 'Net amount',
    vat: (rate) => `VAT ${rate}`,
    gross: 'Total',
    paidWith: 'Payment method',
    paidNote: (date) => `Paid on ${date}.`,
    prenotificationTitle: 'Pre-notification of the SEPA direct debit',
    prenotificationNote: (amount, dueDate) =>
      `We will collect ${amount} from your account by SEPA Core Direct Debit on ${dueDate}. Please ensure sufficient funds.`,
    mandateReference: 'Mandate reference',
    creditorId: 'Creditor identifier',
    amount: 'Amount',
    dueDate: 'Due date',
    account: 'Account',
    stayPlate: 'Licence plate',
    stayEntry: 'Entry',
    stayPaidPeriod: 'Parking time paid',
    stayExitBy: 'Please leave by',
    site: 'Car park',
    validAt: 'Valid at',
    methods: {
      Sumup: 'Card (SumUp)',
      Mollie: 'Mollie',
      Sepa: 'SEPA direct debit',
      Redirect: 'Online payment',
    },
  },
  nl: {
    billSection: 'Uw factuur',
    onAccountNote: (c) => `Op rekening van ${c}: de maandfactuur van het bedrijf bevat deze boeking.`,
    billLink: (nr) => `Factuur ${nr} (PDF)`,
    billTitle: 'Factuur',
    billNumber: 'Factuurnummer',
    billDate: 'Factuurdatum',
    seller: 'Leverancier',
    buyer: 'Factuur aan',
    vatId: 'Btw-nummer',
    buyerReference: 'Uw referentie',
    description: 'Dienst',
    period: 'Periode',
    net: 'Nettobedrag',
    vat: (rate) => `Btw ${rate}`,
    gross: 'Totaalbedrag',
    paidWith: 'Betaalwijze',
    paidNote: (date) => `Betaald op ${date}.`,
    prenotificationTitle: 'Vooraankondiging van de SEPA-incasso',
    prenotificationNote: (amount, dueDate) =>
      `Wij schrijven ${amount} op ${dueDate} per SEPA-incasso af van uw rekening. Zorgt u voor voldoende saldo.`,
    mandateReference: 'Machtigingskenmerk',
    creditorId: 'Incassant-ID',
    amount: 'Bedrag',
    dueDate: 'Vervaldatum',
    account: 'Rekening',
    stayPlate: 'Kenteken',
    stayEntry: 'Inrit',
    stayPaidPeriod: 'Betaalde parkeertijd',
    stayExitBy: 'Uitrijden uiterlijk om',
    site: 'Locatie',
    validAt: 'Geldig in',
    methods: {
      Sumup: 'Creditcard (SumUp)',
      Mollie: 'Mollie',
      Sepa: 'SEPA-incasso',
      Redirect: 'Online betaling',
    },
  },
  ro: {
    billSection: 'Factura dumneavoastră',
    onAccountNote: (c) => `În contul ${c}: factura lunară a firmei include această rezervare.`,
    billLink: (nr) => `Factura ${nr} (PDF)`,
    billTitle: 'Factură',
    billNumber: 'Număr factură',
    billDate: 'Data facturii',
    seller: 'Furnizor',
    buyer: 'Cumpărător',
    vatId: 'Cod TVA',
    buyerReference: 'Referința dvs.',
    description: 'Serviciu',
    period: 'Perioada',
    net: 'Valoare netă',
    vat: (rate) => `TVA ${rate}`,
    gross: 'Total',
    paidWith: 'Metoda de plată',
    paidNote: (date) => `Plătită la ${date}.`,
    prenotificationTitle: 'Notificare prealabilă a debitării directe SEPA',
    prenotificationNote: (amount, dueDate) =>
      `Vom debita ${amount} din contul dumneavoastră prin debit direct SEPA la ${dueDate}. Vă rugăm să asigurați fondurile necesare.`,
    mandateReference: 'Referința mandatului',
    creditorId: 'Identificatorul creditorului',
    amount: 'Sumă',
    dueDate: 'Data scadenței',
    account: 'Cont',
    stayPlate: 'Număr de înmatriculare',
    stayEntry: 'Intrare',
    stayPaidPeriod: 'Timp de parcare plătit',
    stayExitBy: 'Ieșire până la',
    site: 'Locație',
    validAt: 'Valabil în',
    methods: { Sumup: 'Card (SumUp)', Mollie: 'Mollie', Sepa: 'Debit direct SEPA', Redirect: 'Plată online' },
  },
  // Swiss Standard German: "ss" for "ß", MWST for the VAT.
  ch: {
    ...de,
    vatId: 'MWST-Nr.',
    vat: (rate) => `MWST ${rate}`,
    prenotificationNote: (amount, dueDate) =>
      `Wir ziehen ${amount} am ${dueDate} per SEPA-Basislastschrift von Ihrem Konto ein. Bitte sorgen Sie für Deckung.`,
    creditorId: 'Gläubiger-Identifikationsnummer',
  },
};

export function paymentTexts(language: string): PaymentTexts {
  return TEXTS[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
}

/** "2026-12-04" -> "04.12.2026" (de), "04/12/2026" (en): a calendar date needs no time zone. */
export function formatCalendarDate(date: string, language: string): string {
  return calendarDate(date, language, 'numeric');
}

/** 1900 basis points -> "19 %" (de), "19%" (en), "7,5 %" (de). */
export function formatRate(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}
