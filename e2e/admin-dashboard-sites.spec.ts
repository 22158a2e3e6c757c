/**
 * The back office of the town demo (three car parks) in Chromium: a day ticket of the station
 * garage and one of the market garage, booked and paid as visitors do → the dashboard compares
 * the sites side by side (each garage's revenue of the month, walk-in vs booked), and with the
 * site chosen in the address (?site=bahnhof) every figure and the exports are the station's
 * only. axe (WCAG 2.2 AA) and screenshots on a phone and a desktop; the back office has its own
 * theme, whatever the shop's (admin/theme.ts), so the shop's 15 themes do not reach it.
 */
import { readFileSync } from 'node:fs';
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DESKTOP, ADMIN_TABLET, ADMIN_TOKEN, checkAdminPage, loggedInOperator } from './support/admin';
import { launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const ZONE = 'Europe/Berlin';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startShop({ DEMO_SHOP: 'town', RATE_LIMIT_MAX: '0', OPERATOR_TOKEN: ADMIN_TOKEN }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A day ticket of `templateId` for tomorrow, reserved through the shop's API and paid on the demo page. */
async function paidDayTicket(page: Page, templateId: string, plate: string) {
  const tomorrow = addDays(startOfDay(new TZDate(Date.now(), ZONE)), 1);
  const res = await fetch(`${shop.url}/api/booking/reserve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      selection: { templateId, startTime: new Date(tomorrow.getTime()).toISOString(), slotCount: 1 },
      contact: { mail: 'standorte@example.de' },
      identifications: [{ source: 'lp', code: plate }],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { paymentId } = (await res.json()) as { paymentId: string };
  await page.goto(`${shop.url}/demo-pay/${paymentId}`);
  await page.locator('button.pay').click();
  await page.waitForURL('**/checkout**');
}

/** Text with Intl's non-breaking spaces as plain ones ("15,00 €"). */
async function text(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s/g, ' ');
}

describe('the back office compares the car parks', () => {
  it('the sites side by side, one site from the address, and its exports', async () => {
    const shopper = await browser.newContext({ locale: 'de-DE', timezoneId: ZONE });
    const visitor = await shopper.newPage();
    await paidDayTicket(visitor, 'bahnhof-tag', 'FR-ST 15');
    await paidDayTicket(visitor, 'tagesticket', 'FR-MA 12');
    await shopper.close();

    const { page } = await loggedInOperator(browser, shop.url, 'stadtkasse', 'viewer', ADMIN_DESKTOP);
    const sites = page.getByTestId('admin-dashboard-sites');
    await sites.waitFor();
    expect(await sites.getByRole('heading', { name: 'Standorte im Vergleich' }).count()).toBe(1);
    // One row per garage and one for the products valid at several (the monthly permit).
    expect(await sites.locator('tbody tr').count()).toBe(4);
    const station = await text(page, 'admin-dashboard-site-bahnhof');
    expect(station).toContain('Parkhaus am Hauptbahnhof');
    expect(station).toContain('15,00 €');
    expect(await text(page, 'admin-dashboard-site-markt')).toContain('12,00 €');
    expect(await text(page, 'admin-dashboard-site-several')).toContain('Mehrere Standorte');
    expect(await text(page, 'admin-dashboard-today-revenue')).toBe('27,00 €');
    // The occupancy bars carry names for screen readers.
    expect(
      await sites.getByRole('progressbar', { name: 'Auslastung Parkhaus am Hauptbahnhof' }).count(),
    ).toBe(1);
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    await checkAdminPage(page, 'dashboard-sites');
    await page.setViewportSize(ADMIN_TABLET);
    await checkAdminPage(page, 'dashboard-sites');
    // A phone: one block per site, its figures one under another (so on a tablet upright).
    await page.setViewportSize(PHONE);
    await expect.poll(() => sites.locator('tbody tr').count()).toBe(0);
    expect(await text(page, 'admin-dashboard-site-bahnhof')).toContain('15,00 €');
    await checkAdminPage(page, 'dashboard-sites');

    // The site chosen in the address: the station's figures only.
    await page.setViewportSize(ADMIN_DESKTOP);
    await page.goto(`${shop.url}/admin?site=bahnhof`);
    await expect.poll(() => text(page, 'admin-dashboard-today-revenue')).toBe('15,00 €');
    expect(await page.getByTestId('admin-dashboard-sites').locator('tbody tr').count()).toBe(1);
    expect(await text(page, 'admin-dashboard-walk-ins')).toMatch(/von 300$/);
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    await checkAdminPage(page, 'dashboard-site-bahnhof');

    // The exports of the chosen site: its rows, its name in the file, the site column.
    await page.goto(`${shop.url}/admin/exports?site=bahnhof`);
    await page.getByTestId('admin-exports-form').waitFor();
    const d = new TZDate(Date.now(), ZONE);
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    await page.getByTestId('admin-exports-from').fill(date);
    await page.getByTestId('admin-exports-to').fill(date);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('admin-export-bookings').click(),
    ]);
    expect(file.suggestedFilename()).toBe(`buchungen_${date}_${date}_bahnhof.csv`);
    const lines = readFileSync(await file.path())
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    const header = lines[0].split(';');
    const row = lines[1].split(';');
    expect(header.at(-1)).toBe('Standort');
    expect(row.at(-1)).toBe('bahnhof');
    expect(row[header.indexOf('Produkt-ID')]).toBe('bahnhof-tag');
    await page.setViewportSize(PHONE);
    await checkAdminPage(page, 'exports-site');
    await page.context().close();
  });
});
