/**
 * Pay by plate in the demo town (DEMO_SHOP=town): its parked cars stand in different car parks,
 * and the page names the one the car is in, with that car park's tariff (ADR 060). On a phone
 * and a desktop, with axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const DESKTOP = { width: 1366, height: 900 };

let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  [browser, shop] = await Promise.all([
    launchChromium(),
    startShop({ RATE_LIMIT_MAX: '0', DEMO_SHOP: 'town' }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function find(viewport: { width: number; height: number }, plate: string): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport === PHONE,
    hasTouch: viewport === PHONE,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  await page.goto(`${shop.url}/renew-ticket`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByTestId('renew-plate').fill(plate);
  const next = page.getByTestId('next-button');
  await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
  await next.click();
  await page.getByTestId('renew-ticket').waitFor();
  return page;
}

describe('pay by plate in a town of several car parks', () => {
  it('names the station garage for the car parked there, priced in its half-hour steps (phone)', async () => {
    const page = await find(PHONE, 'fr-pk 300');
    expect(await page.getByTestId('renew-site').textContent()).toBe('Parkhaus am Hauptbahnhof');
    // The station's tariff: 30-minute steps at 1,50 €.
    expect(await page.getByTestId('renew-breakdown').textContent()).toContain('1,50');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('names the market garage for the car parked there (desktop)', async () => {
    const page = await find(DESKTOP, 'fr-pk 240');
    expect(await page.getByTestId('renew-site').textContent()).toBe('Parkhaus am Markt');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
