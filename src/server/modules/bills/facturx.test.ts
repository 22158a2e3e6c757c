import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CII } from '../../test/einvoice-rules';
import { parseXml } from '../../test/xml';
import { facturXBillPdf, facturXProfile } from './facturx';
import type { BillPdfInput } from './pdf';

/**
 * The hybrid is checked with the tools recipients' software is built on, not with our own
 * reader: poppler (pdfdetach, pdftotext, pdfinfo, pdffonts) and qpdf. `npm test` and CI install
 * them (Debian's poppler-utils and qpdf) when they are missing; a test that finds none fails.
 */

/** The official sample: an XRechnung 3.0 in CII (UTF-8, umlauts, an ampersand). */
function xrechnungCii(): string {
  return readFileSync(SAMPLE_CII, 'utf8');
}

const XRECHNUNG_GUIDELINE = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

/** The same invoice declared as a plain EN 16931 invoice (BT-24), the Factur-X EN 16931 profile. */
function en16931Cii(): string {
  const xml = xrechnungCii();
  expect(xml).toContain(`<ram:ID>${XRECHNUNG_GUIDELINE}</ram:ID>`);
  return xml.replace(`<ram:ID>${XRECHNUNG_GUIDELINE}</ram:ID>`, '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
}

const bill: BillPdfInput = {
  language: 'de',
  number: 42,
  closingDate: '2026-11-27',
  seller: {
    name: 'Parkhaus Müller & Söhne <GmbH>',
    street: 'Marktplatz',
    buildingNumber: '1',
    zipCode: '79098',
    city: 'Freiburg',
    vatId: 'DE123456789',
  },
  buyer: {
    name: 'Spedition Ștefan GmbH',
    street: 'Hafenweg',
    buildingNumber: '2',
    zipCode: '79100',
    city: 'Freiburg',
  },
  description: 'Monatskarte Parkhaus am Markt',
  periodStart: new Date('2026-10-31T23:00:00Z'),
  periodEnd: new Date('2026-11-30T23:00:00Z'),
  timeZone: 'Europe/Berlin',
  netCents: 10000,
  vatCents: 1900,
  grossCents: 11900,
  vatRateBasisPoints: 1900,
  paymentMethod: 'sepa',
};
const created = new Date('2026-11-27T09:30:00Z');

function run(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `${tool} is not installed: apt-get install poppler-utils qpdf (npm test does so as root)`,
      );
    }
    throw err;
  }
}

type QpdfValue = string | number | boolean | null | QpdfValue[] | { [key: string]: QpdfValue };
type QpdfDict = Record<string, QpdfValue>;

/** The file's objects as qpdf reads them (qpdf --json=2): dictionaries, and the dictionaries of streams. */
function qpdfObjects(file: string): { trailer: QpdfDict; get: (ref: QpdfValue) => QpdfDict } {
  const json = JSON.parse(run('qpdf', ['--json=2', '--json-key=qpdf', file])) as {
    qpdf: [unknown, Record<string, { value?: QpdfDict; stream?: { dict: QpdfDict } }>];
  };
  const objects = json.qpdf[1];
  const get = (ref: QpdfValue) => {
    const o = objects[`obj:${String(ref)}`];
    if (!o) throw new Error(`no object ${String(ref)}`);
    return (o.value ?? o.stream?.dict)!;
  };
  return { trailer: objects.trailer.value!, get };
}

function qpdfAttachments(file: string): Record<string, { streams: { '/F': { checksum: string } } }> {
  return (JSON.parse(run('qpdf', ['--json=2', '--json-key=attachments', file])) as { attachments: never })
    .attachments;
}

const FX = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** The fx values of the file's XMP, read by pdfinfo. */
function fxValues(file: string): Record<string, string | undefined> {
  const xmp = parseXml(run('pdfinfo', ['-meta', file]));
  return Object.fromEntries(
    ['DocumentType', 'DocumentFileName', 'Version', 'ConformanceLevel'].map((name) => [
      name,
      Array.from(xmp.getElementsByTagNameNS(FX, name))
        .map((e) => e.textContent?.trim())
        .join('|'),
    ]),
  );
}

describe('a business bill as a ZUGFeRD / Factur-X PDF/A-3 (EN 16931)', () => {
  let dir: string;
  let file: string;
  let xml: string;
  let pdf: Buffer;

  beforeAll(async () => {
    xml = en16931Cii();
    pdf = await facturXBillPdf(bill, xml, created);
    dir = mkdtempSync(join(tmpdir(), 'facturx-'));
    file = join(dir, 'bill.pdf');
    writeFileSync(file, pdf);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('carries the invoice as factur-x.xml, given back byte for byte', () => {
    expect(run('pdfdetach', ['-list', file]).trim().split('\n')).toEqual([
      '1 embedded files',
      '1: factur-x.xml',
    ]);
    const out = join(dir, 'out.xml');
    run('pdfdetach', ['-save', '1', '-o', out, file]);
    expect(readFileSync(out).equals(Buffer.from(xml, 'utf8'))).toBe(true);
  });

  it('passes qpdf --check', () => {
    expect(run('qpdf', ['--check', file])).toContain('No syntax or stream encoding errors found');
  });

  it('still shows the bill: number, seller, buyer and amounts', () => {
    const text = run('pdftotext', ['-layout', file, '-']);
    for (const shown of [
      'Rechnung 000042',
      'Parkhaus Müller & Söhne <GmbH>',
      'Spedition Ștefan GmbH',
      '100,00 €',
      '19,00 €',
      '119,00 €',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('names itself PDF/A-3B and Factur-X EN 16931 in well-formed XMP, with the fx schema declared', () => {
    const xmp = parseXml(run('pdfinfo', ['-meta', file]));
    const value = (ns: string, name: string) =>
      Array.from(xmp.getElementsByTagNameNS(ns, name)).map((e) => e.textContent?.trim());
    expect(value('http://www.aiim.org/pdfa/ns/id/', 'part')).toEqual(['3']);
    expect(value('http://www.aiim.org/pdfa/ns/id/', 'conformance')).toEqual(['B']);
    expect(fxValues(file)).toEqual({
      DocumentType: 'INVOICE',
      DocumentFileName: 'factur-x.xml',
      Version: '1.0',
      ConformanceLevel: 'EN 16931',
    });
    // PDF/A admits only declared properties: the extension schema names the fx namespace and
    // each of the four.
    const schema = 'http://www.aiim.org/pdfa/ns/schema#';
    expect(value(schema, 'namespaceURI')).toEqual([FX]);
    expect(value(schema, 'prefix')).toEqual(['fx']);
    expect(value('http://www.aiim.org/pdfa/ns/property#', 'name').sort()).toEqual(
      ['ConformanceLevel', 'DocumentFileName', 'DocumentType', 'Version'].sort(),
    );
    // The seller's "&" and "<" are escaped in the XMP and read back as the Info dictionary holds them.
    expect(value('http://purl.org/dc/elements/1.1/', 'creator')).toEqual([bill.seller.name]);
    expect(run('pdfinfo', [file])).toMatch(/^Author:\s+Parkhaus Müller & Söhne <GmbH>$/m);
  });

  it('holds what PDF/A-3 and Factur-X require of the file structure', () => {
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const { trailer, get } = qpdfObjects(file);
    expect(trailer['/ID']).toHaveLength(2);
    expect(trailer['/Encrypt']).toBeUndefined();
    const catalog = get(trailer['/Root']);

    // The invoice is an associated file of the document, /Alternative, with its MIME type and dates.
    const af = catalog['/AF'] as string[];
    expect(af).toHaveLength(1);
    const spec = get(af[0]);
    expect(spec).toMatchObject({
      '/Type': '/Filespec',
      '/AFRelationship': '/Alternative',
      '/F': 'u:factur-x.xml',
      '/UF': 'u:factur-x.xml',
    });
    const embedded = get((spec['/EF'] as QpdfDict)['/F']);
    expect(embedded['/Type']).toBe('/EmbeddedFile');
    expect(embedded['/Subtype']).toBe('/text/xml');
    expect(pdf.includes('/Subtype /text#2Fxml')).toBe(true);
    expect(embedded['/Params']).toMatchObject({ '/ModDate': 'u:D:20261127093000Z' });
    // The checksum is the 16 bytes of the XML's MD5, as PDF readers that check it expect.
    expect(qpdfAttachments(file)['factur-x.xml'].streams['/F'].checksum).toBe(
      createHash('md5').update(xml, 'utf8').digest('hex'),
    );
    expect((get(catalog['/Names'])['/EmbeddedFiles'] as QpdfDict)['/Names']).toEqual([
      'u:factur-x.xml',
      af[0],
    ]);

    // One sRGB output intent, its profile the ICC's sRGB shipped in pdfkit's package.
    const intents = catalog['/OutputIntents'] as string[];
    expect(intents).toHaveLength(1);
    const intent = get(intents[0]);
    expect(intent).toMatchObject({ '/Type': '/OutputIntent', '/S': '/GTS_PDFA1' });
    expect(get(intent['/DestOutputProfile'])['/N']).toBe(3);
    const [profileObject, profileGeneration] = String(intent['/DestOutputProfile']).split(' ');
    const profile = execFileSync('qpdf', [
      `--show-object=${profileObject},${profileGeneration}`,
      '--filtered-stream-data',
      file,
    ]);
    const pdfkitDir = dirname(createRequire(import.meta.url).resolve('pdfkit'));
    expect(profile.equals(readFileSync(join(pdfkitDir, 'data/sRGB_IEC61966_2_1.icc')))).toBe(true);

    // The XMP is the catalog's metadata stream, unfiltered so that any tool can read it.
    const metadata = get(catalog['/Metadata']);
    expect(metadata).toMatchObject({ '/Type': '/Metadata', '/Subtype': '/XML' });
    expect(metadata['/Filter']).toBeUndefined();
  });

  it('embeds every font it uses', () => {
    const rows = run('pdffonts', [file]).trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    // Columns: name, type (two words), encoding, emb, sub, uni, object, generation.
    for (const row of rows) expect(row.split(/\s+/).slice(-5, -2), row).toEqual(['yes', 'yes', 'yes']);
  });

  it('renders the same bill to the same bytes', async () => {
    expect((await facturXBillPdf(bill, xml, created)).equals(pdf)).toBe(true);
  });
});

describe("an XRechnung in the hybrid: ZUGFeRD's reference profile XRECHNUNG", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'facturx-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file xrechnung.xml and the XMP the XRechnung version, as German validators expect', async () => {
    const xml = xrechnungCii();
    const file = join(dir, 'xrechnung.pdf');
    writeFileSync(file, await facturXBillPdf(bill, xml, created));
    expect(run('pdfdetach', ['-list', file]).trim().split('\n')).toEqual([
      '1 embedded files',
      '1: xrechnung.xml',
    ]);
    const out = join(dir, 'out.xml');
    run('pdfdetach', ['-save', '1', '-o', out, file]);
    expect(readFileSync(out).equals(Buffer.from(xml, 'utf8'))).toBe(true);
    expect(fxValues(file)).toEqual({
      DocumentType: 'INVOICE',
      DocumentFileName: 'xrechnung.xml',
      Version: '3.0',
      ConformanceLevel: 'XRECHNUNG',
    });
    expect(run('qpdf', ['--check', file])).toContain('No syntax or stream encoding errors found');
  });

  it('refuses an invoice of another profile rather than mislabel it', () => {
    const basic = xrechnungCii().replace(
      XRECHNUNG_GUIDELINE,
      'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
    );
    expect(() => facturXProfile(basic)).toThrow(/urn:factur-x.eu:1p0:basic/);
  });
});
