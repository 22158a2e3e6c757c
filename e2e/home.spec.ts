/**
 * The home page, in Chromium against the real shop: pay by plate is the first card
 * with the plate field in it and leads to `/renew-ticket?plate=…`; the drawer holds "Ticket
 * bezahlen", "Meine Buchungen / Anmelden" and the content pages; at desktop width no card stands
 * alone in the grid's last row, and the top bar links "Meine Reservierung" (`/reserve`). The page
 * leads with the car park's address, opening hours and free places (ADR 050), in the server's
 * HTML too; axe finds nothing in any theme. Screenshots at 390x844 and 1366x900 go to
 * .tmp/home-shots.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/shared/themes';
import { axeViolations, previewTheme } from './support/axe';
import { launchChromium, PHONE } from './support/browser';
import { demoShopConfig, type RunningShop, startShop, writeShopConfig } from './support/shop';

const WIDE = { width: 1366, height: 900 };
const SHOTS = fileURLToPath(new URL('../.tmp/home-shots', import.meta.url));

let shop: RunningShop;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** The demo shop with opening hours: the home page shows them and a week to open. */
const config = writeShopConfig({
  ...demoShopConfig(),
  openingHours: {
    mo: ['06:00-23:00'],
    tu: ['06:00-23:00'],
    we: ['06:00-23:00'],
    th: ['06:00-23:00'],
    fr: ['06:00-23:00'],
    sa: ['07:00-20:00'],
  },
});

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [shop, browser] = await Promise.all([
    startShop({ RATE_LIMIT_MAX: '0', SHOP_CONFIG: config.file }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await shop?.stop();
  config.remove();
});

async function home(viewport: typeof PHONE, query = ''): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${shop.url}/${query}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('renew-card').waitFor();
  return page;
}

describe('the home page', () => {
  it('leads with pay by plate: the first card, the plate field in it, on to /renew-ticket?plate=', async () => {
    const page = await home(PHONE);
    const first = page.locator('main section').first();
    expect(await first.getAttribute('data-testid')).toBe('renew-card');
    expect(await first.textContent()).toContain('Schon geparkt? Jetzt bezahlen');
    const plate = page.getByLabel('Kennzeichen');
    expect(await plate.getAttribute('data-testid')).toBe('renew-card-plate');
    await page.screenshot({ path: `${SHOTS}/home-390.png`, fullPage: true });
    await plate.fill('FR-AB 123');
    await page.getByTestId('renew-card-link').click();
    await page.waitForURL((url) => url.pathname === '/renew-ticket');
    expect(new URL(page.url()).searchParams.get('plate')).toBe('FR-AB 123');
  });

  it('sends the plate with the form before the script has loaded too (a real GET form)', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, locale: 'de-DE' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.getByTestId('renew-card-plate').fill('KA-XY 9');
    await page.getByTestId('renew-card-link').click();
    await page.waitForURL((url) => url.pathname === '/renew-ticket');
    expect(new URL(page.url()).searchParams.get('plate')).toBe('KA-XY 9');
  });

  it('holds "Ticket bezahlen", "Meine Buchungen / Anmelden" and the content pages in the drawer', async () => {
    const page = await home(PHONE);
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.waitFor();
    await page.getByTestId('drawer-renew').waitFor();
    const items = await drawer.locator('nav a').allTextContents();
    const styling = (await (await fetch(`${shop.url}/api/page/styling`)).json()) as {
      styling: { navigation: { title: string; position: string[] }[] };
      options: { enableCustomerShop: boolean };
    };
    const pages = styling.styling.navigation.filter((n) => n.position.includes('top')).map((n) => n.title);
    expect(items).toEqual([
      expect.any(String),
      'Ticket bezahlen',
      ...(styling.options.enableCustomerShop ? ['Meine Buchungen / Anmelden'] : []),
      // The home area's reservations overview (spec §2 /reserve, ADR 041).
      'Meine Reservierung',
      ...pages,
    ]);
    await page.screenshot({ path: `${SHOTS}/drawer-390.png` });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('drawer-renew').click();
    await page.waitForURL((url) => url.pathname === '/renew-ticket');
  });

  it('leaves no card alone in the last row at 1366 px; the top bar leads to "Meine Reservierung"', async () => {
    const page = await home(WIDE);
    await page.screenshot({ path: `${SHOTS}/home-1366.png`, fullPage: true });
    const grid = page.getByTestId('template-grid');
    const gridBox = await grid.boundingBox();
    const boxes = await grid.locator(':scope > section').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { top: Math.round(r.top), width: r.width };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    const lastTop = boxes[boxes.length - 1]!.top;
    const lastRow = boxes.filter((b) => b.top === lastTop);
    // Either the last row has company, or its one card spans the grid.
    if (lastRow.length === 1) expect(lastRow[0]!.width).toBeGreaterThan(gridBox!.width - 2);
    // The pay-by-plate card is above the grid and as wide as it.
    const renew = await page.getByTestId('renew-card').boundingBox();
    expect(renew!.y + renew!.height).toBeLessThanOrEqual(gridBox!.y);
    expect(renew!.width).toBeGreaterThan(gridBox!.width - 2);
    // The top bar leads to the home area's reservations overview (spec §2 /reserve), first among its links.
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' });
    const reserve = nav.getByRole('link', { name: 'Meine Reservierung' });
    expect(await nav.getByRole('link').first().getAttribute('href')).toBe('/reserve');
    await reserve.click();
    await page.waitForURL((url) => url.pathname === '/reserve');
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    expect(await reserve.getAttribute('aria-current')).toBe('page');
  });

  it('leads with the address, the opening hours and the free places, above pay by plate (ADR 050)', async () => {
    const page = await home(PHONE);
    const info = page.getByTestId('site-info');
    const site = (await (await fetch(`${shop.url}/api/page/site`)).json()) as { freePlaces: number };
    expect(await page.getByTestId('site-address').textContent()).toBe(
      'Rathausgasse 12, 79098 Freiburg im Breisgau',
    );
    expect(await page.getByTestId('site-hours').locator('summary').textContent()).toMatch(
      // Closed in the night before the day's opening: "öffnet 07:00", today, without a weekday.
      /^(Jetzt geöffnet · bis (\d\d:\d\d|[A-Z][a-z]\.? \d\d:\d\d)|Geschlossen · öffnet ([A-Z][a-z]\.? )?\d\d:\d\d)$/,
    );
    expect(await page.getByTestId('site-free').textContent()).toMatch(
      new RegExp(`^(Freie Plätze: ${site.freePlaces}|Derzeit voll) · aktualisiert \\d\\d:\\d\\d$`),
    );
    // A compact box above the actions: pay by plate stays in the first screen of a phone.
    const box = (await info.boundingBox())!;
    const renew = (await page.getByTestId('renew-card').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(renew.y);
    expect(box.height).toBeLessThan(110);
    expect(renew.y + 120).toBeLessThan(PHONE.height);
    // The week opens without a script: Monday to Friday in one row, Sunday closed.
    await page.getByTestId('site-hours').locator('summary').click();
    const rows = await page.getByTestId('site-hours').locator('tr').allTextContents();
    // (Node's ICU writes "Mo.", Chromium's "Mo".)
    expect(rows.map((r) => r.replace(/\./g, ''))).toEqual([
      'Mo–Fr06:00–23:00',
      'Sa07:00–20:00',
      'Sogeschlossen',
    ]);
    await page.screenshot({ path: `${SHOTS}/home-info-390.png` });
    const wide = await home(WIDE, '?theme=golf1');
    await wide.getByTestId('site-hours').locator('summary').click();
    await wide.screenshot({ path: `${SHOTS}/home-info-1366-golf1.png` });
    const en = await home(PHONE, '?lang=en&theme=water2');
    expect(await en.getByTestId('site-hours').locator('summary').textContent()).toMatch(
      /^(Open now · until|Closed · opens) /,
    );
    await en.screenshot({ path: `${SHOTS}/home-info-390-en-water2.png` });
  });

  it('has the address and the hours in the server’s HTML, without JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, locale: 'de-DE' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    expect(await page.getByTestId('site-address').textContent()).toBe(
      'Rathausgasse 12, 79098 Freiburg im Breisgau',
    );
    expect(await page.getByTestId('site-hours').locator('summary').textContent()).toMatch(
      /^(Jetzt geöffnet|Geschlossen) · /,
    );
    expect(await page.getByTestId('site-free').textContent()).toMatch(/^(Freie Plätze: \d+|Derzeit voll) · /);
    // The native <details> opens without a script.
    await page.getByTestId('site-hours').locator('summary').click();
    await page.getByTestId('site-hours').getByText('geschlossen', { exact: true }).waitFor();
  });

  // Every theme in place (ADR 047): one page, the week opened, axe in each theme.
  let themed: Page | undefined;
  it.each(THEME_NAMES)('is axe-clean in the %s theme', async (theme) => {
    if (!themed) {
      themed = await home(PHONE);
      await themed.getByTestId('site-hours').locator('summary').click();
    }
    await previewTheme(themed, theme);
    expect(await axeViolations(themed)).toEqual([]);
  });
});
