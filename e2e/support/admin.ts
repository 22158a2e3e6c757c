/**
 * The back office in E2E specs: operators made by a helper admin in the back office
 * (the token API only bootstraps that admin), the
 * set-password link, the login with the keyboard, TOTP enrolment as an authenticator app would
 * do it, and the axe check with a screenshot. Each admin spec file starts its own shop with
 * OPERATOR_TOKEN set and shares one browser.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDuration, DAY, startOfDayInZone } from '../../src/shared/domain/time';
import { axeViolations } from './axe';
import { settled, trackRequests } from './settled';

export const ADMIN_TOKEN = 'e2e-operator-token-admin-0123456789';
export const ADMIN_PASSWORD = 'Sicheres-Backoffice-2027';
export const ADMIN_DESKTOP = { width: 1366, height: 900 };
export const ADMIN_TABLET = { width: 820, height: 1180 };
// Screenshots to look at after a run: in the project's ignored .tmp/, not the OS temp dir.
export const ADMIN_SHOTS = process.env.ADMIN_SHOTS ?? fileURLToPath(new URL('../../.tmp/admin-shots', import.meta.url));

/** The username of the helper's own admin (see startRoot). */
const ROOT_NAME = 'e2e-root';

/** A back-office session driven with fetch: its cookie and CSRF token. */
interface RootSession {
  cookie: string;
  csrf: string;
  secret: string;
}

async function adminCall(
  shopUrl: string,
  path: string,
  body: object,
  session?: { cookie: string; csrf: string },
): Promise<Response> {
  return fetch(`${shopUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(session ? { Cookie: session.cookie, 'X-CSRF-Token': session.csrf } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The admin_session cookie a response set (as a Cookie header value), or the one before. */
function cookieOf(res: Response, before = ''): string {
  const set = res.headers.getSetCookie().find((c) => /admin_session=/.test(c));
  return set ? set.split(';')[0] : before;
}

/**
 * The helper's own admin of one shop: made through the token API before anything else (the
 * token API creates operators only until an admin can log in), its password set, its
 * TOTP enrolled, all through the API as a script would. Every operator a spec asks for is then
 * created by it in the back office, as a shop's admin does.
 */
const roots = new Map<string, Promise<RootSession>>();

async function startRoot(shopUrl: string): Promise<RootSession> {
  const res = await fetch(`${shopUrl}/api/operator/operators`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ROOT_NAME, role: 'admin' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const token = new URL(((await res.json()) as { setPasswordUrl: string }).setPasswordUrl).searchParams.get(
    'token',
  );
  const set = await adminCall(shopUrl, '/api/admin/auth/set-password', { token, password: ADMIN_PASSWORD });
  expect(set.status, await set.clone().text()).toBe(204);
  const login = await adminCall(shopUrl, '/api/admin/auth/login', {
    username: ROOT_NAME,
    password: ADMIN_PASSWORD,
  });
  expect(login.status, await login.clone().text()).toBe(200);
  let session = { cookie: cookieOf(login), csrf: ((await login.json()) as { csrfToken: string }).csrfToken };
  const setup = await adminCall(shopUrl, '/api/admin/auth/totp/setup', {}, session);
  expect(setup.status, await setup.clone().text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await adminCall(
    shopUrl,
    '/api/admin/auth/totp/confirm',
    { code: totpCode(secret) },
    session,
  );
  expect(confirm.status, await confirm.clone().text()).toBe(200);
  session = {
    cookie: cookieOf(confirm, session.cookie),
    csrf: ((await confirm.json()) as { csrfToken: string }).csrfToken,
  };
  return { ...session, secret };
}

/** A new login of the helper's admin (its session idled out): password, then the next code. */
async function reLogin(shopUrl: string, root: RootSession): Promise<RootSession> {
  const login = await adminCall(shopUrl, '/api/admin/auth/login', {
    username: ROOT_NAME,
    password: ADMIN_PASSWORD,
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const session = {
    cookie: cookieOf(login),
    csrf: ((await login.json()) as { csrfToken: string }).csrfToken,
  };
  // The enrolment may have used this step's code: the next step's is accepted too.
  for (const offset of [0, 1]) {
    const step = await adminCall(
      shopUrl,
      '/api/admin/auth/totp',
      { code: totpCode(root.secret, offset) },
      session,
    );
    if (step.status === 200) {
      const csrf = ((await step.json()) as { csrfToken: string }).csrfToken;
      return { cookie: cookieOf(step, session.cookie), csrf, secret: root.secret };
    }
  }
  throw new Error('the helper admin could not log in again');
}

/**
 * A new operator and its one-time set-password link: created by the helper's admin in the
 * back office (POST /api/admin/operators).
 */
export async function createOperator(
  shopUrl: string,
  username: string,
  role: 'admin' | 'staff' | 'viewer',
): Promise<{ setPasswordUrl: string }> {
  if (!roots.has(shopUrl)) roots.set(shopUrl, startRoot(shopUrl));
  let root = await roots.get(shopUrl)!;
  let res = await adminCall(shopUrl, '/api/admin/operators', { username, role }, root);
  if (res.status === 401) {
    root = await reLogin(shopUrl, root);
    roots.set(shopUrl, Promise.resolve(root));
    res = await adminCall(shopUrl, '/api/admin/operators', { username, role }, root);
  }
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { setPasswordUrl: string };
}

/** The code an authenticator app shows `offsetSteps` 30-s steps from now. */
export function totpCode(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/**
 * What WCAG 2.2 AA with axe finds on the screen as it is (`rule: targets`, empty when clean),
 * with a screenshot named `name-width` under $ADMIN_SHOTS taken first.
 */
export async function adminPageFindings(page: Page, name: string): Promise<string[]> {
  mkdirSync(ADMIN_SHOTS, { recursive: true });
  await settled(page);
  // A dialog fades in: shoot (and check contrast) once it is fully shown.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
      (e) => getComputedStyle(e).opacity === '1',
    ),
  );
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(ADMIN_SHOTS, `${name}-${width}.png`), fullPage: true });
  // The same WCAG 2.2 AA audit as the shop's screens, with axe's source loaded once per document
  // (support/axe.ts): AxeBuilder loaded it anew on every call, about 1.5 s of each check.
  const violations = await axeViolations(page);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe with WCAG 2.2 AA tags: no violations; and a screenshot named `name-width` under $ADMIN_SHOTS. */
export async function checkAdminPage(page: Page, name: string): Promise<void> {
  expect(await adminPageFindings(page, name), `${name} at ${page.viewportSize()!.width}px`).toEqual([]);
}

export async function newAdminPage(browser: Browser, viewport = ADMIN_DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  return trackRequests(await context.newPage());
}

export async function setOperatorPassword(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId('admin-set-password-form').waitFor();
  await page.getByLabel('Neues Passwort', { exact: false }).first().fill(ADMIN_PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await page.getByTestId('admin-set-password-done').waitFor();
}

/** Username and password, submitted with the keyboard: Tab to the login button, Enter. */
export async function loginWithKeyboard(page: Page, shopUrl: string, username: string): Promise<void> {
  await page.goto(`${shopUrl}/admin/login`);
  await page.getByTestId('admin-login-form').waitFor();
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: false }).fill(ADMIN_PASSWORD);
  await page.getByLabel('Passwort', { exact: false }).focus();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  expect(focused).toBe('admin-login-submit');
  await page.keyboard.press('Enter');
}

/** An admin's TOTP enrolment after the password step; returns the secret. */
export async function enrolTotp(page: Page): Promise<string> {
  await page.getByTestId('admin-enrol-start').click();
  const secretField = page.getByTestId('admin-totp-secret');
  await secretField.waitFor();
  const secret = await secretField.inputValue();
  await page.getByTestId('admin-enrol-form').getByLabel('Code').fill(totpCode(secret));
  await page.getByTestId('admin-enrol-form').getByRole('button', { name: 'Bestätigen' }).click();
  // The enrolment card goes when the session is active; the screen's h1 follows.
  await page.getByTestId('admin-enrol-form').waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return secret;
}

/**
 * A new page logged in to the back office as a new operator of `role`, enrolling TOTP on the
 * way as the server demands of every role by default (ADMIN_TOTP_ROLES). The page is
 * on /admin afterwards.
 */
export async function loggedInOperator(
  browser: Browser,
  shopUrl: string,
  username: string,
  role: 'admin' | 'staff' | 'viewer',
  viewport = ADMIN_DESKTOP,
): Promise<{ page: Page; totpSecret?: string }> {
  const page = await newAdminPage(browser, viewport);
  const { setPasswordUrl } = await createOperator(shopUrl, username, role);
  await setOperatorPassword(page, setPasswordUrl);
  await loginWithKeyboard(page, shopUrl, username);
  await page.getByTestId('admin-enrol-start').waitFor();
  const totpSecret = await enrolTotp(page);
  return { page, totpSecret };
}

/**
 * A day ticket for tomorrow (Berlin), reserved through the shop's API from its own page and
 * paid on the demo provider's page, as a visitor does.
 */
export async function paidDayTicket(browser: Browser, shopUrl: string, plate: string): Promise<void> {
  const page = await newAdminPage(browser);
  try {
    await page.goto(`${shopUrl}/`);
    const start = addDuration(startOfDayInZone(new Date(), 'Europe/Berlin'), DAY, 'Europe/Berlin').toISOString();
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
        selection: { templateId: 'tagesticket', startTime: start, slotCount: 1 },
        contact: { mail: 'erika@example.de', firstName: 'Erika', lastName: 'Mustermann' },
        identifications: [{ source: 'lp', code: plate }],
      },
    );
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    await page.goto(`${shopUrl}${r.json.paymentRedirect}`);
    await page.getByRole('button', { name: /Bezahlen/ }).click();
    await page.waitForURL('**/checkout**');
    // Usable outside a test (in beforeAll): the page itself polls until the payment is in.
    await page.waitForFunction(async () => (await fetch('/api/booking/checkout')).status === 200, undefined, {
      polling: 250,
      timeout: 15_000,
    });
  } finally {
    await page.context().close();
  }
}
