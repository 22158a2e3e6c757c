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

/** Windows-1252's bytes 0x80–0x9F (the rest of Latin-1 maps to itself). */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/**
 * Encodes text as Windows-1252 (DATEV's "ANSI"). A character it lacks loses its accents if
 * that helps (Romanian ș → s), else becomes `?`: an import must never fail on a customer's name.
 */
export function encodeWindows1252(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  let i = 0;
  for (const ch of text) {
    out[i++] = cp1252Byte(ch) ?? cp1252Byte(ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) ?? 0x3f;
  }
  return out.subarray(0, i);
}

function cp1252Byte(ch: string): number | undefined {
  if (ch.length !== 1) return undefined;
  const c = ch.charCodeAt(0);
  if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) return c;
  return CP1252_HIGH[ch];
}

/** The reverse, for tests that read a DATEV file back. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const high = new Map(Object.entries(CP1252_HIGH).map(([ch, b]) => [b, ch]));
  return Array.from(bytes, (b) => high.get(b) ?? String.fromCharCode(b)).join('');
}
