import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('liveness /api/health is 200 and ready /api/health/ready is 200 with the database reachable', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('with the database gone the process stays live (200) but is not ready (503 NOT_READY)', async () => {
    const s = await startTestApp(db);
    await s.database.close();
    try {
      // A restart would not bring the database back: liveness must not ask it.
      expect((await s.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const res = await s.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NOT_READY', details: { failed: ['database'] } });
    } finally {
      await s.app.close();
    }
  });

  it('a failing extra probe (e.g. Redis) makes the instance not ready and is named', async () => {
    const s = await startTestApp(db, {
      readinessProbes: [
        {
          name: 'redis',
          check: async () => {
            throw new Error('connect ECONNREFUSED');
          },
        },
      ],
    });
    try {
      const res = await s.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NOT_READY', details: { failed: ['redis'] } });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await s.close();
    }
  });

  it('while draining, ready answers 503 DRAINING and the rest still serves', async () => {
    const s = await startTestApp(db);
    try {
      s.app.readiness.drain();
      const res = await s.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('DRAINING');
      expect((await s.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await s.app.inject({ method: 'GET', url: '/api/page/styling' })).statusCode).toBe(200);
    } finally {
      await s.close();
    }
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
