import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';

const TOKEN = 'validator-operator-token-0123';

// Found by fuzz.test.ts: Ajv coerced `1e309` to Infinity and let it past `maximum`.
describe.each(databases)('query numbers on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses numbers that are not finite with 400 VALIDATION naming the field', async () => {
    for (const url of ['/api/operator/outbox', '/api/operator/payments/refunds-due']) {
      for (const limit of ['1e309', '-1e309', 'Infinity']) {
        const res = await get(`${url}?limit=${limit}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION',
          details: [{ path: 'querystring/limit', message: 'must be a finite number' }],
        });
      }
    }
  });

  it('still coerces ordinary numbers and checks their bounds', async () => {
    expect((await get('/api/operator/outbox?limit=5')).statusCode).toBe(200);
    expect((await get('/api/operator/outbox?limit=1e3')).json().details[0].message).toBe('must be <= 500');
  });
});

// Found by fuzz.test.ts: a login name holding U+0000 passed the schema and failed in the
// database (PostgreSQL's text cannot store it) with a 500.
describe.each(databases)('the NUL character on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const post = (url: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: body,
    });

  it('is refused in a body, at any depth, with 400 VALIDATION naming the field', async () => {
    for (const url of ['/api/admin/auth/login', '/auth/login']) {
      const res = await post(url, '{"username":"a\\u0000b","password":"Ein-langes-Passwort-1"}');
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        details: [{ path: 'body/username', message: 'must not contain the character U+0000' }],
      });
    }
  });

  it('is refused in a query string too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/page/data?url=%2Fimpressum%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', details: [{ path: 'querystring/url' }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/page/data?url=%2Fimpressum' })).statusCode).toBe(200);
  });

  it('leaves a login without it as it was: a wrong password is still 403', async () => {
    const res = await post('/api/admin/auth/login', '{"username":"nobody","password":"Ein-langes-Passwort-1"}');
    expect(res.statusCode).toBe(403);
  });
});
