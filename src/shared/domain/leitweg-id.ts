/**
 * The Leitweg-ID that routes an e-invoice to a German public body (KoSIT, "Formatspezifikation
 * Leitweg-ID" 2.0): Grobadressierung (2 to 12 digits: Bund, Land, Regierungsbezirk, Kreis,
 * Gemeinde), an optional Feinadressierung (up to 30 letters and digits), and two check digits,
 * joined by hyphens. The check digits follow ISO 7064 MOD 97-10 over the ID without hyphens,
 * letters counted as 10 (A) to 35 (Z), as in an IBAN. A typo would send the invoice nowhere: the
 * public body's portal refuses it, so the shop checks before it issues one.
 */
const LEITWEG_FORMAT = /^(\d{2,12})(?:-([0-9A-Z]{1,30}))?-(\d{2})$/;

/** Something the buyer meant as a Leitweg-ID: digits, then a hyphen. */
export function looksLikeLeitwegId(input: string): boolean {
  return /^\d{2,12}-/.test(input.trim());
}

/** Trimmed, upper case: the Feinadressierung's letters count the same either way. */
export function normalizeLeitwegId(input: string): string {
  return input.trim().toUpperCase();
}

/** The ISO 7064 MOD 97-10 remainder of digits and letters (A = 10 … Z = 35). */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = parseInt(ch, 36);
    // Letters add two digits, digits one; the running remainder keeps the number small.
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/** The two check digits of a Leitweg-ID's addressing (Grob and Fein joined, without hyphens). */
export function leitwegCheckDigits(addressing: string): string {
  const value = 98 - mod97(`${addressing.replace(/-/g, '').toUpperCase()}00`);
  return String(value).padStart(2, '0');
}

/** Format and check digits of a Leitweg-ID. */
export function isValidLeitwegId(input: string): boolean {
  const m = LEITWEG_FORMAT.exec(normalizeLeitwegId(input));
  if (!m) return false;
  return mod97(`${m[1]}${m[2] ?? ''}${m[3]}`) === 1;
}
