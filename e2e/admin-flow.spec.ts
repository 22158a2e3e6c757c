/**
 * The back office's whole flow in Chromium against the real shop, without a restart in between: an
 * admin logs in with TOTP → changes a tariff → the shop's price call answers the new price →
 * creates a product that appears on the home page → finds a booking by plate and cancels it
 * with a refund → downloads the bookings CSV and the DATEV export → sees all of it in the
 * audit log. The areas' own specs (admin-*.spec.ts) check each screen with axe at two widths.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DESKTOP,
  ADMIN_TOKEN,
  loggedInOperator,
  loginWithKeyboard,
  newAdminPage,
  paidDayTicket,
  totpCode,
} from './support/admin';
import { launchChromium } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const ZONE = 'Europe/Berlin';
const PLATE = 'FL-OW 2026';
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startShop({ RATE_LIMIT_MAX: '0', OPERATOR_TOKEN: ADMIN_TOKEN }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** What the shop's price call answers for one hour of the demo's "kurzzeit", two hours ahead. */
async function priceOfOneHour(page: Page): Promise<number> {
  const d = new Date();
  d.setUTCMinutes(0, 0, 0);
  const res = await page.request.post(`${shop.url}/api/booking/price`, {
    data: {
      templateId: 'kurzzeit',
      startTime: new Date(d.getTime() + 2 * 3600_000).toISOString(),
      slotCount: 1,
    },
  });
  const body = (await res.json()) as { priceToBePaid?: number; details?: { priceToBePaid: number } };
  return body.priceToBePaid ?? body.details!.priceToBePaid;
}

async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/**
 * The audit log filtered by an action prefix (`catalogue.`) or action: the actions shown, in
 * words. `shown` is one of them, awaited so the list is the filtered one.
 */
async function auditActions(page: Page, action: string, shown: string): Promise<string[]> {
  const filter = page.getByTestId('admin-audit-filter');
  await filter.getByLabel('Aktion').fill(action);
  await page.getByRole('button', { name: 'Filtern' }).click();
  await page.getByRole('gridcell', { name: shown, exact: true }).first().waitFor();
  const cells = await page.locator('[role="gridcell"][data-field="action"]').allTextContents();
  return [...new Set(cells)].sort();
}

describe("the operator's day in the back office", () => {
  it('TOTP login → tariff → price → new product on the home page → cancel by plate with a refund → CSV and DATEV → audit log', async () => {
    await paidDayTicket(browser, shop.url, PLATE);

    // The first admin enrols TOTP, logs out, and logs in with password and code.
    const { page, totpSecret } = await loggedInOperator(browser, shop.url, 'betrieb', 'admin', ADMIN_DESKTOP);
    await page.getByTestId('admin-logout').click();
    await page.getByText('Sie wurden abgemeldet.').waitFor();
    await loginWithKeyboard(page, shop.url, 'betrieb');
    await page.getByTestId('admin-totp-form').waitFor();
    await page.getByLabel('Code').fill(totpCode(totpSecret!, 1));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Backoffice', level: 1 }).waitFor();

    // A new tariff for the short stay, in force at once: the shop's price call follows.
    expect(await priceOfOneHour(page)).toBe(300);
    await page.getByRole('link', { name: 'Angebot & Einstellungen' }).click();
    await page.getByTestId('admin-template-tariffs-kurzzeit').click();
    const tariffForm = page.getByTestId('admin-tariff-form');
    await tariffForm.getByLabel('Preis je Stunde (€)').fill('4,20');
    await tariffForm.getByLabel('Preis für den ersten Takt (Stunde, €, optional)').fill('');
    await tariffForm.getByLabel('Tageshöchstpreis (€, optional)').fill('');
    await page.getByTestId('admin-tariff-save').click();
    await page.getByTestId('admin-tariff-version-2').waitFor();
    expect(await priceOfOneHour(page)).toBe(420);
    await page.keyboard.press('Escape');
    await tariffForm.waitFor({ state: 'detached' });

    // A new product: the shop's home page offers it.
    await page.getByTestId('admin-template-create').click();
    const form = page.getByTestId('admin-template-form');
    await form.getByLabel('Kennung').fill('nachtparken');
    await form.getByLabel('Name (Deutsch)').fill('Nachtparken');
    await form.getByLabel('Name (Englisch)').fill('Night parking');
    await form.getByLabel('Preis je Stunde (€)').fill('2,00');
    await page.getByTestId('admin-template-save').click();
    await form.waitFor({ state: 'detached' });
    const home = await newAdminPage(browser);
    await home.goto(`${shop.url}/`);
    await home.getByTestId('book-nachtparken').waitFor();
    expect(await home.getByText('Nachtparken').first().isVisible()).toBe(true);
    await home.context().close();

    // The booking by its plate, cancelled with a partial refund.
    await page.getByRole('link', { name: 'Buchungen' }).click();
    const search = page.getByTestId('admin-bookings-search');
    await search.getByLabel('Kennzeichen').fill('fl-ow');
    await search.getByRole('button', { name: 'Suchen' }).click();
    const link = page.getByTestId('admin-booking-link');
    await expect.poll(() => link.allTextContents(), { timeout: 10_000 }).toEqual([PLATE]);
    await link.click();
    await expect.poll(() => page.getByTestId('admin-booking-status').textContent()).toBe('Bezahlt');
    await page.getByTestId('admin-booking-cancel').click();
    const cancel = page.getByTestId('admin-cancel-form');
    await cancel.getByLabel('Erstattungsbetrag in Euro').fill('7,50');
    await cancel.getByTestId('admin-cancel-confirm').click();
    await cancel.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('admin-booking-status').textContent()).toBe('Storniert');
    expect(await page.getByTestId('admin-booking-credit-note').textContent()).toMatch(
      /Gutschrift \d+ .*7,50/,
    );

    // The accountant's files for this month.
    await page.getByRole('link', { name: 'Exporte' }).click();
    await page.getByTestId('admin-exports-form').waitFor();
    const now = new Date();
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .format(now)
      .split('-');
    const date = parts.join('-');
    const month = `${parts[0]}-${parts[1]}`;
    await page.getByTestId('admin-exports-from').fill(date);
    await page.getByTestId('admin-exports-to').fill(date);
    await page.getByTestId('admin-exports-month').fill(month);
    const csv = await download(page, 'admin-export-bookings');
    expect(csv.name).toBe(`buchungen_${date}_${date}.csv`);
    const text = csv.bytes.toString('utf8');
    expect(text).toContain(PLATE);
    expect(text).toContain('storniert');
    const datev = await download(page, 'admin-export-datev');
    expect(datev.name).toBe(`EXTF_Buchungsstapel_${month}.csv`);
    const extf = datev.bytes.toString('latin1').split('\r\n');
    expect(extf[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";/);
    // The sale (12,00 debit) and its credit note (7,50 credit).
    expect(extf.some((l) => l.startsWith('12,00;"S";'))).toBe(true);
    expect(extf.some((l) => l.startsWith('7,50;"H";'))).toBe(true);

    // The payment list narrowed to the plate, downloaded: the file holds what the list shows.
    await page.goto(`${shop.url}/admin/payments/list`);
    const paymentFilter = page.getByTestId('admin-payments-filter');
    await paymentFilter.locator('input[name="q"]').fill(PLATE);
    await page.getByTestId('admin-payments-search').click();
    await expect
      .poll(() => page.locator('[role="gridcell"][data-field="bookingId"]').allTextContents())
      .toEqual([expect.stringContaining(PLATE)]);
    const list = await download(page, 'admin-payments-export');
    expect(list.name).toMatch(/^zahlungsliste_\d{4}-\d{2}-\d{2}\.csv$/);
    const listRows = list.bytes.toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(listRows).toHaveLength(1);
    expect(listRows[0]).toContain(`;${PLATE};`);

    // All of it in the audit log.
    await page.getByRole('link', { name: 'Protokoll' }).click();
    await page.getByRole('heading', { name: 'Protokoll', level: 1 }).waitFor();
    expect(await auditActions(page, 'catalogue.', 'Tarif geplant')).toEqual(
      expect.arrayContaining(['Tarif geplant', 'Produkt angelegt']),
    );
    expect(await auditActions(page, 'booking.', 'Buchung storniert')).toContain('Buchung storniert');
    expect(await auditActions(page, 'export.', 'DATEV-Export')).toEqual([
      'Buchungen exportiert',
      'DATEV-Export',
      'Zahlungsliste exportiert',
    ]);
    expect(await auditActions(page, 'auth.', 'Anmeldung')).toEqual(
      expect.arrayContaining(['Anmeldung', 'Bestätigungscode']),
    );
    await page.context().close();
  });
});
