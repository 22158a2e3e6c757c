import { DATEV_CHART_DEFAULTS, type AccountingConfig } from '../../config/shop-config';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import { euros } from '../../platform/csv/csv';
import type { DocumentExportRow } from './repository';

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

export function datevColumnLine(costCentres = false): string {
  const columns = costCentres ? [...DATEV_COLUMNS, ...DATEV_COST_CENTRE_COLUMNS] : DATEV_COLUMNS;
  return datevLine(columns.map((c) => `"${c}"`));
}

/**
 * One booking line. A bill: debit (S) the debit account, credit the revenue account. A credit
 * note: the same accounts with H, i.e. the sale reversed (the amount stays positive, as DATEV
 * requires; the Soll/Haben mark carries the sign). `costCentre`: undefined writes the short line
 * (no cost centres in the shop); a string (empty for none) fills KOST1.
 */
export function datevBookingLine(s: DatevSettings, d: DocumentExportRow, costCentre?: string): string {
  const accounts = resolveDatevAccounts(s);
  const rate = String(d.vatRateBasisPoints);
  const revenue = accounts.revenueAccounts[rate];
  if (revenue === undefined) {
    throw new Error(
      `no revenue account for VAT rate ${d.vatRateBasisPoints / 100} % (accounting.datev.revenueAccounts)`,
    );
  }
  const taxKey = accounts.taxKeys[rate];
  const number = formatBillNumber(d.number);
  const bookingText =
    d.kind === 'bill'
      ? `Rechnung ${number}`
      : `Gutschrift ${number} zu Rechnung ${formatBillNumber(d.billNumber ?? 0)}`;
  const [, mm, dd] = d.closingDate.split('-');
  return datevLine([
    euros(d.grossCents).n,
    d.kind === 'bill' ? '"S"' : '"H"',
    '"EUR"',
    '',
    '',
    '""',
    accounts.debitAccount,
    revenue,
    taxKey === undefined ? '""' : `"${taxKey}"`,
    `${dd}${mm}`,
    text(number, 36),
    '""',
    '',
    text(bookingText, 60),
    ...(costCentre === undefined
      ? []
      : [
          ...Array<string>(DATEV_COST_CENTRE_COLUMNS.length - 1).fill(''),
          costCentre ? text(costCentre, 36) : '""',
        ]),
  ]);
}
