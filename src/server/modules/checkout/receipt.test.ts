import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutDataSchema } from '../../../shared/schemas/booking';
import { orderTermsSchema } from '../../../shared/schemas/order';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import {
  bookAndPay,
  checkout,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  type TestApp,
} from '../../test/harness';
import { startSmtp } from '../../test/smtp';

// What the confirmation step states beside the order button, and what the result
// page shows beside the ticket (the bill for a guest, the address the ticket mail went to).

describe.each(databases)('order terms and the result page on $name, without a mailer', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  it('names the VAT rate, the terms and the privacy notice, and promises no mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/order-terms' });
    expect(res.statusCode).toBe(200);
    expect(orderTermsSchema.parse(res.json())).toEqual({
      vatRatePercent: 19,
      termsUrl: '/agb',
      privacyUrl: '/datenschutz',
      ticketMail: false,
    });
    // The demo shop ships both pages, marked as samples.
    for (const url of ['/agb', '/datenschutz']) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/page/data?url=${encodeURIComponent(url)}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.json().content).toContain('Muster');
    }
  });

  it("a guest's paid checkout links the bill, and names no address while no mail is sent", async () => {
    const { cookie } = await bookAndPay(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 1 } }),
    );
    const data = checkoutDataSchema.parse((await checkout(t.app, cookie)).json());
    expect(data.mailedTo).toBeUndefined();
    expect(data.billUrl).toMatch(/^\/api\/bill\/[0-9a-f-]+\/[\w-]+\.pdf$/);
    const pdf = await t.app.inject({ method: 'GET', url: data.billUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('a free booking has a ticket and no bill', async () => {
    const r = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'gratis', startTime: slot(2), slotCount: 1 },
        identifications: [],
      }),
    );
    expect(r.json.priceToBePaid).toBe(0);
    const data = checkoutDataSchema.parse((await checkout(t.app, r.cookie)).json());
    expect(data.permissionId).toBeTruthy();
    expect(data.billUrl).toBeUndefined();
  });
});

describe.each(databases)('the result page on $name, with a mailer', (db) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(db, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('promises the ticket mail and names the address it goes to', async () => {
    const terms = orderTermsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/booking/order-terms' })).json(),
    );
    expect(terms.ticketMail).toBe(true);
    const { cookie } = await bookAndPay(
      t.app,
      reserveBody({
        selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 },
      }),
    );
    const data = checkoutDataSchema.parse((await checkout(t.app, cookie)).json());
    expect(data.mailedTo).toBe('erika@example.de');
    await expect.poll(() => smtp.received.some((m) => m.to.includes('erika@example.de'))).toBe(true);
  });
});

describe('legal pages in the shop config', () => {
  const demo = loadShopConfig(undefined);
  it('refuses a terms path that no content page has', () => {
    expect(() =>
      parseShopConfig({ ...demo, styling: { ...demo.styling, legalPages: { terms: '/nowhere' } } }),
    ).toThrow(/styling\.legalPages\.terms.*no navigation entry has urlPath "\/nowhere"/);
  });
  it('accepts an https URL and no pages at all', () => {
    const c = parseShopConfig({
      ...demo,
      styling: { ...demo.styling, legalPages: { privacy: 'https://example.com/privacy' } },
    });
    expect(c.styling.legalPages).toEqual({ privacy: 'https://example.com/privacy' });
    expect(
      parseShopConfig({ ...demo, styling: { ...demo.styling, legalPages: undefined } }).styling.legalPages,
    ).toEqual({});
  });
});
