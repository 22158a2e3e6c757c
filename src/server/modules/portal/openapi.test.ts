import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { portalShopConfig } from '../../test/portal';

describe.each(databases.slice(0, 1))('the portal in the OpenAPI document on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: portalShopConfig() });
  });
  afterAll(() => t.close());

  it('describes every /sapi call and the credit note PDF', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { description?: string }>>;
    const calls: [string, string][] = [
      ['/sapi/customer/me', 'get'],
      ['/sapi/customer/me', 'put'],
      ['/sapi/permission/list', 'get'],
      ['/sapi/permission/active/count', 'get'],
      ['/sapi/permission/cancel', 'post'],
      ['/sapi/bill', 'get'],
      ['/sapi/mandates', 'get'],
      ['/sapi/mandates/{mandateId}', 'delete'],
      ['/api/credit-note/{id}/{secret}', 'get'],
    ];
    for (const [path, method] of calls) {
      expect(paths[path]?.[method]?.description, `${method} ${path}`).toMatch(/\w{10}/);
    }
  });
});
