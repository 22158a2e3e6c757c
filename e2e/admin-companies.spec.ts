/**
 * The back office's company form and the company invoices screen (ADR 065, 067) in Chromium
 * against the real shop: a staff operator creates a company on the form (a refused VAT ID shows
 * its text under the field), edits it, previews and issues last month's invoice of a company
 * with a charge, downloads its PDF and marks it paid on a day of its choice; a viewer sees the
 * same screens without a button that changes anything. Every screen and dialog is axe-checked
 * at phone and desktop width, with screenshots under ADMIN_SHOTS.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DESKTOP, ADMIN_TOKEN, checkAdminPage, loggedInOperator } from './support/admin';
import { launchChromium, PHONE } from './support/browser';
import { seedBilledCompany, type SeededCompany } from './support/companies';
import { demoShopConfig, type RunningShop, startShop, writeShopConfig } from './support/shop';

let shop: RunningShop;
let browser: Browser;
let page: Page;
let billed: SeededCompany;
let config: { file: string; remove: () => void };

/** The facts of the company's detail page as "label: value" lines. */
async function facts(): Promise<string> {
  return (await page.locator('dl').first().innerText()).replace(/\u00a0/g, ' ');
}

/** Checks the screen at phone and desktop width (axe, screenshots), back at desktop after. */
async function checkBothWidths(name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await checkAdminPage(page, name);
  // A wide table scrolls in its own box; the page itself never sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${name} scrolls sideways`,
  ).toBe(0);
  await page.setViewportSize(ADMIN_DESKTOP);
  await checkAdminPage(page, name);
}

beforeAll(async () => {
  // An invoice paid by transfer names the shop's account: without one its PDF cannot be made.
  const demo = demoShopConfig();
  config = writeShopConfig({
    ...demo,
    shop: { ...(demo.shop as object), bankAccount: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' } },
  });
  [shop, browser] = await Promise.all([
    startShop({ RATE_LIMIT_MAX: '0', OPERATOR_TOKEN: ADMIN_TOKEN, SHOP_CONFIG: config.file }, async (db) => {
      billed = await seedBilledCompany(db, { legalName: 'Stadtwerke Freiburg GmbH', debitorAccount: 20_000 });
    }),
    launchChromium(),
  ]);
  ({ page } = await loggedInOperator(browser, shop.url, 'firmenbuero', 'staff'));
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  config?.remove();
});

describe('an operator keeps companies and issues their monthly invoices', () => {
  it('creates a company on the form; a refused VAT ID is named under its field', async () => {
    await page.goto(`${shop.url}/admin/companies`);
    await page.getByTestId('company-create').click();
    const form = page.getByTestId('company-form');
    await form.waitFor();
    await form.getByLabel('Firmenname (wie im Handelsregister)').fill('Müller Logistik GmbH');
    await form.getByLabel('Straße').fill('Lagerweg');
    await form.getByLabel('Hausnummer').fill('3');
    await form.getByLabel('PLZ').fill('79110');
    await form.getByLabel('Ort').fill('Freiburg');
    await form.getByLabel('USt-IdNr. (optional)').fill('DE 12345678');
    await form.getByLabel('Käuferreferenz oder Leitweg-ID (optional)').fill('Bestellung 4711');
    await form.getByLabel('E-Mail für Rechnungen').fill('buchhaltung@mueller.example');
    await form.getByLabel('Kreditlimit in Euro (optional)').fill('2500');
    await checkBothWidths('company-form');
    await page.getByTestId('company-form-save').click();
    const vat = form.getByLabel('USt-IdNr. (optional)');
    await expect.poll(() => vat.getAttribute('aria-invalid')).toBe('true');
    expect(await form.innerText()).toContain('Die USt-IdNr. ist ungültig.');
    await checkAdminPage(page, 'company-form-refused');
    await vat.fill('DE 123 456 789');
    await page.getByTestId('company-form-save').click();
    await expect
      .poll(() => page.getByTestId('company-changed').textContent())
      .toBe('Die Firma Müller Logistik GmbH ist angelegt.');
    expect(await page.getByTestId('company-status').textContent()).toBe('Aktiv');
    const shown = await facts();
    expect(shown).toContain('DE123456789');
    expect(shown).toContain('Bestellung 4711');
    expect(shown).toContain('2.500,00 €');
  });

  it('edits it on its page: payment days and a credit limit in euros with cents', async () => {
    await page.getByTestId('company-edit').click();
    const form = page.getByTestId('company-form');
    expect(await form.getByLabel('Kreditlimit in Euro (optional)').inputValue()).toBe('2500,00');
    await form.getByLabel('Zahlungsziel (Tage)').fill('30');
    await form.getByLabel('Kreditlimit in Euro (optional)').fill('1.250,50');
    await page.getByTestId('company-form-save').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('company-changed').textContent()).toBe('Gespeichert.');
    await expect.poll(facts).toContain('1.250,50 €');
    expect(await facts()).toMatch(/Zahlungsziel \(Tage\)\s+30/);
    await checkBothWidths('company-detail-edited');
  });

  it('previews last month (the default) and issues its invoice after a question', async () => {
    // Under "Firmen" in the menu: the area's second screen.
    await page
      .getByRole('navigation', { name: 'Backoffice-Navigation' })
      .getByRole('link', { name: 'Firmenrechnungen' })
      .click();
    await page.getByTestId('company-invoices-run').waitFor();
    expect(await page.getByTestId('company-invoices-month').inputValue()).toBe(billed.period);
    await page.getByTestId('company-invoices-preview').click();
    const row = page.getByTestId('company-draft-row');
    await row.waitFor();
    expect((await row.locator('td').allInnerTexts()).map((s) => s.replace(/\u00a0/g, ' '))).toEqual([
      'Stadtwerke Freiburg GmbH',
      '–',
      '1',
      '16,80 €',
      '3,19 €',
      '19,99 €',
    ]);
    await checkBothWidths('company-invoices-preview');
    await page.getByTestId('company-invoices-issue').click();
    const confirm = page.getByTestId('company-invoices-confirm');
    await confirm.waitFor();
    expect((await confirm.innerText()).replace(/\u00a0/g, ' ')).toContain('Rechnungen: 1, zusammen 19,99 €.');
    await checkAdminPage(page, 'company-invoices-confirm');
    await page.getByTestId('company-invoices-issue-confirm').click();
    await expect
      .poll(() => page.getByTestId('company-invoices-message').textContent())
      .toBe('Erstellte Rechnungen: 1.');
    const invoice = page.getByTestId('company-invoice-row');
    await invoice.waitFor();
    expect(await invoice.getByTestId('company-invoice-status').textContent()).toBe('Offen');
    expect((await invoice.innerText()).replace(/\u00a0/g, ' ')).toContain('19,99 €');
    // Issued: the preview of the month has nothing left.
    await expect
      .poll(() => page.getByTestId('company-invoices-draft').innerText())
      .toContain('Für diesen Monat ist nichts zu berechnen.');
  });

  it('downloads the invoice as a PDF', async () => {
    const href = await page.getByTestId('company-invoice-pdf').getAttribute('href');
    const res = await page.request.get(`${shop.url}${href}`);
    expect(res.status(), shop.output().slice(-4000)).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('marks it paid on the day the money came; with no B2B debit due the export says so', async () => {
    await page.getByTestId('company-invoice-paid').click();
    const form = page.getByTestId('company-invoice-paid-form');
    await form.waitFor();
    const day = form.getByLabel('Zahlung eingegangen am');
    const today = await day.inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await checkAdminPage(page, 'company-invoice-paid');
    await page.getByTestId('company-invoice-paid-save').click();
    await form.waitFor({ state: 'detached' });
    const invoice = page.getByTestId('company-invoice-row');
    await expect.poll(() => invoice.getByTestId('company-invoice-status').textContent()).toBe('Bezahlt');
    const [y, m, d] = today.split('-');
    expect(await invoice.innerText()).toContain(`bezahlt am ${d}.${m}.${y}`);
    expect(await invoice.getByTestId('company-invoice-paid').count()).toBe(0);

    await page.getByTestId('company-invoices-b2b').click();
    await expect
      .poll(() => page.getByTestId('company-invoices-message').textContent())
      .toBe('Keine offenen B2B-Lastschriften.');
    await checkBothWidths('company-invoices');
  });

  it('a viewer reads the same screens without a button that changes anything', async () => {
    const viewer = (await loggedInOperator(browser, shop.url, 'leserin', 'viewer')).page;
    try {
      await viewer.goto(`${shop.url}/admin/companies`);
      await viewer.getByTestId('company-row').first().waitFor();
      expect(await viewer.getByTestId('company-create').count()).toBe(0);
      await viewer.getByRole('link', { name: 'Müller Logistik GmbH' }).click();
      await viewer.getByTestId('company-status').waitFor();
      expect(await viewer.getByTestId('company-edit').count()).toBe(0);
      await viewer.goto(`${shop.url}/admin/companies/invoices`);
      await viewer.getByTestId('company-invoice-row').waitFor();
      await viewer.getByTestId('company-invoices-preview').click();
      await viewer.getByTestId('company-invoices-draft').waitFor();
      for (const id of [
        'company-invoices-issue',
        'company-invoices-b2b',
        'company-invoice-paid',
        'company-invoice-send',
      ])
        expect(await viewer.getByTestId(id).count(), id).toBe(0);
      // Reading is allowed: the PDF link is there.
      expect(await viewer.getByTestId('company-invoice-pdf').count()).toBe(1);
    } finally {
      await viewer.context().close();
    }
  });
});
