import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium } from './support/browser';
import { freePort, type RunningShop, startShop } from './support/shop';

/**
 * The cross-site rules of ADR 009 with a real browser's headers: the shop's own pages (JSON
 * fetches, the demo page's form) pass, while a page on another origin of the same site
 * (127.0.0.1 on another port: the browser sends the Lax session cookie and
 * `Sec-Fetch-Site: same-site`) cannot settle a payment or start an operator export.
 */

let shop: RunningShop;
let browser: Browser;
let attacker: Server;
let attackerUrl: string;
/** HTML the attacker's server answers, by path. */
const attackerPages = new Map<string, string>();

beforeAll(async () => {
  const port = await freePort();
  attacker = createServer((req, res) => {
    const html = attackerPages.get(req.url ?? '');
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => attacker.listen(port, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${port}`;
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await new Promise((r) => attacker?.close(r));
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return context.newPage();
}

/** The next full hour but one: on the hourly grid of the demo shop's short-term template. */
function nextStart(): string {
  const hour = 3600_000;
  return new Date((Math.floor(Date.now() / hour) + 2) * hour).toISOString();
}

/** Reserves from the shop's own page (same-origin JSON fetch); the browser keeps the cookie. */
async function reserveFromShopPage(page: Page, plate: string) {
  await page.goto(`${shop.url}/`);
  const body = {
    selection: { templateId: 'kurzzeit', startTime: nextStart(), slotCount: 1 },
    contact: { mail: 'erika@example.de', firstName: 'Erika', lastName: 'Mustermann' },
    identifications: [{ source: 'lp', code: plate }],
  };
  return page.evaluate(async (b) => {
    const res = await fetch('/api/booking/reserve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(b),
    });
    return { status: res.status, json: await res.json() };
  }, body);
}

const checkoutStatus = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/booking/checkout')).status);

/** An attacker page that posts a form to `action` as soon as it loads. */
function forgedForm(path: string, action: string, enctype: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
    .join('');
  attackerPages.set(
    path,
    `<!doctype html><html><body><form method="post" action="${action}" enctype="${enctype}">${inputs}</form><script>document.forms[0].submit()</script></body></html>`,
  );
  return `${attackerUrl}${path}`;
}

describe('cross-site rules in Chromium', () => {
  it("the shop's own pages pass: JSON calls with the session cookie and the demo page's form", async () => {
    const page = await newPage();
    const first = await reserveFromShopPage(page, 'F-EM 101');
    expect(first.status).toBe(200);
    // The second call carries the session cookie (and Sec-Fetch-Site: same-origin).
    const again = await reserveFromShopPage(page, 'F-EM 102');
    expect(again.status).toBe(200);
    await page.goto(`${shop.url}${again.json.paymentRedirect}`);
    await page.getByRole('button', { name: /Bezahlen/ }).click();
    await page.waitForURL('**/checkout');
    await expect.poll(() => checkoutStatus(page), { timeout: 15_000 }).toBe(200);
    await page.context().close();
  });

  it('a page of the same site on another port cannot settle the visitor’s payment with their cookie', async () => {
    const page = await newPage();
    const r = await reserveFromShopPage(page, 'F-EM 103');
    expect(r.status).toBe(200);
    expect(await checkoutStatus(page)).toBe(409);
    await page.goto(
      forgedForm('/fail', `${shop.url}/demo-pay/${r.json.paymentId}`, 'application/x-www-form-urlencoded', {
        outcome: 'failed',
      }),
    );
    await page.waitForURL(`${shop.url}/demo-pay/**`);
    expect(await page.textContent('body')).toContain('CROSS_SITE');
    // The payment is untouched: still pending.
    await page.goto(`${shop.url}/`);
    expect(await checkoutStatus(page)).toBe(409);
    await page.context().close();
  });

  it('an operator export cannot be triggered by a form from another page, even on the machine itself', async () => {
    const page = await newPage();
    await page.goto(forgedForm('/export', `${shop.operatorUrl}/api/operator/sepa-exports`, 'text/plain', { a: 'b' }));
    await page.waitForURL(`${shop.operatorUrl}/api/operator/sepa-exports`);
    const body = await page.textContent('body');
    expect(body).toContain('CROSS_SITE');
    await page.context().close();
  });
});
