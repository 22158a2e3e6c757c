import PDFDocument from 'pdfkit';
import { PDF_FONT_BOLD, PDF_FONT_REGULAR } from './fonts';

/**
 * An A4 document with the shop's fonts registered as 'Body' and 'Bold', and a promise of its
 * bytes once `doc.end()` is called. Tickets and bills both start here.
 */
export function createPdfDocument(info: { title: string; author: string }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: info.title, Author: info.author } });
  doc.registerFont('Body', PDF_FONT_REGULAR);
  doc.registerFont('Bold', PDF_FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
