/**
 * VAT identification numbers of the EU member states (and XI, Northern Ireland under the Windsor
 * Framework), checked by their format as the Commission's VIES describes it. The format is what
 * an invoice can promise: whether a number is assigned only VIES can say, and a shop that books
 * offline must not depend on it. Greece's prefix is EL (not its ISO code GR).
 */
const VAT_ID_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
};

/** The prefixes a VAT ID may start with. */
export const VAT_ID_PREFIXES = Object.keys(VAT_ID_FORMATS);

/**
 * Upper case without the spaces, dots and hyphens people type in (DE 123.456.789). A Greek number
 * written with the ISO code GR gets its VAT prefix EL, the form the invoice must carry.
 */
export function normalizeVatId(input: string): string {
  const compact = input.replace(/[\s.-]/g, '').toUpperCase();
  return compact.startsWith('GR') ? `EL${compact.slice(2)}` : compact;
}

/** A normalised VAT ID of an EU member state (or XI) in its country's format. */
export function isValidVatId(input: string): boolean {
  const id = normalizeVatId(input);
  const format = VAT_ID_FORMATS[id.slice(0, 2)];
  return format !== undefined && format.test(id.slice(2));
}
