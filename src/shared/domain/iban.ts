import { electronicFormatIBAN, isSEPACountry, isValidBIC, validateIBAN } from 'ibantools';
import { hasSepaLetters } from './sepa-text';

/**
 * Bank account rules of the SEPA form (spec §5), shared by the browser (button state, mask,
 * BIC fill) and the server (the authoritative check). No I/O: the bank directory lookup
 * (bankdata-germany) is done by the caller, so the browser can load it lazily.
 */

/** Spaces removed, upper-cased: the electronic form of an IBAN or BIC. */
export function compactUpper(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export const normalizeIban = compactUpper;
export const normalizeBic = compactUpper;

/**
 * Valid: known country, the country's length (DE 22, AT 20, ...), the country's BBAN format and
 * mod-97 = 1 (ibantools). Direct debits need a SEPA country as well.
 */
export function isValidIban(input: string): boolean {
  const iban = electronicFormatIBAN(input) ?? '';
  return iban.length > 0 && validateIBAN(iban).valid && isSEPACountry(iban.slice(0, 2));
}

/** The spec's rule for the button: at least 3 characters once spaces are removed. */
export function isBicInputValid(input: string): boolean {
  return normalizeBic(input).length >= 3;
}

/** Territories whose BICs carry their own country code but use the parent's IBANs. */
const BIC_TERRITORIES: Record<string, string[]> = {
  FI: ['AX'],
  FR: ['GF', 'GP', 'MQ', 'RE', 'PF', 'TF', 'YT', 'NC', 'BL', 'MF', 'PM', 'WF'],
  GB: ['IM', 'JE', 'GG'],
};

export type BicProblem = 'format' | 'country';

/**
 * The one BIC rule of browser and server (the bank file needs it): a well-formed BIC
 * (ISO 9362: 8 or 11 characters) of the IBAN's country (or one of its territories). The form
 * shows the problem under the field before submitting, so the server's BIC_INVALID never comes
 * as a surprise; the server refuses the same inputs.
 */
export function bicProblem(bicInput: string, ibanInput: string): BicProblem | null {
  const bic = normalizeBic(bicInput);
  if (!isWellFormedBic(bic)) return 'format';
  const ibanCountry = normalizeIban(ibanInput).slice(0, 2);
  const bicCountry = bic.slice(4, 6);
  const ok = bicCountry === ibanCountry || (BIC_TERRITORIES[ibanCountry]?.includes(bicCountry) ?? false);
  return ok ? null : 'country';
}

/** ISO 9362: 4 letters (bank), 2 letters (country), 2 letters/digits (location), optional 3 (branch). */
export function isWellFormedBic(bic: string): boolean {
  return isValidBIC(bic) && (bic.length === 8 || bic.length === 11);
}

/** The server's check: no BIC problem (see bicProblem). */
export function isValidBicForIban(bicInput: string, ibanInput: string): boolean {
  return bicProblem(bicInput, ibanInput) === null;
}

/**
 * The account holder: at least 2 characters besides surrounding spaces, and at least two
 * letters left once written in the SEPA character set (the bank file carries that spelling).
 */
export function isValidAccountName(input: string): boolean {
  return input.trim().length >= 2 && hasSepaLetters(input);
}

/** The German bank code (Bankleitzahl, IBAN characters 5 to 12) of a valid German IBAN. */
export function germanBankCode(input: string): string | null {
  const iban = normalizeIban(input);
  return iban.startsWith('DE') && isValidIban(iban) ? iban.slice(4, 12) : null;
}

/**
 * The input mask of spec §5: two letters, two digits, then groups of four, separated by
 * spaces ("DE89 3704 0044 0532 0130 00"). Characters that do not fit a position are dropped.
 */
export function maskIban(input: string): string {
  const chars = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  let out = '';
  for (const c of chars) {
    const pos = out.length;
    if (pos < 2 ? /[A-Z]/.test(c) : pos < 4 ? /[0-9]/.test(c) : pos < 34) out += c;
  }
  return out.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Shown in mandate lists to anyone but the bank: country, check digits and the last four. */
export function maskedIban(input: string): string {
  const iban = normalizeIban(input);
  if (iban.length < 8) return iban;
  const hidden = iban.slice(4, -4).replace(/./g, '*');
  return maskIbanGroups(iban.slice(0, 4) + hidden + iban.slice(-4));
}

function maskIbanGroups(s: string): string {
  return s.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface SepaFormInput {
  iban: string;
  bic: string;
  accountName: string;
}

/** The buy button is enabled only when this holds (spec §5). */
export function isSepaFormValid(f: SepaFormInput): boolean {
  return isValidIban(f.iban) && isBicInputValid(f.bic) && isValidAccountName(f.accountName);
}
