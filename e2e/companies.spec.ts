/**
 * Company accounts (ADR 065) in Chromium against the real shop: a customer signs a company up
 * on a phone, adds a plate and a cost centre and invites a driver; the driver (a customer with
 * the invited e-mail) opens the mailed link on a desktop and accepts, and then sees the company
 * and its cost centres. The company screen is axe-clean in every theme. Screenshots (phone and
 * desktop) go to SCREENSHOT_DIR when it is set. An operator approves the company in the back
 * office's Companies screen (axe-checked, screenshots under ADMIN_SHOTS).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/shared/themes';
import { ADMIN_DESKTOP, ADMIN_TOKEN, checkAdminPage, loggedInOperator } from './support/admin';
import { axeViolations, previewTheme } from './support/axe';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { createCustomer as createPortalCustomer, firstLogin as login } from './support/portal';
import { type RunningShop, startShop } from './support/shop';

const OPERATOR_TOKEN = ADMIN_TOKEN;
const SHOTS = process.env.SCREENSHOT_DIR;

let shop: RunningShop;
let browser: Browser;
let admin: Page;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const createCustomer = (mail: string) => createPortalCustomer(shop.url, OPERATOR_TOKEN, mail);

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  return context.newPage();
}

/** The invitation link mailed to `to` (the shop has no SMTP: the operator's outbox). */
async function invitationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${shop.url}/api/operator/outbox`, {
        headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      const mails = (await res.json()) as Array<{ to: string; text: string }>;
      link = mails
        .filter((m) => m.to === to)
        .map((m) => /(https?:\/\/\S+\/portal\/company\?invitation=[A-Za-z0-9_-]+)/.exec(m.text)?.[1])[0];
      return link;
    })
    .toBeDefined();
  return link!;
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ OPERATOR_TOKEN, RATE_LIMIT_MAX: '0' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('a company admin signs up and invites a driver, who accepts', () => {
  it('the admin signs the company up on a phone: pending, with its debitor account', async () => {
    const chef = await createCustomer('chef@acme.example');
    admin = await newPage(PHONE);
    await login(admin, `${shop.url}/portal/company`, chef.username);
    await admin.goto(`${shop.url}/portal/company`);
    await admin.getByTestId('company-signup').waitFor();
    await shot(admin, 'company-signup-phone');
    await admin.getByTestId('company-legalName').fill('ACME Logistik GmbH');
    await admin.getByTestId('company-street').fill('Hafenstraße');
    await admin.getByTestId('company-buildingNumber').fill('7');
    await admin.getByTestId('company-zipCode').fill('79098');
    await admin.getByTestId('company-city').fill('Freiburg');
    await admin.getByTestId('company-vatId').fill('DE 12345678');
    await admin.getByTestId('company-invoiceMail').fill('rechnung@acme.example');
    await admin.getByTestId('company-signup-submit').click();
    await expect
      .poll(() => admin.getByTestId('company-signup-result').textContent())
      .toBe('Die USt-IdNr. ist ungültig.');
    await admin.getByTestId('company-vatId').fill('DE 123 456 789');
    await admin.getByTestId('company-signup-submit').click();
    await admin.getByTestId('company-admin').waitFor();
    expect(await admin.getByTestId('company-status').textContent()).toBe('wartet auf Bestätigung');
  });

  it('adds a fleet plate and a cost centre, and invites the driver', async () => {
    await admin.getByTestId('company-plate-input').fill('fr-ac 12');
    await admin.getByTestId('company-plate-add').click();
    await expect.poll(() => admin.getByTestId('company-plate').first().textContent()).toBe('FR-AC 12');
    await admin.getByTestId('company-cc-code').fill('K100');
    await admin.getByTestId('company-cc-name').fill('Vertrieb');
    await admin.getByTestId('company-cc-add').click();
    await admin.getByText('Vertrieb').waitFor();
    await admin.getByTestId('company-invite-mail').fill('fahrer@acme.example');
    await admin.getByTestId('company-invite').click();
    await expect
      .poll(() => admin.getByTestId('company-members-result').textContent())
      .toBe('Die Einladung an fahrer@acme.example ist verschickt.');
    await expect.poll(() => admin.getByTestId('company-member').count()).toBe(2);
    await shot(admin, 'company-admin-phone');
    await admin.setViewportSize(DESKTOP);
    await shot(admin, 'company-admin-desktop');
    await admin.setViewportSize(PHONE);
  });

  it.each(THEME_NAMES)('the company admin screen is axe-clean in the %s theme', async (theme) => {
    await previewTheme(admin, theme);
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('the driver opens the mailed link on a desktop, logs in and accepts', async () => {
    const link = await invitationLink('fahrer@acme.example');
    const driverAccount = await createCustomer('fahrer@acme.example');
    const driver = await newPage(DESKTOP);
    await login(driver, link, driverAccount.username);
    await driver.goto(link);
    await driver.getByTestId('company-invitation').waitFor();
    await driver.getByTestId('company-accept').click();
    await expect
      .poll(() => driver.getByTestId('company-invitation-result').textContent())
      .toBe('Sie sind jetzt Mitglied von ACME Logistik GmbH.');
    await driver.getByTestId('company-member-view').waitFor();
    expect(await driver.getByTestId('company-member-view').textContent()).toContain('K100 – Vertrieb');
    await shot(driver, 'company-member-desktop');
    await driver.setViewportSize(PHONE);
    await shot(driver, 'company-member-phone');
    for (const theme of THEME_NAMES) {
      await previewTheme(driver, theme);
      expect(await axeViolations(driver), theme).toEqual([]);
    }
    // The link worked once.
    await driver.goto(link);
    await driver.getByTestId('company-accept').click();
    await expect
      .poll(() => driver.getByTestId('company-invitation-result').textContent())
      .toBe('Diese Einladung ist ungültig, abgelaufen oder wurde bereits angenommen.');
  });

  it('the operator finds the pending company in the back office and approves it', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'firmen', 'staff');
    await page.goto(`${shop.url}/admin/companies`);
    await page.getByTestId('company-row').first().waitFor();
    expect(await page.getByTestId('companies-table').textContent()).toContain('ACME Logistik GmbH');
    await checkAdminPage(page, 'companies-list');
    await page.getByRole('link', { name: 'ACME Logistik GmbH' }).click();
    await page.getByTestId('company-approve').click();
    await expect
      .poll(() => page.getByTestId('company-changed').textContent())
      .toBe('Der Status ist jetzt: Aktiv.');
    await checkAdminPage(page, 'company-detail');
    await page.setViewportSize(PHONE);
    await checkAdminPage(page, 'company-detail');
    await page.setViewportSize(ADMIN_DESKTOP);
    // The company admin sees it active.
    await admin.reload();
    await expect.poll(() => admin.getByTestId('company-status').textContent()).toBe('aktiv');
  });
});
