/**
 * A town of three car parks (the `town` demo: Parkhaus am Markt, Parkhaus am Hauptbahnhof, P+R
 * West) in Chromium, on a phone and a desktop: the home page lists them in the configured order
 * without a shared position, by distance with one (nothing leaves the browser), says so politely
 * when the position is refused, filters by name or street; a car park's page shows its entrance,
 * hours and its own products; a product booked there is paid with the demo provider; pay by plate
 * is offered on another car park's page. axe in all 15 themes on the list and a site page, and
 * screenshots of both (.tmp/shots-sites).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/shared/themes';
import { axeViolations, previewTheme } from './support/axe';
import { launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const DESKTOP = { width: 1366, height: 900 };
const SHOTS = '.tmp/shots-sites';
/** Beside P+R West, in the north-west of the town. */
const NEAR_PR_WEST = { latitude: 48.0139, longitude: 7.8031 };

let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [browser, shop] = await Promise.all([
    launchChromium(),
    startShop({ RATE_LIMIT_MAX: '0', DEMO_SHOP: 'town' }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function newPage(viewport: { width: number; height: number }, extra: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport === PHONE,
    hasTouch: viewport === PHONE,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    ...extra,
  });
  return context.newPage();
}

const order = (page: Page) =>
  page.getByTestId('site-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-site')));

async function auditAllThemes(page: Page, screen: string) {
  const found: string[] = [];
  for (const theme of THEME_NAMES) {
    await previewTheme(page, theme);
    for (const v of await axeViolations(page))
      found.push(`${screen} in ${theme}: ${v.id} (${v.nodes.length})`);
  }
  expect(found).toEqual([]);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the car parks of a town on a %s', (name, viewport) => {
  it('lists them as configured, and by distance once the browser shares its position', async () => {
    const page = await newPage(viewport, { geolocation: NEAR_PR_WEST, permissions: ['geolocation'] });
    await page.goto(`${shop.url}/`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByTestId('site-list').waitFor();
    // The server's first HTML already has the list (no one-site page flashes first).
    expect(await order(page)).toEqual(['markt', 'bahnhof', 'pr-west']);
    const first = page.getByTestId('site-card').first();
    expect(await first.getByRole('link').textContent()).toBe('Parkhaus am Markt');
    expect(await first.textContent()).toContain('Rathausgasse');
    expect(await first.getByTestId('site-card-price').textContent()).toMatch(/^ab \d+,\d\d\s€$/);
    await page.screenshot({ path: `${SHOTS}/list-${name}.png`, fullPage: true });

    await page.getByTestId('site-near').click();
    await expect.poll(() => order(page)).toEqual(['pr-west', 'bahnhof', 'markt']);
    expect(await page.getByTestId('site-list-status').textContent()).toContain('Nach Entfernung');
    expect(
      await page.getByTestId('site-card').first().getByTestId('site-card-distance').textContent(),
    ).toMatch(/^\d+ m entfernt$/);
    expect(
      await page.getByTestId('site-card').last().getByTestId('site-card-distance').textContent(),
    ).toMatch(/^\d,\d km entfernt$/);
    await page.screenshot({ path: `${SHOTS}/list-near-${name}.png`, fullPage: true });

    // The search filters what is loaded: by street as by name.
    await page.getByTestId('site-search').fill('bismarck');
    await expect.poll(() => order(page)).toEqual(['bahnhof']);
    expect(await page.getByTestId('site-list-status').textContent()).toContain('1 von 3 Parkhäusern');
    await page.getByTestId('site-search').fill('Flughafen');
    await expect.poll(() => order(page)).toEqual([]);
    expect(await page.getByTestId('site-list-status').textContent()).toContain(
      'Kein Parkhaus passt zu „Flughafen“',
    );
    await page.context().close();
  });

  it('keeps the order and says so when the position is not shared', async () => {
    const page = await newPage(viewport);
    // A refused position, as a driver who says no.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', {
        value: {
          getCurrentPosition: (_ok: unknown, fail: (e: { code: number; message: string }) => void) =>
            fail({ code: 1, message: 'denied' }),
        },
      });
    });
    await page.goto(`${shop.url}/`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByTestId('site-near').click();
    await expect
      .poll(() => page.getByTestId('site-list-status').textContent())
      .toContain('Ohne Ihren Standort');
    expect(await order(page)).toEqual(['markt', 'bahnhof', 'pr-west']);
    expect(await page.getByTestId('site-card-distance').count()).toBe(0);
    await page.context().close();
  });

  it("opens a car park's page from the list, with its entrance, hours and own products only", async () => {
    const page = await newPage(viewport);
    await page.goto(`${shop.url}/`);
    await page.locator('html[data-hydrated]').waitFor();
    const productCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/booking/templates') productCalls.push(r.url());
    });
    await page.getByRole('link', { name: 'Parkhaus am Hauptbahnhof' }).click();
    await page.waitForURL('**/p/bahnhof');
    await page.getByRole('heading', { level: 1, name: 'Parkhaus am Hauptbahnhof' }).waitFor();
    expect(await page.title()).toMatch(/^Parkhaus am Hauptbahnhof \| /);
    expect(await page.getByTestId('site-entrance-line').textContent()).toBe(
      'Bismarckallee 5, 79098 Freiburg im Breisgau',
    );
    expect(await page.getByTestId('site-directions').textContent()).toContain('Busbahnhof');
    // The station's products: its day ticket and the city-wide monthly permit, not the market's.
    await page.getByTestId('book-bahnhof-tag').waitFor();
    await page.getByTestId('book-monatsparken').waitFor();
    expect(await page.getByTestId('book-kurzzeit').count()).toBe(0);
    expect(await page.getByTestId('book-tagesticket').count()).toBe(0);
    // The page asked for the station's products only, never for the town's whole list.
    expect(productCalls.length).toBeGreaterThan(0);
    expect(productCalls.every((u) => new URL(u).searchParams.get('site') === 'bahnhof')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/site-${name}.png`, fullPage: true });
    await page.context().close();
  });
});

describe("a car park's first HTML", () => {
  it('embeds only its own products', async () => {
    const html = await (await fetch(`${shop.url}/p/pr-west`, { headers: { accept: 'text/html' } })).text();
    const state = JSON.parse(
      /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)![1],
    ) as {
      templates: Array<{ _id: string }>;
      templatesSite?: string;
    };
    expect(state.templatesSite).toBe('pr-west');
    expect(state.templates.map((t) => t._id)).toEqual(['pr-tag']);
  });
});

describe('a car park that does not exist', () => {
  it("answers 404 with the shop's not-found page", async () => {
    const res = await fetch(`${shop.url}/p/flughafen`);
    expect(res.status).toBe(404);
    const page = await newPage(DESKTOP);
    await page.goto(`${shop.url}/p/flughafen`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Die Seite wurde nicht gefunden.' }).waitFor();
    await page.context().close();
  });
});

describe('booking at one car park, paying by plate at another', () => {
  it('books the market garage’s day ticket from its page and pays with the demo provider', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${shop.url}/p/markt`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByTestId('book-tagesticket').click();
    await page.waitForURL('**/period/tagesticket');
    const slots = page.getByTestId('slot-item');
    await expect.poll(() => slots.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await slots.nth(1).click();
    const next = async () => {
      const button = page.getByTestId('next-button');
      await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
      await button.click();
    };
    await next();
    await page.waitForURL('**/data/tagesticket');
    await page.getByLabel(/E-Mail/).fill('fahrer@example.de');
    await page.getByLabel(/Kennzeichen/).fill('f-st 1');
    await next();
    await page.waitForURL('**/confirm/tagesticket');
    await page.getByTestId('confirm-checkbox').check();
    await next();
    await page.waitForURL('**/demo-pay/**');
    await page.getByRole('button', { name: /Bezahlen/ }).click();
    await page.waitForURL('**/checkout');
    // The ticket names the car park it is for.
    const ticketLink = page.getByRole('link', { name: /Ticket/ }).first();
    await ticketLink.waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it("offers pay by plate on the station garage's page and finds a parked demo car", async () => {
    const page = await newPage(PHONE);
    await page.goto(`${shop.url}/p/bahnhof`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByTestId('renew-card').waitFor();
    await page.getByTestId('renew-card-plate').fill('fr-pk 300');
    await page.getByTestId('renew-card').getByRole('button').click();
    await page.waitForURL('**/renew-ticket?plate=*');
    await page.getByTestId('renew-breakdown').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('renew-plate-value').textContent()).toBe('FR-PK 300');
    // The demo parked this car at the station: the breakdown says where it stands.
    expect(await page.getByTestId('renew-site').textContent()).toContain('Parkhaus am Hauptbahnhof');
    await page.context().close();
  });
});

describe('accessibility of the list and a site page in all 15 themes', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('has no axe violations on a %s', async (_, viewport) => {
    const page = await newPage(viewport);
    await page.goto(`${shop.url}/`);
    await page.getByTestId('site-list').waitFor();
    await auditAllThemes(page, 'site list');
    await page.getByRole('link', { name: 'Park+Ride West' }).click();
    await page.getByTestId('site-facts').waitFor();
    await auditAllThemes(page, 'site page');
    await page.context().close();
  });
});
