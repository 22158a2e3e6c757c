import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import type { ShopConfig } from '../../config/shop-config';
import { auditLog } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import { bookAndPay, hostOf, NOW, reserveBody, slot, startTestApp, type TestApp } from '../../test/harness';
import { mimeParts } from '../../test/mime';
import { BACK_OFFICE_CSP } from '../../platform/http/plugins';
import { pdfParse } from '../../test/pdf-text';
import { startSmtp, type Received } from '../../test/smtp';

/** Whitespace as one space: PDF text wraps lines where it likes. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

const LOGO = 'https://cdn.example.de/parkhaus-logo.png';
const ENTRY_DE = 'Einfahrt über die Schusterstraße, Ausfahrt über den Marktplatz.';
const ENTRY_EN = 'Enter from Schusterstraße, leave by the market square.';
const CONDITIONS_EN = 'The car park rules at the entrance apply.';

/**
 * The logo and the ticket texts in the back office's settings (ADR 046): a save changes the next
 * mail and the next ticket PDF without a restart, and bad input is refused with its own code.
 */
describe.each(databases)('logo and ticket texts in the settings on $name', (db) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: SeededOperator;
  let staff: SeededOperator;
  let viewer: SeededOperator;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(db, {
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://parken.example.de', ALLOW_DEMO_PAYMENTS: 'true' },
    });
    // On https the back office's cookie is __Secure-, and its calls must name the shop's host.
    const seed = async (role: SeededOperator['role']) => {
      const op = await seedOperatorSession(t.database.db, {
        now: NOW,
        role,
        cookieName: '__Secure-admin_session',
      });
      return { ...op, headers: { ...op.headers, host: hostOf(t.app) } };
    };
    admin = await seed('admin');
    staff = await seed('staff');
    viewer = await seed('viewer');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const catalogue = async (): Promise<CatalogueResponse> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A settings save that changes only the styling, as the form sends it (the whole styling). */
  const saveStyling = async (
    change: (s: ShopConfig['styling']) => Record<string, unknown>,
    headers: Record<string, string> = admin.headers,
  ) => {
    const cat = await catalogue();
    const styling = (cat.document as ShopConfig).styling;
    return t.app.inject({
      method: 'PUT',
      url: '/api/admin/catalogue/settings',
      headers,
      payload: { baseRevision: cat.revision, styling: change(styling) },
    });
  };
  const mailTo = async (to: string) => {
    await t.app.shop.settled();
    const mail: Received | undefined = smtp.received.find((m) => m.to[0] === to);
    expect(mail, to).toBeDefined();
    const parts = mimeParts(mail!.raw);
    const html = parts.find((p) => p.contentType === 'text/html')!.body.toString('utf8');
    const pdf = parts.find((p) => p.contentType === 'application/pdf')!.body;
    return { html, pdf: flat((await pdfParse(pdf)).text) };
  };
  const ticketPdf = async (permissionId: string, secret: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ticket/${permissionId}/${secret}.pdf` });
    expect(res.statusCode).toBe(200);
    const parsed = await pdfParse(res.rawPayload);
    return { pages: parsed.numpages, text: flat(parsed.text) };
  };

  it('a save sets the logo and the ticket texts: the next mail, its ticket and an earlier ticket carry them at once; clearing brings the defaults back', async () => {
    // A ticket from before the change: its PDF is then in the cache with the default texts.
    const earlier = await bookAndPay(
      t.app,
      reserveBody({ contact: { mail: 'before@example.de', firstName: 'B', lastName: 'F' } }),
    );
    const { permissionId, permissionSecret } = earlier.checkout;
    const before = await mailTo('before@example.de');
    expect(before.html).not.toContain('<img');
    expect((await ticketPdf(permissionId, permissionSecret)).text).toContain(
      'Die Kamera an der Ein- und Ausfahrt liest Ihr Kennzeichen',
    );

    const saved = await saveStyling((s) => ({
      ...s,
      logoUrl: LOGO,
      ticket: {
        entryExit: { de: ENTRY_DE, en: ENTRY_EN },
        conditions: { en: CONDITIONS_EN },
      },
    }));
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await bookAndPay(
      t.app,
      reserveBody({ language: 'en', contact: { mail: 'after@example.com', firstName: 'A', lastName: 'F' } }),
    );
    const mail = await mailTo('after@example.com');
    expect(mail.html).toContain(`<img src="${LOGO}" alt="Parkhaus am Markt"`);
    expect(mail.pdf).toContain(ENTRY_EN);
    expect(mail.pdf).toContain(CONDITIONS_EN);
    expect(mail.pdf).not.toContain('The camera at the entry and exit');
    // The terms line still follows the shop's own conditions.
    expect(mail.pdf).toContain('Our terms and conditions apply: https://parken.example.de/agb?lang=en');
    expect(after.checkout.permissionId).not.toBe(permissionId);

    // The earlier German ticket (not served from the cache): the new German access text; with
    // conditions in English only, that one text stands for every language (the config's rule).
    const earlierNow = await ticketPdf(permissionId, permissionSecret);
    expect(earlierNow.text).toContain(ENTRY_DE);
    expect(earlierNow.text).toContain(CONDITIONS_EN);
    expect(earlierNow.text).not.toContain('Die Kamera an der Ein- und Ausfahrt');

    const entry = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.settings'))
    ).at(-1);
    expect(entry).toMatchObject({
      actorName: admin.username,
      before: { logoUrl: null, ticket: {} },
      after: {
        logoUrl: LOGO,
        ticket: { entryExit: { de: ENTRY_DE, en: ENTRY_EN }, conditions: { en: CONDITIONS_EN } },
      },
    });
    // Only what changed: the hold minutes and the rest of the styling are not in the entry.
    expect(Object.keys(entry!.after as object).sort()).toEqual(['logoUrl', 'ticket']);

    // Clearing: the form sends the styling without a logo and without ticket texts.
    const cleared = await saveStyling((s) => {
      const rest = { ...s } as Record<string, unknown>;
      delete rest.logoUrl;
      return { ...rest, ticket: {} };
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as CatalogueResponse).document.styling).not.toHaveProperty('logoUrl');
    await bookAndPay(
      t.app,
      reserveBody({
        language: 'en',
        contact: { mail: 'cleared@example.com', firstName: 'C', lastName: 'L' },
      }),
    );
    const plain = await mailTo('cleared@example.com');
    expect(plain.html).not.toContain('<img');
    expect(plain.pdf).toContain('The camera at the entry and exit reads your licence plate');
    expect(plain.pdf).toContain('Valid only for the period and licence plate shown.');
    expect(plain.pdf).not.toContain(ENTRY_EN);
  });

  it('a save sets the website name, the header and the footer in each of the five languages', async () => {
    const texts = (word: string) => ({
      de: `${word} DE`,
      en: `${word} EN`,
      nl: `${word} NL`,
      ro: `${word} RO`,
      ch: `${word} CH`,
    });
    const res = await saveStyling((s) => ({
      ...s,
      websiteName: texts('Parkhaus'),
      landing: { ...s.landing, header: texts('Willkommen') },
      footerContent: texts('Fuß'),
    }));
    expect(res.statusCode, res.body).toBe(200);
    for (const lang of ['de', 'en', 'nl', 'ro', 'ch'] as const) {
      const styling = (await t.app.inject({ method: 'GET', url: `/api/page/styling?lang=${lang}` })).json()
        .styling;
      const tag = lang.toUpperCase();
      expect(styling).toMatchObject({
        websiteName: `Parkhaus ${tag}`,
        landing: { header: `Willkommen ${tag}` },
        footerContent: `Fuß ${tag}`,
      });
    }
    // A language left out shows the shop language's text (German), Swiss German included.
    const back = await saveStyling((s) => ({
      ...s,
      websiteName: { de: 'Parkhaus am Markt', en: 'Market Car Park' },
    }));
    expect(back.statusCode, back.body).toBe(200);
    const name = async (lang: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/page/styling?lang=${lang}` })).json().styling
        .websiteName;
    expect(await name('nl')).toBe('Parkhaus am Markt');
    expect(await name('ch')).toBe('Parkhaus am Markt');
    expect(await name('en')).toBe('Market Car Park');
  });

  it('a same-site path is a logo too, and texts at their bounds still give a one-page ticket', async () => {
    // The widest letter at the bounds, wrapped the most (measured): 5 lines of 30 and the rest
    // on the sixth, 300 characters, as both texts of a German ticket.
    const widest = [...Array.from({ length: 5 }, () => 'W'.repeat(30)), 'W'.repeat(145)].join('\n');
    expect(widest.length).toBe(300);
    const res = await saveStyling((s) => ({
      ...s,
      logoUrl: '/bilder/logo.png',
      ticket: { entryExit: widest, conditions: { de: widest, en: 'Short.' } },
    }));
    expect(res.statusCode, res.body).toBe(200);
    const paid = await bookAndPay(
      t.app,
      reserveBody({
        selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 1 },
        contact: { mail: 'path@example.de', firstName: 'P', lastName: 'A' },
      }),
    );
    const mail = await mailTo('path@example.de');
    expect(mail.html).toContain('<img src="https://parken.example.de/bilder/logo.png"');
    const pdf = await ticketPdf(paid.checkout.permissionId, paid.checkout.permissionSecret);
    expect(pdf.pages).toBe(1);
    // The operator's foot is still on the page, below the long texts.
    expect(pdf.text).toContain('Betreiber: Parkhaus am Markt GmbH');
  });

  it('the back office’s CSP admits the stored logo’s origin in img-src and nothing else; the shop’s CSP stays as it was', async () => {
    const csp = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: admin.headers })).headers[
        'content-security-policy'
      ] as string;
    const shopCsp = await csp('/api/page/styling');
    const before = (await catalogue()).document as ShopConfig;
    const save = async (logoUrl: string) =>
      expect((await saveStyling((s) => ({ ...s, logoUrl }))).statusCode).toBe(200);

    await save('https://cdn.example.de:8443/brand/logo.png?v=2');
    for (const url of ['/admin', '/admin/catalogue', '/api/admin/catalogue']) {
      expect(await csp(url), url).toBe(
        BACK_OFFICE_CSP.replace("img-src 'self' data:", "img-src 'self' data: https://cdn.example.de:8443"),
      );
    }
    // Only the origin, in img-src only: no path, no query, no other directive, and not on the shop.
    expect(await csp('/admin')).not.toMatch(/(script|connect|default|frame|style)-src[^;]*cdn\.example/);
    expect(await csp('/api/page/styling')).toBe(shopCsp);
    expect(shopCsp).not.toContain('cdn.example.de');

    // A logo on the shop's own host is 'self' already: nothing added.
    await save('/logo.png');
    expect(await csp('/admin')).toBe(BACK_OFFICE_CSP);
    await saveStyling((s) => ({ ...s, logoUrl: before.styling.logoUrl }));
  });

  it('refuses a logo that is not https or a path of the shop, an over-long text, other roles and a missing CSRF token', async () => {
    const { revision } = await catalogue();
    for (const logoUrl of [
      'http://cdn.example.de/logo.png',
      '//evil.example/logo.png',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://cdn.example.de/logo .png',
      'https://cdn.example.de/"onerror="x',
      `https://cdn.example.de/${'a'.repeat(500)}.png`,
      'logo.png',
      '',
    ]) {
      const res = await saveStyling((s) => ({ ...s, logoUrl }));
      expect(res.statusCode, logoUrl).toBe(400);
      expect(res.json().code, logoUrl).toBe('LOGO_URL_INVALID');
    }
    const tooLong = await saveStyling((s) => ({ ...s, ticket: { conditions: { nl: 'x'.repeat(301) } } }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'TICKET_TEXT_TOO_LONG',
      details: { field: 'conditions', language: 'nl', maxLength: 300, maxLines: 6 },
    });
    const tooManyLines = await saveStyling((s) => ({
      ...s,
      ticket: { entryExit: Array.from({ length: 7 }, (_, i) => `Zeile ${i}`).join('\n') },
    }));
    expect(tooManyLines.statusCode).toBe(400);
    expect(tooManyLines.json()).toMatchObject({
      code: 'TICKET_TEXT_TOO_LONG',
      details: { field: 'entryExit' },
    });

    for (const who of [staff, viewer]) {
      const res = await saveStyling((s) => ({ ...s, logoUrl: LOGO }), who.headers);
      expect(res.statusCode, who.role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    const noCsrf = await saveStyling((s) => ({ ...s, logoUrl: LOGO }), {
      cookie: admin.cookie,
      host: hostOf(t.app),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('CSRF_INVALID');

    // Nothing of it was stored.
    const now = await catalogue();
    expect(now.revision).toBe(revision);
    expect((now.document as ShopConfig).styling.logoUrl).toBe('/bilder/logo.png');
  });

  it('the import and a config file keep to the same bounds (CATALOGUE_INVALID names the field)', async () => {
    const cat = await catalogue();
    const doc = cat.document as ShopConfig;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      headers: admin.headers,
      payload: {
        baseRevision: cat.revision,
        document: { ...doc, styling: { ...doc.styling, logoUrl: '//evil.example/logo.png' } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CATALOGUE_INVALID');
    expect((res.json().details as { path: string }[]).map((d) => d.path)).toEqual(['styling.logoUrl']);
  });
});
