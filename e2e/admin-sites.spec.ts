/**
 * The catalogue's sites in the back office (ADR 060) in Chromium against the one-site demo
 * shop: an admin creates a second car park through the site editor (entrance, phone, opening
 * hours, walk-in parking with its first tariff), the public sites call lists it at once; the
 * product editor then names both sites for a product, which the sites call lists at both; a
 * site a product names cannot be deleted (the refusal in the operator's words). On a phone and
 * a desktop, axe (0 violations) and a screenshot of the section and each dialog.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DESKTOP, ADMIN_TOKEN, checkAdminPage, loggedInOperator } from './support/admin';
import { launchChromium } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const PHONE = { width: 390, height: 844 };

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

/** Desktop and phone of one screen or dialog, back at the desktop after. */
async function checkBoth(page: Page, name: string) {
  await page.setViewportSize(ADMIN_DESKTOP);
  await checkAdminPage(page, name);
  await page.setViewportSize(PHONE);
  await checkAdminPage(page, name);
  await page.setViewportSize(ADMIN_DESKTOP);
}

interface PublicSite {
  id: string;
  name: string;
  openNow: boolean;
  templateIds: string[];
  phone: string | null;
  entrance: { line: string | null };
}
const publicSites = async (page: Page) =>
  ((await (await page.request.get(`${shop.url}/api/sites`)).json()) as { sites: PublicSite[] }).sites;

describe('the sites in the back office', () => {
  it('an admin creates a second car park and a product valid at both', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'standorte', 'admin');
    await page.goto(`${shop.url}/admin/catalogue`);
    await page.getByRole('heading', { level: 2, name: 'Standorte' }).waitFor();
    // The one-site shop's own car park; the last site cannot be deleted, so no button offers it.
    await page.getByTestId('admin-site-edit-main').waitFor();
    expect(await page.getByTestId('admin-site-delete-main').count()).toBe(0);
    await checkBoth(page, 'sites');

    await page.getByTestId('admin-site-create').click();
    const form = page.getByTestId('admin-site-form');
    await form.waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('id');
    await form.getByLabel('Kennung').fill('bahnhof');
    await form.getByLabel('Name (Deutsch)').fill('Parkhaus am Bahnhof');
    await form.getByLabel('Name (Englisch)').fill('Station car park');
    await form.getByLabel('Straße').fill('Bismarckallee');
    await form.getByLabel('Hausnummer').fill('5');
    await form.getByLabel('PLZ').fill('79098');
    await form.getByLabel('Ort', { exact: true }).fill('Freiburg');
    await form.getByLabel('Telefon').fill('0761 000001');
    await form.getByLabel('Plätze für Kurzparker').fill('40');
    await form.getByLabel('Preis je Stunde (€)').fill('1,80');
    await form.getByLabel('Rund um die Uhr geöffnet').uncheck();
    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'])
      await form.getByLabel(day, { exact: true }).fill('05:00-24:00');
    // A typo in the hours is said before anything is sent.
    await form.getByLabel('Sonntag', { exact: true }).fill('6 bis 24');
    await page.getByTestId('admin-site-save').click();
    expect(await page.getByTestId('admin-site-local-error').textContent()).toContain('Sonntag');
    await form.getByLabel('Sonntag', { exact: true }).fill('06:00-24:00');
    await checkBoth(page, 'sites-new');
    await page.getByTestId('admin-site-save').click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('admin-site-edit-bahnhof').waitFor();
    // Drivers' list shows it at once.
    const sites = await publicSites(page);
    expect(sites.map((s) => s.id)).toEqual(['main', 'bahnhof']);
    expect(sites[1]).toMatchObject({
      name: 'Parkhaus am Bahnhof',
      phone: '0761 000001',
      entrance: { line: 'Bismarckallee 5, 79098 Freiburg' },
      templateIds: [],
    });

    // Its walk-in tariff is version 1, opened from its row.
    await page.getByTestId('admin-site-tariffs-bahnhof').click();
    const tariffs = page.getByTestId('admin-tariff-form');
    await tariffs.waitFor();
    expect(await page.getByTestId('admin-tariff-version-1').textContent()).toContain('1,80');
    await page.keyboard.press('Escape');
    await tariffs.waitFor({ state: 'detached' });

    // The editor of the site keeps what was stored.
    await page.getByTestId('admin-site-edit-bahnhof').click();
    await form.waitFor();
    expect(await form.getByLabel('Sonntag', { exact: true }).inputValue()).toBe('06:00-24:00');
    await checkBoth(page, 'sites-edit');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    // The product editor names the sites: the day ticket becomes valid at both.
    await page.getByTestId('admin-template-edit-tagesticket').click();
    const product = page.getByTestId('admin-template-form');
    await product.waitFor();
    const siteBoxes = page.getByTestId('admin-template-sites');
    await siteBoxes.waitFor();
    expect(await page.getByTestId('admin-template-site-main').isChecked()).toBe(true);
    expect(await page.getByTestId('admin-template-site-bahnhof').isChecked()).toBe(false);
    await page.getByTestId('admin-template-site-bahnhof').check();
    await checkBoth(page, 'sites-product');
    await page.getByTestId('admin-template-save').click();
    await product.waitFor({ state: 'detached' });
    const after = await publicSites(page);
    expect(after.find((s) => s.id === 'bahnhof')?.templateIds).toEqual(['tagesticket']);
    expect(after.find((s) => s.id === 'main')?.templateIds).toContain('tagesticket');

    // A site a product names cannot be deleted: the refusal says why, and the site stays.
    await page.getByTestId('admin-site-delete-bahnhof').click();
    const confirm = page.getByTestId('admin-site-delete-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('„Parkhaus am Bahnhof“ löschen?');
    await page.getByTestId('admin-site-delete-confirm').click();
    await confirm.getByTestId('admin-error').waitFor();
    expect(await confirm.getByTestId('admin-error').textContent()).toContain(
      'Dieser Standort kann nicht gelöscht werden',
    );
    await checkBoth(page, 'sites-delete-refused');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect((await publicSites(page)).map((s) => s.id)).toEqual(['main', 'bahnhof']);
    await page.context().close();
  });
});
