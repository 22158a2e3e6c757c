import type { Identification, IdentifierSource } from '../schemas/booking';

/** Upper case, single spaces, no spaces around hyphens: "b - ab  123" -> "B-AB 123". */
export function normalizePlate(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ');
}

/**
 * European plates: letters (incl. umlauts), digits, single spaces or hyphens between groups,
 * 2 to 10 letters and digits in all (DE "B-AB 1234E", NL "12-ABC-3", RO "B 123 ABC", CH "ZH 123456").
 */
export function isValidPlate(raw: string): boolean {
  const p = normalizePlate(raw);
  if (!/^[A-ZÄÖÜ0-9]+([ -][A-ZÄÖÜ0-9]+)*$/.test(p)) return false;
  const chars = p.replace(/[ -]/g, '').length;
  return chars >= 2 && chars <= 10;
}

export type IdentificationProblem = 'LICENSE_PLATE_MISSING' | 'LICENSE_PLATE_INVALID' | 'IDENTIFIER_NOT_REQUESTED';

/**
 * Checks the identifications sent with a booking against the template's requested sources
 * and returns them normalised. A licence plate is required when `lp` is requested (spec §5).
 */
export function checkIdentifications(
  requested: IdentifierSource[],
  sent: Identification[],
): { ok: true; identifications: Identification[] } | { ok: false; code: IdentificationProblem } {
  const out: Identification[] = [];
  for (const id of sent) {
    if (!requested.includes(id.source)) return { ok: false, code: 'IDENTIFIER_NOT_REQUESTED' };
    if (id.source === 'lp') {
      if (id.code.trim() === '') continue;
      if (!isValidPlate(id.code)) return { ok: false, code: 'LICENSE_PLATE_INVALID' };
      out.push({ source: 'lp', code: normalizePlate(id.code) });
    } else if (id.code.trim() !== '') {
      out.push({ source: id.source, code: id.code.trim() });
    }
  }
  if (requested.includes('lp') && !out.some((i) => i.source === 'lp')) {
    return { ok: false, code: 'LICENSE_PLATE_MISSING' };
  }
  return { ok: true, identifications: out };
}
