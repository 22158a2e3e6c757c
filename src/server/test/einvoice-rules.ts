import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where the official e-invoice rules are (CEN's EN 16931 and KoSIT's XRechnung 3.0, run by
 * saxon-js): EINVOICE_RULES_DIR, else the shared folder beside the project (`../shared/einvoice`,
 * the newest release), else the copy in `vendor/einvoice`, so that a clone anywhere validates
 * the same way and no run passes without the rules.
 */
const root = resolve(new URL('../../..', import.meta.url).pathname);
const candidates = [
  process.env.EINVOICE_RULES_DIR,
  resolve(root, '../shared/einvoice'),
  join(root, 'vendor/einvoice'),
].filter((d): d is string => !!d);

export const EINVOICE_RULES_DIR = candidates.find((d) => existsSync(join(d, 'validate.mjs')));
if (!EINVOICE_RULES_DIR) throw new Error(`No official e-invoice rules in ${candidates.join(', ')}`);

/** The reference XRechnung 3.0 in CII (the test suite's business case 01.01a). */
export const SAMPLE_CII = join(EINVOICE_RULES_DIR, 'samples/good-cii.xml');

export interface EInvoiceFinding {
  rules: string;
  id: string;
  text: string;
}
export type Validate = (
  xml: string,
  options?: { xrechnung?: boolean },
) => { syntax: string | null; fatal: EInvoiceFinding[]; fired: number };

/** The rules' own validator; `xrechnung: false` runs EN 16931 alone. */
export async function einvoiceValidator(): Promise<Validate> {
  const mod = (await import(pathToFileURL(join(EINVOICE_RULES_DIR!, 'validate.mjs')).href)) as {
    validate: Validate;
  };
  return mod.validate;
}
