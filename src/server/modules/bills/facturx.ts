import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { createPdfDocument } from '../../tickets/pdf-document';
import { billPdfInfo, drawBill, type BillPdfInput } from './pdf';

const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

/** What the XMP and the attachment's name must say of the embedded invoice, so readers and validators agree. */
export interface FacturXProfile {
  fileName: string;
  conformanceLevel: string;
  version: string;
}

/**
 * The profile follows the invoice's specification identifier (BT-24): a plain EN 16931 invoice
 * is Factur-X 1.0 "EN 16931" named factur-x.xml; an XRechnung (the German CIUS) is ZUGFeRD's
 * reference profile XRECHNUNG, named xrechnung.xml, its version the XRechnung version. A file
 * whose XMP names another profile than its XML is rejected by German validators (ADR 062).
 */
export function facturXProfile(xml: string): FacturXProfile {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const ids = Array.from(
    doc.getElementsByTagNameNS(RAM, 'GuidelineSpecifiedDocumentContextParameter'),
  ).flatMap((p) => Array.from(p.getElementsByTagNameNS(RAM, 'ID')).map((e) => e.textContent?.trim() ?? ''));
  const guideline = ids[0] ?? '';
  if (guideline === 'urn:cen.eu:en16931:2017') {
    return { fileName: 'factur-x.xml', conformanceLevel: 'EN 16931', version: '1.0' };
  }
  const xrechnung = /^urn:cen\.eu:en16931:2017#compliant#urn:xeinkauf\.de:kosit:xrechnung_(\d+\.\d+)$/.exec(
    guideline,
  );
  if (xrechnung) return { fileName: 'xrechnung.xml', conformanceLevel: 'XRECHNUNG', version: xrechnung[1] };
  throw new Error(`No Factur-X profile for the CII guideline "${guideline}"`);
}

export interface FacturXMeta {
  title: string;
  author: string;
  /** The document's creation date: the bill's, so that a re-render gives the same bytes. */
  created: Date;
}

/**
 * A ZUGFeRD / Factur-X hybrid invoice: a PDF/A-3b file (PDF 1.7, embedded fonts, sRGB output
 * intent, XMP metadata) whose pages `draw` paints and which carries `xml`, the CII invoice, as
 * `factur-x.xml` (or `xrechnung.xml`, see facturXProfile): an associated file of the document
 * (catalog /AF) with the relationship /Alternative, the machine-readable equivalent of what the
 * pages show (ADR 062).
 */
export function facturX(
  draw: (doc: PDFKit.PDFDocument) => void,
  xml: string,
  meta: FacturXMeta,
): Promise<Buffer> {
  const profile = facturXProfile(xml);
  const { doc, done } = createPdfDocument(meta, { subset: 'PDF/A-3b', pdfVersion: '1.7' });
  escapeInfoInXmp(doc);
  draw(doc);
  const data = Buffer.from(xml, 'utf8');
  // pdfkit's typings lack `relationship`, which its file() writes as the /AFRelationship.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: profile.fileName,
    type: 'text/xml',
    description: `Factur-X/ZUGFeRD invoice (${profile.conformanceLevel}, UN/CEFACT CII)`,
    relationship: 'Alternative',
    creationDate: meta.created,
    modifiedDate: meta.created,
  };
  withBinaryChecksum(doc, data, () => doc.file(data, attachment));
  doc.appendXML(facturXXmp(profile));
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
function facturXXmp(profile: FacturXProfile): string {
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
          <fx:DocumentFileName>${profile.fileName}</fx:DocumentFileName>
          <fx:Version>${profile.version}</fx:Version>
          <fx:ConformanceLevel>${profile.conformanceLevel}</fx:ConformanceLevel>
        </rdf:Description>`;
}

/**
 * PDF wants an embedded file's /CheckSum as the 16 bytes of its MD5; pdfkit writes the 32 hex
 * digits as text, which a reader that checks the sum would find wrong. The stream's dictionary
 * is written when pdfkit creates it, so the sum is set as it is handed to doc.ref().
 */
function withBinaryChecksum(doc: PDFKit.PDFDocument, data: Buffer, attach: () => void): void {
  const refs = doc as unknown as {
    ref: (data?: { Type?: string; Params?: { CheckSum?: unknown } }) => unknown;
  };
  const ref = refs.ref;
  refs.ref = function (this: unknown, dict) {
    if (dict?.Type === 'EmbeddedFile' && dict.Params)
      dict.Params.CheckSum = createHash('md5').update(data).digest();
    return ref.call(this, dict);
  };
  try {
    attach();
  } finally {
    refs.ref = ref;
  }
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
