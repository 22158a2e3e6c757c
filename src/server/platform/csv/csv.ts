import { numericDateTime } from '../../../shared/domain/wall-clock';

/**
 * CSV for a German operator's spreadsheet and accountant (ADR 024): RFC 4180 quoting and CRLF
 * line ends, `;` between fields and a decimal comma (what Excel and LibreOffice expect in a
 * German locale, where `,` is the decimal separator), UTF-8 with a byte order mark (without
 * it Excel reads the file as Windows-1252 and garbles umlauts).
 */
export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

/** A text cell; a number cell is passed as `{ n: '12,50' }` and never escaped as a formula. */
export type Cell = string | number | null | undefined | { n: string };

/**
 * Quotes a field when it holds the separator, a quote or a line break (RFC 4180). A text that
 * begins like a formula (= + - @, tab, CR) gets a leading apostrophe, so a customer's name
 * such as `=HYPERLINK(…)` stays text in Excel (CSV injection, OWASP).
 */
export function csvField(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  let s = typeof cell === 'object' ? cell.n : cell;
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvField).join(CSV_SEPARATOR)}\r\n`;
}

/** Integer cents as euros with two decimals and a decimal comma, no thousands separator: -1250 → "-12,50". */
export function euros(cents: number): { n: string } {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`bad amount ${cents}`);
  const abs = Math.abs(cents);
  return { n: `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}` };
}

/** Basis points as a percentage with a decimal comma: 1900 → "19", 750 → "7,5". */
export function percent(basisPoints: number): { n: string } {
  return { n: String(basisPoints / 100).replace('.', ',') };
}

/** Local date and time in the shop's zone, as a German spreadsheet reads it: 20.11.2026 10:30. */
export function localDateTime(d: Date | null | undefined, zone: string): string {
  return d ? numericDateTime(d, zone) : '';
}

/** A calendar date (YYYY-MM-DD) as 20.11.2026. */
export function germanDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}
