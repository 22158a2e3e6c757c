import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopConfig } from '../config/shop-config';
import { databases } from '../test/databases';
import { seedCustomerSession } from '../test/customers';
import { mimeParts } from '../test/mime';
import { pdfParse } from '../test/pdf-text';
import { portalShopConfig } from '../test/portal';
import { startSmtp, type Received } from '../test/smtp';
import {
  bookAndPay,
  checkout,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../test/harness';

/** The text and HTML parts of a received mail, and its PDF attachment if any. */
function partsOf(mail: Received) {
  const parts = mimeParts(mail.raw);
  // SMTP carries CRLF line ends; the mail was written with LF.
  const body = (type: string) =>
    parts
      .find((p) => p.contentType === type)!
      .body.toString('utf8')
      .replace(/\r\n/g, '\n');
  return {
    text: body('text/plain'),
    html: body('text/html'),
    pdf: parts.find((p) => p.contentType === 'application/pdf')?.body,
  };
}

/** Whitespace as one space: PDF text and HTML wrap lines where they like. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

const IMPRINT = [
  'Parkhaus am Markt GmbH',
  'Marktplatz 7, 79098 Freiburg im Breisgau, Deutschland',
  'USt-IdNr. DE000000000',
];

describe.each(databases)('branded mails and ticket conditions on $name', (db) => {
  describe('a shop with a logo, a teal theme and its own ticket texts', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startSmtp();
      const base = portalShopConfig();
      t = await startTestApp(db, {
        shopConfig: parseShopConfig({
          ...base,
          shop: { ...base.shop, theme: 'colorTeal' },
          styling: {
            ...base.styling,
            logoUrl: 'https://cdn.example.de/parkhaus-logo.png',
            ticket: {
              entryExit: {
                de: 'Einfahrt über die Schusterstraße; die Kamera liest Ihr Kennzeichen.',
                en: 'Enter from Schusterstraße; the camera reads your plate.',
              },
              conditions: 'Es gilt die Hausordnung des Parkhauses.',
            },
          },
        }),
        env: {
          SMTP_URL: smtp.url,
          PUBLIC_URL: 'https://parken.example.de',
          ALLOW_DEMO_PAYMENTS: 'true',
        },
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('the ticket mail wears the theme colour and the logo and ends with the Impressum in both parts', async () => {
      await bookAndPay(
        t.app,
        reserveBody({ contact: { mail: 'brand@example.de', firstName: 'B', lastName: 'R' } }),
      );
      await t.app.shop.settled();
      const mail = smtp.received.find((m) => m.to[0] === 'brand@example.de')!;
      const { text, html } = partsOf(mail);
      // colorTeal's primary: the head is white with the logo on a rule of it, the button is of it.
      expect(html).toContain('<img src="https://cdn.example.de/parkhaus-logo.png" alt="Parkhaus am Markt"');
      expect(html).toContain('border-bottom:4px solid #00695c');
      expect(html).toMatch(
        /<a href="https:\/\/parken\.example\.de\/t\/[^"]+" style="[^"]*background:#00695c/,
      );
      expect(html).not.toContain('#0d47a1');
      const footer = text.slice(text.indexOf('\n-- \n'));
      expect(footer).toContain('Impressum');
      for (const line of IMPRINT) {
        expect(footer).toContain(line);
        expect(html).toContain(line);
      }
      expect(footer).toContain('AGB: https://parken.example.de/agb?lang=de');
      expect(footer).toContain('Datenschutz: https://parken.example.de/datenschutz?lang=de');
      expect(html).toContain('href="https://parken.example.de/agb?lang=de"');
    });

    it('the attached ticket carries the shop’s own entry and conditions texts, the terms and the operator', async () => {
      await bookAndPay(
        t.app,
        reserveBody({ language: 'en', contact: { mail: 'pdf@example.com', firstName: 'P', lastName: 'D' } }),
      );
      await t.app.shop.settled();
      const { pdf } = partsOf(smtp.received.find((m) => m.to[0] === 'pdf@example.com')!);
      const parsed = await pdfParse(pdf!);
      expect(parsed.numpages).toBe(1);
      const text = flat(parsed.text);
      expect(text).toContain('Entry and exit');
      expect(text).toContain('Enter from Schusterstraße; the camera reads your plate.');
      // A single string is the text of every language.
      expect(text).toContain('Es gilt die Hausordnung des Parkhauses.');
      expect(text).toContain('Our terms and conditions apply: https://parken.example.de/agb?lang=en');
      expect(text).toContain('Operator: Parkhaus am Markt GmbH');
      expect(text).toContain('VAT ID DE000000000');
      // The ticket shows where to drive to; the operator's office only the mail's Impressum (ADR 054).
      expect(text).toContain('Entrance Rathausgasse 12, 79098 Freiburg im Breisgau');
      expect(text).not.toContain('Marktplatz 7');
    });

    it('an account mail has the same head, button colour and footer', async () => {
      const c = await seedCustomerSession(t.database.db, { now: NOW, cookieName: '__Host-shop_session' });
      const res = await t.app.inject({ method: 'POST', url: '/auth/forgot', payload: { mail: c.mail } });
      expect(res.statusCode).toBe(204);
      await t.app.shop.settled();
      const mail = smtp.received.find((m) => m.to[0] === c.mail)!;
      const { text, html } = partsOf(mail);
      expect(text).toContain('Passwort festlegen: https://parken.example.de/');
      expect(html).toContain('<img src="https://cdn.example.de/parkhaus-logo.png"');
      expect(html).toMatch(/<a href="https:\/\/parken\.example\.de\/[^"]+" style="[^"]*background:#00695c/);
      const footer = text.slice(text.indexOf('\n-- \n'));
      for (const line of IMPRINT) {
        expect(footer).toContain(line);
        expect(html).toContain(line);
      }
    });
  });

  // The address stays: every bill is an e-invoice, and a shop without one does not start (ADR 061).
  describe('a shop that names no legal name, no VAT ID (a tax number), no logo and no legal pages', () => {
    let t: TestApp;
    beforeAll(async () => {
      const base = testShopConfig();
      const shop = { ...base.shop };
      delete shop.legalName;
      delete shop.vatId;
      t = await startTestApp(db, {
        shopConfig: parseShopConfig({ ...base, shop, styling: { ...base.styling, legalPages: {} } }),
      });
    });
    afterAll(() => t.close());

    it('the mail’s head is the shop name on the theme colour and the footer names the shop only', async () => {
      const paid = await bookAndPay(t.app);
      const res = await t.app.inject({ method: 'GET', url: '/api/operator/outbox' });
      const mail = res
        .json()
        .find((m: { permissionId: string }) => m.permissionId === paid.checkout.permissionId);
      // parkingBlue, the demo shop's theme.
      expect(mail.html).toContain('background:#0d47a1;color:#ffffff');
      expect(mail.html).not.toContain('<img');
      expect(mail.text.slice(mail.text.indexOf('\n-- \n'))).toBe(
        '\n-- \nImpressum\nParkhaus am Markt\nMarktplatz 7, 79098 Freiburg im Breisgau, Deutschland',
      );
      expect(mail.html).not.toContain('USt-IdNr.');
      expect(mail.html).not.toContain('undefined');
    });

    it('the ticket falls back to the default texts: a plate is read by the camera, no plate shows the code', async () => {
      const pdfText = async (permissionId: string, secret: string) =>
        flat(
          (
            await pdfParse(
              (await t.app.inject({ method: 'GET', url: `/api/ticket/${permissionId}/${secret}.pdf` }))
                .rawPayload,
            )
          ).text,
        );
      const withPlate = await bookAndPay(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 1 } }),
      );
      const plate = await pdfText(withPlate.checkout.permissionId, withPlate.checkout.permissionSecret);
      expect(plate).toContain(
        'Die Kamera an der Ein- und Ausfahrt liest Ihr Kennzeichen; im gebuchten Zeitraum öffnet sich die Schranke von selbst.',
      );
      expect(plate).toContain('Gültig nur im angegebenen Zeitraum und für das angegebene Kennzeichen.');
      // No terms page: no terms line; no legal name: the operator is the shop's name (the ticket names no office, ADR 054).
      expect(plate).not.toContain('Geschäftsbedingungen');
      expect(plate).toContain('Betreiber: Parkhaus am Markt');
      expect(plate).not.toContain('Marktplatz');

      // A free booking without a plate: confirmed at once, no payment.
      const r = await reserve(
        t.app,
        reserveBody({
          selection: { templateId: 'gratis', startTime: slot(2), slotCount: 1 },
          identifications: [],
        }),
      );
      expect(r.res.statusCode).toBe(200);
      const co = await checkout(t.app, r.cookie);
      const free = await pdfText(co.json().permissionId, co.json().permissionSecret);
      expect(free).toContain('Zeigen Sie bei der Ein- und Ausfahrt diesen QR-Code oder den Ticketcode vor.');
      expect(free).toContain('Gültig nur im angegebenen Zeitraum.');
      expect(free).not.toContain('Kennzeichen');
    });
  });
});
