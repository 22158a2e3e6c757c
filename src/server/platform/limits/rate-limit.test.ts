import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../shared/schemas/common';
import { ConfigError } from '../../config/config-error';
import { parseEnv } from '../../config/env';
import { RATE_LIMITS } from '../../config/rate-limits';
import { databases } from '../../test/databases';
import { reserveBody, startTestApp, type TestApp } from '../../test/harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOKEN = 'operator-token-0123456789';

const price = (app: FastifyInstance, ip = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/api/booking/price',
    payload: reserveBody().selection,
    remoteAddress: ip,
  });
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.7' });

/** What every 429 must carry: a code the client translates and when to come back. */
function expectTooMany(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(errorBodySchema.parse(res.json()).code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('request limit settings', () => {
  it('has a default for every named limit, and 0 switches one off', () => {
    const env = parseEnv({});
    for (const l of Object.values(RATE_LIMITS)) expect(env[l.env]).toBe(l.perMinute);
    expect(env.RATE_LIMIT_PLATE_LOOKUP).toBe(20);
    expect(parseEnv({ RATE_LIMIT_RESERVE: '0' }).RATE_LIMIT_RESERVE).toBe(0);
  });

  it('keeps the counters in PostgreSQL, or in Redis when REDIS_URL is set (shared by instances)', () => {
    const pg = 'postgres://db.example/shop';
    expect(parseEnv({ DATABASE_URL: pg }).RATE_LIMIT_STORE).toBe('database');
    expect(parseEnv({ DATABASE_URL: pg, REDIS_URL: 'redis://127.0.0.1:6379' }).RATE_LIMIT_STORE).toBe(
      'redis',
    );
    // PGlite serves one process only: nothing to share, so no write per request.
    expect(parseEnv({}).RATE_LIMIT_STORE).toBe('memory');
    expect(parseEnv({ RATE_LIMIT_STORE: 'database' }).RATE_LIMIT_STORE).toBe('database');
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).RATE_LIMIT_STORE).toBe('redis');
    expect(parseEnv({ RATE_LIMIT_STORE: 'memory' }).RATE_LIMIT_STORE).toBe('memory');
  });

  it('refuses bad values with the variable named', () => {
    expect(() => parseEnv({ RATE_LIMIT_PRICE: 'many' })).toThrow(/RATE_LIMIT_PRICE/);
    expect(() => parseEnv({ RATE_LIMIT_SEPA: '-1' })).toThrow(ConfigError);
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE: redis needs REDIS_URL/);
    expect(() => parseEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });
});

describe.each(databases)('request limits with counters in the database ($name)', (db) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    // Second instances first: they share the first one's database.
    for (const a of apps.reverse()) await a.close();
    apps.length = 0;
  });
  const start = async (env: Record<string, string>, shared?: TestApp, webRoot?: string) => {
    const t = await startTestApp(db, {
      env: { RATE_LIMIT_STORE: 'database', ...env },
      database: shared?.database,
      webRoot,
    });
    apps.push(t);
    return t;
  };

  it('two instances on one database share a limit', async () => {
    const a = await start({ RATE_LIMIT_PRICE: '3' });
    const b = await start({ RATE_LIMIT_PRICE: '3' }, a);
    expect((await price(a.app)).statusCode).toBe(200);
    expect((await price(b.app)).statusCode).toBe(200);
    expect((await price(a.app)).statusCode).toBe(200);
    expectTooMany(await price(b.app));
    expectTooMany(await price(a.app));
    // Per client address: another visitor still gets prices.
    expect((await price(b.app, '198.51.100.9')).statusCode).toBe(200);
  });

  it('a burst on one route hits its limit while other routes still answer', async () => {
    const t = await start({ RATE_LIMIT_PRICE: '5', RATE_LIMIT_RESERVE: '5', RATE_LIMIT_MAX: '50' });
    const burst = await Promise.all(Array.from({ length: 12 }, () => price(t.app)));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of burst.filter((x) => x.statusCode !== 200)) expectTooMany(r);
    expect((await get(t.app, '/api/booking/templates')).statusCode).toBe(200);
    const reserve = await t.app.inject({
      method: 'POST',
      url: '/api/booking/reserve',
      payload: reserveBody(),
      remoteAddress: '203.0.113.7',
    });
    expect(reserve.statusCode).toBe(200);
  });

  it('the global limit covers routes without their own, but never the health check', async () => {
    const t = await start({ RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i++) expect((await get(t.app, '/api/booking/config')).statusCode).toBe(200);
    expectTooMany(await get(t.app, '/api/booking/config'));
    for (let i = 0; i < 5; i++) expect((await get(t.app, '/api/health')).statusCode).toBe(200);
  });

  it("the client's built files never meet the global limit; pages and calls do, and a missing file is no page", async () => {
    const web = mkdtempSync(join(tmpdir(), 'limits-web-'));
    try {
      mkdirSync(join(web, 'assets'));
      writeFileSync(join(web, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
      writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
      const t = await start({ RATE_LIMIT_MAX: '3' }, undefined, web);
      const html = { accept: 'text/html' };
      // A few page loads' worth of scripts from one shared address: all served.
      for (let i = 0; i < 20; i++) {
        expect((await get(t.app, '/assets/app-abc123.js')).statusCode).toBe(200);
      }
      // A file that is not there: 404, and no page rendered for it, however many are asked for.
      for (let i = 0; i < 5; i++) {
        const missing = await get(t.app, '/assets/missing.js', html);
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['content-type']).toContain('application/json');
      }
      // Pages and calls still count: the global limit of 3 holds for them.
      expect((await get(t.app, '/period/tagesticket', html)).statusCode).toBe(200);
      expect((await get(t.app, '/api/booking/config')).statusCode).toBe(200);
      expect((await get(t.app, '/api/booking/config')).statusCode).toBe(200);
      expectTooMany(await get(t.app, '/period/tagesticket', html));
      expectTooMany(await get(t.app, '/api/booking/config'));
      expect((await get(t.app, '/assets/app-abc123.js')).statusCode).toBe(200);
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });

  it('a named limit of 0 leaves its route to the global limit', async () => {
    const t = await start({ RATE_LIMIT_MAX: '2', RATE_LIMIT_PRICE: '0', RATE_LIMIT_RESERVE: '9' });
    expect((await price(t.app)).statusCode).toBe(200);
    expect((await price(t.app)).statusCode).toBe(200);
    expectTooMany(await price(t.app));
  });

  it('counts only PDF downloads against the PDF limit', async () => {
    const t = await start({ RATE_LIMIT_PDF: '2' });
    for (const kind of ['ticket', 'bill']) {
      for (let i = 0; i < 4; i++) expect((await get(t.app, `/api/${kind}/p1/s1`)).statusCode).toBe(404);
      expect((await get(t.app, `/api/${kind}/p1/s1.pdf`)).statusCode).toBe(404);
      expect((await get(t.app, `/api/${kind}/p2/s2.pdf`)).statusCode).toBe(404);
      expectTooMany(await get(t.app, `/api/${kind}/p3/s3.pdf`));
      expect((await get(t.app, `/api/${kind}/p1/s1`)).statusCode).toBe(404);
    }
  });

  it('limits every operator route, SEPA payments and webhooks', async () => {
    const t = await start({
      OPERATOR_TOKEN: TOKEN,
      RATE_LIMIT_OPERATOR: '1',
      RATE_LIMIT_SEPA: '1',
      RATE_LIMIT_WEBHOOK: '1',
    });
    const auth = { authorization: `Bearer ${TOKEN}` };
    for (const url of ['/api/operator/outbox', '/api/operator/payments/refunds-due']) {
      expect((await get(t.app, url, auth)).statusCode).toBe(200);
      expectTooMany(await get(t.app, url, auth));
    }
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.7' });
    for (const url of ['/api/booking/payment/sepa', '/api/booking/payment/mandate']) {
      expect((await post(url, {})).statusCode).toBe(400);
      expectTooMany(await post(url, {}));
    }
    for (const provider of ['sumup', 'mollie']) {
      const url = `/api/payments/${provider}/webhook`;
      expect((await post(url, {})).statusCode).toBe(400);
      expectTooMany(await post(url, {}));
    }
  });

  it('lets requests through when the counter store fails (no 500 for everyone)', async () => {
    const t = await start({ RATE_LIMIT_MAX: '2', RATE_LIMIT_PRICE: '2' });
    expect((await price(t.app)).statusCode).toBe(200);
    await t.database.db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    for (let i = 0; i < 4; i++) expect((await price(t.app)).statusCode).toBe(200);
    expect((await get(t.app, '/api/booking/config')).statusCode).toBe(200);
    await t.database.db.execute(sql`alter table rate_limits_away rename to rate_limits`);
    // Counting resumes where it stopped.
    expect((await price(t.app)).statusCode).toBe(200);
    expectTooMany(await price(t.app));
  });
});

describe('request limits with counters in memory (the default on PGlite)', () => {
  it('limits a single instance', async () => {
    const t = await startTestApp(databases[0]!, { env: { RATE_LIMIT_PRICE: '2' } });
    try {
      expect((await price(t.app)).statusCode).toBe(200);
      expect((await price(t.app)).statusCode).toBe(200);
      expectTooMany(await price(t.app));
      const rows = await t.database.db.execute(sql`select count(*)::int as n from rate_limits`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('request limits with counters in Redis', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps.reverse()) await a.close();
  });
  const db = databases[0]!;

  it('two instances share a limit through Redis', async () => {
    // A prefix of its own, so runs (and parallel CI jobs) never share counters.
    const env = {
      REDIS_URL,
      RATE_LIMIT_PRICE: '3',
      RATE_LIMIT_REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    };
    const a = await startTestApp(db, { env });
    apps.push(a);
    const b = await startTestApp(db, { env });
    apps.push(b);
    expect((await price(a.app)).statusCode).toBe(200);
    expect((await price(b.app)).statusCode).toBe(200);
    expect((await price(a.app)).statusCode).toBe(200);
    expectTooMany(await price(b.app));
    // Nothing was counted in the database.
    const rows = await a.database.db.execute(sql`select count(*)::int as n from rate_limits`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('lets requests through while Redis cannot be reached', async () => {
    const t = await startTestApp(db, {
      env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PRICE: '1', RATE_LIMIT_MAX: '1' },
    });
    apps.push(t);
    for (let i = 0; i < 3; i++) expect((await price(t.app)).statusCode).toBe(200);
    expect((await get(t.app, '/api/booking/config')).statusCode).toBe(200);
  });
});
