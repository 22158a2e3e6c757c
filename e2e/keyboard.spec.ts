/**
 * The whole booking flow with the keyboard alone: Tab, Shift+Tab, Enter, Space and the arrow
 * keys, typing into fields; no mouse, no element.click(). From the home page through the calendar
 * and hour lists, the form, the confirmation, the demo payment page, to the paid ticket.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ RATE_LIMIT_MAX: '0' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** What has the focus: test id, id, role and accessible text of document.activeElement. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testId: el?.getAttribute('data-testid') ?? '',
      id: el?.id ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      date: el?.getAttribute('data-date') ?? '',
      inside: el?.closest('[data-testid$=-picker]')?.getAttribute('data-testid') ?? '',
    };
  });
}
type Focus = Awaited<ReturnType<typeof focused>>;

/** Presses Tab (or Shift+Tab) until the focus matches; fails after `max` presses. */
async function tabTo(
  page: Page,
  match: (f: Focus) => boolean,
  what: string,
  { back = false, max = 40 } = {},
) {
  if (match(await focused(page))) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (match(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${what}; focus is on ${JSON.stringify(await focused(page))}`);
}

const byTestId = (id: string) => (f: Focus) => f.testId === id;
const menuItem = (f: Focus) => f.testId.startsWith('language-') && f.testId !== 'language-button';

async function expectFocus(page: Page, match: (f: Focus) => boolean, what: string) {
  await expect.poll(async () => match(await focused(page)), { message: what }).toBe(true);
}

/**
 * After a navigation inside the shop: waits until the (lazily loaded) screen shows `ready` and
 * the focus sits on the main content, where the shop puts it, so tabbing starts from there and
 * not from a screen still loading.
 */
async function arrived(page: Page, url: string, ready: string) {
  await page.waitForURL(url);
  await page.locator(ready).first().waitFor();
  await expectFocus(page, (f) => f.id === 'main', `the main content after navigating to ${url}`);
}

/** Berlin calendar day `days` from now, as the calendar's data-date. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

describe('booking with the keyboard alone', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('books and pays an hourly reservation on a %s', async (_name, viewport) => {
    const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.getByTestId('book-kurzzeit').waitFor();

    // The first Tab reaches the skip link; Enter jumps to the main content.
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Zum Inhalt springen');
    await page.keyboard.press('Enter');
    await expectFocus(page, (f) => f.id === 'main', 'main after the skip link');

    await tabTo(page, byTestId('book-kurzzeit'), 'the book button of the hourly reservation');
    await page.keyboard.press('Enter');
    await arrived(page, '**/period/kurzzeit', '[data-testid=calendar-day]');

    // Start: the calendar is one tab stop; the arrows move to tomorrow, Enter picks it.
    const tomorrow = dayFromNow(1);
    await tabTo(
      page,
      (f) => f.testId === 'calendar-day' && f.inside === 'start-picker',
      'the start calendar',
    );
    for (let i = 0; i < 7 && (await focused(page)).date !== tomorrow; i++) {
      const before = (await focused(page)).date;
      await page.keyboard.press(before < tomorrow ? 'ArrowRight' : 'ArrowLeft');
      if ((await focused(page)).date === before) await page.keyboard.press('PageDown');
    }
    expect((await focused(page)).date).toBe(tomorrow);
    await page.keyboard.press('Enter');
    expect(
      await page
        .locator(`[data-testid=start-picker] [data-date="${tomorrow}"]`)
        .getAttribute('aria-selected'),
    ).toBe('true');

    // The hour list: one tab stop at 00, rows of six; Down to 06, Right four times to 10, Space.
    await tabTo(page, (f) => f.testId.startsWith('hour-') && f.inside === 'start-picker', 'the start hours');
    expect((await focused(page)).testId).toBe('hour-00');
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect((await focused(page)).testId).toBe('hour-10');
    await page.keyboard.press('Space');
    await expect
      .poll(() =>
        page.locator('[data-testid=start-picker] [data-testid=hour-10]').getAttribute('aria-pressed'),
      )
      .toBe('true');

    // The end picker opened on the same day; its hours start after 10:00. Pick 13:00.
    await tabTo(page, (f) => f.testId.startsWith('hour-') && f.inside === 'end-picker', 'the end hours');
    expect((await focused(page)).testId).toBe('hour-11');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).testId).toBe('hour-13');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('price-chip').textContent()).toContain('8,00');

    await tabTo(page, byTestId('next-button'), 'Next on the period screen');
    await expect.poll(() => page.getByTestId('next-button').isEnabled()).toBe(true);
    await page.keyboard.press('Enter');
    await arrived(page, '**/data/kurzzeit', '#field-mail');

    // The form: Enter in an empty form shows the required-field errors and focuses the first.
    await tabTo(page, (f) => f.id === 'field-mail', 'the e-mail field');
    await page.keyboard.press('Enter');
    await page.getByTestId('required-alert').waitFor();
    await expectFocus(page, (f) => f.id === 'field-mail', 'the first missing field');
    // Short-term parking asks only for the e-mail and the plate (ADR 054).
    await page.keyboard.type('tastatur@example');
    await tabTo(page, (f) => f.id === 'field-licensePlate', 'the licence plate');
    await page.keyboard.type('k-ey 42');
    // Back with Shift+Tab to correct the e-mail, then on.
    await tabTo(page, (f) => f.id === 'field-mail', 'the e-mail field', { back: true });
    await page.keyboard.press('End');
    await page.keyboard.type('.de');
    await tabTo(page, byTestId('next-button'), 'Next on the data screen');
    await page.keyboard.press('Enter');
    await arrived(page, '**/confirm/kurzzeit', '[data-testid=confirm-checkbox]');
    await expect.poll(() => page.textContent('main')).toContain('tastatur@example.de');

    // Confirm: Space ticks the box, Enter goes on.
    await tabTo(page, (f) => f.testId === 'confirm-checkbox', 'the confirmation box');
    await page.keyboard.press('Space');
    await tabTo(page, byTestId('next-button'), 'Next on the confirmation');
    await page.keyboard.press('Enter');
    // The order button opens the provider's page at once (ADR 055).
    await page.waitForURL('**/demo-pay/**');

    // The provider's page (server HTML): Tab to Pay, Enter.
    await tabTo(
      page,
      (f) => f.tag === 'button' && f.name.startsWith('Bezahlen'),
      'Pay on the demo payment page',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout');
    await expect
      .poll(() => page.getByTestId('checkout-status').textContent(), { timeout: 15_000 })
      .toContain('Das Ticket wurde bezahlt.');

    await tabTo(page, byTestId('ticket-link'), 'the link to the ticket');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/t/**');
    await expect.poll(() => page.getByTestId('ticket-plate').textContent()).toBe('K-EY 42');
    expect(await page.getByTestId('ticket-price').textContent()).toContain('8,00');
    await context.close();
  });

  it('switches the language with the keyboard from the top bar', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.getByTestId('book-kurzzeit').waitFor();
    await tabTo(page, byTestId('language-button'), 'the language button');
    expect((await focused(page)).name).toBe('Sprache wählen (aktuell: Deutsch, DE)');
    await page.keyboard.press('Enter');
    await expectFocus(page, menuItem, 'the language menu');
    // The menu's arrows: down to the third entry, Nederlands.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).testId).toBe('language-nl');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Parkeervergunningen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    // Escape closes a menu without a change, and the focus returns to the button.
    await tabTo(page, byTestId('language-button'), 'the language button again', { back: true });
    await page.keyboard.press('Space');
    await expectFocus(page, menuItem, 'the language menu');
    await page.keyboard.press('Escape');
    await expectFocus(page, byTestId('language-button'), 'the language button after Escape');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    await context.close();
  });
});
