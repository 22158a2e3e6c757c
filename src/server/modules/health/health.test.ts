import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';

describe.each(databases)('health, docs and the HTTP edge on $name', (db) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await startTestApp(db, { webRoot });
  });
  afterAll(() => t.close());

  it('health is 200 with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('health is 503 when the database is gone', async () => {
    const s = await startTestApp(db);
    await s.database.close();
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('INTERNAL');
    await s.app.close();
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/booking/price',
      '/api/booking/reserve',
      '/api/booking/checkout',
      '/api/page/styling',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(JSON.stringify(doc.paths['/api/booking/price'].post.requestBody)).toContain('slotCount');
  });

  it('an unknown API route is 404 NOT_FOUND in JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/page/styling' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the SPA: hashed assets immutable, index.html revalidated, client routes fall back', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    const route = await t.app.inject({
      method: 'GET',
      url: '/period/kurzzeit',
      headers: { accept: 'text/html,*/*' },
    });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    expect(route.headers['cache-control']).toBe('no-cache');
    // Not for scripts asking for JSON, nor for a missing asset.
    const json = await t.app.inject({
      method: 'GET',
      url: '/period/kurzzeit',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    const demo = await t.app.inject({
      method: 'GET',
      url: '/demo-pay/x/y',
      headers: { accept: 'text/html' },
    });
    expect(demo.statusCode).toBe(404);
  });

  it('rate limits per IP with RATE_LIMITED when RATE_LIMIT_MAX is set', async () => {
    const s = await startTestApp(db, { env: { RATE_LIMIT_MAX: '2' } });
    try {
      const get = () => s.app.inject({ method: 'GET', url: '/api/page/styling' });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const third = await get();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await s.close();
    }
  });
});
