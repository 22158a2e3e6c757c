import pdfParseLib from 'pdf-parse/lib/pdf-parse.js';

/**
 * Reads a PDF's pages and text for tests, through pdf-parse's bundled pdf.js, which misreads
 * Buffers on Node 24 ("bad XRef entry", "Command token too long"). Measured on the same ticket
 * renderer: 198 of 300 PDFs failed to parse on Node 24, 0 of 300 on Node 20, and the files
 * that failed on Node 24 parsed on Node 20, so the PDFs are fine. The bytes pdf-parse got sat
 * inside a shared pool at an offset; copying them with Buffer.from(Uint8Array) measured 0 of
 * 250 failures on Node 24 (a bare ArrayBuffer wrap did not help; why is not known).
 */
export function pdfParse(data: Buffer) {
  return pdfParseLib(Buffer.from(new Uint8Array(data)));
}
