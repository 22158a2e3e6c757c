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
