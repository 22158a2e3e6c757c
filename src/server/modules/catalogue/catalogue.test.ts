import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import { parseShopConfig, type ShopConfig } from '../../config/shop-config';
import { openDatabase, type Db } from '../../db/client';
import { auditLog, bookings, catalogueTariffs } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import {
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';
import type { Catalogue } from './catalogue';
import { CatalogueRepository } from './repository';
import { loadOrSeed } from './service';
import { announceLocally, nextRevisionApplied, startCatalogueSync } from './sync';

/** Tomorrow 00:00 in Berlin: on the grid of the day templates. */
const TOMORROW = '2026-11-20T23:00:00.000Z';

const priceOf = async (t: TestApp, templateId = 'kurzzeit', slotCount = 2) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/booking/price',
    payload: { templateId, startTime: templateId === 'kurzzeit' ? slot(2) : TOMORROW, slotCount },
  });
  // A booked-out period (the tests reserve a few) still names its price.
  if (res.statusCode === 503)
    return (res.json() as { details: { priceToBePaid: number } }).details.priceToBePaid;
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { priceToBePaid: number }).priceToBePaid;
};

const NEW_TEMPLATE = {
  id: 'wochenende',
  type: 'oneTime',
  name: { de: 'Wochenende', en: 'Weekend' },
  requiredContactDetails: 'MailOnly',
  requestedIdentifierSources: ['lp'],
  reservationSlotDetails: {
    stepDuration: 86400,
    startBefore: 604800,
    bookUntil: 691200,
    minDuration: 86400,
    maxDuration: 172800,
  },
  tariff: { pricePerStep: 1500 },
};

/** The back office's catalogue (ADR 025): admins change it, every instance applies it at once. */
describe.each(databases)('the catalogue on $name', (db) => {
  let t: TestApp;
  let admin: SeededOperator;
  let staff: SeededOperator;
  let viewer: SeededOperator;

  beforeAll(async () => {
    t = await startTestApp(db);
    admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
    staff = await seedOperatorSession(t.database.db, { now: NOW, role: 'staff' });
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer' });
  });
  afterAll(() => t.close());

  const get = async (who = admin): Promise<CatalogueResponse> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = admin) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const lastAudit = async (action: string) => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
    return rows.at(-1);
  };

  it('a tariff effective now: the price call answers it at once, a booking keeps its price and version', async () => {
    const before = await reserve(t.app, reserveBody());
    expect(before.res.statusCode, before.res.body).toBe(200);
    // Demo tariff: first hour 3.00, then 2.50.
    expect(await priceOf(t)).toBe(550);
    const cat = await get();
    const res = await send('POST', '/api/admin/catalogue/templates/kurzzeit/tariffs', {
      baseRevision: cat.revision,
      tariff: { pricePerStep: 400 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as CatalogueResponse;
    expect(after.revision).toBe(cat.revision + 1);
    expect(after.tariffs.filter((v) => v.templateId === 'kurzzeit').map((v) => [v.version, v.state])).toEqual(
      [
        [1, 'past'],
        [2, 'current'],
      ],
    );
    expect(await priceOf(t)).toBe(800);
    const sold = await reserve(
      t.app,
      reserveBody({ contact: { mail: 'max@example.de', firstName: 'M', lastName: 'X' } }),
    );
    expect(sold.res.statusCode, sold.res.body).toBe(200);
    const rows = await t.database.db
      .select({ price: bookings.priceCents, version: bookings.tariffVersion })
      .from(bookings)
      .where(eq(bookings.templateId, 'kurzzeit'))
      .orderBy(asc(bookings.createdAt), asc(bookings.priceCents));
    expect(rows.slice(-2)).toEqual([
      { price: 550, version: 1 },
      { price: 800, version: 2 },
    ]);
    const entry = await lastAudit('catalogue.tariff.schedule');
    expect(entry).toMatchObject({
      actorName: admin.username,
      entity: 'catalogue',
      entityId: 'kurzzeit',
      before: { version: 1, tariff: { firstStepPrice: 300, pricePerStep: 250, dailyCap: 1800 } },
      after: { tariff: { pricePerStep: 400 } },
    });
  });

  it('a scheduled tariff takes over at its instant; only scheduled versions can be deleted', async () => {
    const from = new Date(NOW.getTime() + 5 * 60_000).toISOString();
    let cat = await get();
    const res = await send('POST', '/api/admin/catalogue/templates/tagesticket/tariffs', {
      baseRevision: cat.revision,
      validFrom: from,
      tariff: { pricePerStep: 1500 },
    });
    expect(res.statusCode, res.body).toBe(200);
    cat = res.json();
    const scheduled = cat.tariffs.find((v) => v.templateId === 'tagesticket' && v.state === 'scheduled');
    expect(scheduled).toMatchObject({ version: 2, validFrom: from });
    // The document (export format) still shows the tariff in force.
    expect(
      (cat.document.templates as ShopConfig['templates']).find((x) => x.id === 'tagesticket')?.tariff,
    ).toEqual({
      pricePerStep: 1200,
    });
    expect(await priceOf(t, 'tagesticket', 1)).toBe(1200);
    // Within the operator session's 15 idle minutes.
    t.advance(5 * 60_000);
    try {
      expect(await priceOf(t, 'tagesticket', 1)).toBe(1500);
      // Version 2 is now in force: history, not deletable.
      const past = await send(
        'DELETE',
        `/api/admin/catalogue/templates/tagesticket/tariffs/2?baseRevision=${cat.revision}`,
      );
      expect(past.statusCode).toBe(409);
      expect(past.json().code).toBe('TARIFF_VERSION_PAST');
      const later = await send('POST', '/api/admin/catalogue/templates/tagesticket/tariffs', {
        baseRevision: cat.revision,
        validFrom: '2027-01-01T00:00:00+01:00',
        tariff: { pricePerStep: 1800 },
      });
      expect(later.statusCode, later.body).toBe(200);
      cat = later.json();
      const unknown = await send(
        'DELETE',
        `/api/admin/catalogue/templates/tagesticket/tariffs/9?baseRevision=${cat.revision}`,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('TARIFF_VERSION_NOT_FOUND');
      const del = await send(
        'DELETE',
        `/api/admin/catalogue/templates/tagesticket/tariffs/3?baseRevision=${cat.revision}`,
      );
      expect(del.statusCode, del.body).toBe(200);
      expect(
        (del.json() as CatalogueResponse).tariffs
          .filter((v) => v.templateId === 'tagesticket')
          .map((v) => v.version),
      ).toEqual([1, 2]);
      expect(await lastAudit('catalogue.tariff.delete')).toMatchObject({
        entityId: 'tagesticket',
        before: { version: 3, tariff: { pricePerStep: 1800 } },
        after: null,
      });
      const stored = await t.database.db
        .select()
        .from(catalogueTariffs)
        .where(eq(catalogueTariffs.templateId, 'tagesticket'));
      expect(stored.map((v) => v.version).sort()).toEqual([1, 2]);
    } finally {
      t.setNow(NOW);
    }
  });

  it('settings change hold minutes, the website name and the customer shop at once; 400 names the paths, 409 a stale revision', async () => {
    const cat = await get();
    const doc = cat.document as ShopConfig;
    const res = await send('PUT', '/api/admin/catalogue/settings', {
      baseRevision: cat.revision,
      holdMinutes: 30,
      enableCustomerShop: false,
      styling: { ...doc.styling, websiteName: { de: 'Parkhaus Neu', en: 'New car park' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const styling = await t.app.inject({ method: 'GET', url: '/api/page/styling?lang=en' });
    expect(styling.json().styling.websiteName).toBe('New car park');
    expect(styling.json().options.enableCustomerShop).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'a', password: 'b' },
    });
    expect(login.statusCode).toBe(404);
    const r = await reserve(
      t.app,
      reserveBody({ contact: { mail: 'hold@example.de', firstName: 'H', lastName: 'M' } }),
    );
    expect(r.res.statusCode, r.res.body).toBe(200);
    const [held] = await t.database.db
      .select({ holdUntil: bookings.holdUntil })
      .from(bookings)
      .where(sql`${bookings.contact}->>'mail' = 'hold@example.de'`);
    expect(held.holdUntil?.getTime()).toBe(NOW.getTime() + 30 * 60_000);
    expect(await lastAudit('catalogue.settings')).toMatchObject({
      before: { holdMinutes: 15, enableCustomerShop: true },
      after: { holdMinutes: 30, enableCustomerShop: false },
    });

    const stale = await send('PUT', '/api/admin/catalogue/settings', {
      baseRevision: cat.revision,
      holdMinutes: 20,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CATALOGUE_CONFLICT',
      details: { revision: cat.revision + 1 },
    });

    const bad = await send('PUT', '/api/admin/catalogue/settings', {
      baseRevision: cat.revision + 1,
      holdMinutes: 0,
      acceptGuestRenewal: true,
      parking: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('CATALOGUE_INVALID');
    expect((bad.json().details as { path: string }[]).map((d) => d.path).sort()).toEqual([
      'parking',
      'shop.holdMinutes',
    ]);
    // Back on, for the tests below.
    const on = await send('PUT', '/api/admin/catalogue/settings', {
      baseRevision: cat.revision + 1,
      enableCustomerShop: true,
    });
    expect(on.statusCode).toBe(200);
  });

  it('a created template is offered at once; an update keeps its tariff; a retired one leaves the shop but stays resolvable', async () => {
    let cat = await get();
    const created = await send('POST', '/api/admin/catalogue/templates', {
      baseRevision: cat.revision,
      template: NEW_TEMPLATE,
    });
    expect(created.statusCode, created.body).toBe(200);
    cat = created.json();
    const offered = await t.app.inject({ method: 'GET', url: '/api/booking/templates?lang=en' });
    expect(
      (offered.json() as { _id: string; info: { name: string } }[]).find((x) => x._id === 'wochenende')?.info
        .name,
    ).toBe('Weekend');
    expect(await priceOf(t, 'wochenende', 1)).toBe(1500);
    expect(await lastAudit('catalogue.template.create')).toMatchObject({
      entityId: 'wochenende',
      before: null,
      after: { id: 'wochenende' },
    });

    const { id: _id, tariff: _tariff, ...rest } = NEW_TEMPLATE;
    const updated = await send('PUT', '/api/admin/catalogue/templates/wochenende', {
      baseRevision: cat.revision,
      template: {
        ...rest,
        name: { de: 'Wochenendticket', en: 'Weekend ticket' },
        tariff: { pricePerStep: 1 },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    cat = updated.json();
    expect(await priceOf(t, 'wochenende', 1)).toBe(1500);
    expect(await lastAudit('catalogue.template.update')).toMatchObject({
      before: { name: { en: 'Weekend' } },
      after: { name: { en: 'Weekend ticket' } },
    });

    const invalid = await send('PUT', '/api/admin/catalogue/templates/wochenende', {
      baseRevision: cat.revision,
      template: { ...rest, type: 'reservation' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toContainEqual(
      expect.objectContaining({ path: expect.stringMatching(/^templates\.\d+\.capacity$/) }),
    );
    const unknown = await send('PUT', '/api/admin/catalogue/templates/nope', {
      baseRevision: cat.revision,
      template: rest,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TEMPLATE_NOT_FOUND');

    const retired = await send('POST', '/api/admin/catalogue/templates/wochenende/retire', {
      baseRevision: cat.revision,
    });
    expect(retired.statusCode, retired.body).toBe(200);
    cat = retired.json();
    expect(cat.retired.map((x) => x.id)).toEqual(['wochenende']);
    const gone = await t.app.inject({ method: 'GET', url: '/api/booking/templates' });
    expect((gone.json() as { _id: string }[]).map((x) => x._id)).not.toContain('wochenende');
    expect(await lastAudit('catalogue.template.retire')).toMatchObject({
      entityId: 'wochenende',
      before: { id: 'wochenende' },
      after: null,
    });
    // Its id stays taken: its bookings keep pointing at it.
    const again = await send('POST', '/api/admin/catalogue/templates', {
      baseRevision: cat.revision,
      template: NEW_TEMPLATE,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual([
      { path: 'template.id', message: '"wochenende" belongs to a retired template' },
    ]);
  });

  it('the import replaces the document (validated like SHOP_CONFIG) and the export gives it back', async () => {
    const cat = await get();
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export',
      headers: viewer.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const doc = exported.json() as ShopConfig;
    const bad = await send('POST', '/api/admin/catalogue/import', {
      baseRevision: cat.revision,
      document: { ...doc, templates: [...doc.templates, { ...doc.templates[0] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({
      path: `templates.${doc.templates.length}.id`,
      message: 'duplicate id "kurzzeit"',
    });
    const next = {
      ...doc,
      shop: { ...doc.shop, name: 'Importiert' },
      templates: doc.templates.map((x) =>
        x.id === 'kurzzeit' ? { ...x, tariff: { pricePerStep: 100 } } : x,
      ),
    };
    const ok = await send('POST', '/api/admin/catalogue/import', {
      baseRevision: cat.revision,
      document: next,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await priceOf(t)).toBe(200);
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export',
      headers: admin.headers,
    });
    expect(parseShopConfig(back.json())).toEqual(parseShopConfig(next));
    expect(await lastAudit('catalogue.import')).toMatchObject({
      before: { revision: cat.revision },
      after: { revision: cat.revision + 1, document: { shop: { name: 'Importiert' } } },
    });
  });

  it('staff and viewers read but cannot write; no session 401; no CSRF token 403', async () => {
    const cat = await get(viewer);
    expect((await get(staff)).revision).toBe(cat.revision);
    const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['PUT', '/api/admin/catalogue/settings', { baseRevision: cat.revision, holdMinutes: 20 }],
      ['POST', '/api/admin/catalogue/templates', { baseRevision: cat.revision, template: NEW_TEMPLATE }],
      ['PUT', '/api/admin/catalogue/templates/kurzzeit', { baseRevision: cat.revision, template: {} }],
      ['POST', '/api/admin/catalogue/templates/kurzzeit/retire', { baseRevision: cat.revision }],
      [
        'POST',
        '/api/admin/catalogue/templates/kurzzeit/tariffs',
        { baseRevision: cat.revision, tariff: { pricePerStep: 1 } },
      ],
      ['DELETE', `/api/admin/catalogue/templates/kurzzeit/tariffs/1?baseRevision=${cat.revision}`],
      ['POST', '/api/admin/catalogue/import', { baseRevision: cat.revision, document: {} }],
    ];
    for (const [method, url, body] of writes) {
      for (const who of [staff, viewer]) {
        const res = await send(method, url, body, who);
        expect(res.statusCode, `${who.role} ${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN_ROLE');
      }
      const none = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(none.statusCode, url).toBe(401);
      const noCsrf = await t.app.inject({
        method,
        url,
        headers: { cookie: admin.cookie },
        ...(body ? { payload: body } : {}),
      });
      expect(noCsrf.statusCode, url).toBe(403);
      expect(noCsrf.json().code).toBe('CSRF_INVALID');
    }
    for (const url of [
      '/api/admin/catalogue',
      '/api/admin/catalogue/export',
      '/api/admin/catalogue/templates/kurzzeit/tariffs',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/templates/nope/tariffs',
      headers: viewer.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await get()).revision).toBe(cat.revision);
  });
});

describe.each(databases)('seeding the catalogue on $name', (db) => {
  it('SHOP_CONFIG seeds an empty database once; a restart keeps the database catalogue', async () => {
    const seed = testShopConfig();
    const first = await startTestApp(db, { catalogueStart: 'seed', shopConfig: seed });
    try {
      const admin = await seedOperatorSession(first.database.db, { now: NOW, role: 'admin' });
      const cat = (
        await first.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers })
      ).json() as CatalogueResponse;
      expect(cat.revision).toBe(1);
      const changed = await first.app.inject({
        method: 'PUT',
        url: '/api/admin/catalogue/settings',
        headers: admin.headers,
        payload: { baseRevision: 1, shopName: 'Aus der Datenbank' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await first.app.close();
      // The restart, with a SHOP_CONFIG that says otherwise.
      const other = parseShopConfig({ ...seed, shop: { ...seed.shop, name: 'Aus der Datei' } });
      const second = await startTestApp(db, {
        catalogueStart: 'seed',
        shopConfig: other,
        database: first.database,
      });
      try {
        const now = (
          await second.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers })
        ).json() as CatalogueResponse;
        expect(now.revision).toBe(2);
        expect((now.document.shop as { name: string }).name).toBe('Aus der Datenbank');
      } finally {
        await second.app.close();
      }
    } finally {
      await first.database.close();
    }
  });

  it('two instances seeding an empty database at once store it exactly once', async () => {
    const database = await db.open();
    try {
      const repo = new CatalogueRepository(database.db);
      const seed = testShopConfig();
      const [a, b] = await Promise.all([
        loadOrSeed(repo, seed, NOW),
        loadOrSeed(new CatalogueRepository(database.db), seed, NOW),
      ]);
      expect([a.revision, b.revision]).toEqual([1, 1]);
      const versions = await database.db.select().from(catalogueTariffs);
      // One version 1 per template plus the walk-in tariff.
      expect(versions.length).toBe(seed.templates.length + 1);
      expect(versions.every((v) => v.version === 1)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL schema', () => {
  const pg = databases.find((d) => d.name === 'postgres')!;
  let a: TestApp;
  let b: TestApp;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    // Without the periodic check, so only LISTEN/NOTIFY can carry the change.
    a = await startTestApp(pg, { catalogueCheckMs: 3_600_000 });
    // B opens its own pool on the same schema: the in-process hand-over between apps of one
    // database object does not reach it.
    const second = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      schemaName: a.database.schemaName,
    });
    b = await startTestApp(pg, { database: second, catalogueStart: 'seed', catalogueCheckMs: 3_600_000 });
    closeB = () => second.close();
  });
  afterAll(async () => {
    await b.close();
    await closeB();
    await a.close();
  });

  it("a tariff changed through A is B's price without a restart", async () => {
    const admin = await seedOperatorSession(a.database.db, { now: NOW, role: 'admin' });
    expect(await priceOf(b)).toBe(550);
    const cat = (
      await a.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers })
    ).json() as CatalogueResponse;
    // B's sync tells when it has taken the change (asked before the write, so it cannot be missed).
    const appliedOnB = nextRevisionApplied(b.database.db, cat.revision);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/templates/kurzzeit/tariffs',
      headers: admin.headers,
      payload: { baseRevision: cat.revision, tariff: { pricePerStep: 700 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await priceOf(a)).toBe(1400);
    let timer: NodeJS.Timeout | undefined;
    const applied = await Promise.race([
      appliedOnB,
      new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 5000))),
    ]).finally(() => clearTimeout(timer));
    expect(applied, 'B took no new revision within 5 s').not.toBe('late');
    expect(await priceOf(b)).toBe(1400);
  });
});

describe('catalogue sync', () => {
  it('a change announced while a reload is reading is read again after it, not left to the periodic check', async () => {
    const db = {} as Db;
    const reads: ((revision: number) => void)[] = [];
    let revision = 0;
    const catalogue = {
      get revision() {
        return revision;
      },
      replace: (state: { revision: number }) => void (revision = Math.max(revision, state.revision)),
      stored: { revision: 0 },
    };
    const repo = {
      // Each read waits until the test lets it answer with the revision it saw.
      loadSince: () =>
        new Promise<{ revision: number }>((resolve) => reads.push((r) => resolve({ revision: r }))),
      revision: async () => revision,
    };
    const sync = startCatalogueSync({
      db,
      repo: repo as unknown as CatalogueRepository,
      catalogue: catalogue as unknown as Catalogue,
      intervalMs: 3_600_000,
      log: { warn: () => undefined },
    });
    try {
      const applied = nextRevisionApplied(db, 1);
      announceLocally(db); // revision 1 committed: a read starts
      expect(reads).toHaveLength(1);
      announceLocally(db); // revision 2 committed while that read is under way
      reads[0](1); // the running read had seen revision 1 only
      await vi.waitFor(() => expect(reads).toHaveLength(2));
      reads[1](2);
      expect(await applied).toBe(2);
      expect(revision).toBe(2);
    } finally {
      await sync.stop();
    }
  });
});
