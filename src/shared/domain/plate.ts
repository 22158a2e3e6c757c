import type { Identification, IdentifierSource } from '../schemas/booking';

/**
 * What a plate field shows while it is typed (spec §5): upper case only. Spaces are left alone
 * here, as collapsing them under the cursor would fight the typing; `normalizePlate` tidies them
 * when the plate is sent or stored.
 */
export function plateInput(raw: string): string {
  return raw.toUpperCase();
}

/** Upper case, single spaces, no spaces around hyphens: "b - ab  123" -> "B-AB 123". */
export function normalizePlate(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ');
}

/**
 * The matching key of a plate: what cameras, look-ups, bookings and barrier decisions compare.
 * Upper case; spaces, hyphens, dots and middle dots removed; German umlauts folded to their base
 * letter (ANPR cameras commonly report "LÖ" as "LO"), as are other diacritics.
 * "b-ab 123", "B AB123", "B.AB.123" -> "BAB123"; "LÖ-X 1" -> "LOX1"; "12-abc-3" -> "12ABC3".
 * Exact behaviour is pinned by plate.test.ts (ADR 018: one key for cameras, look-ups and bookings).
 */
export function plateKey(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[\s.\-\u00b7\u2010-\u2015]/g, '');
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

/**
 * The licence plate among a booking's identifications as it was stored (normalised when the
 * booking was made), or null when the booking has none: what tickets, bills, mails and the back
 * office print.
 */
export function plateOf(identifications: readonly Identification[]): string | null {
  return identifications.find((i) => i.source === 'lp')?.code ?? null;
}

/** The plateKey of the licence plate among a booking's identifications, or null. */
export function plateKeyOf(identifications: readonly Identification[]): string | null {
  const plate = plateOf(identifications);
  return plate === null ? null : plateKey(plate);
}

export type IdentificationProblem =
  'LICENSE_PLATE_MISSING' | 'LICENSE_PLATE_INVALID' | 'IDENTIFIER_NOT_REQUESTED';

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
