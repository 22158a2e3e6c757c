import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers, operators } from '../../db/schema';
import { seedOperatorSession } from '../../test/admin';
import { seedCustomerSession } from '../../test/customers';
import { databases } from '../../test/databases';
import { NOW, reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { portalShopConfig, sapi } from '../../test/portal';

/** 20 kB of junk in one field: above the 16 kB default cap. */
const big = (n = 20 * 1024) => 'x'.repeat(n);

// A 60 kB junk body was once stored in a customer's contact record. Every body now reaches
// its handler as zod's output (unknown fields stripped), and every route caps its body size.
describe.each(databases)('request bodies on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: portalShopConfig() });
  });
  afterAll(() => t.close());

  it('PUT /sapi/customer/me stores no unknown field, at any level of the contact', async () => {
    const c = await seedCustomerSession(t.database.db, { now: NOW });
    const put = await sapi(t.app, c.cookie, 'PUT', '/sapi/customer/me', {
      junkTop: 'a',
      contact: {
        firstName: 'Max',
        lastName: 'Muster',
        junk: 'j'.repeat(8000),
        address: {
          streetName: 'Hauptstr.',
          buildingNumber: '1',
          zipCode: '79098',
          city: 'Freiburg',
          country: 'DE',
          evil: { nested: true },
        },
      },
    });
    expect(put.statusCode, put.body).toBe(204);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row.contact).toEqual({
      mail: c.mail,
      firstName: 'Max',
      lastName: 'Muster',
      address: {
        streetName: 'Hauptstr.',
        buildingNumber: '1',
        zipCode: '79098',
        city: 'Freiburg',
        country: 'DE',
      },
    });
    expect(JSON.stringify(row)).not.toContain('junk');
    expect((await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me')).json().contact).not.toHaveProperty(
      'junk',
    );
  });

  it('a reserve stores the booking contact and selection without unknown fields', async () => {
    const r = await reserve(
      t.app,
      reserveBody({
        extra: 'top',
        contact: {
          mail: 'strip@example.de',
          firstName: 'Erika',
          lastName: 'Mustermann',
          tracking: 'x'.repeat(500),
        },
      }),
    );
    expect(r.res.statusCode, r.res.body).toBe(200);
    const [row] = (await t.database.db.select().from(bookings)).filter(
      (b) => b.contact.mail === 'strip@example.de',
    );
    expect(row.contact).toEqual({ mail: 'strip@example.de', firstName: 'Erika', lastName: 'Mustermann' });
  });

  it('a back-office write keeps only the known fields (an operator patch cannot smuggle columns)', async () => {
    const admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
    const staff = await seedOperatorSession(t.database.db, { now: NOW, role: 'staff' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/operators/${staff.id}`,
      headers: admin.headers,
      payload: { role: 'viewer', username: 'renamed', totpSecret: null, passwordHash: 'x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.id, staff.id));
    expect(row).toMatchObject({ role: 'viewer', username: staff.username });
    expect(row.totpSecret).not.toBeNull();
  });

  it('an ordinary call refuses a body above 16 kB with 413 BODY_TOO_LARGE, before any rule runs', async () => {
    const c = await seedCustomerSession(t.database.db, { now: NOW });
    const put = await sapi(t.app, c.cookie, 'PUT', '/sapi/customer/me', { contact: { junk: big() } });
    expect(put.statusCode).toBe(413);
    expect(put.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'a@example.de', password: big() },
    });
    expect(login.statusCode).toBe(413);
    expect(login.json().code).toBe('BODY_TOO_LARGE');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(JSON.stringify(row.contact)).not.toContain('xxxx');
  });

  it('the catalogue import takes a document larger than the default cap, up to its own', async () => {
    const admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
    const cat = (
      await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers })
    ).json();
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/admin/catalogue/export', headers: admin.headers })
    ).json();
    // Padding only in a free-text field the config rules accept, to cross 16 kB.
    const padded = { ...doc, shop: { ...doc.shop, name: 'Gross' }, padding: big(40 * 1024) };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      headers: admin.headers,
      payload: { baseRevision: cat.revision, document: padded },
    });
    expect(res.statusCode).not.toBe(413);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      headers: admin.headers,
      payload: { baseRevision: cat.revision, document: { ...doc, padding: big(600 * 1024) } },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('BODY_TOO_LARGE');
  });
});
