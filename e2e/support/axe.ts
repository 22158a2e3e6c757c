import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, the level every screen is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page as it is, once transitions (snackbar, ripples, fades) have
 * finished so that colours are final.
 *
 * AxeBuilder evaluates axe-core's 500 kB source in the page on every call: about 430 ms of a
 * 500 ms audit on this machine, and the a11y suites audit some 600 screens. Here the source is
 * evaluated once per document (a client-side navigation keeps it) and axe.run costs about
 * 80 ms. Pages with frames go through AxeBuilder, which audits inside every frame.
 */
export async function axeViolations(page: Page, tags: string[] = WCAG_TAGS): Promise<axe.Result[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  if (page.frames().length > 1) {
    const result = await new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] }).analyze();
    return result.violations;
  }
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    tags,
  );
}

/**
 * Switches the shop to another theme in place, as a `?theme=` reached inside the shop does
 * (app/theme-preview.ts): the screen keeps its state and only its colours change. An audit of
 * every theme then needs one walk to each screen instead of one walk per theme.
 */
export async function previewTheme(page: Page, theme: string): Promise<void> {
  // The server's HTML shows the screen before React owns it; only then does the router listen.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate((name) => {
    const url = new URL(window.location.href);
    url.searchParams.set('theme', name);
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, theme);
  await page.waitForFunction(
    (name) => document.documentElement.dataset.theme === name,
    theme,
  );
}
