import { createPdfDocument } from '../../tickets/pdf-document';
import { billPdfInfo, drawBill, type BillPdfInput } from './pdf';

/** The name Factur-X 1.0 and ZUGFeRD 2.x give the embedded invoice; readers look for it. */
export const FACTUR_X_FILE_NAME = 'factur-x.xml';
/** The profile our CII carries: the full EN 16931 invoice (ZUGFeRD "COMFORT"). */
export const FACTUR_X_CONFORMANCE_LEVEL = 'EN 16931';
const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

export interface FacturXMeta {
  title: string;
  author: string;
  /** The document's creation date: the bill's, so that a re-render gives the same bytes. */
  created: Date;
}

/**
 * A ZUGFeRD / Factur-X hybrid invoice: a PDF/A-3b file (PDF 1.7, embedded fonts, sRGB output
 * intent, XMP metadata) whose pages `draw` paints and which carries `xml`, the CII invoice, as
 * `factur-x.xml`: an associated file of the document (catalog /AF) with the relationship
 * /Alternative, the machine-readable equivalent of what the pages show (ADR 062).
 */
export function facturX(
  draw: (doc: PDFKit.PDFDocument) => void,
  xml: string,
  meta: FacturXMeta,
): Promise<Buffer> {
  const { doc, done } = createPdfDocument(meta, { subset: 'PDF/A-3b', pdfVersion: '1.7' });
  escapeInfoInXmp(doc);
  draw(doc);
  // pdfkit's typings lack `relationship`, which its file() writes as the /AFRelationship.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: FACTUR_X_FILE_NAME,
    type: 'text/xml',
    description: 'Factur-X/ZUGFeRD invoice (EN 16931, UN/CEFACT CII)',
    relationship: 'Alternative',
    creationDate: meta.created,
    modifiedDate: meta.created,
  };
  doc.file(Buffer.from(xml, 'utf8'), attachment);
  doc.appendXML(facturXXmp());
  doc.end();
  return done;
}

/** The bill's PDF as `renderBillPdf` draws it, as a Factur-X hybrid carrying `xml`. */
export function facturXBillPdf(bill: BillPdfInput, xml: string, created: Date): Promise<Buffer> {
  return facturX((doc) => drawBill(doc, bill), xml, { ...billPdfInfo(bill), created });
}

/**
 * The fx properties readers use to find the invoice, and the PDF/A extension schema that
 * declares them (PDF/A allows in XMP only properties of predefined or so declared schemas).
 */
function facturXXmp(): string {
  const property = (name: string, description: string) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${description}</pdfaProperty:description>
              </rdf:li>`;
  return `
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property(
                    'DocumentType',
                    'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER',
                  )}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property(
                    'ConformanceLevel',
                    'The conformance level of the embedded XML document',
                  )}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>${FACTUR_X_CONFORMANCE_LEVEL}</fx:ConformanceLevel>
        </rdf:Description>`;
}

type InfoValue = string | Date | undefined;
interface PdfKitXmpInternals {
  info: Record<string, InfoValue>;
  _addInfo: () => void;
}

/**
 * pdfkit copies the document info (title, author, ...) into the XMP as it is, unescaped: a
 * seller named "Müller & Söhne" would make the XMP malformed and the file no PDF/A. The Info
 * dictionary is written first and must keep the plain text (PDF/A wants both to match once
 * the XML is parsed), so only the XMP copy gets the escaped values.
 */
function escapeInfoInXmp(doc: PDFKit.PDFDocument): void {
  const internals = doc as unknown as PdfKitXmpInternals;
  const addInfo = internals._addInfo.bind(doc);
  internals._addInfo = () => {
    const plain = internals.info;
    internals.info = Object.fromEntries(
      Object.entries(plain).map(([k, v]) => [k, typeof v === 'string' ? escapeXml(v) : v]),
    );
    try {
      addInfo();
    } finally {
      internals.info = plain;
    }
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
