import type { TFunction } from '../../lib/translator';
import type { IdentifierSource } from '../../../shared/schemas/booking';

/**
 * Identifier sources besides the licence plate (spec §3: rfid, visual, ticket) that a template
 * may ask for in the data form. The server requires only the plate among them
 * (domain/plate.ts: checkIdentifications); the others are taken as given, at most 40 characters.
 */
export const OTHER_SOURCES = ['rfid', 'visual', 'ticket'] as const satisfies readonly IdentifierSource[];
export type OtherSource = (typeof OTHER_SOURCES)[number];

/** Letters, digits, spaces and hyphens, at most 40 characters (the schema's limit). */
export function isValidIdentifier(code: string): boolean {
  return /^[\p{L}\p{N}][\p{L}\p{N} -]{0,39}$/u.test(code.trim());
}

/** Confirmation rows of the other identifiers a booking carries. */
export function identifierRows(
  t: TFunction,
  ids: Partial<Record<IdentifierSource, string>>,
): Array<[string, string | undefined, string]> {
  return OTHER_SOURCES.map((s) => [t(`order.identifiers.${s}`), ids[s], `summary-${s}`]);
}
