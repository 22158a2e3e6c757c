/**
 * A company account from the invitation to the invoice, in Chromium against the real shop with
 * a real SMTP server (ADR 065–067): the company admin (on a phone) keeps a cost centre and
 * renames it, and invites a driver; the driver takes the mailed link on a desktop, accepts and
 * books a day ticket on the company's account; the operator issues the month's invoices
 * (the back office's call, with an operator's session); the company admin finds the invoice in
 * the portal and downloads its PDF and XML, and signs, replaces and revokes the SEPA B2B
 * mandate. The invoices and the mandate screens are axe-clean in all 15 themes; a plain member
 * is told that only admins see them. Screenshots (phone and desktop) go to SCREENSHOT_DIR
 * when it is set.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/shared/themes';
import { mimeParts } from '../src/server/test/mime';
import { startSmtp } from '../src/server/test/smtp';
import { ADMIN_TOKEN, loggedInOperator } from './support/admin';
import { axeViolations, previewTheme } from './support/axe';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { createCustomer as createPortalCustomer, firstLogin as login } from './support/portal';
import { demoShopConfig, type RunningShop, startShop, writeShopConfig } from './support/shop';

const SHOTS = process.env.SCREENSHOT_DIR;
const ZONE = 'Europe/Berlin';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let config: ReturnType<typeof writeShopConfig> | undefined;
let shop: RunningShop;
let browser: Browser;
let chef: Page;
let driver: Page;
let operator: Page;
let companyId: string;
let invoiceNumber: string;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function axeInEveryTheme(page: Page, screen: string) {
  for (const theme of THEME_NAMES) {
    await previewTheme(page, theme);
    expect(await axeViolations(page), `${screen} in ${theme}`).toEqual([]);
  }
}

const createCustomer = (mail: string, plate: string) => createPortalCustomer(shop.url, ADMIN_TOKEN, mail, [plate]);

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: ZONE, acceptDownloads: true });
  return context.newPage();
}

/** A call of the page's own session (the portal's cookie, or the back office's with its CSRF token). */
async function call(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
      if (path.startsWith('/api/admin/')) {
        const me = (await (await fetch('/api/admin/auth/me')).json()) as { csrfToken: string };
        headers['x-csrf-token'] = me.csrfToken;
      }
      const res = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const text = await res.text();
      return { status: res.status, text, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/** A mail's plain text, decoded. */
const textOf = (raw: string) =>
  mimeParts(raw)
    .filter((p) => p.contentType === 'text/plain')
    .map((p) => p.body.toString('utf8'))
    .join('\n');

/** The invitation link the SMTP server received for `to`. */
async function invitationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = smtp.received
        .filter((m) => m.to.includes(to))
        .map((m) => /(https?:\/\/\S+\/portal\/company\?invitation=[A-Za-z0-9_-]+)/.exec(textOf(m.raw))?.[1])
        .find(Boolean);
      return link;
    })
    .toBeDefined();
  return link!;
}

/** The file a click on `testId` downloads. */
async function download(page: Page, testId: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return readFileSync(await file.path());
}

beforeAll(async () => {
  smtp = await startSmtp();
  const demo = demoShopConfig();
  config = writeShopConfig({
    ...demo,
    options: { ...(demo.options as object), enableCustomerShop: true },
    companies: { selfSignUp: true },
  });
  [shop, browser] = await Promise.all([
    startShop({
      SHOP_CONFIG: config.file,
      SMTP_URL: smtp.url,
      OPERATOR_TOKEN: ADMIN_TOKEN,
      RATE_LIMIT_MAX: '0',
      // SEPA, not the demo provider, whose payment step forwards at once: the payment step stays
      // and offers the company account; the creditor signs the company's B2B mandate too.
      PAYMENT_PROVIDER: 'sepa',
      SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
      SEPA_CREDITOR_NAME: 'Parkhaus am Markt GmbH',
      SEPA_CREDITOR_IBAN: 'DE02120300000000202051',
      SEPA_CREDITOR_BIC: 'BYLADEM1001',
    }),
    launchChromium(),
  ]);
  operator = (await loggedInOperator(browser, shop.url, 'buchhaltung', 'staff')).page;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await smtp?.close();
  config?.remove();
});

describe('a company account from the invitation to the downloaded invoice', () => {
  it('the company admin signs the company up, the operator approves it', async () => {
    const account = await createCustomer('chef@hafen-logistik.example', 'FR-HL 1');
    chef = await newPage(PHONE);
    await login(chef, `${shop.url}/portal/company`, account.username);
    const data = {
      address: { street: 'Hafenstraße', buildingNumber: '7', zipCode: '79098', city: 'Freiburg', country: 'DE' },
      vatId: 'DE123456789',
      invoiceMail: 'rechnung@hafen-logistik.example',
    };
    const signUp = await call(chef, 'POST', '/sapi/companies', { legalName: 'Hafen Logistik GmbH', ...data });
    expect(signUp.status, signUp.text).toBe(201);
    companyId = (signUp.json as { id: string }).id;
    // One invoice per cost centre: the portal's list then names the centre.
    const perCentre = await call(chef, 'PUT', `/sapi/companies/${companyId}`, { ...data, invoicePer: 'cost_centre' });
    expect(perCentre.status, perCentre.text).toBe(200);
    const approved = await call(operator, 'POST', `/api/admin/companies/${companyId}/approve`);
    expect(approved.status, approved.text).toBe(200);
  });

  it('keeps a cost centre, renames it, and invites a driver', async () => {
    await chef.goto(`${shop.url}/portal/company`);
    await chef.getByTestId('company-admin').waitFor();
    expect(await chef.getByTestId('company-status').textContent()).toBe('aktiv');
    await chef.getByTestId('company-cc-code').fill('K100');
    await chef.getByTestId('company-cc-name').fill('Vertrieb');
    await chef.getByTestId('company-cc-add').click();
    await expect.poll(() => chef.getByTestId('company-cost-centre').first().textContent()).toContain('K100 Vertrieb');
    await chef.getByRole('button', { name: 'Kostenstelle K100 umbenennen' }).click();
    await chef.getByTestId('company-cc-rename-input').fill('Vertrieb Süd');
    await chef.getByTestId('company-cc-rename-save').click();
    await expect
      .poll(() => chef.getByTestId('company-cc-result').textContent())
      .toBe('Die Kostenstelle K100 heißt jetzt „Vertrieb Süd“.');
    await expect.poll(() => chef.getByTestId('company-cost-centre').first().textContent()).toContain('K100 Vertrieb Süd');
    await chef.getByTestId('company-invite-mail').fill('fahrer@hafen-logistik.example');
    await chef.getByTestId('company-invite').click();
    await expect
      .poll(() => chef.getByTestId('company-members-result').textContent())
      .toBe('Die Einladung an fahrer@hafen-logistik.example ist verschickt.');
  });

  it('the driver accepts the mailed link on a desktop and books a day ticket on the company account', async () => {
    const link = await invitationLink('fahrer@hafen-logistik.example');
    const account = await createCustomer('fahrer@hafen-logistik.example', 'FR-HL 42');
    driver = await newPage(DESKTOP);
    await login(driver, link, account.username);
    await driver.goto(link);
    await driver.getByTestId('company-accept').click();
    await expect
      .poll(() => driver.getByTestId('company-invitation-result').textContent())
      .toBe('Sie sind jetzt Mitglied von Hafen Logistik GmbH.');

    await driver.goto(`${shop.url}/`);
    await driver.getByTestId('book-tagesticket').click();
    await driver.waitForURL('**/period/tagesticket');
    const slots = driver.getByTestId('slot-item');
    await expect.poll(() => slots.count(), { timeout: 15_000 }).toBe(7);
    await slots.nth(1).click();
    const next = driver.getByTestId('next-button');
    await expect.poll(() => next.isEnabled(), { timeout: 10_000 }).toBe(true);
    await next.click();
    // The account holds mail and plate: no data step.
    await driver.waitForURL('**/confirm/tagesticket');
    await driver.getByTestId('confirm-checkbox').check();
    await expect.poll(() => next.isEnabled(), { timeout: 10_000 }).toBe(true);
    await next.click();
    await driver.waitForURL('**/payment/tagesticket');
    await driver.getByTestId('account-payment').waitFor();
    await shot(driver, 'company-account-payment-desktop');
    await driver.getByTestId('account-cost-centre').selectOption({ label: 'K100 – Vertrieb Süd' });
    await driver.getByTestId('account-pay').click();
    await driver.waitForURL('**/checkout');
  });

  it('the operator issues the month: one invoice for the company, mailed with its PDF and XML', async () => {
    // The charge's month is its service day's in Berlin: this month's or, at its end, the next's.
    const month = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' }).format(d);
    const periods = [...new Set([month(new Date()), month(new Date(Date.now() + 2 * 86_400_000))])];
    let period: string | undefined;
    for (const p of periods) {
      const preview = await call(operator, 'GET', `/api/admin/company-invoices/preview?period=${p}`);
      expect(preview.status, preview.text).toBe(200);
      const drafts = (preview.json as { invoices: Array<{ companyId: string; grossCents: number }> }).invoices;
      if (drafts.some((d) => d.companyId === companyId)) period = p;
    }
    expect(period).toBeDefined();
    const before = smtp.received.length;
    const issued = await call(operator, 'POST', '/api/admin/company-invoices/issue', { period });
    expect(issued.status, issued.text).toBe(200);
    const ours = (issued.json as { issued: Array<{ companyId: string; number: string; grossCents: number }> }).issued.find(
      (i) => i.companyId === companyId,
    );
    expect(ours?.grossCents).toBe(1200);
    invoiceNumber = ours!.number;
    await expect
      .poll(() => smtp.received.slice(before).find((m) => m.to.includes('rechnung@hafen-logistik.example')))
      .toBeDefined();
    const mail = smtp.received.slice(before).find((m) => m.to.includes('rechnung@hafen-logistik.example'))!;
    const attached = mimeParts(mail.raw).filter((p) => p.filename !== null);
    expect(attached.map((p) => p.contentType).sort()).toEqual(['application/pdf', 'application/xml']);
    expect(attached.find((p) => p.contentType === 'application/pdf')!.body.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('the company admin finds the invoice in the portal and downloads its PDF and XML', async () => {
    await chef.goto(`${shop.url}/portal/company`);
    await chef.getByTestId('company-invoices-link').click();
    await chef.waitForURL('**/portal/company/invoices');
    const row = chef.getByTestId('company-invoice');
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.textContent();
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('K100 – Vertrieb Süd');
    expect(text).toContain('12,00');
    expect(await chef.getByTestId('company-invoice-status').textContent()).toBe('offen');
    await shot(chef, 'company-invoices-phone');

    const pdf = await download(chef, 'company-invoice-pdf');
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const xml = (await download(chef, 'company-invoice-xml')).toString('utf8');
    expect(xml).toContain('CrossIndustryInvoice');
    expect(xml).toContain(invoiceNumber);
    await axeInEveryTheme(chef, 'invoices on a phone');

    await chef.setViewportSize(DESKTOP);
    await chef.getByRole('columnheader', { name: 'Kostenstelle' }).waitFor();
    await shot(chef, 'company-invoices-desktop');
    await axeInEveryTheme(chef, 'invoices on a desktop');
    await chef.setViewportSize(PHONE);
  });

  it('a plain member reads that only the company admins see invoices and the mandate', async () => {
    await driver.goto(`${shop.url}/portal/company/invoices`);
    await driver.getByTestId('company-invoices-admin-only').waitFor();
    expect(await driver.getByTestId('company-invoice').count()).toBe(0);
    const listed = await call(driver, 'GET', '/sapi/company/invoices');
    expect(listed.json).toEqual({ invoices: [] });
    await driver.goto(`${shop.url}/portal/company/mandate`);
    await driver.getByTestId('company-mandate-admin-only').waitFor();
    expect((await call(driver, 'GET', '/sapi/company/mandate')).status).toBe(404);
    await driver.goto(`${shop.url}/portal/company`);
    await driver.getByTestId('company-member-view').waitFor();
    expect(await driver.getByTestId('company-invoices-link').count()).toBe(0);
  });

  it('the company admin signs the B2B mandate, replaces it and revokes it', async () => {
    await chef.goto(`${shop.url}/portal/company`);
    await chef.getByTestId('company-mandate-link').click();
    await chef.waitForURL('**/portal/company/mandate');
    await chef.getByTestId('company-mandate-none').waitFor();
    expect(await chef.getByTestId('company-mandate-bank-notice').textContent()).toContain(
      'Bestätigen Sie das Mandat vor der ersten Abbuchung Ihrer Bank',
    );
    const sign = chef.getByTestId('company-mandate-sign');
    expect(await sign.isEnabled()).toBe(false);
    await chef.getByTestId('sepa-account-name').fill('Hafen Logistik GmbH');
    // A wrong check digit: the driver's form's message, and nothing to sign.
    await chef.getByTestId('sepa-iban').pressSequentially('DE89370400440532013001');
    await chef.getByTestId('sepa-account-name').focus();
    await chef.getByText('Die IBAN ist ungültig.').waitFor();
    expect(await sign.isEnabled()).toBe(false);
    await chef.getByTestId('sepa-iban').fill('');
    await chef.getByTestId('sepa-iban').pressSequentially('DE89370400440532013000');
    // The BIC comes from the German bank code, as on the payment step.
    await expect.poll(() => chef.getByTestId('sepa-bic').inputValue(), { timeout: 10_000 }).toBe('COBADEFFXXX');
    await expect.poll(() => sign.isEnabled()).toBe(true);
    await sign.click();
    const reference = chef.getByTestId('company-mandate-reference');
    await reference.waitFor();
    const first = (await reference.textContent())!;
    expect(first).toMatch(/^B2B[0-9A-F]{16}$/);
    expect(await chef.getByTestId('company-mandate-result').textContent()).toBe(
      `Das Mandat ist erteilt. Mandatsreferenz: ${first}`,
    );
    expect(await chef.getByTestId('company-mandate-current').textContent()).toContain('DE98ZZZ09999999999');
    await shot(chef, 'company-mandate-phone');
    await axeInEveryTheme(chef, 'mandate on a phone');

    // A new mandate replaces the one in force.
    await chef.setViewportSize(DESKTOP);
    await chef.getByTestId('sepa-account-name').fill('Hafen Logistik GmbH');
    await chef.getByTestId('sepa-iban').pressSequentially('DE02120300000000202051');
    await expect.poll(() => chef.getByTestId('sepa-bic').inputValue(), { timeout: 10_000 }).toBe('BYLADEM1001');
    await sign.click();
    await expect.poll(() => reference.textContent()).not.toBe(first);
    await shot(chef, 'company-mandate-desktop');
    await axeInEveryTheme(chef, 'mandate on a desktop');

    await chef.getByTestId('company-mandate-revoke').click();
    await chef.getByRole('dialog').waitFor();
    await chef.getByRole('button', { name: 'Ja' }).click();
    await chef.getByTestId('company-mandate-none').waitFor();
    expect(await chef.getByTestId('company-mandate-revoke-result').textContent()).toBe('Das Mandat ist widerrufen.');
    expect(await call(chef, 'GET', '/sapi/company/mandate')).toMatchObject({ status: 200, json: null });
  });
});
