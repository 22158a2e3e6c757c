/**
 * Pay by plate for a fleet plate (ADR 066) in Chromium against the real shop: the plate of a
 * company in good standing is told that its stay goes on the company's account and that the car
 * may leave, with no payment offered, in each of the driver's five languages; a suspended
 * company's plate is priced as any car. Axe-clean in every theme; phone and desktop screenshots go
 * to SCREENSHOT_DIR when it is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/shared/themes';
import { seedCompany, seedFleetPlate } from '../src/server/test/company-seed';
import { insertStay } from '../src/server/test/stays';
import { axeViolations, previewTheme } from './support/axe';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const SHOTS = process.env.SCREENSHOT_DIR;

let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  const now = new Date();
  const entryAt = new Date(now.getTime() - 90 * 60_000);
  [browser, shop] = await Promise.all([
    launchChromium(),
    startShop({ RATE_LIMIT_MAX: '0' }, async (db) => {
      const good = await seedCompany(db, { now, legalName: 'Müller & Söhne GmbH' });
      const suspended = await seedCompany(db, { now, status: 'suspended' });
      await seedFleetPlate(db, good, 'FR-FL 100', now);
      await seedFleetPlate(db, suspended, 'FR-SU 200', now);
      await insertStay(db, { plate: 'FR-FL 100', entryAt });
      await insertStay(db, { plate: 'FR-SU 200', entryAt });
    }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function newPage(viewport: { width: number; height: number }, locale = 'de-DE'): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport === PHONE,
    hasTouch: viewport === PHONE,
    locale,
    timezoneId: 'Europe/Berlin',
  });
  return context.newPage();
}

async function lookUp(page: Page, plate: string, lang?: string) {
  await page.goto(`${shop.url}/renew-ticket${lang ? `?lang=${lang}` : ''}`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByTestId('renew-plate').fill(plate);
  await page.getByTestId('next-button').click();
  await page.getByTestId('renew-ticket').waitFor();
}

const onAccount = async (page: Page) =>
  ((await page.getByTestId('renew-on-account').textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('pay by plate for a fleet plate', () => {
  it("names the company's account and offers no payment; a suspended company's plate pays", async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await newPage(viewport);
      await lookUp(page, 'fr-fl 100');
      expect(await onAccount(page)).toBe(
        'Dieses Parken geht auf das Firmenkonto von Müller & Söhne GmbH. Sie müssen hier nichts bezahlen und können ausfahren.',
      );
      expect(await page.getByTestId('renew-mail').count()).toBe(0);
      expect(await page.getByTestId('renew-breakdown').count()).toBe(0);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `fleet-on-account-${name}.png`), fullPage: true });
      }
      await page.context().close();
    }
    const page = await newPage(PHONE);
    await lookUp(page, 'fr-su 200');
    await page.getByTestId('renew-breakdown').waitFor();
    expect(await page.getByTestId('renew-on-account').count()).toBe(0);
    expect(await page.getByTestId('renew-mail').count()).toBe(1);
    await page.context().close();
  });

  it('says so in each of the five languages', async () => {
    const expected: Record<string, string> = {
      en: 'This stay goes on the company account of Müller & Söhne GmbH.',
      nl: 'Dit parkeren komt op de bedrijfsrekening van Müller & Söhne GmbH.',
      ro: 'Această parcare se trece pe contul firmei Müller & Söhne GmbH.',
      ch: 'Dieses Parken geht auf das Firmenkonto von Müller & Söhne GmbH.',
    };
    for (const [lang, start] of Object.entries(expected)) {
      const page = await newPage(PHONE);
      await lookUp(page, 'FR-FL 100', lang);
      expect(await onAccount(page), lang).toContain(start);
      await page.context().close();
    }
  });

  it('is axe clean in every theme', async () => {
    const findings: string[] = [];
    const page = await newPage(PHONE);
    await lookUp(page, 'FR-FL 100');
    for (const theme of THEME_NAMES) {
      await previewTheme(page, theme);
      await page.getByTestId('renew-on-account').waitFor();
      for (const v of await axeViolations(page)) findings.push(`${theme}: ${v.id} ${v.help}`);
    }
    await page.context().close();
    expect(findings).toEqual([]);
  });
});
