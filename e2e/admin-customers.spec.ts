/**
 * The back office's customers in Chromium against the real demo shop (its portal is
 * on: `options.enableCustomerShop` in demo-shop.json): staff create a customer with an
 * invitation, the customer sets a password through the mailed link, staff find them, edit them,
 * block them (the customer's login and session end), unblock them and send a reset link; a
 * viewer sees no write buttons. axe and a screenshot of every screen and dialog at 1366 and 820.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DESKTOP, ADMIN_TABLET, ADMIN_TOKEN, checkAdminPage, loggedInOperator } from './support/admin';
import { launchChromium } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const CUSTOMER_MAIL = 'katrin.kunde@example.org';
const CUSTOMER_PASSWORD = 'Kunden-Passwort-2027';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startShop({ RATE_LIMIT_MAX: '0', OPERATOR_TOKEN: ADMIN_TOKEN }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** axe and a screenshot at the desktop and the tablet width; the page stays at the desktop width. */
async function checkBothWidths(page: Page, name: string) {
  for (const viewport of [ADMIN_DESKTOP, ADMIN_TABLET]) {
    await page.setViewportSize(viewport);
    await checkAdminPage(page, name);
  }
  await page.setViewportSize(ADMIN_DESKTOP);
}

/**
 * loggedInOperator returns for staff and viewers once an h1 shows, and the login form has one
 * too: wait until the login's answer has taken the page off /admin/login before going on, or a
 * goto can cut the login short.
 */
async function loginDone(page: Page) {
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
  await page.getByRole('button', { name: 'Abmelden' }).waitFor();
}

/** The newest set-password link mailed to `to` (the demo shop has no SMTP: its outbox). */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  const res = await fetch(`${shop.url}/api/operator/outbox`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.status).toBe(200);
  const mails = (await res.json()) as Array<{ to: string; subject: string; text: string }>;
  const mail = mails.find((m) => m.to === to && subject.test(m.subject));
  expect(mail, `a mail to ${to} matching ${subject}`).toBeDefined();
  const token = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** A day ticket for tomorrow, reserved as a guest with the customer's e-mail (held, not paid). */
async function guestBooking(): Promise<void> {
  const window = await fetch(`${shop.url}/api/booking/availability?templateId=tagesticket`);
  const { from } = (await window.json()) as { from: string };
  const res = await fetch(`${shop.url}/api/booking/reserve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      selection: {
        templateId: 'tagesticket',
        startTime: new Date(Date.parse(from) + 86_400_000).toISOString(),
        slotCount: 1,
      },
      contact: { mail: CUSTOMER_MAIL, firstName: 'Katrin', lastName: 'Kunde' },
      identifications: [{ source: 'lp', code: 'KA-KK 2027' }],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The shop's portal login, as the portal's login form calls it. */
async function customerLogin(password = CUSTOMER_PASSWORD): Promise<{ status: number; cookie: string }> {
  const res = await fetch(`${shop.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: CUSTOMER_MAIL, password }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { status: res.status, cookie };
}

async function customerLoggedIn(cookie: string): Promise<boolean> {
  const res = await fetch(`${shop.url}/auth/info`, { headers: { cookie } });
  return ((await res.json()) as { loggedIn: boolean }).loggedIn;
}

describe('back office: customers', () => {
  let staff: Page;
  let customerPath = '';

  it('staff create a customer with an invitation; the customer sets a password with the mailed link', async () => {
    staff = (await loggedInOperator(browser, shop.url, 'kundendienst', 'staff')).page;
    await loginDone(staff);
    await staff.goto(`${shop.url}/admin/customers`);
    await staff.getByRole('heading', { level: 1, name: 'Kunden' }).waitFor();
    // The demo customer is there.
    await staff.getByTestId('admin-customer-link').first().waitFor();
    await checkBothWidths(staff, 'customers-list');

    await staff.getByTestId('admin-customer-create').click();
    const form = staff.getByTestId('admin-customer-form');
    await form.waitFor();
    // The dialog focuses its first field.
    expect(await staff.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'mail',
    );
    await form.locator('input[name=mail]').fill(CUSTOMER_MAIL);
    await form.locator('input[name=firstName]').fill('Katrin');
    await form.locator('input[name=lastName]').fill('Kunde');
    await form.locator('input[name=licensePlates]').fill('KA-KK 2027');
    expect(await staff.getByTestId('admin-customer-mode-invite').isChecked()).toBe(true);
    await checkBothWidths(staff, 'customers-create');
    // The other way shows the password field with its rule.
    await staff.getByTestId('admin-customer-mode-password').check();
    await form.locator('input[name=password]').waitFor();
    await checkBothWidths(staff, 'customers-create-password');
    await staff.getByTestId('admin-customer-mode-invite').check();
    await staff.getByTestId('admin-customer-create-submit').click();

    await staff.waitForURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    customerPath = new URL(staff.url()).pathname;
    expect(await staff.getByTestId('admin-customer-notice').textContent()).toContain(
      `Der Kunde ${CUSTOMER_MAIL} wurde angelegt und hat eine Einladung erhalten.`,
    );
    expect(await staff.getByTestId('admin-customer-status').textContent()).toBe('Aktiv · Einladung offen');

    // A guest booking with the customer's e-mail joins the account once the link proves it.
    await guestBooking();
    // The customer uses the invitation's link.
    const token = await mailedLink(CUSTOMER_MAIL, /.+/);
    const reset = await fetch(`${shop.url}/auth/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, newPassword: CUSTOMER_PASSWORD }),
    });
    expect(reset.status).toBe(204);
    expect((await customerLogin()).status).toBe(200);
  });

  it('staff find the customer by plate and by name, and edit the contact data', async () => {
    await staff.goto(`${shop.url}/admin/customers`);
    const search = staff.getByTestId('admin-customer-search');
    const links = staff.getByTestId('admin-customer-link');
    await search.fill('kakk');
    await expect.poll(() => links.allTextContents()).toEqual(['Kunde, Katrin']);
    await search.fill('katrin ku');
    await expect.poll(() => links.allTextContents()).toEqual(['Kunde, Katrin']);
    await links.first().click();
    await staff.waitForURL(`**${customerPath}`);
    await staff.getByTestId('admin-customer-contact-form').waitFor();
    // The guest booking joined the account; it links to the booking's detail.
    const booking = staff.getByTestId('admin-customer-booking-link');
    expect(await booking.getAttribute('href')).toMatch(/^\/admin\/bookings\/[0-9a-f-]{36}$/);
    await checkBothWidths(staff, 'customers-detail');

    await staff.getByTestId('admin-customer-field-lastName').fill('Kunde-Neumann');
    await staff.getByTestId('admin-customer-field-companyName').fill('Neumann Logistik GmbH');
    await staff.getByTestId('admin-customer-field-city').fill('Freiburg');
    await staff.getByTestId('admin-customer-save').click();
    await expect
      .poll(() => staff.getByTestId('admin-customer-notice').textContent())
      .toBe('Die Kontaktdaten wurden gespeichert.');
    await staff.reload();
    await staff.getByTestId('admin-customer-contact-form').waitFor();
    expect(await staff.getByTestId('admin-customer-title').textContent()).toBe('Katrin Kunde-Neumann');
    expect(await staff.getByTestId('admin-customer-field-companyName').inputValue()).toBe(
      'Neumann Logistik GmbH',
    );
  });

  it("blocking ends the customer's session and refuses their login; unblocking lets them in again", async () => {
    const before = await customerLogin();
    expect(before.status).toBe(200);
    expect(await customerLoggedIn(before.cookie)).toBe(true);

    await staff.getByTestId('admin-customer-block').click();
    await staff.getByTestId('admin-customer-block-confirm').waitFor();
    await checkBothWidths(staff, 'customers-block');
    // Esc closes the dialog without blocking.
    await staff.keyboard.press('Escape');
    await staff.getByTestId('admin-customer-block-confirm').waitFor({ state: 'detached' });
    expect(await staff.getByTestId('admin-customer-status').textContent()).toBe('Aktiv');

    await staff.getByTestId('admin-customer-block').click();
    await staff.getByTestId('admin-customer-block-confirm-ok').click();
    await expect.poll(() => staff.getByTestId('admin-customer-status').textContent()).toBe('Gesperrt');
    expect(await staff.getByTestId('admin-customer-notice').textContent()).toBe('Der Kunde ist gesperrt.');
    expect(await customerLoggedIn(before.cookie)).toBe(false);
    expect((await customerLogin()).status).toBe(403);
    // A blocked customer gets no reset link: the button is gone.
    expect(await staff.getByTestId('admin-customer-send-link').count()).toBe(0);

    await staff.getByTestId('admin-customer-unblock').click();
    await expect.poll(() => staff.getByTestId('admin-customer-status').textContent()).toBe('Aktiv');
    expect((await customerLogin()).status).toBe(200);
  });

  it('staff send a reset link; it reaches the customer and sets a new password', async () => {
    await staff.getByTestId('admin-customer-send-link').click();
    await staff.getByTestId('admin-customer-link-confirm').waitFor();
    await checkBothWidths(staff, 'customers-send-link');
    await staff.getByTestId('admin-customer-link-confirm-ok').click();
    await expect
      .poll(() => staff.getByTestId('admin-customer-notice').textContent())
      .toBe(`Ein Link zum Zurücksetzen des Passworts wurde an ${CUSTOMER_MAIL} gesendet.`);
    const token = await mailedLink(CUSTOMER_MAIL, /(passwort|password)/i);
    const reset = await fetch(`${shop.url}/auth/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, newPassword: 'Neues-Kundenpasswort-2028' }),
    });
    expect(reset.status).toBe(204);
    expect((await customerLogin('Neues-Kundenpasswort-2028')).status).toBe(200);
  });

  it('a viewer reads the list and the detail without any write button', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'nurlesen', 'viewer');
    await loginDone(page);
    await page.goto(`${shop.url}/admin/customers`);
    await page.getByTestId('admin-customer-link').first().waitFor();
    expect(await page.getByTestId('admin-customer-create').count()).toBe(0);
    await page.goto(`${shop.url}${customerPath}`);
    await page.getByTestId('admin-customer-contact-form').waitFor();
    for (const id of [
      'admin-customer-save',
      'admin-customer-block',
      'admin-customer-unblock',
      'admin-customer-send-link',
      'admin-customer-export-json',
      'admin-customer-erase',
    ]) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    expect(await page.getByTestId('admin-customer-field-lastName').getAttribute('readonly')).not.toBeNull();
    await checkBothWidths(page, 'customers-detail-viewer');
    await page.context().close();
  });

  it("staff download the customer's data; an admin deletes the account: anonymised, no login", async () => {
    // Staff: the export as a file, no erase button (admins only).
    await staff.goto(`${shop.url}${customerPath}`);
    await staff.getByTestId('admin-customer-export-json').waitFor();
    expect(await staff.getByTestId('admin-customer-erase').count()).toBe(0);
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByTestId('admin-customer-export-json').click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      account: { mail: string };
    };
    expect(exported.account.mail).toBe(CUSTOMER_MAIL);

    const { page } = await loggedInOperator(browser, shop.url, 'datenschutz', 'admin');
    await page.goto(`${shop.url}${customerPath}`);
    await page.getByTestId('admin-customer-erase').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await checkAdminPage(page, 'customers-privacy');
    await page.setViewportSize(ADMIN_DESKTOP);
    await checkAdminPage(page, 'customers-privacy');
    await page.getByTestId('admin-customer-erase').click();
    await page.getByTestId('admin-customer-erase-confirm').waitFor();
    await checkAdminPage(page, 'customers-erase');
    await page.getByTestId('admin-customer-erase-confirm-ok').click();
    await expect
      .poll(() => page.getByTestId('admin-customer-notice').textContent())
      .toBe('Das Kundenkonto wurde gelöscht (anonymisiert).');
    await expect
      .poll(() => page.getByTestId('admin-customer-status').textContent())
      .toBe('Gelöscht (anonymisiert)');
    await checkAdminPage(page, 'customers-erased');
    // Erased once: nothing left to erase.
    expect(await page.getByTestId('admin-customer-erase').count()).toBe(0);
    expect(await page.getByTestId('admin-customer-unblock').count()).toBe(0);
    expect((await customerLogin('Neues-Kundenpasswort-2028')).status).toBe(403);
    await page.context().close();
  });
});
