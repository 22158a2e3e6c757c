/**
 * The back office's foundation in Chromium against the real shop: an admin made by
 * the helper's admin (the token API only bootstraps that one) → its link → set password → enrol TOTP → log in with TOTP (the
 * keyboard alone: tab to the button, Enter) → create a staff operator → see it in the audit log
 * → log out. Then axe (0 violations) on every admin screen at a desktop (1366x900) and a tablet
 * (820x1180) width, with a screenshot of each under $ADMIN_SHOTS (default .tmp/admin-shots, ignored by git).
 * One shop and one browser; TOTP codes are computed here as an authenticator app would.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DESKTOP as DESKTOP,
  ADMIN_PASSWORD,
  ADMIN_TABLET as TABLET,
  ADMIN_TOKEN as OPERATOR_TOKEN,
  checkAdminPage as check,
  createOperator as createOperatorAt,
  enrolTotp,
  loggedInOperator,
  loginWithKeyboard as loginAt,
  newAdminPage,
  setOperatorPassword,
  totpCode as code,
} from './support/admin';
import { launchChromium } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ RATE_LIMIT_MAX: '0', OPERATOR_TOKEN }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const PHONE = { width: 390, height: 844 };
const SHOT_DESKTOP = { width: 1280, height: 800 };

const createOperator = (username: string, role: 'admin' | 'staff' | 'viewer') =>
  createOperatorAt(shop.url, username, role);
const newPage = (viewport = DESKTOP): Promise<Page> => newAdminPage(browser, viewport);
const loginWithKeyboard = (page: Page, username: string) => loginAt(page, shop.url, username);

async function setPassword(page: Page, link: string, shotName?: string) {
  if (shotName) {
    await page.goto(link);
    await page.getByTestId('admin-set-password-form').waitFor();
    await check(page, shotName);
  }
  await setOperatorPassword(page, link);
}

describe('the back office', () => {
  it('an admin: set password, enrol TOTP, log in with TOTP, create staff, audit log, log out (desktop)', async () => {
    const page = await newPage(DESKTOP);
    const { setPasswordUrl } = await createOperator('chefin', 'admin');
    expect(setPasswordUrl).toMatch(/\/admin\/set-password\?token=/);
    // The helper's admin can log in: the token API creates no more operators.
    const late = await fetch(`${shop.url}/api/operator/operators`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${OPERATOR_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'token-admin', role: 'admin' }),
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string }).code).toBe('OPERATORS_BOOTSTRAPPED');
    await setPassword(page, setPasswordUrl, 'set-password');

    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await page.getByTestId('admin-login-form').waitFor();
    await check(page, 'login');
    await loginWithKeyboard(page, 'chefin');

    // An admin without TOTP must enrol first.
    await page.getByTestId('admin-enrol-start').waitFor();
    await check(page, 'enrol-required');
    await page.getByTestId('admin-enrol-start').click();
    const secretField = page.getByTestId('admin-totp-secret');
    await secretField.waitFor();
    await page.getByRole('img', { name: 'QR-Code für die Authenticator-App' }).waitFor();
    await check(page, 'enrol-qr');
    const secret = await secretField.inputValue();
    await page.getByTestId('admin-enrol-form').getByLabel('Code').fill(code(secret));
    await page.getByTestId('admin-enrol-form').getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByRole('heading', { name: 'Backoffice', level: 1 }).waitFor();

    // Log out and in again: now with the code step (the next step's code: the enrolment used this one).
    await page.getByTestId('admin-logout').click();
    // The login says so, whatever calls were still under way (their 401s are not "expired").
    await page.getByText('Sie wurden abgemeldet.').waitFor();
    await page.getByTestId('admin-login-form').waitFor();
    await loginWithKeyboard(page, 'chefin');
    await page.getByTestId('admin-totp-form').waitFor();
    await check(page, 'totp');
    await page.getByLabel('Code').fill(code(secret, 1));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Backoffice', level: 1 }).waitFor();
    await check(page, 'home');
    // The session cookie goes only to the back office's calls (Path=/api/admin), never to the shop's.
    const cookieNames = async (path: string) =>
      (await page.context().cookies(`${shop.url}${path}`)).map((c) => c.name);
    expect(await cookieNames('/api/admin/auth/me')).toContain('admin_session');
    for (const path of ['/api/booking/config', '/sapi/customer/me', '/auth/info', '/admin', '/'])
      expect(await cookieNames(path), path).not.toContain('admin_session');

    // Create a staff operator: its link is shown once.
    await page.getByRole('link', { name: 'Betreiber' }).click();
    await page.getByRole('heading', { name: 'Betreiber', level: 1 }).waitFor();
    await page.getByRole('gridcell', { name: /chefin/ }).waitFor();
    await check(page, 'operators');
    await page.getByTestId('admin-operator-create').click();
    const form = page.getByTestId('admin-operator-form');
    await form.getByLabel('Benutzername').fill('kasse-eins');
    await form.getByLabel('Rolle').selectOption('staff');
    await check(page, 'operators-create');
    await form.getByRole('button', { name: 'Anlegen' }).click();
    const link = page.getByTestId('admin-operator-link');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/admin\/set-password\?token=[A-Za-z0-9]{40}$/);
    await check(page, 'operators-link');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('gridcell', { name: 'kasse-eins' }).waitFor();

    // The audit log shows it, filtered by action.
    await page.getByRole('link', { name: 'Protokoll' }).click();
    await page.getByRole('heading', { name: 'Protokoll', level: 1 }).waitFor();
    await page.getByTestId('admin-audit-filter').getByLabel('Aktion').fill('operator.create');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await page.getByRole('gridcell', { name: /kasse-eins/ }).waitFor();
    // The action reads in words, not as its key.
    expect(await page.getByRole('gridcell', { name: 'Betreiber angelegt' }).count()).toBeGreaterThanOrEqual(2);
    await check(page, 'audit');

    await page.getByRole('link', { name: 'Mein Konto' }).click();
    await page.getByRole('heading', { name: 'Mein Konto', level: 1 }).waitFor();
    await check(page, 'account');

    // Tablet width, same session.
    await page.setViewportSize(TABLET);
    for (const [path, heading, name] of [
      ['/admin', 'Backoffice', 'home'],
      ['/admin/operators', 'Betreiber', 'operators'],
      ['/admin/audit', 'Protokoll', 'audit'],
      ['/admin/account', 'Mein Konto', 'account'],
    ] as const) {
      await page.goto(`${shop.url}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      if (name !== 'home' && name !== 'account') await page.getByRole('gridcell').first().waitFor();
      await check(page, name);
      if (name === 'operators') {
        await page.getByTestId('admin-operator-create').click();
        await page.getByTestId('admin-operator-form').getByLabel('Benutzername').waitFor();
        await check(page, 'operators-create');
        await page.getByRole('button', { name: 'Abbrechen' }).click();
      }
    }

    await page.getByTestId('admin-logout').click();
    // The login says so, whatever calls were still under way (their 401s are not "expired").
    await page.getByText('Sie wurden abgemeldet.').waitFor();
    await page.getByTestId('admin-login-form').waitFor();
    await check(page, 'login-out');
    // The session is gone on the server too.
    expect((await page.request.get(`${shop.url}/api/admin/auth/me`)).status()).toBe(401);
    await page.context().close();
  });

  it('tablet: set password, login, TOTP step and enrolment screens pass axe', async () => {
    const page = await newPage(TABLET);
    const { setPasswordUrl } = await createOperator('zweite', 'admin');
    await setPassword(page, setPasswordUrl, 'set-password');
    await page.goto(`${shop.url}/admin/login`);
    await page.getByTestId('admin-login-form').waitFor();
    await check(page, 'login');
    await loginWithKeyboard(page, 'zweite');
    await page.getByTestId('admin-enrol-start').waitFor();
    await check(page, 'enrol-required');
    await page.getByTestId('admin-enrol-start').click();
    await page.getByTestId('admin-totp-secret').waitFor();
    await page.getByRole('img', { name: 'QR-Code für die Authenticator-App' }).waitFor();
    await check(page, 'enrol-qr');
    const secret = await page.getByTestId('admin-totp-secret').inputValue();
    await page.getByTestId('admin-enrol-form').getByLabel('Code').fill(code(secret));
    await page.getByTestId('admin-enrol-form').getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByRole('heading', { name: 'Backoffice', level: 1 }).waitFor();
    // A viewer-less admin sees the whole navigation; a new login shows the code step.
    await page.getByTestId('admin-logout').click();
    await loginWithKeyboard(page, 'zweite');
    await page.getByTestId('admin-totp-form').waitFor();
    await check(page, 'totp');
    // A wrong code is refused with the translated message.
    const wrong = code(secret, 1) === '000000' ? '111111' : '000000';
    await page.getByLabel('Code').fill(wrong);
    await page.keyboard.press('Enter');
    await page.getByText('Der Code ist falsch, abgelaufen oder wurde bereits verwendet.').waitFor();
    await page.context().close();
  });

  it('wrong codes: 3 send the operator back to the password, 10 lock the second factor; admins see the lock', async () => {
    const owner = await loggedInOperator(browser, shop.url, 'ratefuchs', 'admin', PHONE);
    const secret = owner.totpSecret!;
    await owner.page.context().close();
    const near = [-1, 0, 1].map((o) => code(secret, o));
    const wrong = ['000000', '111111', '222222'].find((c) => !near.includes(c))!;
    const page = await newPage(PHONE);
    /** The password step, then `n` wrong codes, each answered before the next. */
    async function guess(n: number) {
      await loginWithKeyboard(page, 'ratefuchs');
      await page.getByTestId('admin-totp-form').waitFor();
      for (let i = 0; i < n; i++) {
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/auth/totp'));
        await page.getByLabel('Code').fill(wrong);
        await page.keyboard.press('Enter');
        await answered;
      }
    }
    await guess(3);
    // The code step is over: back to the password, saying why.
    await page.getByTestId('admin-login-form').waitFor();
    await page
      .getByText('Zu viele falsche Codes. Bitte melden Sie sich erneut mit Ihrem Passwort an.')
      .waitFor();
    await check(page, 'login-totp-ended');
    await page.setViewportSize(SHOT_DESKTOP);
    await check(page, 'login-totp-ended');
    // Each right password starts a new code step, but the wrong codes add up: the 10th locks.
    await guess(3);
    await guess(3);
    await guess(1);
    await page.getByTestId('admin-login-form').waitFor();
    await page.getByText(/Die Zwei-Faktor-Anmeldung ist für 15 Minuten gesperrt/).waitFor();
    await page.context().close();

    const { page: admin } = await loggedInOperator(browser, shop.url, 'aufsicht', 'admin', DESKTOP);
    await admin.goto(`${shop.url}/admin/operators`);
    await admin.getByRole('heading', { name: 'Betreiber', level: 1 }).waitFor();
    const chip = admin.getByTestId('operator-totp-locked');
    await chip.waitFor();
    expect(await chip.textContent()).toMatch(/^2FA gesperrt bis \d\d:\d\d$/);
    expect(await chip.count()).toBe(1);
    await admin.setViewportSize(SHOT_DESKTOP);
    await check(admin, 'operators-totp-locked');
    await admin.setViewportSize(PHONE);
    // The grid scrolls sideways on a phone: show the column with the lock.
    await chip.scrollIntoViewIfNeeded();
    await check(admin, 'operators-totp-locked');
    await admin.context().close();
  });

  it('renewing TOTP on the account page asks for the password and a code of the current app', async () => {
    const { page, totpSecret } = await loggedInOperator(browser, shop.url, 'handywechsel', 'admin', PHONE);
    await page.goto(`${shop.url}/admin/account`);
    await page.getByRole('heading', { name: 'Mein Konto', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Neu einrichten' }).click();
    const form = page.getByTestId('admin-renew-form');
    await form.waitFor();
    await form.getByLabel('Aktuelles Passwort').fill('Falsch-Falsch-123');
    await form.getByLabel('Code der bisherigen App').fill(code(totpSecret!, 1));
    await form.getByRole('button', { name: 'Neu einrichten' }).click();
    // Refused, and still logged in on the same page (a wrong password is no lost session).
    await page.getByText('Das aktuelle Passwort ist nicht korrekt.', { exact: false }).waitFor();
    await check(page, 'account-totp-renew');
    await page.setViewportSize(SHOT_DESKTOP);
    await check(page, 'account-totp-renew');
    await form.getByLabel('Aktuelles Passwort').fill(ADMIN_PASSWORD);
    await form.getByRole('button', { name: 'Neu einrichten' }).click();
    const secretField = page.getByTestId('admin-totp-secret');
    await secretField.waitFor();
    const fresh = await secretField.inputValue();
    expect(fresh).not.toBe(totpSecret);
    await page.getByTestId('admin-enrol-form').getByLabel('Code').fill(code(fresh));
    await page.getByTestId('admin-enrol-form').getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Die Zwei-Faktor-Anmeldung ist eingerichtet.').waitFor();
    await page.context().close();
  });

  it('an expired session sends the operator to the login with a message', async () => {
    const page = await newPage(DESKTOP);
    const { setPasswordUrl } = await createOperator('leserin', 'viewer');
    await setPassword(page, setPasswordUrl);
    await loginWithKeyboard(page, 'leserin');
    // Viewers enrol TOTP too (ADMIN_TOTP_ROLES).
    await page.getByTestId('admin-enrol-start').waitFor();
    await enrolTotp(page);
    await page.getByRole('heading', { name: 'Backoffice', level: 1 }).waitFor();
    // A viewer sees neither operators nor the audit log in the navigation.
    expect(await page.getByRole('link', { name: 'Betreiber' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Protokoll' }).count()).toBe(0);
    // The dashboard's own call must have answered first: answering 401 after the cookies are
    // gone, it would end the session while the link is clicked (the page re-renders as the
    // login and the link is detached).
    await page.getByTestId('admin-dashboard-updated').waitFor();
    // The server forgets the session (as after 15 idle minutes): the next call answers 401.
    await page.context().clearCookies();
    await page.getByRole('link', { name: 'Mein Konto' }).click();
    await page.getByLabel('Aktuelles Passwort').fill('x');
    await page.getByLabel('Neues Passwort').fill('y');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.').waitFor();
    await page.context().close();
  });
});
