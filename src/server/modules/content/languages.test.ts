import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { pdfParse } from '../../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import { bookAndPay, reserveBody, startTestApp, testShopConfig, type TestApp } from '../../test/harness';

/** The demo shop with operator texts in several languages (German is the shop language). */
function multilingualShop() {
  const base = testShopConfig();
  return parseShopConfig({
    ...base,
    styling: {
      ...base.styling,
      websiteName: { de: 'Parkhaus am Markt', en: 'Market Square Car Park', ro: 'Parcarea din Piață' },
      // Only an imprint page here: the demo's terms and privacy links would name missing pages.
      legalPages: {},
      navigation: [
        {
          title: { de: 'Impressum', en: 'Legal notice' },
          urlPath: '/impressum',
          position: ['top'],
          page: { content: { de: '<p>Angaben gemäß § 5 DDG</p>', nl: '<p>Wettelijke informatie</p>' } },
        },
      ],
    },
    templates: base.templates.map((t) =>
      t.id === 'kurzzeit'
        ? {
            ...t,
            name: { de: 'Kurzzeitparken', en: 'Short-term parking', ro: 'Parcare pe termen scurt – ședință' },
            benefits: [{ de: 'Garantierter Stellplatz', en: 'Guaranteed space' }, 'Max. 18 €'],
          }
        : t,
    ),
  });
}

describe.each(databases)('languages on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: multilingualShop() });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  // Intl separates amounts and units with no-break spaces; compare with plain ones.
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  async function mailTo(to: string) {
    const outbox = (await get('/api/operator/outbox')).json() as Array<{
      to: string;
      subject: string;
      text: string;
      html: string;
    }>;
    const mail = outbox.find((m) => m.to === to);
    if (!mail) throw new Error(`no mail to ${to} in ${JSON.stringify(outbox.map((m) => m.to))}`);
    return { ...mail, text: plain(mail.text) };
  }

  it('answers operator texts in the visitor language, falling back to the shop language', async () => {
    expect((await get('/api/page/styling')).json().styling.websiteName).toBe('Parkhaus am Markt');
    expect((await get('/api/page/styling?lang=en')).json().styling.websiteName).toBe(
      'Market Square Car Park',
    );
    expect((await get('/api/page/styling?lang=nl')).json().styling.websiteName).toBe('Parkhaus am Markt');
    expect((await get('/api/page/styling?lang=en')).json().styling.navigation[0].title).toBe('Legal notice');
    // Swiss German falls back to German.
    expect((await get('/api/page/styling?lang=ch')).json().styling.navigation[0].title).toBe('Impressum');

    const en = (await get('/api/booking/templates?lang=en')).json();
    const kurz = en.find((x: { _id: string }) => x._id === 'kurzzeit');
    expect(kurz.info.name).toBe('Short-term parking');
    expect(kurz.info.benefits).toEqual(['Guaranteed space', 'Max. 18 €']);
    const config = (await get('/api/booking/config?lang=ro')).json();
    expect(config.permissionTemplates.find((x: { _id: string }) => x._id === 'kurzzeit').info.name).toBe(
      'Parcare pe termen scurt – ședință',
    );

    expect((await get('/api/page/data?url=/impressum&lang=nl')).json().content).toBe(
      '<p>Wettelijke informatie</p>',
    );
    expect((await get('/api/page/data?url=/impressum&lang=en')).json()).toEqual({
      title: 'Legal notice',
      content: '<p>Angaben gemäß § 5 DDG</p>',
    });
  });

  it('refuses an unknown language with a 400', async () => {
    const res = await get('/api/page/styling?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('writes the e-mail and the ticket PDF in the booking language, Romanian letters included', async () => {
    const { checkout } = await bookAndPay(
      t.app,
      reserveBody({ language: 'ro', contact: { ...reserveBody().contact, mail: 'ro@example.ro' } }),
    );
    const mail = await mailTo('ro@example.ro');
    expect(mail.subject).toBe('Tichetul dumneavoastră de parcare – Parkhaus am Markt');
    expect(mail.text).toContain('Parcare pe termen scurt – ședință');
    expect(mail.text).toContain('Preț: 5,50 EUR');
    expect(mail.text).toContain(`/t/${checkout.permissionId}/${checkout.permissionSecret}?lang=ro`);
    expect(mail.html).toContain('<html lang="ro">');
    // The legal footer and the ticket's access text and operator in Romanian too (ADR 046).
    expect(mail.text).toContain(
      'Date legale\nParkhaus am Markt GmbH\nMarktplatz 7, 79098 Freiburg im Breisgau, Germania',
    );

    const pdf = await get(`/api/ticket/${checkout.permissionId}/${checkout.permissionSecret}.pdf`);
    const text = plain((await pdfParse(pdf.rawPayload)).text).replace(/\s+/g, ' ');
    for (const s of [
      'Tichet de parcare',
      'Parcare pe termen scurt – ședință',
      'Număr de înmatriculare',
      '5,50 EUR',
      // The period with the Romanian weekday (ADR 054), the entrance with its Romanian directions.
      'Perioadă vin 20.11, 12:00–14:00',
      'Intrare Rathausgasse 12, 79098 Freiburg im Breisgau Urmați indicatoarele de parcare Altstadt până în Rathausgasse.',
      'Intrare și ieșire',
      'Operator: Parkhaus am Markt GmbH',
      'Cod TVA DE000000000',
    ]) {
      expect(text).toContain(s);
    }
  });

  it('writes English mails with English formats', async () => {
    await bookAndPay(
      t.app,
      reserveBody({ language: 'en', contact: { ...reserveBody().contact, mail: 'en@example.co.uk' } }),
    );
    const mail = await mailTo('en@example.co.uk');
    expect(mail.subject).toBe('Your parking ticket – Parkhaus am Markt');
    expect(mail.text).toContain('Price: €5.50');
    expect(mail.text).toMatch(/Period: Fri 20 Nov, 12:00\sPM–2:00\sPM/);
    expect(mail.text).toContain('Entrance: Rathausgasse 12, 79098 Freiburg im Breisgau');
  });
});

describe('compressed static files', () => {
  let t: TestApp;
  const web = mkdtempSync(join(tmpdir(), 'parkshop-web-'));
  const js = 'export const x = "' + 'parking '.repeat(500) + '";\n';
  beforeAll(async () => {
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(join(web, 'assets/app-abc123.js'), js);
    writeFileSync(join(web, 'assets/app-abc123.js.br'), brotliCompressSync(js));
    t = await startTestApp(databases[0], { webRoot: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('sends hashed assets brotli-compressed and cached for a year, the page revalidated', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);

    const page = await t.app.inject({
      method: 'GET',
      url: '/period/kurzzeit',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses larger API answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/booking/templates',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
