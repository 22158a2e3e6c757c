/**
 * The back office's parking screens in Chromium against the demo shop: staff create
 * an access device in the UI and copy its key (shown once) → the key sends plate reads and
 * barrier questions at once → the open stay, the stay that left owing money (priced by the
 * walk-in tariff) and the decisions appear on their tabs → a stale stay is closed by hand with
 * a reason → the device is revoked after a confirmation and its key gets 401. A viewer sees the
 * same lists without a single write button. axe (0 violations) and a screenshot of every tab and
 * dialog at 1366 and 820 px wide.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DESKTOP,
  ADMIN_TABLET,
  ADMIN_TOKEN,
  checkAdminPage as check,
  loggedInOperator as loggedInAt,
} from './support/admin';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    // The jobs every second: the stale-stay job's round is seen without a long wait.
    startShop({ RATE_LIMIT_MAX: '0', OPERATOR_TOKEN: ADMIN_TOKEN, JOBS_INTERVAL_MS: '1000' }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/**
 * loggedInOperator returns once an h1 shows, and the login form has one too: wait for the
 * back office's frame (its logout button), or the next page.goto may cut the login short.
 */
async function loggedInOperator(...args: Parameters<typeof loggedInAt>) {
  const session = await loggedInAt(...args);
  await session.page.getByTestId('admin-logout').waitFor();
  return session;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
let eventNo = 0;

/** A device call with its key; the status and the body. */
async function deviceCall(
  key: string,
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

const read = (key: string, plate: string, direction: 'entry' | 'exit', occurredAt: string) =>
  deviceCall(key, '/api/access/events', { eventId: `e2e-${++eventNo}`, occurredAt, direction, plate });

async function openTab(page: Page, tab: 'open' | 'unpaid' | 'missed' | 'decisions' | 'devices') {
  await page.getByTestId(`parking-tab-${tab}`).click();
  await page.waitForURL(`**/admin/parking/${tab}`);
}

/** Creates a device through the dialog; returns its key as the one-time dialog shows it. */
async function createDevice(page: Page, name: string, shots?: string): Promise<string> {
  await openTab(page, 'devices');
  await page.getByTestId('parking-device-create').click();
  const form = page.getByTestId('parking-device-form');
  await form.waitFor();
  // The dialog focuses its first field.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
    'parking-device-name',
  );
  if (shots) await check(page, `${shots}-device-create`);
  await page.getByTestId('parking-device-name').fill(name);
  await page.getByTestId('parking-device-direction').selectOption('both');
  await page.getByTestId('parking-device-save').click();
  const keyField = page.getByTestId('parking-device-key');
  await keyField.waitFor();
  const key = await keyField.inputValue();
  expect(key).toMatch(/^pkd_/);
  if (shots) await check(page, `${shots}-device-key`);
  await page.getByTestId('parking-device-key-close').click();
  await keyField.waitFor({ state: 'detached' });
  // The key is shown once: the list shows the device, never its key.
  await page.getByTestId('parking-devices').getByText(name).waitFor();
  expect(await page.getByTestId('parking-devices').textContent()).not.toContain(key);
  return key;
}

describe('the parking screens', () => {
  it('staff: a device made in the UI reads a car in; stays, the unpaid stay and decisions appear; close by hand; revoke (desktop)', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'parkwart', 'staff', ADMIN_DESKTOP);
    await page.goto(`${shop.url}/admin/parking`);
    await page.waitForURL('**/admin/parking/open');
    await page.getByRole('heading', { level: 1, name: 'Parken' }).waitFor();

    const key = await createDevice(page, 'Einfahrt E2E', 'parking');

    // The key works at once: an entry read 20 minutes ago (past the free minutes) and the
    // barrier's questions.
    expect((await read(key, 'E2E-PK 1', 'entry', minutesAgo(20))).status).toBe(200);
    const entry = await deviceCall(key, '/api/access/authorize', { plate: 'E2E-PK 1', direction: 'entry' });
    expect(entry.json).toMatchObject({ allowed: true, reason: 'capacity' });
    const exit = await deviceCall(key, '/api/access/authorize', { plate: 'E2E-PK 1', direction: 'exit' });
    expect(exit.json).toMatchObject({ allowed: false, reason: 'unpaid' });
    // A car that stayed 2 h 50 min and left without paying: 3 started hours = 2.50 + 2 × 2.00.
    expect((await read(key, 'E2E-UP 3', 'entry', minutesAgo(180))).status).toBe(200);
    expect((await read(key, 'E2E-UP 3', 'exit', minutesAgo(10))).status).toBe(200);
    // A stay whose exit the camera missed, to be closed by hand.
    expect((await read(key, 'E2E-ALT 2', 'entry', minutesAgo(60 * 30))).status).toBe(200);

    await openTab(page, 'open');
    const open = page.getByTestId('parking-stays-open');
    await open.getByText('E2E-PK 1').waitFor();
    await open.getByText('E2E-ALT 2').waitFor();
    await check(page, 'parking-open');

    await page.getByRole('button', { name: 'Parkvorgang E2E-ALT 2 von Hand schließen' }).click();
    await page.getByTestId('parking-close-form').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'parking-close-reason',
    );
    await check(page, 'parking-close');
    await page.getByTestId('parking-close-reason').fill('Ausfahrtkamera war gestört, Fahrzeug ist weg');
    await page.getByTestId('parking-close-submit').click();
    await page
      .getByTestId('parking-close-done')
      .getByText('Parkvorgang E2E-ALT 2 wurde geschlossen.')
      .waitFor();
    await open.getByText('E2E-ALT 2').waitFor({ state: 'detached' });
    await open.getByText('E2E-PK 1').waitFor();

    await openTab(page, 'unpaid');
    const unpaid = page.getByTestId('parking-stays-unpaid-after-exit');
    const row = unpaid.getByRole('row').filter({ hasText: 'E2E-UP 3' });
    await row.waitFor();
    // What it owes by the walk-in tariff, in the shop's currency format.
    expect(await row.textContent()).toContain('6,50');
    await check(page, 'parking-unpaid');

    await openTab(page, 'decisions');
    const log = page.getByTestId('parking-decisions');
    const refused = log.getByRole('row').filter({ hasText: 'Abgelehnt' });
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/Einfahrt E2E.*E2E-PK 1.*Ausfahrt.*Abgelehnt.*Unbezahlt/);
    expect(await log.getByRole('row').filter({ hasText: 'Plätze frei' }).textContent()).toContain('E2E-PK 1');
    // Filtered on the server: refused decisions only.
    await page.getByTestId('parking-decisions-allowed').selectOption('false');
    await log.getByRole('row').filter({ hasText: 'Plätze frei' }).waitFor({ state: 'detached' });
    await refused.waitFor();
    await check(page, 'parking-decisions');

    await openTab(page, 'devices');
    await check(page, 'parking-devices');
    await page.getByRole('button', { name: 'Gerät Einfahrt E2E widerrufen' }).click();
    await page.getByTestId('parking-device-revoke-confirm').waitFor();
    await check(page, 'parking-device-revoke');
    await page.getByTestId('parking-device-revoke-confirm').click();
    await page.getByRole('button', { name: 'Gerät Einfahrt E2E widerrufen' }).waitFor({ state: 'detached' });
    // Revoked: the key is refused at once.
    expect((await read(key, 'E2E-PK 1', 'exit', minutesAgo(0))).status).toBe(401);
    await page.context().close();
  });

  it('staff at tablet width: every tab and dialog, Esc closes a dialog', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'parkwart-tablet', 'staff', ADMIN_TABLET);
    await page.goto(`${shop.url}/admin/parking/open`);
    await page.getByRole('heading', { level: 1, name: 'Parken' }).waitFor();
    await page.getByTestId('parking-stays-open').getByText('E2E-PK 1').waitFor();
    await check(page, 'parking-open');
    await page.getByRole('button', { name: 'Parkvorgang E2E-PK 1 von Hand schließen' }).click();
    await page.getByTestId('parking-close-form').waitFor();
    await check(page, 'parking-close');
    await page.keyboard.press('Escape');
    await page.getByTestId('parking-close-form').waitFor({ state: 'detached' });

    await openTab(page, 'unpaid');
    await page.getByTestId('parking-stays-unpaid-after-exit').getByText('E2E-UP 3').waitFor();
    await check(page, 'parking-unpaid');
    await openTab(page, 'decisions');
    await page.getByTestId('parking-decisions').getByText('E2E-PK 1').first().waitFor();
    await check(page, 'parking-decisions');

    await createDevice(page, 'Kasse Tablet', 'parking');
    await check(page, 'parking-devices');
    await page.getByRole('button', { name: 'Gerät Kasse Tablet widerrufen' }).click();
    await page.getByTestId('parking-device-revoke-confirm').waitFor();
    await check(page, 'parking-device-revoke');
    await page.keyboard.press('Escape');
    await page.getByTestId('parking-device-revoke-confirm').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the cheap-ticket exit refused until the rest is paid; a stale stay listed as exit missed (phone and desktop)', async () => {
    const plate = 'E2E-CH 50';
    const json = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${shop.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const { apiKey } = (await json(
      '/api/operator/access-devices',
      { name: 'Schranke Billigticket', direction: 'both' },
      ADMIN_TOKEN,
    )) as { apiKey: string };
    const exit = () => deviceCall(apiKey, '/api/access/authorize', { plate, direction: 'exit' });

    // A cheap hour of "Kurzzeitparken" from now on ("Jetzt": the current minute, ADR 052; the
    // hour already begun is no longer sold), booked and paid on the demo page by a driver whose
    // car entered 50 hours before that start (plus 15 minutes).
    const hour = Math.floor(Date.now() / 60_000) * 60_000;
    const booked = await json('/api/booking/reserve', {
      selection: { templateId: 'kurzzeit', startTime: new Date(hour).toISOString(), slotCount: 1 },
      contact: { mail: 'billig@example.de', firstName: 'Bill', lastName: 'Ig' },
      identifications: [{ source: 'lp', code: plate }],
    });
    const paid = await fetch(`${shop.url}/demo-pay/${String(booked.paymentId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const entryAt = new Date(hour - 50 * 3_600_000 + 15 * 60_000).toISOString();
    expect((await read(apiKey, plate, 'entry', entryAt)).status).toBe(200);

    // The permission covers from 15 minutes before its start: 49:30 h before that are walk-in
    // parking, two capped days (2 × 18 €) and two started hours (2 × 2 €).
    expect((await exit()).json).toMatchObject({
      allowed: false,
      reason: 'unpaid',
      displayText: 'Bitte zuerst 40,00 € zahlen',
    });

    // The driver pays the rest on the phone, on the pay-by-plate screen, with the demo provider.
    const shots = async (page: Page, name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `.tmp/shots-exit/${name}-${page.viewportSize()!.width}.png`,
        fullPage: true,
      });
    };
    const lookUp = async (page: Page) => {
      await page.goto(`${shop.url}/renew-ticket`);
      await page.getByTestId('renew-plate').fill(plate);
      const next = page.getByTestId('next-button');
      await expect.poll(() => next.isEnabled()).toBe(true);
      await next.click();
      await page.getByTestId('renew-ticket').waitFor();
      // The amount first (ADR 042), the e-mail for the receipt with the payment.
      await page.getByTestId('renew-mail').fill('billig@example.de');
      expect((await page.getByTestId('renew-price').textContent())?.replace(/\s/g, ' ')).toBe('40,00 €');
      // That a permit covers the rest, never from when (its start stays with its owner, ADR 033).
      expect(await page.getByTestId('renew-covered-later').textContent()).toBe(
        'Ein Parkticket für dieses Kennzeichen gilt erst ab seinem Beginn. Die Parkzeit davor ist hier zu bezahlen.',
      );
    };
    const desktop = await browser.newPage({
      viewport: DESKTOP,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    await lookUp(desktop);
    await shots(desktop, 'renew-uncovered');
    await desktop.context().close();

    const phone = await browser.newPage({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    await lookUp(phone);
    await shots(phone, 'renew-uncovered');
    await phone.getByTestId('next-button').click();
    // The demo provider's page opens at once.
    await phone.waitForURL('**/demo-pay/**');
    // Still refused while the payment is open.
    expect((await exit()).json).toMatchObject({ allowed: false, reason: 'unpaid' });
    await phone.getByRole('button', { name: /Bezahlen/ }).click();
    await phone.waitForURL('**/checkout/renew');
    const status = phone.getByTestId('renew-checkout-status');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('paid');
    await phone.context().close();

    // Paid: the permission lets the car out.
    expect((await exit()).json).toMatchObject({ allowed: true, reason: 'permission' });

    // A car whose exit the camera never read: after 48 hours the jobs close its stay as exit
    // missed (by "System"), and the operator finds it on its own tab.
    expect((await read(apiKey, 'E2E-MS 49', 'entry', minutesAgo(49 * 60))).status).toBe(200);
    for (const [viewport, name] of [
      [ADMIN_DESKTOP, 'parkwart-missed'],
      [PHONE, 'parkwart-missed-phone'],
    ] as const) {
      const { page } = await loggedInOperator(browser, shop.url, name, 'staff', viewport);
      await page.goto(`${shop.url}/admin/parking/missed`);
      const missed = page.getByTestId('parking-stays-exit-missed');
      const row = missed.getByRole('row').filter({ hasText: 'E2E-MS 49' });
      // The jobs run every JOBS_INTERVAL_MS: reload until their round has closed it.
      await expect
        .poll(
          async () => {
            await page.reload();
            await missed.waitFor();
            await page.waitForLoadState('networkidle');
            return row.count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      expect(await row.textContent()).toContain('System');
      await shots(page, 'parking-missed');
      if (viewport === ADMIN_DESKTOP) await check(page, 'parking-missed');
      await page.context().close();
    }
  });

  it('a viewer reads every tab without a write button', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'zuschauer', 'viewer', ADMIN_DESKTOP);
    await page.goto(`${shop.url}/admin/parking/open`);
    await page.getByTestId('parking-stays-open').getByText('E2E-PK 1').waitFor();
    expect(await page.getByRole('button', { name: /von Hand schließen/ }).count()).toBe(0);
    await openTab(page, 'devices');
    await page.getByTestId('parking-devices').getByText('Kasse Tablet').waitFor();
    expect(await page.getByTestId('parking-device-create').count()).toBe(0);
    expect(await page.getByRole('button', { name: /widerrufen/ }).count()).toBe(0);
    await check(page, 'parking-devices-viewer');
    await page.context().close();
  });
});
