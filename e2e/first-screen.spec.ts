/**
 * The first screen without JavaScript (ADR 037), in Chromium against the real shop:
 * the landing page's and a content page's text, products, prices and theme are in the server's
 * first answer; without JavaScript the landing page shows the products and a notice; with it,
 * the client hydrates that HTML without a mismatch and the page works; a catalogue change in the
 * back office is in the next page's HTML at once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, loggedInOperator } from './support/admin';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

let shop: RunningShop;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startShop({ RATE_LIMIT_MAX: '0', OPERATOR_TOKEN: ADMIN_TOKEN }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await shop?.stop();
});

async function newPage(opts: { javaScriptEnabled?: boolean; viewport?: typeof PHONE } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? PHONE,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  contexts.push(context);
  return context.newPage();
}

/** The page as the server sends it, before any script runs. */
async function firstHtml(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${shop.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  expect(res.status).toBe(200);
  return res.text();
}

const nbsp = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** React's hydration complaints (minified in production: errors #418, #419, #423, #425). */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

describe('the first screen in the first answer', () => {
  it('carries the landing page: title, language, theme colours, products and their prices', async () => {
    const html = nbsp(await firstHtml('/'));
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Parkberechtigungen | Parkhaus am Markt</title>');
    expect(html).toContain('Parkberechtigungen</h1>');
    expect(html).toContain('Tagesticket');
    expect(html).toContain('ab 12,00 €');
    expect(html).toContain('data-testid="book-kurzzeit"');
    // The theme's styles are in the head (no flash of another theme), its header band with them.
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*linear-gradient/);
    expect(html).toContain('data-theme-name=');
    // The first calls' answers travel with the page: the client does not preload or fetch them.
    expect(html).not.toContain('rel="preload" href="/api/');
    expect(html).toContain('<script type="application/json" id="ssr-state">');
  });

  it('renders in the language of ?lang= and of the remembered choice (cookie)', async () => {
    const en = nbsp(await firstHtml('/?lang=en'));
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('Parking permissions</h1>');
    const ro = nbsp(await firstHtml('/', { cookie: 'parkingShop.language=ro' }));
    expect(ro).toContain('<html lang="ro">');
    expect(ro).toContain('de la 12,00 EUR');
  });

  it('renders the theme of ?theme= (the preview)', async () => {
    const html = await firstHtml('/?theme=colorOrange');
    expect(html).toContain('data-theme-name="colorOrange"');
  });

  it('carries a content page of the navigation and the period page’s frame; other paths stay the client’s', async () => {
    const html = await firstHtml('/impressum');
    expect(html).toContain('<title>Impressum | Parkhaus am Markt</title>');
    expect(html).toContain('Impressum</h1>');
    const period = await firstHtml('/period/kurzzeit');
    expect(period).toContain('Buchungszeitraum wählen</h1>');
    expect(await firstHtml('/renew-ticket')).not.toContain('id="ssr-state"');
  });
});

describe('without JavaScript', () => {
  it('shows the products and a notice that booking needs JavaScript, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage({ javaScriptEnabled: false, viewport });
      await page.goto(`${shop.url}/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Parkberechtigungen');
      expect(await page.getByTestId('noscript').textContent()).toContain('JavaScript');
      expect(await page.getByTestId('noscript').isVisible()).toBe(true);
      expect(await page.getByTestId('book-tagesticket').isVisible()).toBe(true);
      expect(nbsp(await page.locator('main').textContent())).toContain('ab 12,00 €');
      // The book link is a real link: it leads on even before any script.
      expect(await page.getByTestId('book-tagesticket').getAttribute('href')).toBe('/period/tagesticket');
    }
  });
});

describe('with JavaScript', () => {
  it('hydrates the landing page without a mismatch, and it works (language menu, booking link)', async () => {
    const page = await newPage();
    const problems = hydrationProblems(page);
    await page.goto(`${shop.url}/`);
    await page.getByTestId('book-kurzzeit').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('noscript').count()).toBe(0);
    // Hydrated: React's handlers answer (the language menu opens and switches).
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-en').click();
    await page.getByRole('heading', { level: 1, name: 'Parking permissions' }).waitFor();
    await page.getByTestId('book-kurzzeit').click();
    await page.getByTestId('start-picker').waitFor();
    expect(problems).toEqual([]);
    // The choice is remembered for the server too: the next first answer is English.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'parkingShop.language')?.value).toBe('en');
  });

  it('carries the period page’s product line in the first HTML (its LCP) and hydrates it without a mismatch', async () => {
    expect(await firstHtml('/period/kurzzeit')).toMatch(
      /data-testid="period-product"><span[^>]*>Kurzzeitparken/,
    );
    const page = await newPage();
    const problems = hydrationProblems(page);
    await page.goto(`${shop.url}/period/kurzzeit`);
    await page.getByTestId('start-picker').waitFor();
    expect(await page.getByTestId('period-product').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('hydrates a content page and the landing page in a remembered language', async () => {
    const page = await newPage({ viewport: DESKTOP });
    const problems = hydrationProblems(page);
    await page.goto(`${shop.url}/impressum?lang=nl`);
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await page.goto(`${shop.url}/`);
    await page.getByTestId('book-kurzzeit').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

describe('a catalogue change', () => {
  it('is in the landing page’s next first answer', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'first-screen-admin', 'admin');
    contexts.push(page.context());
    const view = (await (await page.request.get(`${shop.url}/api/admin/catalogue`)).json()) as {
      revision: number;
      document: { templates: Array<Record<string, unknown> & { id: string }> };
    };
    const day = view.document.templates.find((t) => t.id === 'tagesticket')!;
    const renamed = { ...day, name: { ...(day.name as object), de: 'Tagesticket Plus' } };
    expect(await firstHtml('/')).not.toContain('Tagesticket Plus');
    const me = (await (await page.request.get(`${shop.url}/api/admin/auth/me`)).json()) as {
      csrfToken: string;
    };
    const res = await page.request.put(`${shop.url}/api/admin/catalogue/templates/tagesticket`, {
      data: { baseRevision: view.revision, template: renamed },
      headers: { origin: shop.url, 'x-csrf-token': me.csrfToken },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(await firstHtml('/')).toContain('Tagesticket Plus');
  });
});
