/**
 * The catalogue in the back office (ADR 025) in Chromium against the real demo shop:
 * an admin changes the short-stay product's tariff effective now through the tariff dialog →
 * the shop's price call answers the new price without a restart; creates a product through the
 * editor → the shop's home page offers it; saves the settings (with the mails' logo and the
 * ticket texts: an http logo refused, the values shown again after a reload); a staff operator
 * does not see the catalogue in the navigation; retiring a product asks in a dialog and takes it off the home
 * page; a content page added through the pages editor is served by the shop, edited, deleted. axe (0 violations) and a screenshot of the screen and each
 * dialog at 1366 and 820 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DESKTOP,
  ADMIN_TABLET,
  ADMIN_TOKEN,
  checkAdminPage,
  loggedInOperator,
  newAdminPage,
} from './support/admin';
import { launchChromium } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

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

/** The next full hour plus one: on the hourly grid of the demo's "kurzzeit". */
function nextHour(): string {
  const d = new Date();
  d.setUTCMinutes(0, 0, 0);
  return new Date(d.getTime() + 2 * 3600_000).toISOString();
}

/** What the shop's price call answers for one hour of "kurzzeit" (a booked-out answer names it too). */
async function priceOfOneHour(page: Page): Promise<number> {
  const res = await page.request.post(`${shop.url}/api/booking/price`, {
    data: { templateId: 'kurzzeit', startTime: nextHour(), slotCount: 1 },
  });
  const body = (await res.json()) as { priceToBePaid?: number; details?: { priceToBePaid: number } };
  return body.priceToBePaid ?? body.details!.priceToBePaid;
}

/** Both widths of one screen or dialog. */
async function checkBoth(page: Page, name: string) {
  await page.setViewportSize(ADMIN_DESKTOP);
  await checkAdminPage(page, name);
  await page.setViewportSize(ADMIN_TABLET);
  await checkAdminPage(page, name);
  await page.setViewportSize(ADMIN_DESKTOP);
}

describe('the catalogue in the back office', () => {
  it('an admin changes a tariff effective now, creates a product and saves the settings', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'katalog', 'admin');
    await page.getByRole('link', { name: 'Angebot & Einstellungen' }).click();
    await page.waitForURL('**/admin/catalogue');
    await page.getByRole('heading', { level: 1, name: 'Angebot & Einstellungen' }).waitFor();
    await page.getByTestId('admin-template-tariffs-kurzzeit').waitFor();
    expect(await page.title()).toBe('Angebot & Einstellungen');
    await checkBoth(page, 'catalogue');

    // The demo's first hour costs 3,00 €.
    expect(await priceOfOneHour(page)).toBe(300);
    await page.getByTestId('admin-template-tariffs-kurzzeit').click();
    const tariffForm = page.getByTestId('admin-tariff-form');
    await tariffForm.waitFor();
    await checkBoth(page, 'catalogue-tariffs');
    await tariffForm.getByLabel('Preis je Stunde (€)').fill('4,20');
    await tariffForm.getByLabel('Preis für den ersten Takt (Stunde, €, optional)').fill('');
    await tariffForm.getByLabel('Tageshöchstpreis (€, optional)').fill('');
    await page.getByTestId('admin-tariff-save').click();
    const v2 = page.getByTestId('admin-tariff-version-2');
    await v2.waitFor();
    expect(await v2.textContent()).toContain('Gültig');
    expect(await v2.textContent()).toContain('4,20');
    // No restart: the shop prices the next hour with the new tariff.
    expect(await priceOfOneHour(page)).toBe(420);
    await page.keyboard.press('Escape');
    await tariffForm.waitFor({ state: 'detached' });

    // A new product through the editor.
    await page.getByTestId('admin-template-create').click();
    const form = page.getByTestId('admin-template-form');
    await form.waitFor();
    // The dialog focuses its first field.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('id');
    await checkBoth(page, 'catalogue-template-new');
    await form.getByLabel('Kennung').fill('e2e-abend');
    await form.getByLabel('Name (Deutsch)').fill('Abendparken');
    await form.getByLabel('Name (Englisch)').fill('Evening parking');
    await form.getByLabel('Preis je Stunde (€)').fill('1.50');
    await page.getByTestId('admin-template-save').click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('admin-template-edit-e2e-abend').waitFor();

    const home = await newAdminPage(browser, ADMIN_DESKTOP);
    await home.goto(`${shop.url}/`);
    await home.getByTestId('book-e2e-abend').waitFor();
    expect(await home.getByTestId('book-e2e-abend').isVisible()).toBe(true);
    await home.context().close();

    // The editor of an existing product.
    await page.getByTestId('admin-template-edit-e2e-abend').click();
    await form.waitFor();
    await checkBoth(page, 'catalogue-template-edit');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    // Retiring asks first: the dialog focuses the safe button, Esc leaves the product as it is.
    await page.getByTestId('admin-template-retire-e2e-abend').click();
    const retireDialog = page.getByTestId('admin-template-retire-dialog');
    await retireDialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Abbrechen');
    expect(await retireDialog.textContent()).toContain('„Abendparken“ aus dem Shop nehmen?');
    await checkBoth(page, 'catalogue-retire');
    await page.keyboard.press('Escape');
    await retireDialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('admin-template-edit-e2e-abend').isVisible()).toBe(true);
    await page.getByTestId('admin-template-retire-e2e-abend').click();
    await page.getByTestId('admin-template-retire-confirm').click();
    await retireDialog.waitFor({ state: 'detached' });
    await page.getByTestId('admin-template-edit-e2e-abend').waitFor({ state: 'detached' });
    // The shop's home page no longer offers it (and still offers the others).
    const after = await newAdminPage(browser, ADMIN_DESKTOP);
    await after.goto(`${shop.url}/`);
    await after.getByTestId('book-kurzzeit').waitFor();
    expect(await after.getByTestId('book-e2e-abend').count()).toBe(0);
    await after.context().close();

    // Settings: hold minutes, the mails' logo and the ticket's texts (ADR 046), saved and in force.
    const settings = page.getByTestId('admin-settings-form');
    await settings.getByLabel('Reservierung halten (Minuten)').fill('20');
    // An http logo is refused in the operator's words.
    await page.getByTestId('admin-settings-logo').fill('http://cdn.example.de/logo.png');
    await page.getByTestId('admin-settings-save').click();
    expect(await settings.getByTestId('admin-error').textContent()).toContain(
      'Die Logo-Adresse muss mit https:// beginnen',
    );
    await page.getByTestId('admin-settings-logo').fill('https://cdn.example.de/logo.png');
    await page.getByTestId('admin-ticket-entryExit-de').fill('Einfahrt über die Schusterstraße.');
    await page.getByTestId('admin-ticket-tab-en').click();
    await page.getByTestId('admin-ticket-conditions-en').fill('The car park rules apply.');
    // The website's texts in all five languages (a tab each), not German and English only.
    await page.getByTestId('admin-site-tab-nl').click();
    await page.getByTestId('admin-site-websiteName-nl').fill('Parkeergarage aan de Markt');
    await page.getByTestId('admin-site-tab-ro').click();
    await page.getByTestId('admin-site-header-ro').fill('Parcare în centrul vechi.');
    await page.getByTestId('admin-site-tab-ch').click();
    await page.getByTestId('admin-site-footer-ch').fill('Parkhaus am Markt AG · Marktgasse 7');
    await page.getByTestId('admin-settings-save').click();
    await page.getByTestId('admin-settings-saved').waitFor();
    const styling = async (lang: string) =>
      (
        (await (await fetch(`${shop.url}/api/page/styling?lang=${lang}`)).json()) as {
          styling: { websiteName: string; landing: { header: string }; footerContent: string };
        }
      ).styling;
    expect((await styling('nl')).websiteName).toBe('Parkeergarage aan de Markt');
    expect((await styling('ro')).landing.header).toBe('Parcare în centrul vechi.');
    expect((await styling('ch')).footerContent).toBe('Parkhaus am Markt AG · Marktgasse 7');
    // German is untouched; an empty language shows the shop language's text.
    expect((await styling('de')).websiteName).toBe('Parkhaus am Markt');
    expect((await styling('ro')).websiteName).toBe('Parkhaus am Markt');
    // After a reload the form shows what was stored.
    await page.reload();
    await page.getByTestId('admin-settings-logo').waitFor();
    expect(await page.getByTestId('admin-settings-logo').inputValue()).toBe(
      'https://cdn.example.de/logo.png',
    );
    expect(await page.getByTestId('admin-ticket-entryExit-de').inputValue()).toBe(
      'Einfahrt über die Schusterstraße.',
    );
    await page.getByTestId('admin-ticket-tab-en').click();
    expect(await page.getByTestId('admin-ticket-conditions-en').inputValue()).toBe(
      'The car park rules apply.',
    );
    expect(await page.getByTestId('admin-ticket-entryExit-en').inputValue()).toBe('');
    await page.getByTestId('admin-site-tab-nl').click();
    expect(await page.getByTestId('admin-site-websiteName-nl').inputValue()).toBe(
      'Parkeergarage aan de Markt',
    );
    await checkAdminPage(page, 'catalogue-brand');

    // The logo's preview: the stored https logo's origin is in the page's img-src, but
    // its host does not answer here: a plain message says so.
    expect(
      (await page.request.get(`${shop.url}/admin/catalogue`)).headers()['content-security-policy'],
    ).toContain("img-src 'self' data: https://cdn.example.de;");
    await page.getByTestId('admin-logo-broken').waitFor();
    expect(await page.getByTestId('admin-logo-broken').textContent()).toContain(
      'Das Logo lässt sich unter dieser Adresse nicht laden',
    );
    // A logo on the shop's own host shows once the field is left.
    await page.getByTestId('admin-settings-logo').fill('/favicon.svg');
    await page.getByTestId('admin-settings-logo').blur();
    const preview = page.getByTestId('admin-logo-preview');
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await checkAdminPage(page, 'catalogue-logo-preview');
    // Not an address at all: said before any load is tried.
    await page.getByTestId('admin-settings-logo').fill('logo.png');
    await page.getByTestId('admin-settings-logo').blur();
    expect(await page.getByTestId('admin-logo-broken').textContent()).toContain('Keine gültige Logo-Adresse');
    await page.getByTestId('admin-settings-logo').fill('https://cdn.example.de/logo.png');

    // The import: a file that breaks the rules shows the failing paths.
    await page.getByTestId('admin-catalogue-import').click();
    const importForm = page.getByTestId('admin-import-form');
    await importForm.waitFor();
    await page.getByTestId('admin-import-file').setInputFiles({
      name: 'shop.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ templates: [] })),
    });
    await page.getByTestId('admin-import-submit').click();
    await page.getByTestId('admin-catalogue-problems').waitFor();
    expect(await page.getByTestId('admin-catalogue-problems').textContent()).toContain('templates');
    await checkBoth(page, 'catalogue-import-invalid');
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('an admin adds a content page that the shop then serves, edits and deletes it', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'seiten', 'admin');
    await page.goto(`${shop.url}/admin/catalogue`);
    const section = page.getByTestId('admin-pages-section');
    await section.getByRole('heading', { name: 'Seiten' }).waitFor();
    // The demo's own page is listed.
    expect(await section.getByTestId('admin-page-row-0').textContent()).toContain('/parkinfo');
    const pageData = async (lang: string) =>
      page.request.get(`${shop.url}/api/page/data?url=/e2e-impressum&lang=${lang}`);
    expect((await pageData('de')).status()).toBe(404);
    // The new page comes last.
    const added = await section.locator('[data-testid^="admin-page-row-"]').count();

    await page.getByTestId('admin-page-create').click();
    const form = page.getByTestId('admin-page-form');
    await form.waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'titleDe',
    );
    await checkBoth(page, 'catalogue-page-new');
    await form.getByLabel('Titel im Menü (Deutsch)').fill('Impressum');
    await form.getByLabel('Titel im Menü (Englisch)').fill('Imprint');
    await form
      .getByLabel('Inhalt (Deutsch, HTML)')
      .fill('<p>Verantwortlich: E2E GmbH</p><script>alert(1)</script>');
    await form.getByLabel('Inhalt (Englisch, HTML)').fill('<p>Responsible: E2E Ltd</p>');
    // The path follows the config's rules before anything is sent: absolute, and not taken.
    await form.getByLabel('Pfad').fill('e2e impressum');
    await page.getByTestId('admin-page-save').click();
    await form.getByText('Ein Pfad wie /impressum').waitFor();
    await form.getByLabel('Pfad').fill('/parkinfo');
    await page.getByTestId('admin-page-save').click();
    await form.getByText('Diesen Pfad hat schon eine andere Seite.').waitFor();
    await form.getByLabel('Pfad').fill('/e2e-impressum');
    await form.getByLabel('Fußzeile').uncheck();
    await page.getByTestId('admin-page-save').click();
    await form.waitFor({ state: 'detached' });
    const row = section.getByTestId(`admin-page-row-${added}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('/e2e-impressum');
    expect(await row.textContent()).toContain('Menü oben');

    // The shop serves it at once, in both languages, sanitised.
    const de = (await (await pageData('de')).json()) as { title: string; content: string };
    expect(de.title).toBe('Impressum');
    expect(de.content).toContain('Verantwortlich: E2E GmbH');
    expect(de.content).not.toContain('<script');
    expect(((await (await pageData('en')).json()) as { content: string }).content).toContain('E2E Ltd');
    const shopPage = await newAdminPage(browser, ADMIN_DESKTOP);
    await shopPage.goto(`${shop.url}/e2e-impressum`);
    await shopPage.getByText('Verantwortlich: E2E GmbH').waitFor();
    await shopPage.context().close();

    // Edit: the form shows what is stored; the new heading is served.
    await page.getByTestId(`admin-page-edit-${added}`).click();
    await form.waitFor();
    expect(await form.getByLabel('Pfad').inputValue()).toBe('/e2e-impressum');
    await checkBoth(page, 'catalogue-page-edit');
    await form.getByLabel('Überschrift der Seite (Deutsch)').fill('Impressum und Kontakt');
    // Meanwhile someone else saves the settings in another tab: this save is refused (409), the
    // operator is told, the screen reloads the catalogue and the next save builds on it.
    const revision = await page.getByTestId('admin-catalogue-revision').textContent();
    const other = await page.context().newPage();
    await other.goto(`${shop.url}/admin/catalogue`);
    await other.getByTestId('admin-settings-save').click();
    await other.getByTestId('admin-settings-saved').waitFor();
    await other.close();
    await page.getByTestId('admin-page-save').click();
    await form.getByTestId('admin-error').waitFor();
    expect(await form.getByTestId('admin-error').textContent()).toContain('inzwischen geändert');
    await expect.poll(() => page.getByTestId('admin-catalogue-revision').textContent()).not.toBe(revision);
    await page.getByTestId('admin-page-save').click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(async () => ((await (await pageData('de')).json()) as { title: string }).title)
      .toBe('Impressum und Kontakt');

    // Delete asks first (safe button focused); then the shop answers 404.
    await page.getByTestId(`admin-page-delete-${added}`).click();
    const del = page.getByTestId('admin-page-delete-dialog');
    await del.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Abbrechen');
    await checkBoth(page, 'catalogue-page-delete');
    await page.getByTestId('admin-page-delete-confirm').click();
    await del.waitFor({ state: 'detached' });
    await section.getByTestId(`admin-page-row-${added}`).waitFor({ state: 'detached' });
    expect((await pageData('de')).status()).toBe(404);
    await page.context().close();
  });

  it('a staff operator does not see the catalogue in the navigation', async () => {
    const { page } = await loggedInOperator(browser, shop.url, 'lager', 'staff');
    await page.getByRole('navigation', { name: 'Backoffice-Navigation' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Angebot & Einstellungen' }).count()).toBe(0);
    await page.context().close();
  });
});
