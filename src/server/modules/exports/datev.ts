import { DATEV_CHART_DEFAULTS, type AccountingConfig } from '../../config/shop-config';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import { euros } from '../../platform/csv/csv';
import type { DocumentExportRow } from './repository';

/**
 * What the export needs of a company's monthly invoice (company billing's InvoicingService
 * answers it, ADR 067): its number and day, the company's debitor account, and its gross per
 * site, cost centre code and VAT rate.
 */
export interface CompanyInvoiceBooking {
  number: number;
  issueDate: string;
  companyName: string;
  debitorAccount: number;
  parts: {
    siteId: string | null;
    costCentre: string | null;
    vatRateBasisPoints: number;
    grossCents: number;
  }[];
}

/** Company billing's side: the invoices issued on the days [from, to]. */
export interface CompanyInvoiceBookings {
  bookings(from: string, to: string): Promise<CompanyInvoiceBooking[]>;
}

export type DatevSettings = NonNullable<AccountingConfig['datev']>;

/**
 * DATEV "Buchungsstapel" in the EXTF format (version 700, category 21, format version 13), the
 * file a German tax adviser imports into DATEV Rechnungswesen (ADR 024). Line 1 is the header
 * (who, which client, which fiscal year and period), line 2 the column names, then one
 * booking line per bill and per credit note: the gross amount between the debit account
 * (Geldtransit or a collective debtor) and the revenue account of its VAT rate, so DATEV
 * derives the VAT from the automatic account (or from the BU-Schlüssel where configured).
 */
export const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
] as const;

/**
 * The columns after Buchungstext up to KOST1 (fields 15–37 of the format): a shop whose sites
 * have cost centres writes them so each line's site reaches the adviser's cost accounting; the
 * fields between stay empty. A shop without cost centres keeps the short line.
 */
export const DATEV_COST_CENTRE_COLUMNS = [
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((i) => [`Beleginfo - Art ${i}`, `Beleginfo - Inhalt ${i}`]),
  'KOST1 - Kostenstelle',
] as const;

/** DATEV fields are quoted text or bare numbers; `;` separates, CRLF ends a line. */
function text(s: string, max: number): string {
  // DATEV forbids the quote inside text fields more strictly than RFC 4180: drop it.
  return `"${s
    .replace(/"/g, '')
    .replace(/[\r\n]+/g, ' ')
    .slice(0, max)}"`;
}

function datevLine(fields: readonly (string | number)[]): string {
  return `${fields.join(';')}\r\n`;
}

export interface DatevPeriod {
  /** First and last day of the month, YYYY-MM-DD. */
  from: string;
  to: string;
}

export function resolveDatevAccounts(s: DatevSettings) {
  const chart = DATEV_CHART_DEFAULTS[s.chart];
  return {
    debitAccount: s.debitAccount ?? chart.transitAccount,
    revenueAccounts: { ...chart.revenueAccounts, ...s.revenueAccounts } as Record<string, number>,
    taxKeys: s.taxKeys ?? {},
  };
}

const ymd = (isoDate: string) => isoDate.replaceAll('-', '');

/** Line 1: the EXTF header, 31 fields. `createdAt` in the shop's local time, YYYYMMDDHHMMSSFFF. */
export function datevHeader(s: DatevSettings, period: DatevPeriod, createdAt: string): string {
  const year = Number(period.from.slice(0, 4));
  const month = Number(period.from.slice(5, 7));
  // The fiscal year that contains the period: it began this year or, before its first month, last year.
  const fyYear = month >= s.fiscalYearStartMonth ? year : year - 1;
  const fyStart = `${fyYear}${String(s.fiscalYearStartMonth).padStart(2, '0')}01`;
  return datevLine([
    '"EXTF"',
    700,
    21,
    '"Buchungsstapel"',
    13,
    createdAt,
    '',
    '"RE"',
    '""',
    '""',
    s.consultantNumber,
    s.clientNumber,
    fyStart,
    s.accountLength,
    ymd(period.from),
    ymd(period.to),
    text(`Parkshop ${period.from.slice(0, 7)}`, 30),
    '""',
    1, // Buchungstyp: Finanzbuchführung
    0, // Rechnungslegungszweck: unabhängig
    0, // Festschreibung: no, the adviser checks and locks the batch
    '"EUR"',
    '',
    '""',
    '',
    '',
    `"${s.chart.slice(3)}"`,
    '',
    '',
    '""',
    '""',
  ]);
}

/**
 * How far a file's lines run: `short` the 14 columns up to Buchungstext; `kost1` on to field 37
 * (a site has a cost centre); `kost2` one further, field 38 (the month holds a company invoice,
 * whose lines carry the company's cost centre).
 */
export type DatevWidth = 'short' | 'kost1' | 'kost2';

export function datevColumnLine(width: DatevWidth = 'short'): string {
  const columns = [
    ...DATEV_COLUMNS,
    ...(width === 'short' ? [] : DATEV_COST_CENTRE_COLUMNS),
    ...(width === 'kost2' ? ['KOST2 - Kostenstelle'] : []),
  ];
  return datevLine(columns.map((c) => `"${c}"`));
}

/** One booking as a line states it: the gross between a debit account and a revenue account. */
interface DatevBooking {
  grossCents: number;
  /** H: the sale reversed (a credit note); S otherwise. */
  reversal: boolean;
  debitAccount: number;
  vatRateBasisPoints: number;
  /** YYYY-MM-DD */
  date: string;
  belegfeld: string;
  bookingText: string;
  kost1?: string;
  kost2?: string;
}

function bookingLine(s: DatevSettings, b: DatevBooking, width: DatevWidth): string {
  const accounts = resolveDatevAccounts(s);
  const rate = String(b.vatRateBasisPoints);
  const revenue = accounts.revenueAccounts[rate];
  if (revenue === undefined) {
    throw new Error(
      `no revenue account for VAT rate ${b.vatRateBasisPoints / 100} % (accounting.datev.revenueAccounts)`,
    );
  }
  const taxKey = accounts.taxKeys[rate];
  const [, mm, dd] = b.date.split('-');
  const costText = (v: string | undefined) => (v ? text(v, 36) : '""');
  return datevLine([
    euros(b.grossCents).n,
    b.reversal ? '"H"' : '"S"',
    '"EUR"',
    '',
    '',
    '""',
    b.debitAccount,
    revenue,
    taxKey === undefined ? '""' : `"${taxKey}"`,
    `${dd}${mm}`,
    text(b.belegfeld, 36),
    '""',
    '',
    text(b.bookingText, 60),
    ...(width === 'short'
      ? []
      : [...Array<string>(DATEV_COST_CENTRE_COLUMNS.length - 1).fill(''), costText(b.kost1)]),
    ...(width === 'kost2' ? [costText(b.kost2)] : []),
  ]);
}

/**
 * One booking line of a bill or credit note. A bill: debit (S) the debit account, credit the
 * revenue account. A credit note: the same accounts with H, i.e. the sale reversed (the amount
 * stays positive, as DATEV requires; the Soll/Haben mark carries the sign). `kost1` fills KOST1
 * (empty for none) unless the file is short.
 */
export function datevBookingLine(
  s: DatevSettings,
  d: DocumentExportRow,
  kost1?: string,
  width: DatevWidth = kost1 === undefined ? 'short' : 'kost1',
): string {
  const number = formatBillNumber(d.number);
  return bookingLine(
    s,
    {
      grossCents: d.grossCents,
      reversal: d.kind !== 'bill',
      debitAccount: resolveDatevAccounts(s).debitAccount,
      vatRateBasisPoints: d.vatRateBasisPoints,
      date: d.closingDate,
      belegfeld: number,
      bookingText:
        d.kind === 'bill'
          ? `Rechnung ${number}`
          : `Gutschrift ${number} zu Rechnung ${formatBillNumber(d.billNumber ?? 0)}`,
      kost1,
    },
    width,
  );
}

/**
 * The lines of a company's monthly invoice (ADR 067): one per site, cost centre and VAT rate of
 * its charges, each on the company's own debitor account (S) against the rate's revenue account,
 * KOST1 the site's cost centre, KOST2 the company's cost centre code. A company invoice has no
 * credit note yet, so it has no H lines.
 */
export function datevCompanyInvoiceLines(
  s: DatevSettings,
  inv: CompanyInvoiceBooking,
  parts: CompanyInvoiceBooking['parts'],
  kost1: (siteId: string | null) => string | undefined,
  width: DatevWidth,
): string {
  const number = formatBillNumber(inv.number);
  return parts
    .map((p) =>
      bookingLine(
        s,
        {
          grossCents: p.grossCents,
          reversal: false,
          debitAccount: inv.debitorAccount,
          vatRateBasisPoints: p.vatRateBasisPoints,
          date: inv.issueDate,
          belegfeld: number,
          bookingText: `Rechnung ${number} ${inv.companyName}`,
          kost1: kost1(p.siteId),
          kost2: p.costCentre ?? undefined,
        },
        width,
      ),
    )
    .join('');
}
