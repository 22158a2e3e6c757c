/**
 * The order button, the order's summary and the result page (ADR 041) in Chromium
 * against the real shop, on a phone and on a desktop: what a guest reads before paying, what
 * the result page hands out (ticket, bill, calendar file) and the screens around them.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium, PHONE } from './support/browser';
import { demoShopConfig, type RunningShop, startShop, writeShopConfig } from './support/shop';
import { startSmtp } from '../src/server/test/smtp';

const ZONE = 'Europe/Berlin';
/** The desktop the issue names. */
const WIDE = { width: 1366, height: 900 };
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', WIDE],
] as const;
/** Screenshots of every screen shown; SCREENSHOT_DIR keeps them for a look. */
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'order-e2e-shots');

/** The demo shop plus a free visitor ticket (a day like the day ticket): the demo shop sells nothing for 0 €. */
function shopConfig() {
  const demo = demoShopConfig();
  const day = demo.templates.find((t) => t.id === 'tagesticket')!;
  demo.templates.push({
    ...day,
    id: 'gratis',
    name: 'Besucherticket',
    description: 'Ein Tag Parken für Besucher, kostenlos.',
    benefits: [],
    tariff: { pricePerStep: 0 },
  });
  return demo;
}

let config: ReturnType<typeof writeShopConfig> | undefined;
let shop: RunningShop;
let browser: Browser;
/** The shop sends its mails here: the result page then names the address the ticket went to. */
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  smtp = await startSmtp();
  config = writeShopConfig(shopConfig());
  [shop, browser] = await Promise.all([
    startShop({ SHOP_CONFIG: config.file, SMTP_URL: smtp.url }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await smtp?.close();
  config?.remove();
});

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'de-DE',
    timezoneId: ZONE,
    acceptDownloads: true,
  });
  return context.newPage();
}

/** axe finds nothing on the screen as it is, then a full-page picture of it. */
async function look(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** An element's text with the non-breaking spaces of number formats as plain spaces. */
async function text(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).textContent()) ?? '').replace(/\u00a0/g, ' ');
}

async function next(page: Page) {
  const button = page.getByTestId('next-button');
  await button.waitFor();
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}

/** Tomorrow in Berlin as YYYY-MM-DD, the day the slot list's second entry books. */
function tomorrowKey(): string {
  return new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: ZONE });
}

/** A whole day as the period screen writes it (ADR 040): "Do 26.11., 0:00–23:59", the year only when not this one. */
function germanDayPeriod(key: string): string {
  const [y, m, d] = key.split('-');
  const weekday = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'][new Date(`${key}T12:00:00Z`).getUTCDay()];
  const thisYear = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }).slice(0, 4);
  return `${weekday} ${d}.${m}.${y === thisYear ? '' : y}, 0:00–23:59`;
}

/** iCalendar's UTC form (20261125T230000Z) of midnight in Berlin at the start of a day. */
function berlinMidnightUtc(key: string): string {
  const [y, m, d] = key.split('-').map(Number);
  for (const offsetHours of [1, 2]) {
    const t = new Date(Date.UTC(y, m - 1, d) - offsetHours * 3_600_000);
    const local = t.toLocaleString('sv-SE', { timeZone: ZONE });
    if (local.startsWith(`${key} 00:00`))
      return t
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
  }
  throw new Error(`no Berlin midnight for ${key}`);
}

function nextDayKey(key: string): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The guest's address: one per plate, so that each test finds its own mail. */
const mailOf = (plate: string) => `${plate.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.de`;

/** Home -> period (tomorrow) -> data (mail, plate) -> confirm for a day product. */
async function bookTomorrowUntilConfirm(page: Page, product: string, plate: string, price: string) {
  await page.goto(`${shop.url}/`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByTestId(`book-${product}`).click();
  await page.waitForURL(`**/period/${product}`);
  const slots = page.getByTestId('slot-item');
  await expect.poll(() => slots.count(), { timeout: 15_000 }).toBe(7);
  await slots.nth(1).click();
  await expect.poll(() => page.getByTestId('price-chip').textContent()).toContain(price);
  await next(page);

  await page.waitForURL(`**/data/${product}`);
  await page.getByLabel(/E-Mail/).fill(mailOf(plate));
  await page.getByLabel(/Kennzeichen/).fill(plate);
  await next(page);
  await page.waitForURL(`**/confirm/${product}`);
  await expect.poll(() => page.textContent('main')).toContain(plate);
}

/** Confirm -> payment -> demo provider; `outcome` is the provider's button. */
async function payWithDemo(page: Page, outcome: RegExp) {
  // The order button opens the provider's page at once (ADR 055).
  await page.waitForURL('**/demo-pay/**');
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL('**/checkout');
}

/** A day ticket for tomorrow from the home page to the checkout, the provider's `outcome` chosen. */
async function orderDayTicket(page: Page, plate: string, outcome: RegExp) {
  await bookTomorrowUntilConfirm(page, 'tagesticket', plate, '12,00');
  await page.getByTestId('confirm-checkbox').check();
  await next(page);
  await payWithDemo(page, outcome);
}

describe('order button and summary', () => {
  it.each(VIEWPORTS)(
    'a paid booking (%s): the button names the payment duty and the amount, the summary shows VAT, times and "Ändern" links',
    async (name, viewport) => {
      const page = await newPage(viewport);
      const plate = name === 'phone' ? 'B-OB 1' : 'B-OB 2';
      await bookTomorrowUntilConfirm(page, 'tagesticket', plate, '12,00');

      // § 312j (3) BGB: the last button before paying says that it obliges to pay, with the amount.
      const button = page.getByTestId('next-button');
      await expect.poll(() => text(page, 'next-button')).toBe('Zahlungspflichtig buchen – 12,00 €');
      expect(await button.isDisabled()).toBe(true);
      // The demo shop's prices include 19 % VAT: 1,92 € of 12,00 € (the rate comes with its own call).
      await expect.poll(() => text(page, 'summary-price')).toBe('12,00 €\ninkl. 19 % MwSt. (1,92 €)');
      // The period in one line with its weekday, as the period screen wrote it (ADR 054).
      expect(await page.getByTestId('summary-period').textContent()).toBe(germanDayPeriod(tomorrowKey()));
      // The terms checkbox links the terms and the privacy notice.
      expect(await page.getByTestId('terms-link').getAttribute('href')).toBe('/agb');
      expect(await page.getByTestId('privacy-link').getAttribute('href')).toBe('/datenschutz');
      await page.getByTestId('confirm-checkbox').check();
      await expect.poll(() => button.isEnabled()).toBe(true);
      await look(page, `confirm-${name}`);

      // "Ändern" of the summary leads back to the period, "Ändern" of the contact to the data.
      const changePeriod = page.getByTestId('summary-change');
      expect(await changePeriod.getAttribute('aria-label')).toBe('Zusammenfassung ändern');
      await changePeriod.click();
      await page.waitForURL('**/period/tagesticket');
      await page.getByTestId('slot-item').first().waitFor();
      await page.goBack();
      await page.waitForURL('**/confirm/tagesticket');
      await page.getByTestId('contact-change').click();
      await page.waitForURL('**/data/tagesticket');
      // The data step holds what was entered.
      await expect.poll(() => page.getByLabel(/Kennzeichen/).inputValue()).toBe(plate);
      await next(page);
      await page.waitForURL('**/confirm/tagesticket');
      await page.getByTestId('confirm-checkbox').check();
      await next(page);
      // Straight to the provider (ADR 055); Back shows the payment step with its link.
      await page.waitForURL('**/demo-pay/**');
      await page.goBack();
      await page.waitForURL('**/payment/tagesticket');
      await page.getByTestId('payment-link').waitFor();
      // The payment step shows the booking summary card again, period included (spec §2, ADR 052).
      await expect.poll(() => page.locator('#summary-title').textContent()).toBe('Ihre Buchung');
      expect(await text(page, 'summary-price')).toContain('12,00 €');
      expect(await text(page, 'summary-period')).toBe(germanDayPeriod(tomorrowKey()));
      await look(page, `payment-${name}`);
      await page.context().close();
    },
  );

  it('in English the button is as clear: "Book and pay – €12.00", "incl. 19 % VAT"', async () => {
    const page = await newPage(WIDE);
    await bookTomorrowUntilConfirm(page, 'tagesticket', 'B-EN 1', '12,00');
    await page.goto(`${shop.url}/confirm/tagesticket?lang=en`);
    await expect.poll(() => text(page, 'next-button')).toBe('Book and pay – €12.00');
    await expect.poll(() => text(page, 'summary-price')).toBe('€12.00\nincl. 19 % VAT (€1.92)');
    expect(await page.getByTestId('summary-change').textContent()).toBe('Change');
    await look(page, 'confirm-en-desktop');
    await page.context().close();
  });

  it.each(VIEWPORTS)(
    'the terms and the privacy notice render, marked as samples (%s)',
    async (name, viewport) => {
      const page = await newPage(viewport);
      for (const [path, heading] of [
        ['/agb', 'Allgemeine Geschäftsbedingungen (Muster)'],
        ['/datenschutz', /Datenschutz.*\(Muster\)/],
      ] as const) {
        await page.goto(`${shop.url}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.textContent('main')).toContain('Muster');
        await look(page, `legal${path.replace('/', '-')}-${name}`);
      }
      await page.context().close();
    },
  );
});

describe('result page', () => {
  it.each(VIEWPORTS)(
    'after paying (%s): product, period, plate, amount, code; the bill is a PDF; the calendar file holds the period',
    async (name, viewport) => {
      const page = await newPage(viewport);
      const plate = name === 'phone' ? 'F-RS 1' : 'F-RS 2';
      await orderDayTicket(page, plate, /Bezahlen/);

      const status = page.getByTestId('checkout-status');
      await expect
        .poll(() => status.textContent(), { timeout: 15_000 })
        .toContain('Das Ticket wurde bezahlt.');
      await page.getByTestId('result-code').waitFor();
      const key = tomorrowKey();
      expect(await page.getByTestId('result-product').textContent()).toContain('Tagesticket');
      expect(await text(page, 'result-period')).toBe(germanDayPeriod(key));
      expect(await page.getByTestId('result-plate').textContent()).toContain(plate);
      expect(await text(page, 'result-amount')).toBe('12,00 €');
      const code = await text(page, 'result-code');
      expect(code).toMatch(/^[A-Z0-9-]{4,}$/);
      // The shop sends mails (SMTP_URL): the page names the address, and the mail goes there.
      // Without SMTP it names none (receipt.test.ts): the mail then only waits in the outbox.
      expect(await status.textContent()).toContain(`Wir senden das Ticket an ${mailOf(plate)}.`);
      await expect.poll(() => smtp.received.some((m) => m.to.includes(mailOf(plate)))).toBe(true);
      await look(page, `result-${name}`);

      // The guest's bill: a real PDF.
      const billUrl = await page.getByTestId('bill-link').getAttribute('href');
      expect(billUrl).toBeTruthy();
      const bill = await page.request.get(new URL(billUrl!, shop.url).toString());
      expect(bill.status()).toBe(200);
      expect((await bill.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // "Zum Kalender hinzufügen": an iCalendar file of the booked day at the car park.
      const calendar = page.getByTestId('ticket-calendar');
      expect(await calendar.textContent()).toBe('Zum Kalender hinzufügen');
      const [download] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
      expect(download.suggestedFilename()).toBe(`ticket-${code}.ics`);
      const ics = readFileSync((await download.path())!, 'utf8');
      const lines = ics.replace(/\r\n /g, '').split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain(`DTSTART:${berlinMidnightUtc(key)}`);
      expect(lines).toContain(`DTEND:${berlinMidnightUtc(nextDayKey(key))}`);
      // The car park's entrance, not the operator's office, with its coordinates (ADR 054).
      expect(lines.find((l) => l.startsWith('LOCATION:'))).toBe(
        'LOCATION:Parkhaus am Markt\\, Rathausgasse 12\\, 79098 Freiburg im Breisgau',
      );
      expect(lines).toContain('GEO:47.99603;7.84991');
      expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(code);
      expect(lines).toContain('END:VCALENDAR');

      // The ticket page: the same period line, and where to drive to.
      await page.getByTestId('ticket-link').click();
      await page.waitForURL('**/t/**');
      await expect.poll(() => text(page, 'ticket-period')).toBe(germanDayPeriod(key));
      expect(await text(page, 'ticket-entrance')).toBe(
        'Rathausgasse 12, 79098 Freiburg im Breisgau\nFolgen Sie dem Parkleitsystem Altstadt bis in die Rathausgasse.',
      );
      expect(await page.getByTestId('ticket-entrance-map').getAttribute('href')).toContain(
        'mlat=47.99603&mlon=7.84991',
      );
      await look(page, `ticket-${name}`);
      await page.context().close();
    },
  );

  it.each(VIEWPORTS)('a free booking (%s) says "Ticket erstellt", not paid', async (name, viewport) => {
    const page = await newPage(viewport);
    await bookTomorrowUntilConfirm(page, 'gratis', name === 'phone' ? 'K-FR 1' : 'K-FR 2', '0,00');
    await expect.poll(() => text(page, 'next-button')).toBe('Kostenlos buchen');
    // Nothing to pay, no VAT line.
    expect(await page.getByTestId('summary-price').textContent()).not.toContain('MwSt.');
    await page.getByTestId('confirm-checkbox').check();
    await look(page, `confirm-free-${name}`);
    await next(page);

    await page.waitForURL('**/checkout');
    const status = page.getByTestId('checkout-status');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 15_000 }).toBe('paid');
    await page.getByTestId('result-code').waitFor();
    expect(await status.textContent()).toContain('Ticket erstellt');
    expect(await status.textContent()).not.toMatch(/bezahlt/i);
    expect(await page.getByTestId('result-amount').textContent()).toContain('kostenlos');
    await page.getByTestId('ticket-download').waitFor();
    await look(page, `result-free-${name}`);
    await page.context().close();
  });

  it.each(VIEWPORTS)(
    'a failed payment (%s) can be paid again and ends with a ticket',
    async (name, viewport) => {
      const page = await newPage(viewport);
      const plate = name === 'phone' ? 'M-FP 1' : 'M-FP 2';
      await orderDayTicket(page, plate, /Ablehnen/);
      const status = page.getByTestId('checkout-status');
      await expect.poll(() => status.getAttribute('data-state'), { timeout: 15_000 }).toBe('failed');
      expect(await status.textContent()).toContain('Zahlung fehlgeschlagen');
      expect(await page.getByTestId('ticket-download').count()).toBe(0);
      await look(page, `failed-${name}`);

      await page.getByTestId('checkout-retry').click();
      await page.waitForURL('**/payment/tagesticket');
      await payWithDemo(page, /Bezahlen/);
      await expect
        .poll(() => status.textContent(), { timeout: 15_000 })
        .toContain('Das Ticket wurde bezahlt.');
      await page.getByTestId('result-code').waitFor();
      expect(await page.getByTestId('result-plate').textContent()).toContain(plate);
      await look(page, `failed-then-paid-${name}`);
      await page.context().close();
    },
  );
});

describe('around the order', () => {
  it.each(VIEWPORTS)(
    '/checkout with no open booking (%s) shows no ticked stepper',
    async (name, viewport) => {
      const page = await newPage(viewport);
      // Not even for a moment while the checkout is asked: a stepper there says "all steps done".
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('.MuiStepper-root, [data-testid=stepper-progress]'))
            document.documentElement.dataset.stepperSeen = 'true';
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${shop.url}/checkout`);
      const status = page.getByTestId('checkout-status');
      await expect.poll(() => status.getAttribute('data-state'), { timeout: 15_000 }).toBe('none');
      expect(await page.getByRole('navigation', { name: 'Buchungsschritte' }).count()).toBe(0);
      expect(await page.locator('html').getAttribute('data-stepper-seen')).toBeNull();
      await look(page, `checkout-none-${name}`);
      await page.context().close();
    },
  );

  it('/reserve is reached from the home page\'s drawer: "Meine Reservierung" (phone)', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${shop.url}/`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByTestId('menu-button').click();
    const entry = page.getByTestId('nav-reserve');
    await entry.waitFor();
    expect(await entry.textContent()).toBe('Meine Reservierung');
    await look(page, 'drawer-phone');
    await entry.click();
    await page.waitForURL('**/reserve');
    await page.getByTestId('nav-drawer').waitFor({ state: 'detached' });
    await expect.poll(() => page.textContent('main')).toContain('Tagesticket');
    await look(page, 'reserve-phone');
    await page.context().close();
  });
});
