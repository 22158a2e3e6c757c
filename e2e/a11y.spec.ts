/**
 * WCAG 2.2 AA with axe on every screen of the guest flow, in all 15 themes, on a phone and a
 * desktop: home, a content page, the period screen with a slot list and with calendar and hours,
 * personal data (empty and with the required-field errors), confirmation, payment, the demo
 * payment page, checkout paid and failed, and the ticket page. One shop and one browser; phone
 * and desktop walk side by side, each through the flow twice (paid day ticket, failed hourly
 * reservation), and on every screen axe runs once per theme: the theme changes in place
 * (`previewTheme`, a `?theme=` inside the shop), so the screen is the same and only its colours
 * differ. The demo payment page is the server's and the same in every theme, so it is checked
 * once per viewport. The guest renewal: both steps and /checkout/renew, fed by plate
 * reads of an access device, in every theme on both viewports (states that only repeat colours
 * checked once).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/shared/themes';
import { axeViolations, previewTheme } from './support/axe';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
const OPERATOR_TOKEN = 'e2e-operator-token-a11y-0123456789';

let shop: RunningShop;
let browser: Browser;
let axeRuns = 0;
let axeMs = 0;
const started = Date.now();

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ RATE_LIMIT_MAX: '0', OPERATOR_TOKEN }), launchChromium()]);
});

afterAll(async () => {
  console.log(`axe: ${axeRuns} runs, ${(axeMs / 1000).toFixed(0)} s of axe in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await browser?.close();
  await shop?.stop();
});

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/** Runs axe on the page as it is and collects what it finds under the screen's name. */
async function audit(page: Page, screen: string, findings: Finding[]) {
  const t0 = performance.now();
  const violations = await axeViolations(page);
  axeRuns++;
  axeMs += performance.now() - t0;
  for (const v of violations) {
    findings.push({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    });
  }
}

/** Findings per theme: every theme's test reports its own. */
type ThemeFindings = Map<string, Finding[]>;

/** Runs axe on the screen as it is in every theme, switching the theme in place. */
async function auditThemes(page: Page, screen: string, findings: ThemeFindings) {
  for (const theme of THEME_NAMES) {
    await previewTheme(page, theme);
    await audit(page, screen, findings.get(theme)!);
  }
}

async function waitEnabled(page: Page, testId: string) {
  const button = page.getByTestId(testId);
  await button.waitFor();
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  return button;
}

/** Paid day ticket through the slot list, with every screen audited in every theme. */
/** `plate`: a car per walk: the same plate's day, paid in this session, shows its ticket. */
async function paidWalk(page: Page, plate: string, findings: ThemeFindings) {
  const first = THEME_NAMES[0];
  await page.goto(`${shop.url}/?theme=${first}`);
  await page.getByTestId('book-tagesticket').waitFor();
  expect(await page.getByTestId('theme-header').getAttribute('data-theme-name')).toBe(first);
  await auditThemes(page, 'home', findings);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Parkinfo' }).click();
  await page.getByRole('heading', { level: 1, name: 'Parkinfo und Anfahrt' }).waitFor();
  await auditThemes(page, 'content page', findings);

  await page.getByTestId('site-title').click();
  await page.getByTestId('book-tagesticket').click();
  const slots = page.getByTestId('slot-item');
  await slots.nth(1).waitFor();
  await auditThemes(page, 'period (slot list)', findings);
  await slots.nth(1).click();
  await (await waitEnabled(page, 'next-button')).click();

  await page.waitForURL('**/data/tagesticket');
  await page.getByLabel(/E-Mail/).waitFor();
  await auditThemes(page, 'data', findings);
  await page.getByTestId('next-button').click();
  await page.getByTestId('required-alert').waitFor();
  await auditThemes(page, 'data (required-field errors)', findings);
  await page.getByLabel(/E-Mail/).fill('a11y@example.de');
  await page.getByLabel(/Kennzeichen/).fill(plate);
  await page.getByTestId('next-button').click();

  await page.waitForURL('**/confirm/tagesticket');
  await page.getByTestId('confirm-checkbox').waitFor();
  await auditThemes(page, 'confirm', findings);
  await page.getByTestId('confirm-checkbox').check();
  await (await waitEnabled(page, 'next-button')).click();

  // The order button opens the provider's page at once (ADR 055); Back shows the payment
  // screen with its link, the one a driver sees there.
  await page.waitForURL('**/demo-pay/**');
  await page.goBack();
  await page.waitForURL('**/payment/tagesticket');
  await page.getByTestId('payment-link').waitFor();
  await auditThemes(page, 'payment', findings);
  await page.getByTestId('payment-link').click();
  await page.waitForURL('**/demo-pay/**');
  await audit(page, 'demo payment page (server)', findings.get(first)!);
  await page.getByRole('button', { name: /Bezahlen/ }).click();

  await page.waitForURL('**/checkout');
  await expect
    .poll(() => page.getByTestId('checkout-status').getAttribute('data-state'), { timeout: 15_000 })
    .toBe('paid');
  // The demo's wallet buttons (ADR 068) load after the result: audited with it.
  await page.getByTestId('wallet-apple').waitFor();
  await auditThemes(page, 'checkout (paid)', findings);
  await page.getByTestId('ticket-link').click();
  await page.getByTestId('ticket-code').waitFor();
  await page.getByTestId('wallet-apple').waitFor();
  await auditThemes(page, 'ticket', findings);
}

/** Failed hourly reservation through calendar and hour lists; a distinct hour per walk. */
async function failedWalk(page: Page, walk: number, findings: ThemeFindings) {
  await page.goto(`${shop.url}/period/kurzzeit`);
  const start = page.getByTestId('start-picker');
  await start.getByTestId('calendar-day').first().waitFor();
  await auditThemes(page, 'period (calendar and hours)', findings);

  // Tomorrow to five days ahead and 07:00 to 12:00: a distinct start for each walk.
  const date = new Date(Date.now() + (1 + (walk % 5)) * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Berlin',
  });
  const dayButton = start.locator(`[data-testid=calendar-day][data-date="${date}"]`);
  if ((await dayButton.count()) === 0) await start.getByTestId('calendar-next').click();
  await dayButton.click();
  const hour = 7 + Math.floor(walk / 5);
  await start.getByTestId(`hour-${String(hour).padStart(2, '0')}`).click();
  await page
    .locator(`[data-testid=end-picker] [data-testid=hour-${String(hour + 1).padStart(2, '0')}]`)
    .click();
  await (await waitEnabled(page, 'next-button')).click();

  await page.waitForURL('**/data/kurzzeit');
  await page.getByLabel(/E-Mail/).fill('a11y@example.de');
  await page.getByLabel(/Kennzeichen/).fill('B-AX 2');
  await page.getByTestId('next-button').click();
  await page.waitForURL('**/confirm/kurzzeit');
  await page.getByTestId('confirm-checkbox').check();
  await (await waitEnabled(page, 'next-button')).click();
  await page.waitForURL('**/demo-pay/**');
  await page.getByRole('button', { name: /Ablehnen/ }).click();
  await page.waitForURL('**/checkout');
  await expect
    .poll(() => page.getByTestId('checkout-status').getAttribute('data-state'), { timeout: 15_000 })
    .toBe('failed');
  await auditThemes(page, 'checkout (failed)', findings);
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `\n[${f.screen}] ${f.rule} (${f.impact})\n    ${f.nodes.join('\n    ')}`)
    .join('');
}

it('the audit itself finds a missing alt text and faint text (the checker can fail)', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(shop.url);
  await page.getByTestId('book-tagesticket').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/parking.png';
    const faint = document.createElement('p');
    faint.textContent = 'Kaum lesbar';
    faint.style.color = '#eeeeee';
    document.querySelector('main')!.append(img, faint);
  });
  expect((await axeViolations(page)).map((v) => v.id).sort()).toEqual(['color-contrast', 'image-alt']);
  await context.close();
});

describe('axe on every screen of the guest flow, phone and desktop side by side', () => {
  const findings: ThemeFindings = new Map(THEME_NAMES.map((t) => [t, []]));
  const contexts: BrowserContext[] = [];

  // One walk per viewport audits every screen in every theme, once for all themes: the first
  // theme's test starts it, every theme's test waits for it (and fails with it) and then reports
  // what axe found in that theme.
  let walked: Promise<void> | undefined;
  const walk = () =>
    (walked ??= (async () => {
      const walks = (Object.entries(VIEWPORTS) as Array<[keyof typeof VIEWPORTS, typeof PHONE]>).map(
        async ([name, viewport], v) => {
          const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
          contexts.push(context);
          const page = await context.newPage();
          const own: ThemeFindings = new Map(THEME_NAMES.map((t) => [t, []]));
          await paidWalk(page, `B-AX ${v + 10}`, own);
          await failedWalk(page, v, own);
          for (const [theme, list] of own)
            findings.get(theme)!.push(...list.map((f) => ({ ...f, screen: `${name}: ${f.screen}` })));
        },
      );
      // The two viewports walk at the same time: axe is CPU work in two renderer processes.
      await Promise.all(walks);
    })());
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it.each(THEME_NAMES)(
    '%s has no violations',
    async (theme) => {
      await walk();
      const list = findings.get(theme)!;
      expect(list, report(list)).toEqual([]);
    },
    600_000,
  );
});

async function postAs<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Pay by plate on one viewport: step 1 with the error alert, step 2 with "No payment required."
 * and the paid /checkout/renew in every theme (a reload per theme: the tab remembers the found
 * ticket); step 2 with a price and the payment link, nothing owed and failed once.
 */
async function renewalWalk(page: Page, viewport: string, apiKey: string, findings: Finding[]) {
  const owed = viewport === 'phone' ? 'AX-P 1' : 'AX-D 1';
  const free = viewport === 'phone' ? 'AX-P 2' : 'AX-D 2';
  let event = 0;
  for (const [plate, minutesAgo] of [
    [owed, 40],
    [free, 1],
  ] as const) {
    await postAs('/api/access/events', apiKey, {
      eventId: `a11y-${viewport}-${++event}`,
      occurredAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      direction: 'entry',
      plate,
    });
  }
  // The plate alone shows the amount; the e-mail comes with the payment.
  const fill = async (plate: string) => {
    await page.getByTestId('renew-plate').fill(plate);
    await (await waitEnabled(page, 'next-button')).click();
  };
  const pay = async () => {
    await page.getByTestId('renew-mail').fill('a11y@example.de');
    await (await waitEnabled(page, 'next-button')).click();
  };
  const checkoutState = (state: string) =>
    expect
      .poll(() => page.getByTestId('renew-checkout-status').getAttribute('data-state'), { timeout: 15_000 })
      .toBe(state);

  await page.goto(`${shop.url}/renew-ticket`);
  await page.getByTestId('renew-form').waitFor();
  await fill('AX-NO 0');
  await page.getByTestId('renew-error').waitFor();
  for (const theme of THEME_NAMES) {
    await previewTheme(page, theme);
    await audit(page, `${theme} renew step 1 (error alert)`, findings);
  }
  await fill(free);
  await page.getByTestId('renew-no-payment').waitFor();
  for (const theme of THEME_NAMES) {
    await previewTheme(page, theme);
    await audit(page, `${theme} renew step 2 (no payment required)`, findings);
  }
  // The states after this one are checked in the shop's own theme, the paid one in every theme.
  await previewTheme(page, THEME_NAMES[0]);
  await pay();
  await page.waitForURL('**/checkout/renew');
  await checkoutState('none');
  await audit(page, 'checkout/renew (nothing owed)', findings);

  await page.goto(`${shop.url}/renew-ticket`);
  await (await waitEnabled(page, 'renew-change')).click();
  await fill(owed);
  await page.getByTestId('renew-breakdown').waitFor();
  await audit(page, 'renew step 2 (price and breakdown)', findings);
  // The demo provider's page opens at once.
  await pay();
  await page.waitForURL('**/demo-pay/**');
  await page.getByRole('button', { name: /Ablehnen/ }).click();
  // The demo page sends a payment by plate back to the renewal's own result (spec §4).
  await page.waitForURL('**/checkout/renew');
  await checkoutState('failed');
  await audit(page, 'checkout/renew (failed)', findings);

  await page.goto(`${shop.url}/renew-ticket`);
  await page.getByTestId('renew-breakdown').waitFor();
  await (await waitEnabled(page, 'next-button')).click();
  await page.waitForURL('**/demo-pay/**');
  await page.getByRole('button', { name: /Bezahlen/ }).click();
  await page.waitForURL('**/checkout/renew');
  await checkoutState('paid');
  for (const theme of THEME_NAMES) {
    await previewTheme(page, theme);
    await audit(page, `${theme} checkout/renew (paid)`, findings);
  }
}

describe('axe on the guest renewal in every theme, phone and desktop side by side', () => {
  it('has no violations', async () => {
    const { apiKey } = await postAs<{ apiKey: string }>('/api/operator/access-devices', OPERATOR_TOKEN, {
      name: 'a11y camera',
      direction: 'both',
    });
    const results = await Promise.all(
      (Object.entries(VIEWPORTS) as Array<[keyof typeof VIEWPORTS, typeof PHONE]>).map(
        async ([name, viewport]) => {
          const context = await browser.newContext({
            viewport,
            locale: 'de-DE',
            timezoneId: 'Europe/Berlin',
          });
          const findings: Finding[] = [];
          try {
            await renewalWalk(await context.newPage(), name, apiKey, findings);
          } finally {
            await context.close();
          }
          return findings.map((f) => ({ ...f, screen: `${name}: ${f.screen}` }));
        },
      ),
    );
    const findings = results.flat();
    expect(findings, report(findings)).toEqual([]);
  }, 600_000);
});
