/**
 * The back office's dashboard and exports in Chromium against the demo shop: a paid
 * day ticket (reserved through the shop's API, paid on the demo provider's page) and a camera's
 * entry read (a device made with the operator token) → a viewer logs in and the dashboard shows
 * that car inside (besides the demo shop's parked cars), one booking today and its 12,00 € → the exports screen downloads the bookings
 * CSV and the month's DATEV file (the demo shop carries DATEV's sample numbers), whose contents
 * name the booking and its bill. axe and screenshots of both screens at 1366 and 820 px.
 */
import { readFileSync } from 'node:fs';
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DESKTOP, ADMIN_TABLET, ADMIN_TOKEN, checkAdminPage, loggedInOperator } from './support/admin';
import { DEMO_PARKED_CARS } from '../src/server/modules/pay-by-plate/demo-seed';
import { launchChromium } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const ZONE = 'Europe/Berlin';
const PLATE = 'FR-DB 2026';
const CAR_INSIDE = 'FR-EN 7';

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

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Today's date and month in the shop's zone (YYYY-MM-DD, YYYY-MM). */
function today() {
  const d = new TZDate(Date.now(), ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return { date, month: date.slice(0, 7) };
}

/** A day ticket for tomorrow, reserved through the shop's API and paid on the demo page. */
async function paidDayTicket(page: Page) {
  const tomorrow = addDays(startOfDay(new TZDate(Date.now(), ZONE)), 1);
  const reservation = await post<{ paymentId: string }>('/api/booking/reserve', {
    selection: {
      templateId: 'tagesticket',
      startTime: new Date(tomorrow.getTime()).toISOString(),
      slotCount: 1,
    },
    contact: { mail: 'dashboard@example.de' },
    identifications: [{ source: 'lp', code: PLATE }],
  });
  await page.goto(`${shop.url}/demo-pay/${reservation.paymentId}`);
  await page.locator('button.pay').click();
  await page.waitForURL('**/checkout**');
}

/** The car park's camera reads a plate at the entry. */
async function entryRead(plate: string) {
  const device = await post<{ apiKey: string }>(
    '/api/operator/access-devices',
    { name: 'Einfahrt Dashboard-Test', direction: 'entry' },
    ADMIN_TOKEN,
  );
  const read = await post<{ stayId: string | null }>(
    '/api/access/events',
    {
      eventId: `dashboard-${Date.now()}`,
      occurredAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      direction: 'entry',
      plate,
      confidence: 0.98,
    },
    device.apiKey,
  );
  expect(read.stayId).toBeTruthy();
}

/** Text with Intl's non-breaking spaces as plain ones ("12,00 €"). */
async function text(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s/g, ' ');
}

/** Clicks a download control and returns the file's name and bytes. */
async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

describe('the back-office dashboard and exports', () => {
  it('a viewer sees the car inside and today’s booking, and downloads the bookings CSV and the DATEV file', async () => {
    const shopper = await browser.newContext({ locale: 'de-DE', timezoneId: ZONE });
    await paidDayTicket(await shopper.newPage());
    await shopper.close();
    await entryRead(CAR_INSIDE);

    const { page } = await loggedInOperator(browser, shop.url, 'controlling', 'viewer', ADMIN_DESKTOP);
    await page.getByRole('heading', { level: 1, name: 'Backoffice' }).waitFor();
    await page.getByTestId('admin-dashboard-stays-inside').waitFor();
    // The demo shop starts with its parked cars (pay by plate can be tried at once); ours is one more.
    const inside = DEMO_PARKED_CARS.length + 1;
    expect(await text(page, 'admin-dashboard-stays-inside')).toBe(String(inside));
    // None has a permission: each takes one of the demo car park's 120 walk-in places.
    expect(await text(page, 'admin-dashboard-walk-ins')).toBe(`${inside} von 120`);
    // The day ticket starts tomorrow: no permit holder yet; no reservation.
    expect(await text(page, 'admin-dashboard-permits')).toBe('0');
    expect(await text(page, 'admin-dashboard-reservations')).toBe('0 von 3');
    expect(await text(page, 'admin-dashboard-today-bookings')).toBe('1');
    expect(await text(page, 'admin-dashboard-today-revenue')).toBe('12,00 €');
    // The charts carry names, and their numbers for screen readers: today's row of the revenue table.
    const revenue = page.getByTestId('admin-dashboard-revenue-chart');
    expect(await revenue.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await revenue.locator('table caption').textContent()).toBe('Umsatz pro Tag');
    expect((await revenue.locator('tbody tr').last().textContent())?.replace(/\s/g, ' ')).toContain(
      '12,00 €',
    );
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    await checkAdminPage(page, 'dashboard');

    // 30 days: one point per day; the hourly view was 7 days.
    await page.getByTestId('admin-dashboard-range-30').click();
    await expect
      .poll(() => page.getByTestId('admin-dashboard-occupancy-chart').locator('tbody tr').count())
      .toBe(30);
    await page.getByTestId('admin-dashboard-range-7').click();

    await page.setViewportSize(ADMIN_TABLET);
    await checkAdminPage(page, 'dashboard');

    // The exports screen through the navigation.
    await page.setViewportSize(ADMIN_DESKTOP);
    await page.getByRole('link', { name: 'Exporte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Exporte' }).waitFor();
    const form = page.getByTestId('admin-exports-form');
    await form.waitFor();
    await checkAdminPage(page, 'exports');
    const { date, month } = today();
    await page.getByTestId('admin-exports-from').fill(date);
    await page.getByTestId('admin-exports-to').fill(date);
    await page.getByTestId('admin-exports-month').fill(month);

    const bookings = await download(page, 'admin-export-bookings');
    expect(bookings.name).toBe(`buchungen_${date}_${date}.csv`);
    const csv = bookings.bytes.toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    const row = lines[1].split(';');
    const header = lines[0].split(';');
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Produkt-ID')).toBe('tagesticket');
    expect(cell('Status')).toBe('bezahlt');
    expect(cell('Preis EUR')).toBe('12,00');
    expect(cell('Kennzeichen')).toBe(PLATE);
    expect(cell('E-Mail')).toBe('dashboard@example.de');
    const billNumber = cell('Rechnungsnummer');
    expect(billNumber).toMatch(/^\d{6}$/);
    expect(await page.getByTestId('admin-exports-done').textContent()).toContain(bookings.name);

    const datev = await download(page, 'admin-export-datev');
    expect(datev.name).toBe(`EXTF_Buchungsstapel_${month}.csv`);
    // Windows-1252 by default; the file starts with the bare "EXTF" (no BOM).
    const extf = datev.bytes.toString('latin1').split('\r\n');
    expect(extf[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;/);
    const sale = extf.slice(2).filter((l) => l.includes(`"${billNumber}"`));
    expect(sale).toHaveLength(1);
    // Gross 12,00 on the debit side (S), demo chart SKR03: Geldtransit 1360 to revenue 19 % 8400.
    expect(sale[0]).toMatch(/^12,00;"S";"EUR";;;"";1360;8400;/);

    // A period the server refuses shows its translated reason instead of a file.
    await page.getByTestId('admin-exports-from').fill(date);
    await page.getByTestId('admin-exports-to').fill('2020-01-01');
    await page.getByTestId('admin-export-bills').click();
    await page.getByTestId('admin-error').waitFor();
    expect(await page.getByTestId('admin-error').textContent()).toMatch(/Zeitraum/);
    // The buttons come back from their loading state with a short transition: shoot them settled.
    await expect.poll(() => page.getByTestId('admin-export-bills').isEnabled()).toBe(true);
    await page.waitForTimeout(400);
    await checkAdminPage(page, 'exports-error');

    await page.setViewportSize(ADMIN_TABLET);
    await page.getByTestId('admin-exports-to').fill(date);
    await checkAdminPage(page, 'exports');
    await page.context().close();
  });
});
