import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bills, bookings, customers, permissions, sepaMandates, sessions } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { seedCustomerSession } from '../../test/customers';
import { databases } from '../../test/databases';
import { checkout, hostOf, NOW, reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { SEPA_ENV } from '../../test/payments';
import { DAY_TICKET, extraSession, portalShopConfig, sapi } from '../../test/portal';
import { hashOnce as hashPassword } from '../../platform/hashing/password-hasher';

const TOKEN = 'operator-token-0123456789';
const COOKIE = '__Host-shop_session';
const IBAN = 'DE89370400440532013000';
const PASSWORD = 'Richtig-Geheim-2026';

/** GDPR Art. 15, 17, 20 (ADR 033): a customer's data, exported and erased. */
describe.each(databases)("a customer's data export and erasure on $name", (db) => {
  let t: TestApp;
  let viewer: SeededOperator;
  let staff: SeededOperator;
  let admin: SeededOperator;
  beforeAll(async () => {
    t = await startTestApp(db, {
      shopConfig: portalShopConfig({ sepa: { maxOpenDebitsPerIban: 1000, maxOpenDebitsPerMail: 1000 } }),
      env: { ...SEPA_ENV, OPERATOR_TOKEN: TOKEN },
    });
    const op = (role: 'viewer' | 'staff' | 'admin') =>
      seedOperatorSession(t.database.db, { now: NOW, role, cookieName: '__Secure-admin_session' });
    [viewer, staff, admin] = [await op('viewer'), await op('staff'), await op('admin')];
  });
  afterAll(() => t.close());

  const exportNow = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/sepa-exports',
      headers: { host: hostOf(t.app), 'x-requested-with': 'test', authorization: `Bearer ${TOKEN}` },
    });
  const asOperator = (who: SeededOperator, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: who.headers });

  /** A customer with a password, a plate, and a day ticket paid with a new SEPA mandate. */
  async function customerWithBooking(name: string) {
    const c = await seedCustomerSession(t.database.db, {
      now: NOW,
      cookieName: COOKIE,
      mail: `${name}-${db.name}@example.com`,
      contact: {
        firstName: 'Erika',
        lastName: name,
        address: {
          streetName: 'Hauptstr.',
          buildingNumber: '1',
          zipCode: '79098',
          city: 'Freiburg',
          country: 'DE',
        },
      },
      licensePlates: ['FR-GD 17'],
    });
    await t.database.db
      .update(customers)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(customers.id, c.id));
    const r = await reserve(
      t.app,
      reserveBody({ selection: DAY_TICKET, identifications: [{ source: 'lp', code: 'FR-GD 17' }] }),
      c.cookie,
    );
    expect(r.res.statusCode, r.res.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/sepa',
      headers: { cookie: r.cookie! },
      payload: { iban: IBAN, bic: '', accountName: `Erika ${name}`, recurrentPayment: true },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const co = (await checkout(t.app, r.cookie)).json();
    const [p] = await t.database.db.select().from(permissions).where(eq(permissions.id, co.permissionId));
    return { ...c, cookie: r.cookie!, mandateId: paid.json().mandateId as string, bookingId: p.bookingId };
  }

  it('"Meine Daten herunterladen": the account, bookings, bills, mandates (IBAN masked) and plates as JSON and CSV', async () => {
    const c = await customerWithBooking('Export');
    const json = await sapi(t.app, c.cookie, 'GET', '/sapi/customer/export');
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="meine-daten-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(json.headers['cache-control']).toContain('no-store');
    const data = json.json();
    expect(data.account).toMatchObject({
      mail: c.mail,
      contact: { firstName: 'Erika', lastName: 'Export' },
      licensePlates: ['FR-GD 17'],
    });
    expect(data.bookings).toHaveLength(1);
    // The plate, and the ticket's own code (the spec's ticket identification).
    expect(data.bookings[0].identifications).toContainEqual({ source: 'lp', code: 'FR-GD 17' });
    expect(data.bills).toHaveLength(1);
    expect(data.bills[0]).toMatchObject({ kind: 'bill' });
    expect(data.mandates).toEqual([
      expect.objectContaining({ mandateId: c.mandateId, accountName: 'Erika Export' }),
    ]);
    expect(data.plates).toEqual(['FR-GD 17']);
    // The IBAN as the portal shows it, never in full.
    expect(json.body).not.toContain(IBAN);
    expect(data.mandates[0].iban).toBe('DE89 **** **** **** **30 00');

    const csv = await sapi(t.app, c.cookie, 'GET', '/sapi/customer/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('record;id;name;from;until;status;amount;plates;details');
    expect(lines.map((l) => l.split(';')[0])).toEqual([
      'record',
      'account',
      'booking',
      'bill',
      'mandate',
      'plate',
    ]);
    expect(lines[1]).toContain('Erika Export');
    expect(lines[1]).toContain('79098');
    expect(csv.body).not.toContain(IBAN);

    // Only for a logged-in customer; another customer's data never.
    expect((await sapi(t.app, undefined, 'GET', '/sapi/customer/export')).statusCode).toBe(401);
    const other = await seedCustomerSession(t.database.db, { now: NOW, cookieName: COOKIE });
    const theirs = (await sapi(t.app, other.cookie, 'GET', '/sapi/customer/export')).json();
    expect(theirs.bookings).toEqual([]);
    expect(theirs.account.mail).toBe(other.mail);
  });

  it('"Konto löschen" needs the current password, waits for the bank export, then anonymises all but the bills', async () => {
    const c = await customerWithBooking('Loesch');
    const tab2 = await extraSession(t.database.db, c.id, NOW, COOKIE);
    const erase = (cookie: string, password: string) =>
      sapi(t.app, cookie, 'POST', '/sapi/customer/erase', { password });

    // A wrong password changes nothing.
    const wrong = await erase(c.cookie, 'falsch-falsch-falsch');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('WRONG_OLD_PASSWORD');
    expect((await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me')).statusCode).toBe(200);
    // The debit on its mandate still awaits the bank export: not yet.
    const inUse = await erase(c.cookie, PASSWORD);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('MANDATE_IN_USE');
    expect((await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me')).json().contact.lastName).toBe('Loesch');

    expect((await exportNow()).statusCode).toBeLessThan(300);
    const done = await erase(c.cookie, PASSWORD);
    expect(done.statusCode, done.body).toBe(204);
    expect(done.cookies.find((k) => k.name === COOKIE)?.value ?? '').toBe('');
    // Every session ended; no login any more, neither with the old mail nor the placeholder.
    expect((await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me')).statusCode).toBe(401);
    expect((await sapi(t.app, tab2, 'GET', '/sapi/customer/me')).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.customerId, c.id))).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: c.mail, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);

    const [account] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(account).toMatchObject({ contact: {}, licensePlates: [], passwordHash: null, status: 'blocked' });
    expect(JSON.stringify(account)).not.toMatch(/Loesch|Erika|FR-GD/);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, c.bookingId));
    expect(booking).toMatchObject({ contact: {}, identifications: [], plateKey: null, status: 'paid' });
    const [mandate] = await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, c.mandateId));
    expect(mandate.revokedAt).not.toBeNull();
    // The bill keeps its buyer for the ten years of § 147 AO.
    const [bill] = await t.database.db.select().from(bills).where(eq(bills.bookingId, c.bookingId));
    expect(JSON.stringify(bill.buyer)).toContain('Loesch');
  });

  it('the back office exports (staff) and erases (admin) for a customer, each audited without personal data', async () => {
    const c = await customerWithBooking('Amt');
    await exportNow();
    const base = `/api/admin/customers/${c.id}`;
    // A viewer may neither; staff may export but not erase.
    expect((await asOperator(viewer, 'GET', `${base}/export`)).statusCode).toBe(403);
    expect((await asOperator(staff, 'POST', `${base}/erase`)).statusCode).toBe(403);
    const exported = await asOperator(staff, 'GET', `${base}/export?format=csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Erika Amt');

    const erased = await asOperator(admin, 'POST', `${base}/erase`);
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me')).statusCode).toBe(401);
    // Erased once: a second erase, or an unblock, finds no such customer.
    expect((await asOperator(admin, 'POST', `${base}/erase`)).statusCode).toBe(404);
    expect((await asOperator(admin, 'POST', `${base}/unblock`)).statusCode).toBe(404);
    expect((await asOperator(admin, 'POST', '/api/admin/customers/not-an-id/erase')).statusCode).toBe(404);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, c.id)));
    expect(entries.map((e) => [e.action, e.actorName])).toEqual([
      ['customer.export', staff.username],
      ['customer.erase', admin.username],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Amt|FR-GD|example\.com/);
  });
});
