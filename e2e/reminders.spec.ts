/**
 * The reminder mail's one-click renewal in Chromium against the real shop: a monthly
 * permit is booked and paid; the shop's job queues the reminder (here 30 days ahead, so the
 * fresh permit is due at once; mails wait in the operator's outbox without SMTP); the driver
 * opens the mail's link on a phone, lands on the payment screen with the next month ready, pays
 * with the demo provider and gets the new ticket. The link works once. Before that, the month
 * permit's period screen: the demo's template starts on any day (ADR 048), picked in a calendar,
 * the end derived. axe on the screens shown; screenshots at 390x844 and 1366x900. One shop, one
 * browser.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const OPERATOR_TOKEN = 'e2e-operator-token-reminders-0123456789';
const DESKTOP_WIDE = { width: 1366, height: 900 };
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), 'parkshop-reminders-shots');

let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'parkshop-reminders-'));
  const config = join(dir, 'shop.json');
  const demo = JSON.parse(readFileSync('src/server/config/demo-shop.json', 'utf8')) as object;
  writeFileSync(config, JSON.stringify({ ...demo, reminders: { daysBefore: 30 } }));
  mkdirSync(SHOTS, { recursive: true });
  [browser, shop] = await Promise.all([
    launchChromium(),
    startShop({ SHOP_CONFIG: config, OPERATOR_TOKEN, JOBS_INTERVAL_MS: '500' }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

interface OutboxMail {
  kind: string;
  to: string;
  text: string;
}

async function outbox(): Promise<OutboxMail[]> {
  const res = await fetch(`${shop.url}/api/operator/outbox`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  return (await res.json()) as OutboxMail[];
}

/** Today's midnight in Berlin, as the monthly template's first start. */
function berlinMidnight(): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const probe = new Date(`${day}T00:00:00Z`);
  const offset = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', hour: 'numeric', hourCycle: 'h23' }).format(
      probe,
    ),
  );
  return new Date(probe.getTime() - offset * 3600_000).toISOString();
}

/** "Sa 05.12." as the period screen writes a day (the year only when not this year's). */
function germanDay(key: string): { weekday: string; date: string } {
  const noon = new Date(`${key}T12:00:00Z`);
  return {
    weekday: new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' })
      .format(noon)
      .replace(/\.$/, ''),
    date: `${key.slice(8, 10)}.${key.slice(5, 7)}.`,
  };
}

/** The Berlin calendar day `days` after today, as YYYY-MM-DD. */
function berlinDayKey(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Books and pays a monthly permit through the API, as an earlier visit would have. */
async function bookMonth(mail: string): Promise<void> {
  const res = await fetch(`${shop.url}/api/booking/reserve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      selection: { templateId: 'monatsparken', startTime: berlinMidnight(), slotCount: 1 },
      contact: {
        mail,
        firstName: 'Erika',
        lastName: 'Mustermann',
        address: {
          streetName: 'Marktplatz',
          buildingNumber: '1',
          zipCode: '79098',
          city: 'Freiburg',
          country: 'DE',
        },
      },
      identifications: [{ source: 'lp', code: 'FR-ER 19' }],
    }),
  });
  expect(res.status).toBe(200);
  const { paymentId } = (await res.json()) as { paymentId: string };
  const pay = await fetch(`${shop.url}/demo-pay/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
}

/** A German driver's phone in Berlin. */
function phoneContext(): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
}

async function shot(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP_WIDE],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

describe('reminder mail with a one-click renewal', () => {
  it('offers the month permit from any day in a calendar: a day off the 30-day grid, its end and price', async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    await page.goto(`${shop.url}/period/monatsparken`);
    await page.locator('html[data-hydrated]').waitFor();
    const start = page.getByTestId('start-picker');
    await start.getByTestId('calendar-day').first().waitFor();

    // Nine days ahead: off the old 30-day grid. The month runs 30 days, to the evening of day 38.
    const startKey = berlinDayKey(9);
    const day = start.locator(`[data-testid=calendar-day][data-date="${startKey}"]`);
    if ((await day.count()) === 0) await start.getByTestId('calendar-next').click();
    // Every day of the 90 days ahead is a start: the month on show offers at least today to day 9
    // (or, the next month, all of it), where the 30-day grid offered one or two days.
    const enabled = start.locator('[data-testid=calendar-day]:not([disabled])');
    expect(await enabled.count()).toBeGreaterThanOrEqual(10);
    await day.click();
    const from = germanDay(startKey);
    const to = germanDay(berlinDayKey(38));
    await expect.poll(() => page.getByTestId('price-chip').textContent()).toContain('89,00');
    const range = (await page.getByTestId('range-chip').textContent()) ?? '';
    expect(range).toContain(`${from.weekday} ${from.date}`);
    expect(range).toContain(`${to.weekday} ${to.date}`);
    expect(await page.getByTestId('end-derived').textContent()).toMatch(
      new RegExp(`^${to.weekday} ${to.date.replace(/\./g, '\\.')}(\\d{4})?, 23:59$`),
    );
    expect(await page.getByTestId('next-button').isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'month-period');
    await context.close();
  });

  it('opens the renewal ready to pay, pays it with the demo provider, and the link then is spent', async () => {
    const mail = 'erinnerung@example.de';
    await bookMonth(mail);
    // The job queues the reminder within a round or two.
    await expect
      .poll(
        async () => (await outbox()).filter((m) => m.to === mail && m.kind === 'renewal-reminder').length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    const reminder = (await outbox()).find((m) => m.to === mail && m.kind === 'renewal-reminder')!;
    const path = /\/renewal\/[A-Za-z0-9_-]+\?lang=de/.exec(reminder.text)![0];

    const context = await phoneContext();
    const page = await context.newPage();
    await page.goto(`${shop.url}${path}`);
    // The payment screen with the next month held: nothing entered, nothing paid yet.
    const payLink = page.getByTestId('payment-link');
    await payLink.waitFor();
    await expect.poll(() => page.url()).toContain('/payment/monatsparken');
    await page.getByText('89,00').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'renewal-payment');
    await payLink.click();
    await page.waitForURL('**/demo-pay/**');
    await page.getByRole('button', { name: /Bezahlen/ }).click();
    await page.waitForURL('**/checkout');
    await page.getByTestId('ticket-download').waitFor();
    // The renewal's ticket mail.
    await expect
      .poll(async () => (await outbox()).filter((m) => m.to === mail && m.kind === 'ticket').length, {
        timeout: 20_000,
      })
      .toBe(2);

    // The link works once.
    await page.goto(`${shop.url}${path}`);
    await page.getByTestId('renewal-link-error').waitFor();
    expect(await page.getByTestId('renewal-link-error').textContent()).toContain('bereits verwendet');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'renewal-link-used');
    await context.close();
  });
});
