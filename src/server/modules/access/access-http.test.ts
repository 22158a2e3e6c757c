import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDeviceCreatedSchema } from '../../../shared/schemas/access';
import { databases } from '../../test/databases';
import { hostOf, startTestApp, type TestApp } from '../../test/harness';

const TOKEN = 'access-limit-operator-token-0123456789';

/** The access routes' limit counts per device key: one car park's devices share one address. */
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
  const ask = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/access/authorize',
      payload: { plate: 'B AB 1', direction: 'entry' },
      headers: { authorization: `Bearer ${key}` },
      remoteAddress: '198.51.100.9',
    });

  it('limits each device on its own, from the same address', async () => {
    const a = await newKey();
    const b = await newKey();
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
