import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stylingResponseSchema } from '../../../shared/schemas/page';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import { THEME_COLOURS } from '../../../shared/theme-colours';
import { databases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { sanitizeContent } from './service';

describe('sanitizeContent', () => {
  it('removes scripts, event handlers and javascript: URLs and keeps the markup', () => {
    const out = sanitizeContent(
      '<h2 onclick="x()">Hi</h2><script>alert(1)</script><a href="javascript:alert(1)">a</a><img src="x" onerror="y()"><p><strong>ok</strong> <a href="https://x.de">x</a></p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<h2>Hi</h2>');
    expect(out).toContain('<strong>ok</strong>');
    expect(out).toContain('href="https://x.de"');
  });
});

describe.each(databases)('content on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    const demo = loadShopConfig(undefined);
    const shopConfig = parseShopConfig({
      ...demo,
      styling: {
        ...demo.styling,
        navigation: [
          ...demo.styling.navigation,
          {
            title: 'Böse',
            urlPath: '/boese',
            position: ['bottom'],
            page: { content: '<p onmouseover="steal()">Hallo</p><script>steal()</script>' },
          },
        ],
      },
    });
    t = await startTestApp(db, { shopConfig });
  });
  afterAll(() => t.close());

  it('answers the styling', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/page/styling' });
    expect(res.statusCode).toBe(200);
    const s = stylingResponseSchema.parse(res.json());
    expect(s.styling).toMatchObject({
      websiteName: 'Parkhaus am Markt',
      shopLanguage: 'de',
      timeZone: 'Europe/Berlin',
    });
    expect(s.styling.navigation[0]).toEqual({
      title: 'Parkinfo',
      urlPath: '/parkinfo',
      position: ['top', 'bottom'],
    });
    // The built-in demo shop turns the customer portal on.
    expect(s.options.enableCustomerShop).toBe(true);
  });

  it('serves a web manifest named after the styling, in the theme’s colour, and its favicon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const theme = stylingResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/page/styling' })).json(),
    ).styling.theme;
    expect(res.json()).toEqual({
      name: 'Parkhaus am Markt',
      short_name: 'Parkhaus',
      lang: 'de',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOURS[theme].primary,
      background_color: THEME_COLOURS[theme].background,
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?lang=en' })).json().lang).toBe(
      'en',
    );
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(icon.body).toContain(`fill="${THEME_COLOURS[theme].primary}"`);
  });

  it('answers a content page by its path', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/page/data?url=${encodeURIComponent('/impressum')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Impressum');
    expect(res.json().content).toContain('Parkhaus am Markt GmbH');
  });

  it('serves operator HTML sanitized', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/page/data?url=/boese' });
    expect(res.json()).toEqual({ title: 'Böse', content: '<p>Hallo</p>' });
  });

  it('404 PAGE_NOT_FOUND for an unknown path, 400 without url', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/page/data?url=/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PAGE_NOT_FOUND');
    const missing = await t.app.inject({ method: 'GET', url: '/api/page/data' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION');
  });
});
