/**
 * The back office's payments in Chromium against the real shop: one shop taking SEPA
 * direct debits (PAYMENT_PROVIDER sepa) with the portal on and the day ticket cancellable.
 * Two bookings are paid by SEPA (a customer's and a guest's, over HTTP as the shop's pages would
 * do it). Staff excludes the guest's debit and includes it again, creates a bank export and
 * downloads its pain.008 file; then the customer cancels (the debit is exported, so the refund
 * is due by hand) and staff marks it "refunded by transfer" with a reference: it leaves the list.
 * A viewer sees no write buttons. axe (0 violations) and screenshots of every tab and dialog at
 * 1366 and 820 px.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DESKTOP as DESKTOP,
  ADMIN_TABLET as TABLET,
  ADMIN_TOKEN as OPERATOR_TOKEN,
  checkAdminPage as check,
  loggedInOperator,
} from './support/admin';
import { launchChromium } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

let shop: RunningShop;
let browser: Browser;
const configDir = mkdtempSync(join(tmpdir(), 'parkshop-e2e-admin-payments-'));

beforeAll(async () => {
  const demo = JSON.parse(readFileSync('src/server/config/demo-shop.json', 'utf8')) as Record<
    string,
    unknown
  >;
  const templates = (demo.templates as Array<Record<string, unknown>>).map((t) =>
    t.id === 'tagesticket' ? { ...t, cancellation: { until: 3600, refund: 'full' } } : t,
  );
  const config = join(configDir, 'shop.json');
  writeFileSync(
    config,
    JSON.stringify({
      ...demo,
      templates,
      options: { ...(demo.options as object), enableCustomerShop: true },
    }),
  );
  [shop, browser] = await Promise.all([
    startShop({
      SHOP_CONFIG: config,
      RATE_LIMIT_MAX: '0',
      OPERATOR_TOKEN,
      PAYMENT_PROVIDER: 'sepa',
      SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
      SEPA_CREDITOR_NAME: 'Parkhaus am Markt GmbH',
      SEPA_CREDITOR_IBAN: 'DE02120300000000202051',
      SEPA_CREDITOR_BIC: 'BYLADEM1001',
    }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  rmSync(configDir, { recursive: true, force: true });
});

/** The day ticket starting at midnight in Berlin (the demo shop's zone) `daysAhead` days from now. */
function dayTicketStart(daysAhead: number): string {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
  const noon = new Date(`${ymd}T12:00:00Z`);
  const berlinHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(
      noon,
    ),
  );
  return new Date(Date.parse(`${ymd}T00:00:00Z`) - (berlinHour - 12) * 3_600_000).toISOString();
}

/**
 * A day ticket paid by SEPA over HTTP, in a browser context of its own (its cookies are the
 * visitor's session): as a logged-in customer when `customer` is given. Answers the payment id.
 */
async function paySepa(mail: string, plate: string, customer?: { username: string; password: string }) {
  const context = await browser.newContext();
  const http = context.request;
  const url = (p: string) => `${shop.url}${p}`;
  if (customer) {
    const login = await http.post(url('/auth/login'), { data: customer });
    expect(login.status(), await login.text()).toBe(200);
  }
  const reserve = await http.post(url('/api/booking/reserve'), {
    data: {
      selection: {
        templateId: 'tagesticket',
        startTime: dayTicketStart(2),
        slotCount: 1,
      },
      contact: { mail, firstName: 'Kim', lastName: 'Kunde' },
      identifications: [{ source: 'lp', code: plate }],
    },
  });
  expect(reserve.status(), await reserve.text()).toBe(200);
  const { paymentId } = (await reserve.json()) as { paymentId: string };
  const pay = await http.post(url('/api/booking/payment/sepa'), {
    data: { iban: 'DE89370400440532013000', bic: '', accountName: 'Kim Kunde', recurrentPayment: false },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  const checkout = await http.get(url('/api/booking/checkout'));
  expect(checkout.status()).toBe(200);
  const { permissionId } = (await checkout.json()) as { permissionId: string };
  return { paymentId, permissionId, context };
}

async function createCustomer(mail: string, password: string) {
  const res = await fetch(`${shop.url}/api/operator/customers`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ mail, firstName: 'Kim', lastName: 'Kunde', licensePlates: ['B-PA 1'], password }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; username: string };
}

const e2e = (paymentId: string) => paymentId.replace(/-/g, '');

/**
 * A logged-in operator on /admin/payments/<tab>. The login's own page has an h1 too: wait until
 * the login has left it, or the navigation would cancel the login's call.
 */
async function operatorOn(
  username: string,
  role: 'staff' | 'viewer',
  viewport: typeof DESKTOP,
  tab: 'refunds' | 'batches' | 'sepa',
): Promise<Page> {
  const { page } = await loggedInOperator(browser, shop.url, username, role, viewport);
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
  await page.goto(`${shop.url}/admin/payments/${tab}`);
  await page.getByRole('heading', { level: 1, name: 'Zahlungen' }).waitFor();
  return page;
}

async function openTab(page: Page, tab: 'refunds' | 'batches' | 'sepa') {
  await page.getByTestId(`admin-payments-tab-${tab}`).click();
  await page.waitForURL(`**/admin/payments/${tab}`);
  // The tab's indicator slides over: screenshots show where it comes to rest.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** The grid row of a SEPA debit, found by its state cell (the collection id is in its test id). */
async function collectionIdOf(page: Page, mail: string): Promise<string> {
  const row = page.getByTestId('admin-collections-grid').getByRole('row').filter({ hasText: mail });
  await row.first().waitFor();
  const testId = await row
    .first()
    .locator('[data-testid^="admin-collection-state-"]')
    .getAttribute('data-testid');
  return testId!.slice('admin-collection-state-'.length);
}

describe('back-office payments', () => {
  it('SEPA: exclude and include a debit, create the export, download pain.008; a viewer without write buttons; a due refund marked refunded by transfer', async () => {
    const customer = await createCustomer('kim.kunde@example.de', 'Kunden-Passwort-2027');
    // The operator's password is the customer's first one: the portal asks for a change first.
    const first = await browser.newContext();
    const login = await first.request.post(`${shop.url}/auth/login`, {
      data: { username: customer.username, password: 'Kunden-Passwort-2027' },
    });
    expect(login.status(), await login.text()).toBe(200);
    const changed = await first.request.post(`${shop.url}/auth/change-password`, {
      data: { oldPassword: 'Kunden-Passwort-2027', newPassword: 'Neues-Kunden-Passwort-2028' },
    });
    expect(changed.status(), await changed.text()).toBeLessThan(300);
    await first.close();
    const own = await paySepa('kim.kunde@example.de', 'B-PA 1', {
      username: customer.username,
      password: 'Neues-Kunden-Passwort-2028',
    });
    const guest = await paySepa('gast@example.de', 'B-GA 2');

    const page = await operatorOn('kasse', 'staff', DESKTOP, 'sepa');
    const guestId = await collectionIdOf(page, 'gast@example.de');
    await check(page, 'payments-sepa');

    // Exclude the guest's debit (dialog: the reason field has the focus), then include it again.
    await page.getByTestId(`admin-collection-exclude-${guestId}`).click();
    const reason = page.getByTestId('admin-collection-exclude-reason');
    await reason.waitFor();
    expect(await reason.evaluate((e) => e === document.activeElement)).toBe(true);
    await check(page, 'payments-exclude-dialog');
    await reason.fill('IBAN wird geprüft');
    await page.getByTestId('admin-collection-exclude-save').click();
    await page.getByTestId('admin-collection-exclude-dialog').waitFor({ state: 'detached' });
    // The list shows open debits: the excluded one is gone; "Alle" shows it excluded.
    await page.getByTestId('admin-collections-state').selectOption('');
    await expect
      .poll(() => page.getByTestId(`admin-collection-state-${guestId}`).getAttribute('data-state'))
      .toBe('excluded');
    expect(await page.getByTestId(`admin-collection-state-${guestId}`).textContent()).toContain(
      'IBAN wird geprüft',
    );
    await page.getByTestId(`admin-collection-include-${guestId}`).click();
    await expect
      .poll(() => page.getByTestId(`admin-collection-state-${guestId}`).getAttribute('data-state'))
      .toBe('open');

    // The export: both debits, downloaded as pain.008.
    await openTab(page, 'batches');
    await page.getByTestId('admin-batch-create').click();
    const notice = page.getByTestId('admin-batch-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('2 Lastschrift');
    const download = page.getByTestId('admin-batches-grid').getByRole('link', { name: 'XML herunterladen' });
    await download.first().waitFor();
    await check(page, 'payments-batches');
    const [file] = await Promise.all([page.waitForEvent('download'), download.first().click()]);
    const xml = readFileSync((await file.path())!, 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(xml).toContain(`<EndToEndId>${e2e(guest.paymentId)}</EndToEndId>`);
    expect(xml).toContain(`<EndToEndId>${e2e(own.paymentId)}</EndToEndId>`);
    await page.getByTestId('admin-batches-grid').getByRole('button', { name: 'Erneut exportieren' }).click();
    await page.getByTestId('admin-batch-reexport-dialog').waitFor();
    await check(page, 'payments-reexport-dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('admin-batch-reexport-dialog').waitFor({ state: 'detached' });

    // The customer cancels: the debit is exported, so the refund is due by hand.
    const cancel = await own.context.request.post(`${shop.url}/sapi/permission/cancel`, {
      data: { _id: own.permissionId },
    });
    expect(cancel.status(), await cancel.text()).toBe(200);
    const { creditNote, refund } = (await cancel.json()) as {
      creditNote: { _id: string };
      refund: { status: string };
    };
    expect(refund.status).toBe('due');

    // A debit made after the export: open, for the exclude dialog and the viewer's check.
    await paySepa('spaet@example.de', 'B-SP 3');

    // A viewer sees every row but no write button.
    const viewer = await operatorOn('leser', 'viewer', DESKTOP, 'refunds');
    await viewer.getByTestId('admin-refunds-grid').getByText('kim.kunde@example.de').waitFor();
    expect(await viewer.locator('[data-testid^="admin-refund-"]').count()).toBe(0);
    await openTab(viewer, 'batches');
    await viewer.getByTestId('admin-batches-grid').getByRole('link').first().waitFor();
    expect(await viewer.getByTestId('admin-batch-create').count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Erneut exportieren' }).count()).toBe(0);
    await openTab(viewer, 'sepa');
    await viewer.getByTestId('admin-collections-grid').getByText('spaet@example.de').waitFor();
    await viewer.getByTestId('admin-mandates-grid').getByText('gast@example.de').waitFor();
    expect(await viewer.locator('[data-testid^="admin-collection-exclude-"]').count()).toBe(0);
    expect(await viewer.locator('[data-testid^="admin-mandate-revoke-"]').count()).toBe(0);
    await viewer.context().close();

    // Tablet: every tab and every dialog.
    const tablet = await operatorOn('kasse-tablet', 'staff', TABLET, 'refunds');
    await tablet.getByTestId(`admin-refund-transfer-${creditNote._id}`).click();
    await tablet.getByTestId('admin-refund-reference').waitFor();
    await check(tablet, 'payments-transfer-dialog');
    await tablet.keyboard.press('Escape');
    await tablet.getByTestId('admin-refund-transfer-dialog').waitFor({ state: 'detached' });
    await check(tablet, 'payments-refunds');
    await openTab(tablet, 'batches');
    await tablet.getByTestId('admin-batches-grid').getByRole('link').first().waitFor();
    await check(tablet, 'payments-batches');
    await tablet
      .getByTestId('admin-batches-grid')
      .getByRole('button', { name: 'Erneut exportieren' })
      .click();
    await tablet.getByTestId('admin-batch-reexport-dialog').waitFor();
    await check(tablet, 'payments-reexport-dialog');
    await tablet.keyboard.press('Escape');
    await openTab(tablet, 'sepa');
    const laterId = await collectionIdOf(tablet, 'spaet@example.de');
    await tablet.getByTestId('admin-mandates-grid').getByText('gast@example.de').waitFor();
    await check(tablet, 'payments-sepa');
    await tablet.getByTestId(`admin-collection-exclude-${laterId}`).click();
    await tablet.getByTestId('admin-collection-exclude-reason').waitFor();
    await check(tablet, 'payments-exclude-dialog');
    await tablet.keyboard.press('Escape');
    await tablet.getByTestId('admin-collection-exclude-dialog').waitFor({ state: 'detached' });
    await tablet
      .getByTestId('admin-mandates-grid')
      .getByRole('button', { name: 'Widerrufen' })
      .first()
      .click();
    await tablet.getByTestId('admin-mandate-revoke-dialog').waitFor();
    await check(tablet, 'payments-revoke-dialog');
    await tablet.keyboard.press('Escape');
    await tablet.context().close();

    // Desktop: the revoke dialog, then "refunded by transfer" with a reference.
    await openTab(page, 'sepa');
    await page.getByTestId('admin-mandates-grid').getByRole('button', { name: 'Widerrufen' }).first().click();
    await page.getByTestId('admin-mandate-revoke-dialog').waitFor();
    await check(page, 'payments-revoke-dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('admin-mandate-revoke-dialog').waitFor({ state: 'detached' });

    await openTab(page, 'refunds');
    const transfer = page.getByTestId(`admin-refund-transfer-${creditNote._id}`);
    await transfer.waitFor();
    const row = await page.getByTestId('admin-refunds-grid').textContent();
    expect(row).toContain('kim.kunde@example.de');
    expect(row).toContain('Stornierung (Lastschrift bereits exportiert)');
    expect(row).toMatch(/12,00\s€/);
    await check(page, 'payments-refunds');
    await transfer.click();
    const reference = page.getByTestId('admin-refund-reference');
    await reference.waitFor();
    expect(await reference.evaluate((e) => e === document.activeElement)).toBe(true);
    await check(page, 'payments-transfer-dialog');
    // Esc closes without recording anything.
    await page.keyboard.press('Escape');
    await page.getByTestId('admin-refund-transfer-dialog').waitFor({ state: 'detached' });
    await transfer.click();
    await reference.fill('  Überweisung 2026-11-23 Nr. 4711 ');
    await page.getByTestId('admin-refund-transfer-save').click();
    await page.getByTestId('admin-refund-done').waitFor();
    await expect.poll(() => transfer.count()).toBe(0);
    // One walk through four back-office screens and two roles: about two minutes on a loaded
    // 2-core machine, more than the file default of 180 s leaves room for.
  }, 360_000);
});
