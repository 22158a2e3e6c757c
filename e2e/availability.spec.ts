import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOptions } from '../src/shared/domain/slots';
import { dayKey, zonedParts } from '../src/web/lib/format';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

/** Booked-out starts: one visitor fills a place, the next sees the start disabled. */
const ZONE = 'Europe/Berlin';
const SHOTS = process.env.SCREENSHOT_DIR;
const hourly = {
  stepDuration: 3600,
  startBefore: 2 * 86400,
  bookUntil: 2 * 86400,
  minDuration: 3600,
  maxDuration: 4 * 3600,
};

function shopConfigFile(): string {
  const demo = JSON.parse(
    readFileSync(new URL('../src/server/config/demo-shop.json', import.meta.url), 'utf8'),
  );
  const place = (id: string, name: string, reservationSlotDetails: object) => ({
    id,
    type: 'reservation',
    name,
    description: 'Ein Stellplatz, nur einer.',
    benefits: [],
    requiredContactDetails: 'MailOnly',
    requestedIdentifierSources: [],
    reservationSlotDetails,
    capacity: 1,
    tariff: { pricePerStep: 500 },
  });
  demo.templates.push(
    place('einzelplatz', 'Einzelplatz', {
      stepDuration: 86400,
      startBefore: 7 * 86400,
      bookUntil: 7 * 86400,
      minDuration: 86400,
      maxDuration: 86400,
    }),
    place('stellplatz', 'Stellplatz stundenweise', hourly),
  );
  configDir = mkdtempSync(join(tmpdir(), 'avail-e2e-'));
  const file = join(configDir, 'shop.json');
  writeFileSync(file, JSON.stringify(demo));
  return file;
}

let configDir: string | undefined;
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SHOP_CONFIG: shopConfigFile() }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: ZONE });
  return context.newPage();
}

async function next(page: Page) {
  const button = page.getByTestId('next-button');
  await button.waitFor();
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}

/** With SCREENSHOT_DIR set, a full-page picture once the buttons' colour transitions are over. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('booked-out starts in Chromium', () => {
  it('a visitor books the one place of a day; the next visitor, on a phone, sees that day disabled and why', async () => {
    // Visitor 1 books the day after tomorrow and pays.
    const first = await newPage();
    await first.goto(`${shop.url}/period/einzelplatz`);
    const slots = first.getByTestId('slot-item');
    // The file's first page load (the shop still cold) can take longer than poll's default 1 s.
    await expect.poll(() => slots.count(), { timeout: 30_000 }).toBe(7);
    const day = (await slots.nth(2).getAttribute('data-value'))!;
    await slots.nth(2).click();
    await next(first);
    await first.waitForURL('**/data/einzelplatz');
    await first.getByLabel(/E-Mail/).fill('erste@example.de');
    await next(first);
    await first.waitForURL('**/confirm/einzelplatz');
    await first.getByTestId('confirm-checkbox').check();
    await next(first);
    await first.waitForURL('**/demo-pay/**');
    await first.getByRole('button', { name: /Bezahlen/ }).click();
    await first.waitForURL('**/checkout');
    await expect
      .poll(() => first.getByTestId('checkout-status').textContent(), { timeout: 15_000 })
      .toContain('Das Ticket wurde bezahlt.');
    await first.context().close();

    // Visitor 2, on a phone: the day is there, disabled, and says it is booked out.
    const page = await newPage(PHONE);
    await page.goto(`${shop.url}/period/einzelplatz`);
    const taken = page.locator(`[data-testid="slot-item"][data-value="${day}"]`);
    await expect.poll(() => taken.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await taken.getAttribute('aria-disabled')).toBe('true');
    expect(await taken.textContent()).toMatch(/Ausgebucht$/);
    // Screen readers hear the reason: it is part of the button's accessible name.
    expect(await page.getByRole('button', { name: /Ausgebucht/ }).count()).toBe(1);
    const others = page.locator('[data-testid="slot-item"]:not([data-booked-out])');
    expect(await others.count()).toBe(6);
    for (let i = 0; i < 6; i++) expect(await others.nth(i).isEnabled()).toBe(true);
    // Clicking it does nothing: no price call, Next stays disabled.
    await taken.click({ force: true });
    expect(await taken.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('next-button').isDisabled()).toBe(true);
    await shot(page, 'phone-day-slots');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'desktop-day-slots');
    await page.context().close();
  });

  it('an hour held by another visitor is disabled in the hour list, on a phone and a desktop', async () => {
    // Tomorrow 10:00 in Berlin, held (not yet paid) by another visitor through the API.
    const now = new Date();
    const tomorrow = dayKey(new Date(now.getTime() + 86_400_000), ZONE);
    const start = startOptions(hourly, now, ZONE).find(
      (s) => dayKey(s, ZONE) === tomorrow && zonedParts(s, ZONE).hour === 10,
    )!;
    const res = await fetch(`${shop.url}/api/booking/reserve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        selection: { templateId: 'stellplatz', startTime: start.toISOString(), slotCount: 1 },
        contact: { mail: 'andere@example.de' },
        identifications: [],
      }),
    });
    expect(res.status).toBe(200);

    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const page = await newPage(viewport);
      await page.goto(`${shop.url}/period/stellplatz`);
      const start = page.getByTestId('start-picker');
      await start.locator(`[data-testid="calendar-day"][data-date="${tomorrow}"]`).click();
      const ten = start.getByTestId('hour-10');
      await expect.poll(() => ten.isDisabled(), { timeout: 10_000 }).toBe(true);
      expect(await ten.getAttribute('aria-label')).toBe('10 Uhr, ausgebucht');
      expect(await ten.getAttribute('title')).toBe('Ausgebucht');
      expect(await start.getByTestId('hour-11').isEnabled()).toBe(true);
      // From 8:00 the end may be 9:00 or 10:00, not later: that would cross the held hour.
      await start.getByTestId('hour-08').click();
      const ends = page.getByTestId('end-picker').getByTestId('slot-item');
      await expect.poll(() => ends.count()).toBe(4);
      expect(await Promise.all([0, 1, 2, 3].map((i) => ends.nth(i).isDisabled()))).toEqual([
        false,
        false,
        true,
        true,
      ]);
      await shot(page, `${name}-hours`);
      await page.context().close();
    }
  });
});
