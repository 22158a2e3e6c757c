import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * PDFs embed DejaVu Sans (from the dejavu-fonts-ttf package): the PDF standard fonts cover only
 * Western European letters, and Romanian (ș, ț, ă) and other operator texts need more.
 */
const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const PDF_FONT_REGULAR = join(dir, 'DejaVuSans.ttf');
export const PDF_FONT_BOLD = join(dir, 'DejaVuSans-Bold.ttf');

/** The font files, read once per process rather than once per rendered PDF. */
let loaded: { regular: Buffer; bold: Buffer } | undefined;
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  loaded ??= { regular: readFileSync(PDF_FONT_REGULAR), bold: readFileSync(PDF_FONT_BOLD) };
  return loaded;
}
