import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { loadShopConfig } from '../../config/shop-config';
import { entryBarrier } from '../../test/gates';
import { NOW, startTestApp, type TestApp } from '../../test/harness';

/**
 * The server's first screens (ADR 037) around a stand-in render bundle: what the server gives
 * it (the shop's own answers, the language of `?lang=` or the cookie), how its HTML goes into
 * index.html, and that a failing render still serves the SPA. The real bundle is driven in
 * Chromium by e2e/first-screen.spec.ts.
 */
const INDEX = [
  '<!doctype html>',
  '<html lang="de">',
  '<head><title>Parken</title>',
  '<link rel="preload" href="/api/page/styling" as="fetch" crossorigin />',
  '<link rel="preload" href="/api/booking/templates" as="fetch" crossorigin />',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/calls-abc.js">',
  '</head>',
  '<body><div id="root"><div class="boot">…</div></div></body>',
  '</html>',
].join('\n');

// Echoes what it was given; `?fail` in a content path makes it throw.
const BUNDLE = `
export async function render(state) {
  if (state.path.includes('fail')) throw new Error('render failed');
  const names = state.templates ? state.templates.map((t) => t.info.name).join(',') : '';
  return {
    html: '<main>' + state.path + '|' + (state.choice ?? 'shop') + '|' + names + '</main>',
    styleTag: '<style data-emotion="css x">.x{}</style>',
    htmlLang: state.choice ?? 'de',
    title: 'T &amp; T',
    noScript: 'Bitte JavaScript',
  };
}`;

/** A built client of INDEX and the stand-in `bundle`, in a directory of its own. */
function writeDist(bundle: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'web', 'assets'), { recursive: true });
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'web', 'index.html'), INDEX);
  writeFileSync(join(dist, 'ssr', 'entry-server.js'), bundle);
  return dist;
}

describe.each(databases)('first screens rendered by the server on $name', (db) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist(BUNDLE);
    t = await startTestApp(db, { webRoot: join(dist, 'web') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('renders / from the shop’s own answers into index.html, scripts last, no preload of embedded answers', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>T &amp; T</title>');
    expect(html).toMatch(/<div id="root"><main>\/\|shop\|[^<]*Tagesticket[^<]*<\/main><\/div>/);
    expect(html).toContain('<noscript>');
    expect(html).toContain('<style data-emotion="css x">');
    expect(html).not.toContain('rel="preload"');
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(html.indexOf('id="root"'));
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low"');
    const state = JSON.parse(
      html.match(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/)![1],
    );
    expect(state).toMatchObject({ path: '/', choice: null, themePreview: null, page: null });
    expect(state.styling.styling.websiteName).toBeTruthy();
  });

  it('takes the language from ?lang=, else from the cookie; an unknown one is no choice', async () => {
    expect((await page('/?lang=en')).body).toContain('<html lang="en">');
    expect((await page('/', { cookie: 'a=b; parkingShop.language=ro' })).body).toContain('<html lang="ro">');
    expect((await page('/?lang=xx')).body).toContain('|shop|');
  });

  it('renders a navigation page and the period frame; the client’s other screens get the bare index.html', async () => {
    const content = await page('/impressum/');
    expect(content.body).toContain('<main>/impressum|shop|</main>');
    expect(JSON.parse(content.body.match(/id="ssr-state">([^<]*)</)![1]).page.title).toBeTruthy();
    // The period frame carries the templates: its product line is in the first HTML (the LCP).
    expect((await page('/period/kurzzeit')).body).toMatch(
      /<main>\/period\/kurzzeit\|shop\|[^<]*Tagesticket[^<]*<\/main>/,
    );
    for (const path of ['/renew-ticket', '/renew-ticket?plate=FR-PK%20240', '/portal/bills', '/admin/x']) {
      const res = await page(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div class="boot">');
    }
  });

  it('answers 404 with the client’s not-found page for a path that is no screen; /api stays JSON', async () => {
    for (const path of ['/not-a-page', '/period/a/b', '/portal/nope']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<main>${path}|shop|</main>`);
      expect(JSON.parse(res.body.match(/id="ssr-state">([^<]*)</)![1])).toMatchObject({
        path,
        notFound: true,
      });
    }
    const api = await page('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the bare index.html when the render fails, and no page to JSON callers', async () => {
    const nav = await t.app.inject({ method: 'GET', url: '/api/page/styling' });
    expect(nav.statusCode).toBe(200);
    // /period/fail is a first screen whose render throws (the stand-in's rule).
    const res = await page('/period/fail');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div class="boot">');
    expect(res.body).not.toContain('ssr-state');
    expect(
      (await t.app.inject({ method: 'GET', url: '/impressum', headers: { accept: 'application/json' } }))
        .statusCode,
    ).toBe(404);
  });
});

// Echoes the car parks it was given, with their free places, and counts its renders.
const SITES_BUNDLE = `
let renders = 0;
export async function render(state) {
  renders++;
  const sites = state.sites ? state.sites.sites.map((s) => s.name + ':' + s.freePlaces).join(',') : '';
  return {
    html: '<main>' + sites + '|render ' + renders + '</main>',
    styleTag: '', htmlLang: 'de', title: 'T', noScript: 'JS',
  };
}`;

/**
 * The home page of several car parks is kept while its answers are the same (first-screens.ts):
 * a car let in or a renamed car park shows at once, and a visitor's ETag answers 304.
 */
describe.each(databases)('the kept home page of several car parks on $name', (db) => {
  const TOKEN = 'first-screens-test-operator-token-0123456789';
  let t: TestApp;
  let dist: string;
  let gate: Awaited<ReturnType<typeof entryBarrier>>;
  beforeAll(async () => {
    dist = writeDist(SITES_BUNDLE);
    t = await startTestApp(db, {
      webRoot: join(dist, 'web'),
      env: { OPERATOR_TOKEN: TOKEN },
      shopConfig: loadShopConfig(undefined, 'town'),
    });
    gate = await entryBarrier(t, TOKEN, 'markt');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const home = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', ...headers } });
  const main = (html: string) => /<main>([^<]*)<\/main>/.exec(html)![1];

  it('answers the kept page while nothing changed, 304 to its ETag, and a new page once a car is let in', async () => {
    t.setNow(NOW);
    const first = await home();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(main(first.body)).toMatch(/^Parkhaus am Markt:120,.*\|render \d+$/);
    const etag = String(first.headers.etag);
    // Kept: the same page without rendering again.
    expect((await home()).body).toBe(first.body);
    const again = await home({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await gate.letIn('FR-H 1', 'home-1');
    const after = await home({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(main(after.body)).toMatch(/^Parkhaus am Markt:119,/);
    expect(main(after.body)).not.toBe(main(first.body));
  });

  it('renders each language of its own', async () => {
    t.setNow(NOW);
    expect(main((await home({ cookie: 'parkingShop.language=en' })).body)).toMatch(/^Market car park:/);
    expect(main((await home()).body)).toMatch(/^Parkhaus am Markt:/);
  });
});
