import type { Page, Request } from 'playwright-core';

/**
 * "The screen has its data": no request of the page in flight, and none started by the render
 * that the last answer caused. Playwright's `networkidle` asks for the same but by waiting for
 * 500 ms of silence after the last request, a fixed delay that the axe suites paid a few hundred
 * times per run (about a minute and a half of CI). Here the requests are counted from the
 * browser's own events and the wait ends as soon as the count is zero across two frames.
 */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests from now on; call it before the page's first navigation. */
export function trackRequests(page: Page): Page {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  // A redirect finishes its request and starts a new one; a failed or aborted one ends too.
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return page;
}

function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

function drained(page: Page, open: Set<Request>): Promise<void> {
  if (open.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (open.size > 0) return;
      page.off('requestfinished', check);
      page.off('requestfailed', check);
      resolve();
    };
    page.on('requestfinished', check);
    page.on('requestfailed', check);
  });
}

/**
 * Waits until the page has no request in flight, also after the frames that the last answer
 * rendered (a component that appears with the data may ask for more). A page that was not
 * tracked falls back to Playwright's `networkidle`.
 */
export async function settled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  for (;;) {
    await drained(page, open);
    await nextFrames(page);
    if (open.size === 0) return;
  }
}

/**
 * Goes to `path` through the single-page app's own router, as a click on one of its links does:
 * the history gets the address and the router hears it (popstate). The document, its scripts and
 * axe's source stay loaded, which a full page load of the back office pays anew (its bundle is
 * the largest). Waits until the screen has its data (`settled`).
 */
export async function navigateInPlace(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction((to) => window.location.pathname + window.location.search === to, path);
  await settled(page);
}
