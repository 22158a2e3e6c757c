import PDFDocument from 'pdfkit';
import { pdfFonts } from './fonts';

/**
 * An A4 document with the shop's fonts registered as 'Body' and 'Bold', and a promise of its
 * bytes once `doc.end()` is called. Tickets and bills both start here.
 */
export function createPdfDocument(info: { title: string; author: string }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: info.title, Author: info.author } });
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
