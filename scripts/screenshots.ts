/**
 * Chromium screenshots of every theme and language on a phone and a desktop, for looking at the
 * shop with one's own eyes: `npx tsx scripts/screenshots.ts` (builds nothing: run `npx vite build`
 * first). Pictures go to /tmp/shots (or SHOTS_DIR), never into the repository.
 *
 * Narrow the set with comma lists: THEMES=water1,golf1 LANGS=ro,nl VIEWPORTS=phone PAGES=home,period
 * (pages: home, period (calendar and hours), slots (slot list), data (with the required-field
 * errors), content).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, launchChromium, PHONE } from '../e2e/support/browser';
import { startShop } from '../e2e/support/shop';
import { THEME_NAMES } from '../src/shared/themes';
import { LANGUAGE_CODES } from '../src/shared/i18n/languages';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const list = (name: string, all: readonly string[]) =>
  process.env[name] ? process.env[name]!.split(',').filter((x) => all.includes(x)) : [...all];

const themes = list('THEMES', THEME_NAMES);
const languages = list('LANGS', LANGUAGE_CODES);
const viewports = list('VIEWPORTS', ['phone', 'desktop']);
const PAGES = ['home', 'period', 'slots', 'data', 'content'] as const;
const pages = list('PAGES', process.env.PAGES ? PAGES : ['home', 'period']);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, url: string, ready: (p: Page) => Promise<unknown>, file: string) {
  await page.goto(url);
  await ready(page);
  await settle(page);
  await page.screenshot({ path: join(outDir, file), fullPage: true });
}

mkdirSync(outDir, { recursive: true });
const [shop, browser] = await Promise.all([startShop({ RATE_LIMIT_MAX: '0' }), launchChromium()]);
let count = 0;
try {
  for (const vp of viewports) {
    const context = await browser.newContext({
      viewport: vp === 'phone' ? PHONE : DESKTOP,
      deviceScaleFactor: 1,
      timezoneId: 'Europe/Berlin',
    });
    const page = await context.newPage();
    for (const theme of themes) {
      for (const lang of languages) {
        const q = `?theme=${theme}&lang=${lang}`;
        const name = (p: string) => `${theme}-${lang}-${vp}-${p}.png`;
        if (pages.includes('home')) {
          await shoot(
            page,
            `${shop.url}/${q}`,
            (p) => p.getByTestId('book-kurzzeit').waitFor(),
            name('home'),
          );
          count++;
        }
        if (pages.includes('period')) {
          await shoot(
            page,
            `${shop.url}/period/kurzzeit${q}`,
            (p) => p.getByTestId('calendar-day').first().waitFor(),
            name('period'),
          );
          count++;
        }
        if (pages.includes('slots')) {
          await shoot(
            page,
            `${shop.url}/period/tagesticket${q}`,
            (p) => p.getByTestId('slot-item').first().waitFor(),
            name('slots'),
          );
          count++;
        }
        if (pages.includes('data')) {
          await page.goto(`${shop.url}/period/tagesticket${q}`);
          await page.getByTestId('slot-item').nth(1).click();
          const nextButton = page.getByTestId('next-button');
          await page.waitForFunction(
            () => !(document.querySelector('[data-testid=next-button]') as HTMLButtonElement)?.disabled,
          );
          await nextButton.click();
          await page.waitForURL('**/data/tagesticket');
          await nextButton.click();
          await page.getByTestId('required-alert').waitFor();
          await settle(page);
          await page.screenshot({ path: join(outDir, name('data')), fullPage: true });
          count++;
        }
        if (pages.includes('content')) {
          await shoot(
            page,
            `${shop.url}/parkinfo${q}`,
            (p) => p.getByRole('heading', { level: 1 }).waitFor(),
            name('content'),
          );
          count++;
        }
      }
    }
    await context.close();
  }
  console.log(`${count} screenshots in ${outDir}`);
} finally {
  await browser.close();
  await shop.stop();
}
