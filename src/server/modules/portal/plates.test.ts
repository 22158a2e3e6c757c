import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { seedCustomerSession } from '../../test/customers';
import { NOW, startTestApp, type TestApp } from '../../test/harness';

describe.each(databases)('the portal plate list on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  const put = (cookie: string | undefined, plates: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/sapi/customer/plates',
      payload: { plates },
      headers: cookie ? { cookie } : {},
    });
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/sapi/customer/me', headers: { cookie } })).json();

  it('saves plates with names in the given order, normalised, a repeated plate once', async () => {
    const c = await seedCustomerSession(t.database.db, { now: NOW, licensePlates: ['B-AB 1'] });
    expect((await me(c.cookie)).plates).toEqual([{ plate: 'B-AB 1', name: '' }]);
    const res = await put(c.cookie, [
      { plate: 'fr-xy 42', name: ' Firmenwagen ' },
      { plate: 'LÖ-K 7', name: '' },
      { plate: 'FR XY 42', name: 'doppelt' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = [
      { plate: 'FR-XY 42', name: 'Firmenwagen' },
      { plate: 'LÖ-K 7', name: '' },
    ];
    expect(res.json()).toEqual({ plates: saved });
    const after = await me(c.cookie);
    expect(after.plates).toEqual(saved);
    expect(after.licensePlates).toEqual(['FR-XY 42', 'LÖ-K 7']);
    // Removing: the list is the whole list.
    expect((await put(c.cookie, [{ plate: 'LÖ-K 7', name: 'Zweitwagen' }])).json()).toEqual({
      plates: [{ plate: 'LÖ-K 7', name: 'Zweitwagen' }],
    });
  });

  it('refuses a plate that is none (400), more than 10 plates (400) and a caller without login (401)', async () => {
    const c = await seedCustomerSession(t.database.db, { now: NOW });
    const bad = await put(c.cookie, [{ plate: '<script>', name: '' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('LICENSE_PLATE_INVALID');
    const many = await put(
      c.cookie,
      Array.from({ length: 11 }, (_, i) => ({ plate: `B-A ${i + 1}`, name: '' })),
    );
    expect(many.statusCode).toBe(400);
    expect((await me(c.cookie)).plates).toEqual([]);
    const anonymous = await put(undefined, []);
    expect(anonymous.statusCode).toBe(401);
  });
});
