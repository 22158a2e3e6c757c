/**
 * The ticket in the phone's wallet on the built-in demo (ADR 068): the demo makes its own DEMO
 * identity on first start, so the booking result and the ticket page offer both wallets, on a
 * phone and a desktop; the Apple button downloads a pass, the Google button links Google's save
 * page; axe finds nothing on the ticket page with the buttons in any theme.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/shared/themes';
import { axeViolations, previewTheme } from './support/axe';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const ZONE = 'Europe/Berlin';
const SHOTS = '/work/wt/shots/wallet';
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ RATE_LIMIT_MAX: '0' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the ticket in the wallet', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`offers Apple and Google Wallet on the booking result and the ticket page (${name})`, async () => {
      // The demo's identity, made on the shop's first start, marked DEMO.
      expect(existsSync(join(shop.dataDir, 'wallet-demo', 'DEMO-pass-certificate.pem'))).toBe(true);
      const context = await browser.newContext({ locale: 'de-DE', timezoneId: ZONE, viewport });
      const page = await context.newPage();
      const tomorrow = addDays(startOfDay(new TZDate(Date.now(), ZONE)), name === 'phone' ? 1 : 2);
      const res = await fetch(`${shop.url}/api/booking/reserve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          selection: {
            templateId: 'tagesticket',
            startTime: new Date(tomorrow.getTime()).toISOString(),
            slotCount: 1,
          },
          contact: { mail: 'wallet@example.de' },
          identifications: [{ source: 'lp', code: name === 'phone' ? 'B-WA 1' : 'B-WA 2' }],
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const { paymentId } = (await res.json()) as { paymentId: string };
      const cookie = /(?:__Host-)?shop_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')!;
      await context.addCookies([{ name: 'shop_session', value: cookie[1]!, url: shop.url }]);
      await page.goto(`${shop.url}/demo-pay/${paymentId}`);
      await page.locator('button.pay').click();
      await page.waitForURL('**/checkout**');
      await page.getByTestId('wallet-apple').waitFor();
      expect(await page.getByTestId('wallet-apple').textContent()).toBe('Zu Apple Wallet hinzufügen');
      expect(await page.getByTestId('wallet-google').textContent()).toBe('Zu Google Wallet hinzufügen');
      await page.screenshot({ path: `${SHOTS}/checkout-${name}.png`, fullPage: true });

      await page.getByTestId('ticket-link').click();
      await page.getByTestId('ticket-code').waitFor();
      const apple = page.getByTestId('wallet-apple');
      await apple.waitFor();
      expect(await page.getByTestId('wallet-demo').textContent()).toContain('Demo');
      const google = await page.getByTestId('wallet-google').getAttribute('href');
      expect(google).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
      // The Apple button downloads the signed pass.
      const pass = await fetch(new URL((await apple.getAttribute('href'))!, shop.url));
      expect(pass.status).toBe(200);
      expect(pass.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
      expect(
        Buffer.from(await pass.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      await page.screenshot({ path: `${SHOTS}/ticket-${name}.png`, fullPage: true });

      const findings: string[] = [];
      for (const theme of THEME_NAMES) {
        await previewTheme(page, theme);
        for (const v of await axeViolations(page))
          findings.push(`${theme}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
      }
      expect(findings).toEqual([]);
      await context.close();
    });
  }
});
