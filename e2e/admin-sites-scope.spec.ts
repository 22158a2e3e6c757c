/**
 * The back office filtered to one site in Chromium against the town demo (three car parks): a
 * day ticket is bought at the market and one at the station; an admin sees both, chooses the
 * station in the top bar's switcher and sees only its booking on every screen (the choice stays
 * in the URL from screen to screen); the admin limits a staff member to the market in the
 * operators' form; that staff member, on a phone, has no switcher (one site) and sees only the
 * market's booking, and the station's booking answers "not found". axe (0 violations) and a
 * screenshot of each screen on the phone and the desktop. The back office has one theme of its
 * own whatever the shop's theme (admin/theme.ts), so its audits need no walk through the shop's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDuration, DAY, startOfDayInZone } from '../src/shared/domain/time';
import {
  ADMIN_DESKTOP,
  ADMIN_TOKEN,
  checkAdminPage as check,
  loggedInOperator,
  newAdminPage,
} from './support/admin';
import { launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

let shop: RunningShop;
let browser: Browser;
const MARKET = 'E2E-MK 11';
const STATION = 'E2E-BF 22';
let stationBooking = '';

/** A paid day ticket for tomorrow of `templateId`, reserved and paid as a visitor does. */
async function paidTicket(templateId: string, plate: string): Promise<void> {
  const page = await newAdminPage(browser);
  try {
    await page.goto(`${shop.url}/`);
    const start = addDuration(
      startOfDayInZone(new Date(), 'Europe/Berlin'),
      DAY,
      'Europe/Berlin',
    ).toISOString();
    const r = await page.evaluate(
      async (body) => {
        const res = await fetch('/api/booking/reserve', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, json: await res.json() };
      },
      {
        selection: { templateId, startTime: start, slotCount: 1 },
        contact: { mail: 'erika@example.de' },
        identifications: [{ source: 'lp', code: plate }],
      },
    );
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    await page.goto(`${shop.url}${r.json.paymentRedirect}`);
    await page.getByRole('button', { name: /Bezahlen/ }).click();
    await page.waitForURL('**/checkout**');
    await page.waitForFunction(async () => (await fetch('/api/booking/checkout')).status === 200, undefined, {
      polling: 250,
      timeout: 15_000,
    });
  } finally {
    await page.context().close();
  }
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startShop({ RATE_LIMIT_MAX: '0', OPERATOR_TOKEN: ADMIN_TOKEN, DEMO_SHOP: 'town' }),
    launchChromium(),
  ]);
  await paidTicket('tagesticket', MARKET);
  await paidTicket('bahnhof-tag', STATION);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function bookingsShow(page: Page, plates: { shown: string[]; hidden: string[] }) {
  const grid = page.getByRole('grid').first();
  for (const plate of plates.shown) await grid.getByText(plate).waitFor();
  const text = (await grid.textContent()) ?? '';
  for (const plate of plates.hidden) expect(text).not.toContain(plate);
}

describe('the back office filtered to one site', () => {
  it('an admin switches to the station on the desktop; an operator of the market sees only it on a phone', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'stadtwerke', 'admin', ADMIN_DESKTOP);
    await page.getByTestId('admin-logout').waitFor();
    stationBooking = await page.evaluate(async (plate) => {
      const res = await fetch(`/api/admin/bookings?plate=${encodeURIComponent(plate)}`);
      return ((await res.json()) as { data: { id: string }[] }).data[0].id;
    }, STATION);
    await page.goto(`${shop.url}/admin/bookings`);
    const switcher = page.getByTestId('admin-site-switcher');
    expect(await switcher.inputValue()).toBe('');
    await bookingsShow(page, { shown: [MARKET, STATION], hidden: [] });
    await check(page, 'sites-bookings-all');

    await switcher.selectOption({ label: 'Parkhaus am Hauptbahnhof' });
    await page.waitForURL('**/admin/bookings?site=bahnhof');
    await bookingsShow(page, { shown: [STATION], hidden: [MARKET] });
    await check(page, 'sites-bookings-station');

    // The choice goes along to every screen and stays after a reload.
    await page.getByRole('navigation').getByRole('link', { name: 'Zahlungen' }).click();
    await page.waitForURL('**/admin/payments/**site=bahnhof*');
    await page.reload();
    await page.getByTestId('admin-site-switcher').waitFor();
    expect(await page.getByTestId('admin-site-switcher').inputValue()).toBe('bahnhof');
    await check(page, 'sites-payments-station');
    // On a phone the top bar keeps menu, language and "Abmelden"; the switcher heads the menu.
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.getByTestId('admin-logout').isVisible()).toBe(true);
    await check(page, 'sites-payments-station-phone');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const inMenu = page.getByRole('dialog').getByTestId('admin-site-switcher');
    expect(await inMenu.inputValue()).toBe('bahnhof');
    await check(page, 'sites-menu-phone');
    await page.keyboard.press('Escape');
    await inMenu.waitFor({ state: 'detached' });
    await page.setViewportSize(ADMIN_DESKTOP);

    // A staff member of the market: the admin gives the sites in the operators' form.
    const staff = await loggedInOperator(browser, shop.url, 'kasse-markt', 'staff', PHONE);
    await page.goto(`${shop.url}/admin/operators`);
    await page.getByRole('button', { name: 'Standorte von kasse-markt' }).click();
    const form = page.getByTestId('admin-operator-sites-form');
    await form.getByLabel('Parkhaus am Markt').check();
    await check(page, 'sites-operator-form');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Standorte von kasse-markt' })
      .filter({ hasText: 'Parkhaus am Markt' })
      .waitFor();

    const phone = staff.page;
    await phone.goto(`${shop.url}/admin/bookings`);
    await phone.getByTestId('admin-logout').waitFor();
    await bookingsShow(phone, { shown: [MARKET], hidden: [STATION] });
    // One site: nothing to choose.
    expect(await phone.getByTestId('admin-site-switcher').count()).toBe(0);
    await check(phone, 'sites-bookings-market-phone');
    await phone.goto(`${shop.url}/admin/bookings/${stationBooking}`);
    await phone.getByText('Buchung nicht gefunden.').waitFor();
    await check(phone, 'sites-booking-other-site-phone');
    // Another site's list asked for by URL: not found, never its rows.
    const res = await phone.evaluate(async () => (await fetch('/api/admin/bookings?site=bahnhof')).status);
    expect(res).toBe(404);
  });
});
