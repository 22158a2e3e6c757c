/**
 * Every back-office screen on a phone (390 px), a tablet (820 px) and a desktop (1366 px), in
 * German and English: the page never scrolls sideways, "Abmelden" stays on screen,
 * every area is in the menu (a drawer on a phone), no internal key shows, and axe finds no
 * violation. Screenshots of each screen and width go to .tmp/admin-shots (support/admin.ts).
 * One shop and one browser for the file; one admin visits each screen once and checks it at the
 * three widths in place (the window resized), then once more in English.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DESKTOP,
  ADMIN_PASSWORD,
  ADMIN_SHOTS,
  ADMIN_TABLET,
  ADMIN_TOKEN,
  adminPageFindings,
  checkAdminPage,
  loggedInOperator,
  paidDayTicket,
} from './support/admin';
import { launchChromium, PHONE } from './support/browser';
import { seedBilledCompany, type SeededCompany } from './support/companies';
import { navigateInPlace, settled } from './support/settled';
import { type RunningShop, startShop } from './support/shop';

let shop: RunningShop;
let browser: Browser;
let page: Page;
let bookingPath = '';
let company: SeededCompany;

/** The screens of every area, by address, with the name of their screenshot. */
const SCREENS: [name: string, path: () => string][] = [
  ['dashboard', () => '/admin'],
  ['bookings', () => '/admin/bookings'],
  ['booking-detail', () => bookingPath],
  ['customers', () => '/admin/customers'],
  ['companies', () => '/admin/companies'],
  ['company-detail', () => `/admin/companies/${company.id}`],
  ['company-invoices', () => '/admin/companies/invoices'],
  ['payments-list', () => '/admin/payments/list'],
  ['payments-refunds', () => '/admin/payments/refunds'],
  ['payments-batches', () => '/admin/payments/batches'],
  ['payments-sepa', () => '/admin/payments/sepa'],
  ['parking-open', () => '/admin/parking/open'],
  ['parking-decisions', () => '/admin/parking/decisions'],
  ['parking-devices', () => '/admin/parking/devices'],
  ['catalogue', () => '/admin/catalogue'],
  ['exports', () => '/admin/exports'],
  ['operators', () => '/admin/operators'],
  ['audit', () => '/admin/audit'],
  ['account', () => '/admin/account'],
];
const NAV_AREAS = [
  'Übersicht',
  'Buchungen',
  'Kunden',
  'Firmen',
  'Zahlungen',
  'Parken',
  'Angebot & Einstellungen',
  'Exporte',
  'Betreiber',
  'Protokoll',
  'Mein Konto',
];
/** Internal names the screens once showed, and i18n keys that found no text. */
/**
 * What the German back office must not show: internal ids, the old step words,
 * seconds, two-digit years, amounts in cents and field names as the code spells them.
 */
const FORBIDDEN: [what: string, re: RegExp][] = [
  ['an internal id', /\bwalk-in\b/i],
  ['a step word', /je Schritt|Schrittlänge|Erster Schritt|Zeiteinheit/],
  ['seconds', /\b\d{1,2}:\d{2}:\d{2}\b/],
  ['a two-digit year', /\b\d{1,2}\.\d{1,2}\.\d{2}(?![\d])/],
  ['cents', /\b\d+ ?(?:ct|Cent)\b|\b[a-z]+Cents\b/],
  ['a field name', /\b[a-z]+(?:[A-Z][a-z]+)+\b/],
  ['an English word', /\b(?:Price per|Step duration|Vat rate|Reservation slot|Price|Tariff|Duration|Stage|enrol)\b/],
];
const LEAKS = /\bwalk-in\b|\bRedirect\b|\boutbox\b|\bshop\.[a-z]+[A-Z]|\badmin\.[a-z]+\.[a-z]|€ je Schritt|\bStand \d/;

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    // A company with a charge and an open invoice: its screens show what they are made for.
    startShop({ RATE_LIMIT_MAX: '0', OPERATOR_TOKEN: ADMIN_TOKEN }, async (db) => {
      company = await seedBilledCompany(db, {
        legalName: 'Stadtwerke Freiburg GmbH',
        debitorAccount: 20_000,
        invoiced: true,
      });
    }),
    launchChromium(),
  ]);
  await paidDayTicket(browser, shop.url, 'KA-R 19');
  ({ page } = await loggedInOperator(browser, shop.url, 'walker', 'admin', ADMIN_DESKTOP));
  await page.goto(`${shop.url}/admin/bookings`);
  const form = page.getByTestId('admin-bookings-search');
  await form.getByLabel('Kennzeichen').fill('KA-R 19');
  await form.getByRole('button', { name: 'Suchen' }).click();
  await page.getByTestId('admin-booking-link').click();
  await page.getByTestId('admin-booking-facts').waitFor();
  bookingPath = new URL(page.url()).pathname;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Opens a screen from its address and waits until its heading and data are in. */
async function open(path: string): Promise<void> {
  await page.goto(`${shop.url}${path}`);
  await screenReady();
}

/** Goes to a screen through the back office's own router (no page load) and waits for it. */
async function openInPlace(path: string): Promise<void> {
  await navigateInPlace(page, path);
  await screenReady();
}

async function screenReady(): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  await page.waitForFunction(() => document.querySelectorAll('.MuiCircularProgress-root, .MuiSkeleton-root').length === 0);
}

/** What sticks out to the right of the window (0: nothing, the page does not scroll sideways). */
function overflow(): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Whether the whole element is inside the window. */
async function onScreen(testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const vp = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width && box.y + box.height <= vp.height;
}

const WIDTHS = [PHONE, ADMIN_TABLET, ADMIN_DESKTOP];

/** What each width's check found, screen by screen (empty: all is well). */
type WidthFindings = Map<number, string[]>;

/**
 * One visit to each screen, checked at the three widths in place: the window is resized as a
 * person turning a tablet or narrowing a window does, and the back office's layout follows it
 * (media queries and MUI's `useMediaQuery`; no screen reads the width only once). Before, each
 * width loaded every screen anew: 48 page loads of the largest bundle instead of 16 in-app
 * navigations (ADR 047).
 */
async function walkAllWidths(): Promise<WidthFindings> {
  const findings: WidthFindings = new Map(WIDTHS.map((v) => [v.width, []]));
  let first = true;
  for (const [name, path] of SCREENS) {
    if (first) await open(path());
    else await openInPlace(path());
    first = false;
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      // The layout of the new width: two frames after the resize, then the screen's own waits.
      await screenReady();
      const found = findings.get(viewport.width)!;
      const at = `${name} at ${viewport.width}px`;
      const sticksOut = await overflow();
      if (sticksOut !== 0) found.push(`${at}: the page scrolls sideways by ${sticksOut} px`);
      if (!(await onScreen('admin-logout'))) found.push(`${at}: "Abmelden" is not on screen`);
      const logout = await page.getByTestId('admin-logout').textContent();
      if (logout !== 'Abmelden') found.push(`${at}: the logout button says ${logout}`);
      const leak = (await page.locator('body').innerText()).match(LEAKS)?.[0];
      if (leak) found.push(`${at}: shows ${leak}`);
      for (const v of await adminPageFindings(page, `admin-walk-${name}`)) found.push(`${at}: ${v}`);
    }
  }
  return findings;
}

let walk: Promise<WidthFindings> | undefined;

describe('the back office on a phone, a tablet and a desktop', () => {
  for (const viewport of WIDTHS) {
    it(`every screen fits ${viewport.width} px: no sideways scrolling, "Abmelden" on screen, axe clean`, async () => {
      // The first of the three tests walks for all three; each reports its own width.
      walk ??= walkAllWidths();
      const findings = await walk;
      expect(findings.get(viewport.width)).toEqual([]);
    }, 600_000);
  }

  it('the menu names every area at each width; on a phone it is a drawer', async () => {
    for (const viewport of [PHONE, ADMIN_TABLET, ADMIN_DESKTOP]) {
      await page.setViewportSize(viewport);
      await open('/admin');
      if (viewport.width === PHONE.width) {
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
      }
      const nav = page.getByRole('navigation', { name: 'Backoffice-Navigation' }).filter({ visible: true });
      await expect.poll(() => nav.getByRole('link').allInnerTexts()).toEqual(NAV_AREAS);
      if (viewport.width === PHONE.width) await checkAdminPage(page, 'admin-walk-drawer');
    }
  });

  it('a refused new password names the rule it broke', async () => {
    await page.setViewportSize(ADMIN_DESKTOP);
    await open('/admin/account');
    await page.getByLabel('Aktuelles Passwort').fill(ADMIN_PASSWORD);
    await page.getByLabel('Neues Passwort').fill('Walker-Passwort-2027');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const problems = page.getByTestId('admin-password-problems');
    await problems.waitFor();
    expect(await problems.getByRole('listitem').allInnerTexts()).toEqual(['darf den Benutzernamen nicht enthalten']);
    await checkAdminPage(page, 'admin-walk-password-rule');
  });

  it('no screen shows an internal key in English either', async () => {
    await page.setViewportSize(ADMIN_DESKTOP);
    await page.goto(`${shop.url}/admin?lang=en`);
    const dump = process.env.ADMIN_WALK_TEXTS;
    if (dump) mkdirSync(ADMIN_SHOTS, { recursive: true });
    await page.getByTestId('admin-logout').waitFor();
    for (const [name, path] of SCREENS) {
      await openInPlace(path());
      expect(await page.getByTestId('admin-logout').textContent()).toBe('Log out');
      const text = await page.locator('body').innerText();
      if (dump) writeFileSync(join(ADMIN_SHOTS, `${name}-en.txt`), text);
      expect.soft(text.match(LEAKS)?.[0], name).toBeUndefined();
    }
    await page.goto(`${shop.url}/admin?lang=de`);
  });

  it('on a phone every menu entry can be tapped, "Übersicht" too: the drawer is not under the app bar', async () => {
    await page.setViewportSize(PHONE);
    await open('/admin/bookings');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const nav = page.getByRole('navigation', { name: 'Backoffice-Navigation' }).filter({ visible: true });
    await nav.getByRole('link', { name: 'Übersicht' }).waitFor();
    // What a finger hits in the middle of each entry, once the drawer has slid in: the entry itself.
    const covered = () =>
      nav.getByRole('link').evaluateAll((links) =>
        links
          .filter((l) => {
            const r = l.getBoundingClientRect();
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return !hit || !l.contains(hit);
          })
          .map((l) => l.textContent),
      );
    await expect.poll(covered, { timeout: 5_000 }).toEqual([]);
    await checkAdminPage(page, 'admin-walk-drawer-open');
    await nav.getByRole('link', { name: 'Übersicht' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.setViewportSize(ADMIN_DESKTOP);
  });

  it('the German screens show no internal word, seconds, two-digit year, cents or English field name', async () => {
    await page.setViewportSize(ADMIN_DESKTOP);
    // A tariff change puts amounts and a time grid into the audit log.
    await open('/admin/catalogue');
    await page.getByTestId('admin-template-tariffs-kurzzeit').click();
    const tariffForm = page.getByTestId('admin-tariff-form');
    await tariffForm.getByLabel('Preis je Stunde (€)').fill('4,20');
    const dialogText = await page.getByRole('dialog').innerText();
    await page.getByTestId('admin-tariff-save').click();
    await page.getByTestId('admin-tariff-version-2').waitFor();
    await page.keyboard.press('Escape');
    await tariffForm.waitFor({ state: 'detached' });
    await page.getByTestId('admin-template-create').click();
    const templateForm = page.getByTestId('admin-template-form');
    await templateForm.waitFor();
    const templateText = await page.getByRole('dialog').innerText();
    await page.keyboard.press('Escape');
    await templateForm.waitFor({ state: 'detached' });

    const texts: [string, string][] = [
      ['tariff dialog', dialogText],
      ['new product dialog', templateText],
    ];
    for (const [name, path] of SCREENS) {
      await openInPlace(path());
      texts.push([name, await page.locator('main').innerText()]);
      // The log with the tariff change in it, for a look at the screenshot.
      if (name === 'audit') await checkAdminPage(page, 'admin-scan-audit');
    }
    const found = texts.flatMap(([name, text]) =>
      FORBIDDEN.flatMap(([what, re]) => {
        const m = text.match(re);
        return m ? [`${name}: ${what} "${m[0]}"`] : [];
      }),
    );
    expect(found).toEqual([]);
    // The tariff's amounts in the log are euros, its change named in German.
    const audit = texts.find(([name]) => name === 'audit')![1];
    expect(audit).toContain('Preis je Takt');
    expect(audit.replace(/\u00a0/g, ' ')).toContain('4,20 €');
  });
});
