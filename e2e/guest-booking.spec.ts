import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  return context.newPage();
}

/** Waits until the Next button is enabled (a price arrived after the 500 ms debounce) and clicks it. */
async function next(page: Page) {
  const button = page.getByTestId('next-button');
  await button.waitFor();
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}

/** Home -> confirm for the day ticket (slot list, mail only, licence plate). */
async function bookDayTicketUntilPayment(page: Page, plate: string) {
  await page.goto(`${shop.url}/`);
  await page.getByTestId('book-tagesticket').click();
  await page.waitForURL('**/period/tagesticket');
  await page.getByRole('heading', { level: 1, name: 'Buchungszeitraum wählen' }).waitFor();
  const slots = page.getByTestId('slot-item');
  // The slot list comes with the availability call: on a busy machine that takes a few seconds.
  await expect.poll(() => slots.count(), { timeout: 15_000 }).toBe(7);
  await slots.nth(1).click(); // tomorrow
  await expect.poll(() => page.getByTestId('price-chip').textContent()).toContain('12,00');
  await next(page);

  await page.waitForURL('**/data/tagesticket');
  await page.getByLabel(/E-Mail/).fill('fahrer@example.de');
  await page.getByLabel(/Kennzeichen/).fill(plate.toLowerCase());
  await next(page);

  await page.waitForURL('**/confirm/tagesticket');
  await expect.poll(() => page.textContent('main')).toContain('fahrer@example.de');
  await expect.poll(() => page.textContent('main')).toContain(plate);
  await expect.poll(() => page.getByTestId('next-button').isDisabled()).toBe(true);
  await page.getByTestId('confirm-checkbox').check();
  await next(page);

  // "Zahlungspflichtig buchen" opens the provider's page at once (ADR 055): no tap on the
  // payment screen's link. Taps so far: product, day, Weiter, Weiter, checkbox, book.
  await page.waitForURL('**/demo-pay/**');
}

describe('guest booking in Chromium', () => {
  it('books a day ticket on a phone, pays with the demo provider and downloads the ticket', async () => {
    const page = await newPage(PHONE);
    await bookDayTicketUntilPayment(page, 'B-AB 1234');
    // Back from the provider: the short screen with the spec's link, and no second forward.
    const demoPay = page.url();
    await page.goBack();
    await page.waitForURL('**/payment/tagesticket');
    const link = page.getByTestId('payment-link');
    await link.waitFor();
    expect(await link.textContent()).toContain('Klicken Sie hier');
    expect(await page.getByTestId('payment-forwarding').count()).toBe(0);
    expect(page.url()).toContain('/payment/tagesticket');
    await link.click();
    await page.waitForURL('**/demo-pay/**');
    expect(page.url()).toBe(demoPay);
    await page.getByRole('button', { name: /Bezahlen/ }).click();

    await page.waitForURL('**/checkout');
    const status = page.getByTestId('checkout-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('Das Ticket wurde bezahlt.');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ticket-download').click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // The ticket page behind the e-mail link shows the booking.
    const ticketLink = await page.getByRole('link', { name: /Ticket anzeigen/ }).getAttribute('href');
    expect(ticketLink).toMatch(/^\/t\/[^/]+\/[^/]+$/);
    await page.goto(`${shop.url}${ticketLink}`);
    await expect.poll(() => page.textContent('main')).toContain('B-AB 1234');
    await expect.poll(() => page.textContent('main')).toContain('Tagesticket');

    // The ticket mail waits in the demo shop's outbox, with the ticket link.
    const outbox = (await (await fetch(`${shop.operatorUrl}/api/operator/outbox`)).json()) as Array<{
      to: string;
      text: string;
    }>;
    expect(outbox).toHaveLength(1);
    expect(outbox[0].to).toBe('fahrer@example.de');
    expect(outbox[0].text).toContain(ticketLink!);
    await page.context().close();
  });

  it('shows "Zahlung fehlgeschlagen" when the payment fails, and the ticket is not issued', async () => {
    const page = await newPage(DESKTOP);
    await bookDayTicketUntilPayment(page, 'M-XY 99');
    await page.getByRole('button', { name: /Ablehnen/ }).click();
    await page.waitForURL('**/checkout');
    const status = page.getByTestId('checkout-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('Zahlung fehlgeschlagen');
    expect(await page.getByTestId('ticket-download').count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'retry after a failure (%s): the stepper marks the payment failed, "Erneut bezahlen" pays without new data entry',
    async (_name, viewport) => {
      const page = await newPage(viewport);
      await bookDayTicketUntilPayment(page, viewport === PHONE ? 'M-RT 2' : 'M-RT 1');
      const firstPayment = page.url();
      await page.getByRole('button', { name: /Ablehnen/ }).click();
      await page.waitForURL('**/checkout');
      await expect
        .poll(() => page.getByTestId('checkout-status').getAttribute('data-state'), { timeout: 15_000 })
        .toBe('failed');
      if (viewport === PHONE) {
        // The progress line says the payment failed, not "all steps completed".
        const nav = page.getByRole('navigation', { name: 'Buchungsschritte' });
        await expect.poll(() => nav.textContent()).toContain('Zahlung fehlgeschlagen');
        expect(await nav.textContent()).not.toContain('Alle Schritte abgeschlossen');
      } else {
        await page.getByTestId('step-failed').waitFor();
        expect(await page.getByTestId('step-failed').textContent()).toContain('Zahlung fehlgeschlagen');
      }
      await page.getByTestId('checkout-retry').click();
      // "Erneut bezahlen" opens the provider's page for a new payment of the same booking at
      // once (ADR 055): no form, no link to tap.
      await page.waitForURL('**/demo-pay/**');
      expect(page.url()).not.toBe(firstPayment);
      await page.getByRole('button', { name: /Bezahlen/ }).click();
      await page.waitForURL('**/checkout');
      await expect
        .poll(() => page.getByTestId('checkout-status').textContent(), { timeout: 15_000 })
        .toContain('Das Ticket wurde bezahlt.');
      await page.context().close();
    },
  );

  it('the reopened payment page shows the ticket: a reload or a second tab never charges twice', async () => {
    const page = await newPage(PHONE);
    await bookDayTicketUntilPayment(page, 'B-RE 1');
    // The booking data as the payment page had them (a second tab opened before paying).
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    const reserves: number[] = [];
    page.context().on('response', (res) => {
      if (res.url().endsWith('/api/booking/reserve')) reserves.push(res.status());
    });
    await page.getByRole('button', { name: /Bezahlen/ }).click();
    await page.waitForURL('**/checkout');
    await page.getByTestId('ticket-link').waitFor({ timeout: 15_000 });
    const ticket = await page.getByTestId('ticket-link').getAttribute('href');
    const mails = async () =>
      ((await (await fetch(`${shop.operatorUrl}/api/operator/outbox`)).json()) as Array<{ to: string }>).filter(
        (m) => m.to === 'fahrer@example.de',
      ).length;
    const mailsBefore = await mails();

    // The payment page again, the booking data gone (the checkout forgot them): the ticket.
    await page.goto(`${shop.url}/payment/tagesticket`);
    await page.waitForURL(`**${ticket}`);
    expect(reserves).toEqual([]);

    // A second tab that still holds the booking data: the server refuses a second payment.
    const tab = await page.context().newPage();
    await tab.goto(`${shop.url}/`);
    await tab.evaluate((data) => {
      for (const [k, v] of Object.entries(JSON.parse(data) as Record<string, string>))
        localStorage.setItem(k, v);
    }, stored);
    await tab.goto(`${shop.url}/payment/tagesticket`);
    await tab.waitForURL(`**${ticket}`);
    await expect.poll(() => tab.textContent('main')).toContain('B-RE 1');
    expect(reserves).toEqual([409]);
    // Once more in that tab (a reload, the back button): the ticket, nothing reserved or mailed.
    await tab.goto(`${shop.url}/payment/tagesticket`);
    await tab.waitForURL(`**${ticket}`);
    expect(reserves).toEqual([409]);
    expect(await mails()).toBe(mailsBefore);
    await page.context().close();
  });

  it('books an hourly reservation through the calendar and hour lists, with name and plate', async () => {
    const page = await newPage(DESKTOP);
    await page.goto(`${shop.url}/`);
    await page.getByTestId('book-kurzzeit').click();
    await page.waitForURL('**/period/kurzzeit');
    // The period screen is its own chunk: wait for the start calendar before looking at it.
    const start = page.getByTestId('start-picker');
    await start.getByTestId('calendar-day').first().waitFor();
    // The end stays disabled until a start is chosen (spec §4).
    expect(await page.locator('[data-testid=end-picker] [data-testid^=hour-]').count()).toBe(0);

    // Tomorrow, 10:00 to 13:00: three hours, 300 + 2 x 250 cents.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Berlin',
    });
    const day = start.locator(`[data-testid=calendar-day][data-date="${tomorrow}"]`);
    if ((await day.count()) === 0) await start.getByRole('button', { name: /nächster Monat/i }).click();
    await day.click();
    await start.getByTestId('hour-10').click();
    await page.locator('[data-testid=end-picker] [data-testid=hour-13]').click();
    await expect.poll(() => page.getByTestId('price-chip').textContent()).toContain('8,00');
    await next(page);

    await page.waitForURL('**/data/kurzzeit');
    // The data screen is its own chunk: submit only once its form is there.
    await page.getByLabel(/E-Mail/).waitFor();
    await page.getByTestId('next-button').click();
    // Required fields missing: the 4 s alert and the field helper texts.
    await page.getByTestId('required-alert').waitFor();
    expect(await page.textContent('main')).toContain('Dieses Feld ist erforderlich');
    // Short-term parking asks only for the e-mail and the plate (ADR 054): no name fields.
    expect(await page.getByLabel('Vorname').count()).toBe(0);
    expect(await page.getByLabel('Nachname').count()).toBe(0);
    await page.getByLabel(/E-Mail/).fill('anna@example.de');
    await page.getByLabel(/Kennzeichen/).fill('f-as 77');
    await next(page);

    await page.waitForURL('**/confirm/kurzzeit');
    expect(await page.getByTestId('summary-price').textContent()).toContain('8,00');
    // One line with the weekday: "Fr 27.11., 10:00–13:00" (ADR 054).
    expect(await page.getByTestId('summary-period').textContent()).toMatch(
      /^(Mo|Di|Mi|Do|Fr|Sa|So) \d{2}\.\d{2}\.(\d{4})?, 10:00–13:00$/,
    );
    expect(await page.getByTestId('summary-plate').textContent()).toContain('F-AS 77');
    await page.getByTestId('confirm-checkbox').check();
    await next(page);

    await page.waitForURL('**/demo-pay/**');
    await page.getByRole('button', { name: /Bezahlen/ }).click();
    await expect
      .poll(() => page.getByTestId('checkout-status').textContent(), { timeout: 15_000 })
      .toContain('Das Ticket wurde bezahlt.');
    await page.context().close();
  });

  it('sends a visitor without booking data back to the home page', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${shop.url}/confirm/kurzzeit`);
    await page.waitForURL(`${shop.url}/`);
    await page.getByTestId('book-kurzzeit').waitFor();
    await page.context().close();
  });
});
