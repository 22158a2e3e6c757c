/**
 * A business books (ADR 063): on a phone, the data step shows the VAT ID and buyer reference
 * only once a company is named; a bad VAT ID shows the translated error under its field, named
 * by aria-describedby; the form with the fields is axe-clean in every theme; a good VAT ID and a
 * Leitweg-ID book and pay. One shop (the demo shop, the day ticket asking for a name) and one
 * browser. Screenshots of the form (phone and desktop) go to SCREENSHOT_DIR when it is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/shared/themes';
import { axeViolations, previewTheme } from './support/axe';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { clickNext, dayTicketToDataStep } from './support/day-ticket';
import { demoShopConfig, type RunningShop, startShop, writeShopConfig } from './support/shop';

let shop: RunningShop;
let browser: Browser;
let page: Page;
const config = demoShopConfig();
const dayTicket = config.templates.find((t) => t.id === 'tagesticket')!;
dayTicket.requiredContactDetails = 'NameAndMail';
const shopConfig = writeShopConfig(config);
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SHOP_CONFIG: shopConfig.file }), launchChromium()]);
  const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  shopConfig.remove();
});

const next = () => clickNext(page);

describe("a business's VAT ID and buyer reference in the data step", () => {
  it('appear once a company is named', async () => {
    await dayTicketToDataStep(page, shop.url);
    await page.getByLabel(/E-Mail/).fill('einkauf@acme.example');
    await page.getByLabel('Vorname').fill('Erika');
    await page.getByLabel('Nachname').fill('Mustermann');
    await page.getByLabel(/Kennzeichen/).fill('F-AC 1');
    expect(await page.locator('#field-vatId').count()).toBe(0);
    expect(await page.locator('#field-buyerReference').count()).toBe(0);
    await page.getByLabel(/Firma/).fill('ACME GmbH');
    await page.getByLabel(/USt-IdNr\./).waitFor();
    await page.getByLabel(/Käuferreferenz oder Leitweg-ID/).waitFor();
  });

  it('a bad VAT ID shows the German error under the field, which names it', async () => {
    await page.getByLabel(/USt-IdNr\./).fill('DE 12345678');
    await next();
    const vat = page.locator('#field-vatId');
    await expect.poll(() => vat.getAttribute('aria-invalid')).toBe('true');
    const described = await vat.getAttribute('aria-describedby');
    expect(await page.locator(`#${described}`).textContent()).toBe(
      'Bitte geben Sie eine gültige USt-IdNr. eines EU-Staats ein, z. B. DE123456789.',
    );
    // Focus goes to the field to correct; the step stays.
    expect(await vat.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toContain('/data/tagesticket');
    await page.getByLabel(/Käuferreferenz/).fill('991-33333TEST-33');
    await shot('business-buyer-phone');
    await page.setViewportSize(DESKTOP);
    await shot('business-buyer-desktop');
    await page.setViewportSize(PHONE);
  });

  it.each(THEME_NAMES)('the form with the fields and the error is axe-clean in the %s theme', async (theme) => {
    await previewTheme(page, theme);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a good VAT ID books: the confirmation names it, the demo payment pays', async () => {
    await page.getByLabel(/USt-IdNr\./).fill('de 123 456 789');
    await next();
    await page.waitForURL('**/confirm/tagesticket');
    // The confirmation shows them as the bill will (normalised); the data form's hint has an example.
    const facts = page.locator('section[aria-labelledby="contact-title"]');
    await expect.poll(() => facts.textContent()).toContain('DE123456789');
    expect(await facts.textContent()).toContain('991-33333TEST-33');
    await page.getByTestId('confirm-checkbox').check();
    await next();
    await page.waitForURL('**/demo-pay/**');
    await page.getByRole('button', { name: /Bezahlen/ }).click();
    await page.waitForURL('**/checkout');
    await expect
      .poll(() => page.getByTestId('checkout-status').textContent())
      .toContain('Das Ticket wurde bezahlt.');
  });
});
