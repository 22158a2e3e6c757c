import PDFDocument from 'pdfkit';
import { pdfFonts } from './fonts';

/** What a PDF/A file must hold beyond the plain PDF: the ISO part and conformance, and PDF 1.7. */
export type PdfArchiveOptions = Pick<PDFKit.PDFDocumentOptions, 'subset' | 'pdfVersion'>;

/**
 * An A4 document with the shop's fonts registered as 'Body' and 'Bold', and a promise of its
 * bytes once `doc.end()` is called. Tickets and bills both start here. `created` fixes the
 * creation date (and with it the file's ID), so the same document renders to the same bytes.
 */
export function createPdfDocument(
  info: { title: string; author: string; created?: Date },
  archive: PdfArchiveOptions = {},
): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: info.title, Author: info.author, ...(info.created ? { CreationDate: info.created } : {}) },
    ...archive,
  });
  const fonts = pdfFonts();
  doc.registerFont('Body', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
