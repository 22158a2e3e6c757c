import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plateKey } from '../../../shared/domain/plate';
import { loadShopConfig } from '../../config/shop-config';
import type { Db } from '../../db/client';
import {
  accessDecisions,
  auditLog,
  accessDevices,
  accessEvents,
  bookings,
  operators,
  parkingStays,
  payments,
  sepaBatches,
  sepaCollections,
  sepaMandates,
} from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { seedBooking } from '../../test/admin-seed';
import { seedCustomerSession } from '../../test/customers';
import { databases } from '../../test/databases';
import { NOW, startTestApp, type TestApp } from '../../test/harness';
import { insertStay } from '../../test/stays';

// Operators limited to sites (ADR 060): every back-office call, walked from the app's own
// OpenAPI document, with the objects of another site. The town demo: A = markt, B = bahnhof.

/** One site's objects, seeded in SQL. */
interface SiteObjects {
  booking: string;
  payment: string;
  customer: string;
  stay: string;
  device: string;
  mandate: string;
  collection: string;
  plate: string;
}

async function seedSite(db: Db, site: 'markt' | 'bahnhof', templateId: string, plate: string) {
  const customer = await seedCustomerSession(db, {
    now: NOW,
    mail: `kunde-${site}@example.de`,
    contact: { lastName: `Kunde-${site}` },
  });
  const b = await seedBooking(db, {
    templateId,
    startsAt: '2026-11-21T09:00:00Z',
    plate,
    contact: { mail: customer.mail, firstName: 'Erika', lastName: `Kunde-${site}` },
    payment: { method: 'sepa' },
  });
  await db.update(bookings).set({ siteId: site, customerId: customer.id }).where(eq(bookings.id, b.id));
  // Due back to the driver: in the refunds-due list as well as in the payments.
  await db.update(payments).set({ status: 'refund_due' }).where(eq(payments.id, b.paymentId!));
  const stay = await insertStay(db, { plate, entryAt: new Date(NOW.getTime() - 3_600_000) });
  await db.update(parkingStays).set({ siteId: site }).where(eq(parkingStays.id, stay));
  const device = randomUUID();
  await db.insert(accessDevices).values({
    id: device,
    name: `Einfahrt ${site}`,
    direction: 'entry',
    keyHash: `scope-${device}`,
    siteId: site,
    createdAt: NOW,
  });
  await db.insert(accessDecisions).values({
    deviceId: device,
    plate,
    plateKey: plateKey(plate),
    direction: 'entry',
    allowed: true,
    reason: 'capacity',
    stayId: stay,
    decidedAt: NOW,
  });
  // A read stamped two days before it arrived: kept, not used (the ignored reads).
  await db.insert(accessEvents).values({
    deviceId: device,
    eventId: randomUUID(),
    bodyHash: 'x',
    occurredAt: new Date(NOW.getTime() - 20 * 86_400_000),
    direction: 'entry',
    plate,
    plateKey: plateKey(plate),
    receivedAt: NOW,
  });
  const mandate = randomUUID();
  await db.insert(sepaMandates).values({
    id: mandate,
    reference: `SCOPE-${site.toUpperCase()}`,
    creditorId: 'DE98ZZZ09999999999',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    accountName: `Kunde ${site}`,
    signatureDate: '2026-11-19',
    recurrent: true,
    customerId: customer.id,
    ownerMail: customer.mail,
    createdAt: NOW,
  });
  const collection = randomUUID();
  await db.insert(sepaCollections).values({
    id: collection,
    paymentId: b.paymentId!,
    mandateId: mandate,
    amountCents: 1200,
    dueDate: '2026-11-25',
    sequenceType: 'FRST',
    endToEndId: `E2E-${site}`,
    remittance: 'Parken',
    createdAt: NOW,
  });
  return {
    booking: b.id,
    payment: b.paymentId!,
    customer: customer.id,
    stay,
    device,
    mandate,
    collection,
    plate,
  } satisfies SiteObjects;
}

async function limitTo(db: Db, op: SeededOperator, siteIds: string[]) {
  await db.update(operators).set({ siteIds }).where(eq(operators.id, op.id));
}

/** How a back-office call is walked (keyed `METHOD /path` as the OpenAPI document names it). */
type Walk =
  /** One object: `url` builds the call for a site's objects; B's answer 404, A's pass the scope. */
  | { kind: 'object'; url: (o: SiteObjects) => string; body?: object }
  /** A list: B's objects are missing, A's present (for an operator limited to A). */
  | { kind: 'list'; url?: string; shows: (o: SiteObjects) => string }
  /** Shop-wide and admins' only: 403 FORBIDDEN_ROLE for staff and viewers. */
  | { kind: 'admin' }
  /** Spans every site (a company, its monthly invoice): 404 to an operator limited to sites. */
  | { kind: 'everySite' }
  /** Not an object of a site. */
  | { kind: 'none'; why: string; status?: number; body?: object };

const object = (url: (o: SiteObjects) => string, body?: object): Walk => ({ kind: 'object', url, body });
const list = (shows: (o: SiteObjects) => string, url?: string): Walk => ({ kind: 'list', shows, url });
const ADMIN: Walk = { kind: 'admin' };
const SESSION: Walk = { kind: 'none', why: "the operator's own session and login" };
const EVERY_SITE: Walk = { kind: 'everySite' };

const WALKS: Record<string, Walk> = {
  'POST /api/admin/auth/login': SESSION,
  'POST /api/admin/auth/totp': SESSION,
  'POST /api/admin/auth/totp/setup': SESSION,
  'POST /api/admin/auth/totp/confirm': SESSION,
  'GET /api/admin/auth/me': SESSION,
  'POST /api/admin/auth/logout': SESSION,
  'POST /api/admin/auth/set-password': SESSION,
  'POST /api/admin/auth/change-password': SESSION,
  'GET /api/admin/operators': ADMIN,
  'POST /api/admin/operators': ADMIN,
  'PATCH /api/admin/operators/{id}': ADMIN,
  'POST /api/admin/operators/{id}/reset': ADMIN,
  'GET /api/admin/audit': ADMIN,
  // The money's figures and files take the site switcher with the per-site figures.
  'GET /api/admin/dashboard': { kind: 'none', why: 'per-site figures (dashboard)' },
  'GET /api/admin/exports/bookings.csv': { kind: 'none', why: 'per-site exports' },
  'GET /api/admin/exports/payments.csv': { kind: 'none', why: 'per-site exports' },
  'GET /api/admin/exports/bills.csv': { kind: 'none', why: 'per-site exports' },
  'GET /api/admin/exports/datev.csv': { kind: 'none', why: 'per-site exports' },
  // The catalogue is the shop's: read by every operator, changed by admins.
  'GET /api/admin/catalogue': { kind: 'none', why: 'the catalogue is shop-wide', status: 200 },
  'GET /api/admin/catalogue/export': { kind: 'none', why: 'the catalogue is shop-wide', status: 200 },
  'PUT /api/admin/catalogue/settings': ADMIN,
  'POST /api/admin/catalogue/templates': ADMIN,
  'PUT /api/admin/catalogue/templates/{id}': ADMIN,
  'POST /api/admin/catalogue/templates/{id}/retire': ADMIN,
  'GET /api/admin/catalogue/templates/{id}/tariffs': {
    kind: 'none',
    why: 'the catalogue is shop-wide',
    status: 200,
  },
  'POST /api/admin/catalogue/templates/{id}/tariffs': ADMIN,
  'DELETE /api/admin/catalogue/templates/{id}/tariffs/{version}': ADMIN,
  'POST /api/admin/catalogue/import': ADMIN,
  // The car parks themselves: the catalogue's, changed by admins.
  'POST /api/admin/catalogue/sites': ADMIN,
  'PUT /api/admin/catalogue/sites/{id}': ADMIN,
  'DELETE /api/admin/catalogue/sites/{id}': ADMIN,

  'GET /api/admin/bookings': list((o) => o.booking),
  'GET /api/admin/bookings/{id}': object((o) => `/api/admin/bookings/${o.booking}`),
  'POST /api/admin/bookings/{id}/resend-ticket': object(
    (o) => `/api/admin/bookings/${o.booking}/resend-ticket`,
  ),
  'POST /api/admin/bookings/{id}/plate': object((o) => `/api/admin/bookings/${o.booking}/plate`, {
    licensePlate: 'F-NEU 1',
  }),
  'POST /api/admin/bookings/{id}/extend': object((o) => `/api/admin/bookings/${o.booking}/extend`),
  'POST /api/admin/bookings/{id}/cancel': object((o) => `/api/admin/bookings/${o.booking}/cancel`),
  'GET /api/admin/payments': list((o) => o.payment),
  'GET /api/admin/payments.csv': list((o) => o.payment),
  'GET /api/admin/payments/refunds-due': list((o) => o.payment),
  'POST /api/admin/payments/refunds-due/{kind}/{id}/transfer': object(
    (o) => `/api/admin/payments/refunds-due/payment/${o.payment}/transfer`,
    { reference: 'Überweisung 1' },
  ),
  'POST /api/admin/payments/refunds-due/{kind}/{id}/provider-refund': object(
    (o) => `/api/admin/payments/refunds-due/payment/${o.payment}/provider-refund`,
  ),
  'GET /api/admin/customers': list((o) => o.customer),
  'POST /api/admin/customers': {
    kind: 'none',
    why: 'a new account belongs to no site until it books',
    body: { mail: 'neu@example.de', firstName: 'Neu', lastName: 'Kunde' },
  },
  'GET /api/admin/customers/{id}': object((o) => `/api/admin/customers/${o.customer}`),
  'PATCH /api/admin/customers/{id}': object((o) => `/api/admin/customers/${o.customer}`),
  'POST /api/admin/customers/{id}/block': object((o) => `/api/admin/customers/${o.customer}/block`),
  'POST /api/admin/customers/{id}/unblock': object((o) => `/api/admin/customers/${o.customer}/unblock`),
  'POST /api/admin/customers/{id}/password-link': object(
    (o) => `/api/admin/customers/${o.customer}/password-link`,
  ),
  'GET /api/admin/customers/{id}/export': object((o) => `/api/admin/customers/${o.customer}/export`),
  // Admins only (who see every site): staff get 403 before any site is looked at.
  'POST /api/admin/customers/{id}/erase': ADMIN,
  'GET /api/admin/access-devices': list((o) => o.device),
  'POST /api/admin/access-devices': {
    kind: 'none',
    why: 'a new device (its site is checked when the request names one)',
    body: { name: 'Neue Schranke', direction: 'entry' },
  },
  'DELETE /api/admin/access-devices/{id}': object((o) => `/api/admin/access-devices/${o.device}`),
  'GET /api/admin/stays': list((o) => o.stay),
  'POST /api/admin/stays/{id}/close': object((o) => `/api/admin/stays/${o.stay}/close`, {
    reason: 'Schranke defekt',
  }),
  'GET /api/admin/ignored-reads': list((o) => o.device),
  'GET /api/admin/access-decisions': list((o) => o.device),
  'GET /api/admin/sepa/collections': list((o) => o.collection),
  'POST /api/admin/sepa/collections/{id}/exclude': object(
    (o) => `/api/admin/sepa/collections/${o.collection}/exclude`,
    { reason: 'Prüfung' },
  ),
  'POST /api/admin/sepa/collections/{id}/include': object(
    (o) => `/api/admin/sepa/collections/${o.collection}/include`,
  ),
  'GET /api/admin/sepa/mandates': list((o) => o.mandate),
  'POST /api/admin/sepa/mandates/{id}/revoke': object((o) => `/api/admin/sepa/mandates/${o.mandate}/revoke`),
  // A bank file holds every site's debits: only operators of every site work with files.
  'GET /api/admin/sepa/batches': { kind: 'none', why: 'bank files hold every site', status: 200 },
  'POST /api/admin/sepa/batches': { kind: 'none', why: 'bank files hold every site', status: 403 },
  'GET /api/admin/sepa/batches/{id}/xml': { kind: 'none', why: 'bank files hold every site' },
  'POST /api/admin/sepa/batches/{id}/re-export': { kind: 'none', why: 'bank files hold every site' },
  // Companies and their monthly invoices belong to no one site (ADR 065, 067).
  'GET /api/admin/companies': EVERY_SITE,
  'POST /api/admin/companies': EVERY_SITE,
  'GET /api/admin/companies/{id}': EVERY_SITE,
  'PUT /api/admin/companies/{id}': EVERY_SITE,
  'POST /api/admin/companies/{id}/approve': EVERY_SITE,
  'POST /api/admin/companies/{id}/suspend': EVERY_SITE,
  'POST /api/admin/companies/{id}/reactivate': EVERY_SITE,
  'GET /api/admin/company-invoices': EVERY_SITE,
  'GET /api/admin/company-invoices/preview': EVERY_SITE,
  'POST /api/admin/company-invoices/issue': EVERY_SITE,
  'POST /api/admin/company-invoices/b2b-debits': EVERY_SITE,
  'GET /api/admin/company-invoices/{id}/document.{ext}': EVERY_SITE,
  'POST /api/admin/company-invoices/{id}/paid': EVERY_SITE,
  'POST /api/admin/company-invoices/{id}/send': EVERY_SITE,
};

/** Valid bodies of the admins' calls whose guard runs after the body's validation. */
const ADMIN_BODIES: Record<string, object> = {
  'POST /api/admin/operators': { username: 'nicht-erlaubt', role: 'staff' },
  'PATCH /api/admin/operators/{id}': { role: 'staff' },
};

describe.each(databases)('operators limited to sites on $name', (db) => {
  let t: TestApp;
  let app: FastifyInstance;
  let A: SiteObjects;
  let B: SiteObjects;
  let shared: string;
  let unbooked: string;
  let batch: string;
  let staffA: SeededOperator;
  let viewerA: SeededOperator;
  let admin: SeededOperator;

  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: loadShopConfig(undefined, 'town') });
    app = t.app;
    const d = t.database.db;
    A = await seedSite(d, 'markt', 'kurzzeit', 'M-KT 100');
    B = await seedSite(d, 'bahnhof', 'bahnhof-tag', 'B-HF 200');
    // The city-wide permit (markt and bahnhof) carries no site of its own: both see it.
    shared = (await seedBooking(d, { templateId: 'monatsparken', startsAt: '2026-11-21T09:00:00Z' })).id;
    await d.update(bookings).set({ siteId: null }).where(eq(bookings.id, shared));
    unbooked = (await seedCustomerSession(d, { now: NOW, mail: 'ohne-buchung@example.de' })).id;
    batch = randomUUID();
    await d.insert(sepaBatches).values({
      id: batch,
      messageId: `MSG-${batch.slice(0, 8)}`,
      transactionCount: 0,
      controlSumCents: 0,
      xml: '<Document/>',
      createdAt: NOW,
    });
    staffA = await seedOperatorSession(d, { now: NOW, role: 'staff' });
    viewerA = await seedOperatorSession(d, { now: NOW, role: 'viewer' });
    admin = await seedOperatorSession(d, { now: NOW, role: 'admin' });
    await limitTo(d, staffA, ['markt']);
    await limitTo(d, viewerA, ['markt']);
  });
  afterAll(() => t?.close());

  const call = (op: SeededOperator, method: string, url: string, body?: object) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: op.headers,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body ?? {} }),
    });

  function backOfficeRoutes(): string[] {
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
  }

  it('knows how to walk every back-office call (a new call must say how it is scoped)', () => {
    expect(backOfficeRoutes().filter((r) => !(r in WALKS))).toEqual([]);
  });

  it('answers 404 for every object of another site, to staff and viewers', async () => {
    for (const [route, walk] of Object.entries(WALKS)) {
      if (walk.kind !== 'object') continue;
      const method = route.split(' ')[0];
      const other = await call(staffA, method, walk.url(B), walk.body);
      expect([route, other.statusCode]).toEqual([route, 404]);
      const viewer = await call(viewerA, method, walk.url(B), walk.body);
      // A viewer never writes and some reads are staff's (403 first); else not found.
      expect([route, viewer.statusCode === 403 || viewer.statusCode === 404]).toEqual([route, true]);
    }
  });

  it("lists only the operator's sites; ?site= of another site is 404; the admin sees both", async () => {
    for (const [route, walk] of Object.entries(WALKS)) {
      if (walk.kind !== 'list') continue;
      const url = walk.url ?? route.split(' ')[1];
      for (const op of [staffA, viewerA]) {
        const res = await call(op, 'GET', url);
        expect([route, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([route, 200, '']);
        expect([route, res.body.includes(walk.shows(B))]).toEqual([route, false]);
        expect([route, res.body.includes(walk.shows(A))]).toEqual([route, true]);
      }
      const sep = url.includes('?') ? '&' : '?';
      expect([route, (await call(staffA, 'GET', `${url}${sep}site=bahnhof`)).statusCode]).toEqual([
        route,
        404,
      ]);
      expect([route, (await call(staffA, 'GET', `${url}${sep}site=markt`)).statusCode]).toEqual([route, 200]);
      const all = await call(admin, 'GET', url);
      expect([route, all.body.includes(walk.shows(A)), all.body.includes(walk.shows(B))]).toEqual([
        route,
        true,
        true,
      ]);
      // The admin's switcher narrows to one site.
      const one = await call(admin, 'GET', `${url}${sep}site=bahnhof`);
      expect([route, one.body.includes(walk.shows(A)), one.body.includes(walk.shows(B))]).toEqual([
        route,
        false,
        true,
      ]);
    }
  });

  it('answers 404 for companies and their invoices to operators limited to sites; admins reach them', async () => {
    const answers: [string, string, number][] = [];
    for (const [route, walk] of Object.entries(WALKS)) {
      if (walk.kind !== 'everySite') continue;
      const [method, path] = route.split(' ');
      const url = path.replace('{id}', randomUUID()).replace('{ext}', 'pdf');
      answers.push([route, 'staff', (await call(staffA, method, url)).statusCode]);
      // A viewer never writes: the role's 403 comes first there.
      const viewer = (await call(viewerA, method, url)).statusCode;
      answers.push([route, 'viewer', viewer === 403 && method !== 'GET' ? 404 : viewer]);
    }
    expect(answers.filter(([, , status]) => status !== 404)).toEqual([]);
    for (const url of ['/api/admin/companies', '/api/admin/company-invoices']) {
      expect([url, (await call(admin, 'GET', url)).statusCode]).toEqual([url, 200]);
    }
  });

  it('shows a city-wide booking to both sites and an account without bookings to every operator', async () => {
    const bookingsA = await call(staffA, 'GET', '/api/admin/bookings');
    expect(bookingsA.body).toContain(shared);
    const pr = await call(admin, 'GET', '/api/admin/bookings?site=pr-west');
    expect(pr.body).not.toContain(shared);
    const customersA = await call(viewerA, 'GET', '/api/admin/customers');
    expect(customersA.body).toContain(unbooked);
    expect((await call(viewerA, 'GET', `/api/admin/customers/${unbooked}`)).statusCode).toBe(200);
  });

  it('keeps admins-only calls and bank files from operators limited to sites', async () => {
    const refused: [string, number][] = [];
    for (const [route, walk] of Object.entries(WALKS)) {
      if (walk.kind !== 'admin') continue;
      const [method, path] = route.split(' ');
      const url = path.replace('{id}', randomUUID()).replace('{version}', '1');
      const res = await call(staffA, method, url, ADMIN_BODIES[route] ?? {});
      refused.push([route, res.statusCode]);
    }
    expect(refused.filter(([, status]) => status !== 403)).toEqual([]);
    const files = await call(staffA, 'GET', '/api/admin/sepa/batches');
    expect(files.json()).toMatchObject({ data: [], total: 0 });
    expect((await call(admin, 'GET', '/api/admin/sepa/batches')).body).toContain(batch);
    expect((await call(staffA, 'GET', `/api/admin/sepa/batches/${batch}/xml`)).json().code).toBe(
      'EXPORT_NOT_FOUND',
    );
    expect((await call(staffA, 'POST', `/api/admin/sepa/batches/${batch}/re-export`)).statusCode).toBe(404);
    expect((await call(staffA, 'POST', '/api/admin/sepa/batches')).json().code).toBe('FORBIDDEN_ROLE');
    expect((await call(admin, 'GET', '/api/admin/catalogue')).statusCode).toBe(200);
    expect((await call(viewerA, 'GET', '/api/admin/catalogue')).statusCode).toBe(200);
  });

  it("refuses a customer's data export to an operator limited to sites; one of every site gets all of it", async () => {
    const d = t.database.db;
    // A's customer also parked at the station: the export must hold both or be refused.
    const atStation = await seedBooking(d, {
      templateId: 'bahnhof-tag',
      startsAt: '2026-11-22T09:00:00Z',
      contact: { mail: 'kunde-markt@example.de', lastName: 'Kunde-markt' },
      payment: { method: 'Mollie' },
      bill: { number: 7001, closingDate: '2026-11-20' },
    });
    await d
      .update(bookings)
      .set({ siteId: 'bahnhof', customerId: A.customer })
      .where(eq(bookings.id, atStation.id));
    const url = `/api/admin/customers/${A.customer}/export`;
    for (const format of ['json', 'csv']) {
      const limited = await call(staffA, 'GET', `${url}?format=${format}`);
      expect([format, limited.statusCode, limited.json().code]).toEqual([format, 403, 'FORBIDDEN_ROLE']);
      expect(limited.body).not.toContain(atStation.id);
    }
    // Another site's customer stays unknown: 404 before the refusal says anything.
    expect((await call(staffA, 'GET', `/api/admin/customers/${B.customer}/export`)).statusCode).toBe(404);
    const everySite = await seedOperatorSession(d, { now: NOW, role: 'staff' });
    for (const op of [admin, everySite]) {
      const res = await call(op, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      // The station's booking (its permission) and its bill, for the market's customer.
      expect((res.json() as { bookings: unknown[] }).bookings).toHaveLength(1);
      expect(res.body).toContain(atStation.billId);
    }
    // The refusal exported nothing, so nothing was audited as an export for the limited one.
    const exports = (await d.select().from(auditLog).where(eq(auditLog.action, 'customer.export'))).filter(
      (e) => e.entityId === A.customer,
    );
    expect(exports.map((e) => e.actorId).sort()).toEqual([admin.id, everySite.id].sort());
  });

  it("answers another site's objects with their own not-found codes", async () => {
    const codes = {
      [`/api/admin/bookings/${B.booking}`]: 'BOOKING_NOT_FOUND',
      [`/api/admin/customers/${B.customer}`]: 'CUSTOMER_NOT_FOUND',
    };
    for (const [url, code] of Object.entries(codes)) {
      expect((await call(viewerA, 'GET', url)).json().code).toBe(code);
    }
    expect(
      (await call(staffA, 'POST', `/api/admin/stays/${B.stay}/close`, { reason: 'weg' })).json().code,
    ).toBe('PARKING_STAY_NOT_FOUND');
    expect((await call(staffA, 'DELETE', `/api/admin/access-devices/${B.device}`)).json().code).toBe(
      'ACCESS_DEVICE_NOT_FOUND',
    );
    expect((await call(staffA, 'POST', `/api/admin/sepa/mandates/${B.mandate}/revoke`)).json().code).toBe(
      'MANDATE_NOT_FOUND',
    );
    // A new device at another site: that site does not exist for this operator.
    const device = { name: 'Schranke Bahnhof', direction: 'entry', siteId: 'bahnhof' };
    expect((await call(staffA, 'POST', '/api/admin/access-devices', device)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/admin/access-devices', device)).statusCode).toBe(201);
  });

  it('manages operators with their sites: refused unknown sites, the session names the choices', async () => {
    const created = await call(admin, 'POST', '/api/admin/operators', {
      username: 'kasse-bahnhof',
      role: 'staff',
      siteIds: ['bahnhof'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().operator.siteIds).toEqual(['bahnhof']);
    const id = created.json().operator.id;
    const unknown = await call(admin, 'PATCH', `/api/admin/operators/${id}`, { siteIds: ['mond'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('OPERATOR_SITE_UNKNOWN');
    const both = await call(admin, 'PATCH', `/api/admin/operators/${id}`, { siteIds: ['bahnhof', 'markt'] });
    expect(both.json().siteIds).toEqual(['bahnhof', 'markt']);
    // An admin sees every site whatever was asked for.
    const promoted = await call(admin, 'PATCH', `/api/admin/operators/${id}`, { role: 'admin' });
    expect(promoted.json().siteIds).toBeNull();
    const listed = await call(admin, 'GET', '/api/admin/operators?search=kasse-bahnhof');
    expect(listed.json().items[0]).toMatchObject({ username: 'kasse-bahnhof', siteIds: null });
    const audit = await call(admin, 'GET', '/api/admin/audit?action=operator.update');
    expect(audit.body).toContain('"siteIds":["bahnhof","markt"]');

    const meA = (await call(staffA, 'GET', '/api/admin/auth/me')).json();
    expect(meA.operator.siteIds).toEqual(['markt']);
    expect(meA.sites).toEqual([{ id: 'markt', name: expect.any(String) }]);
    const meAdmin = (await call(admin, 'GET', '/api/admin/auth/me')).json();
    expect(meAdmin.operator.siteIds).toBeNull();
    expect(meAdmin.sites.map((s: { id: string }) => s.id)).toEqual(['markt', 'bahnhof', 'pr-west']);
  });

  it("lets A's own objects through every object call (last: the writes change them)", async () => {
    // The same calls on A's objects pass the scope: the reads answer, the writes reach their
    // own rules (run last, since they change A's objects).
    expect((await call(staffA, 'GET', `/api/admin/bookings/${A.booking}`)).statusCode).toBe(200);
    expect((await call(viewerA, 'GET', `/api/admin/customers/${A.customer}`)).statusCode).toBe(200);
    for (const [route, walk] of Object.entries(WALKS)) {
      if (walk.kind !== 'object') continue;
      const own = await call(staffA, route.split(' ')[0], walk.url(A), walk.body);
      expect([route, own.statusCode === 404 ? `404 ${own.body}` : 'passed']).toEqual([route, 'passed']);
    }
  });
});
