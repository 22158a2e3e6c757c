import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDeviceCreatedSchema } from '../../../shared/schemas/access';
import { databases } from '../../test/databases';
import { hostOf, startTestApp, type TestApp } from '../../test/harness';

const TOKEN = 'access-limit-operator-token-0123456789';

/**
 * The access routes' limit counts per device key once the key is verified (one car park's
 * devices share one address), and per address before (no fresh bucket per guessed key).
 */
describe.each(databases)('access request limit on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN, RATE_LIMIT_ACCESS: '3' } });
  });
  afterAll(() => t.close());

  const newKey = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/access-devices',
      payload: { name: 'lane', direction: 'both' },
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
    });
    return accessDeviceCreatedSchema.parse(res.json()).apiKey;
  };
  const ask = (key: string, remoteAddress = '198.51.100.9') =>
    t.app.inject({
      method: 'POST',
      url: '/api/access/authorize',
      payload: { plate: 'B AB 1', direction: 'entry' },
      headers: { authorization: `Bearer ${key}` },
      remoteAddress,
    });

  it('limits each device on its own, from the same address', async () => {
    const a = await newKey();
    const b = await newKey();
    // A key's first call verifies it (counted against the address); then it has its own budget.
    expect((await ask(a)).statusCode).toBe(200);
    expect((await ask(b)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await ask(a)).statusCode).toBe(200);
    const over = await ask(a);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect((await ask(b)).statusCode).toBe(200);
  });

  it('puts made-up headers into their address’s bucket, not a fresh one each', async () => {
    const junk = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/access/authorize',
        payload: { plate: 'B AB 1', direction: 'entry' },
        headers: { authorization: `Bearer junk-${i}` },
        remoteAddress: '198.51.100.77',
      });
    for (let i = 0; i < 3; i++) expect((await junk(i)).statusCode).toBe(401);
    expect((await junk(99)).statusCode).toBe(429);
  });

  it('counts made-up keys of the right shape against their address (/64) until one is verified', async () => {
    const fake = (i: number) => `pkd_${String(i).padStart(43, 'x')}`;
    // Each guess from another address in one /64: one budget.
    for (let i = 0; i < 3; i++) expect((await ask(fake(i), `2001:db8:7:1::${i + 1}`)).statusCode).toBe(401);
    const over = await ask(fake(3), '2001:db8:7:1::99');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    // A real device elsewhere is untouched; once verified it has its own budget, wherever it calls from.
    const real = await newKey();
    expect((await ask(real, '2001:db8:8:1::1')).statusCode).toBe(200);
    expect((await ask(real, '2001:db8:7:1::5')).statusCode).toBe(200);
    // The guessing address stays limited for unverified keys.
    expect((await ask(fake(4), '2001:db8:7:1::6')).statusCode).toBe(429);
  });
});

describe.each(databases.slice(0, 1))('the access API in the OpenAPI document on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  it('names, summarises and secures every access call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const doc = res.json();
    const paths = doc.paths as Record<
      string,
      Record<string, { operationId?: string; summary?: string; security?: Array<Record<string, string[]>> }>
    >;
    const calls: Array<[string, string, string]> = [
      ['/api/operator/access-devices', 'post', 'operatorToken'],
      ['/api/operator/access-devices', 'get', 'operatorToken'],
      ['/api/operator/access-devices/{id}', 'delete', 'operatorToken'],
      ['/api/operator/stays', 'get', 'operatorToken'],
      ['/api/operator/access-decisions', 'get', 'operatorToken'],
      ['/api/access/events', 'post', 'deviceKey'],
      ['/api/access/authorize', 'post', 'deviceKey'],
      ['/api/access/allowlist', 'get', 'deviceKey'],
    ];
    for (const [path, method, scheme] of calls) {
      const op = paths[path]?.[method];
      expect(op?.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op?.summary, `${method} ${path}`).toMatch(/\w{5}/);
      expect(op?.security, `${method} ${path}`).toEqual([{ [scheme]: [] }]);
    }
  });
});
