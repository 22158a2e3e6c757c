import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import { errorBodySchema } from '../../../shared/schemas/common';
import { sitesResponseSchema } from '../../../shared/schemas/sites';
import { auditLog } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import { NOW, startTestApp, type TestApp } from '../../test/harness';

const STATION = {
  id: 'bahnhof',
  name: { de: 'Parkhaus am Bahnhof', en: 'Station car park' },
  entrance: {
    street: 'Bismarckallee',
    number: '5',
    zip: '79098',
    city: 'Freiburg',
    latitude: 48,
    longitude: 7.8,
  },
  openingHours: { mo: ['05:00-24:00'] },
  contact: { phone: '0761 111' },
  parking: {
    name: 'Kurzparken',
    stepDuration: 3600,
    tariff: { pricePerStep: 180 },
    capacity: 40,
  },
  costCentre: 'BHF01',
};

const CITY_PERMIT = {
  id: 'stadtweit',
  type: 'flat',
  name: 'Stadtweit',
  requiredContactDetails: 'MailOnly',
  requestedIdentifierSources: ['lp'],
  reservationSlotDetails: {
    stepDuration: 86400,
    startBefore: 604800,
    bookUntil: 691200,
    minDuration: 86400,
    maxDuration: 86400,
  },
  tariff: { pricePerStep: 900 },
  siteIds: ['main', 'bahnhof'],
};

/** The catalogue's sites (ADR 060): admins add, change and delete car parks like products. */
describe.each(databases)('the catalogue’s sites on $name', (db) => {
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

  const get = async (): Promise<CatalogueResponse> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = admin) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const ok = async (p: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CatalogueResponse;
  };
  const refused = async (p: ReturnType<typeof send>, status: number, code: string) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(status);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe(code);
    return body;
  };
  const sitesOf = (c: CatalogueResponse) => (c.document.sites as { id: string }[]).map((s) => s.id);
  const publicSites = async () =>
    sitesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/sites' })).json()).sites;
  const lastAudit = async (action: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).at(-1);

  it('staff and viewers may not create, change or delete a site (403)', async () => {
    const { revision } = await get();
    for (const who of [staff, viewer]) {
      await refused(
        send('POST', '/api/admin/catalogue/sites', { baseRevision: revision, site: STATION }, who),
        403,
        'FORBIDDEN_ROLE',
      );
      await refused(
        send('PUT', '/api/admin/catalogue/sites/main', { baseRevision: revision, site: STATION }, who),
        403,
        'FORBIDDEN_ROLE',
      );
      await refused(
        send('DELETE', `/api/admin/catalogue/sites/main?baseRevision=${revision}`, undefined, who),
        403,
        'FORBIDDEN_ROLE',
      );
    }
    expect(sitesOf(await get())).toEqual(['main']);
  });

  it('refuses a site that breaks the rules with the failing paths, and a stale revision with 409', async () => {
    const { revision } = await get();
    const bad = await refused(
      send('POST', '/api/admin/catalogue/sites', {
        baseRevision: revision,
        site: { ...STATION, id: 'Bahnhof!', timeZone: 'Mars/Olympus' },
      }),
      400,
      'CATALOGUE_INVALID',
    );
    const paths = (bad.details as { path: string }[]).map((d) => d.path);
    expect(paths).toContain('sites.1.id');
    expect(paths).toContain('sites.1.timeZone');
    await refused(
      send('POST', '/api/admin/catalogue/sites', {
        baseRevision: revision,
        site: { ...STATION, id: 'main' },
      }),
      400,
      'CATALOGUE_INVALID',
    );
    await refused(
      send('POST', '/api/admin/catalogue/sites', { baseRevision: revision - 1, site: STATION }),
      409,
      'CATALOGUE_CONFLICT',
    );
    expect((await get()).revision).toBe(revision);
  });

  it('creates a second car park with its walk-in tariff as version 1; drivers see it at once', async () => {
    const { revision } = await get();
    const next = await ok(
      send('POST', '/api/admin/catalogue/sites', { baseRevision: revision, site: STATION }),
    );
    expect(next.revision).toBe(revision + 1);
    expect(sitesOf(next)).toEqual(['main', 'bahnhof']);
    expect(next.tariffs.filter((v) => v.templateId === 'walk-in@bahnhof')).toMatchObject([
      { version: 1, state: 'current', tariff: { pricePerStep: 180 } },
    ]);
    const entry = await lastAudit('catalogue.site.create');
    expect(entry).toMatchObject({ actorName: admin.username, entityId: 'bahnhof', before: null });
    expect(entry?.after).toMatchObject({ id: 'bahnhof', costCentre: 'BHF01' });
    const sites = await publicSites();
    expect(sites.map((s) => s.id)).toEqual(['main', 'bahnhof']);
    expect(sites[1]).toMatchObject({
      name: 'Parkhaus am Bahnhof',
      entrance: { line: 'Bismarckallee 5, 79098 Freiburg', latitude: 48, longitude: 7.8 },
      phone: '0761 111',
      templateIds: [],
      priceFrom: null,
    });
  });

  it('a product names its sites: one at both car parks is listed at both; without siteIds it is refused', async () => {
    const { revision } = await get();
    const { siteIds: _none, ...withoutSites } = CITY_PERMIT;
    const bad = await refused(
      send('POST', '/api/admin/catalogue/templates', { baseRevision: revision, template: withoutSites }),
      400,
      'CATALOGUE_INVALID',
    );
    expect(bad.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.stringMatching(/siteIds$/) })]),
    );
    await refused(
      send('POST', '/api/admin/catalogue/templates', {
        baseRevision: revision,
        template: { ...CITY_PERMIT, siteIds: ['main', 'nowhere'] },
      }),
      400,
      'CATALOGUE_INVALID',
    );
    await ok(
      send('POST', '/api/admin/catalogue/templates', { baseRevision: revision, template: CITY_PERMIT }),
    );
    const sites = await publicSites();
    expect(sites.map((s) => s.templateIds.includes('stadtweit'))).toEqual([true, true]);
    expect(sites[1]).toMatchObject({ templateIds: ['stadtweit'], priceFrom: 900 });
  });

  it('a product with a capacity stays at one site', async () => {
    const cat = await get();
    const kurzzeit = (cat.document.templates as { id: string }[]).find((x) => x.id === 'kurzzeit')!;
    const bad = await refused(
      send('PUT', '/api/admin/catalogue/templates/kurzzeit', {
        baseRevision: cat.revision,
        template: { ...kurzzeit, siteIds: ['main', 'bahnhof'] },
      }),
      400,
      'CATALOGUE_INVALID',
    );
    expect(JSON.stringify(bad.details)).toContain('one site');
  });

  it('changes a site: its id and walk-in tariff stay; the tariff changes through walk-in@bahnhof', async () => {
    const { revision } = await get();
    const next = await ok(
      send('PUT', '/api/admin/catalogue/sites/bahnhof', {
        baseRevision: revision,
        site: {
          ...STATION,
          id: 'elsewhere',
          name: 'Bahnhofsgarage',
          parking: { ...STATION.parking, capacity: 50, tariff: { pricePerStep: 1 } },
        },
      }),
    );
    const site = (next.document.sites as Record<string, unknown>[])[1];
    expect(site).toMatchObject({
      id: 'bahnhof',
      name: 'Bahnhofsgarage',
      parking: { capacity: 50, tariff: { pricePerStep: 180 } },
    });
    expect(await lastAudit('catalogue.site.update')).toMatchObject({ entityId: 'bahnhof' });
    const tariffs = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/templates/walk-in@bahnhof/tariffs',
      headers: viewer.headers,
    });
    expect(tariffs.statusCode, tariffs.body).toBe(200);
    expect(tariffs.json()).toMatchObject([{ templateId: 'walk-in@bahnhof', version: 1 }]);
    const scheduled = await ok(
      send('POST', '/api/admin/catalogue/templates/walk-in@bahnhof/tariffs', {
        baseRevision: next.revision,
        tariff: { pricePerStep: 220 },
      }),
    );
    expect(scheduled.tariffs.filter((v) => v.templateId === 'walk-in@bahnhof').map((v) => v.state)).toEqual([
      'past',
      'current',
    ]);
    await refused(
      send('PUT', '/api/admin/catalogue/sites/nowhere', { baseRevision: scheduled.revision, site: STATION }),
      404,
      'SITE_NOT_FOUND',
    );
    expect((await publicSites())[1].name).toBe('Bahnhofsgarage');
  });

  it('refuses to delete a site a product names (409 SITE_IN_USE), then deletes it once none does', async () => {
    const cat = await get();
    const body = await refused(
      send('DELETE', `/api/admin/catalogue/sites/bahnhof?baseRevision=${cat.revision}`),
      409,
      'SITE_IN_USE',
    );
    expect(body.details).toEqual({ templateIds: ['stadtweit'] });
    await refused(
      send('DELETE', `/api/admin/catalogue/sites/nowhere?baseRevision=${cat.revision}`),
      404,
      'SITE_NOT_FOUND',
    );
    const permit = (cat.document.templates as { id: string }[]).find((x) => x.id === 'stadtweit')!;
    const moved = await ok(
      send('PUT', '/api/admin/catalogue/templates/stadtweit', {
        baseRevision: cat.revision,
        template: { ...permit, siteIds: ['main'] },
      }),
    );
    const gone = await ok(
      send('DELETE', `/api/admin/catalogue/sites/bahnhof?baseRevision=${moved.revision}`),
    );
    expect(sitesOf(gone)).toEqual(['main']);
    // Its tariff history stays with the catalogue.
    expect(gone.tariffs.some((v) => v.templateId === 'walk-in@bahnhof')).toBe(true);
    expect(await lastAudit('catalogue.site.delete')).toMatchObject({ entityId: 'bahnhof', after: null });
    expect((await publicSites()).map((s) => s.id)).toEqual(['main']);
    // The last car park cannot go.
    await refused(
      send('DELETE', `/api/admin/catalogue/sites/main?baseRevision=${gone.revision}`),
      409,
      'SITE_IN_USE',
    );
  });

  it('a site created again under a deleted id gets the tariff it is created with', async () => {
    const { revision } = await get();
    const next = await ok(
      send('POST', '/api/admin/catalogue/sites', {
        baseRevision: revision,
        site: { ...STATION, parking: { ...STATION.parking, tariff: { pricePerStep: 300 } } },
      }),
    );
    const site = (next.document.sites as { parking: { tariff: unknown } }[])[1];
    expect(site.parking.tariff).toEqual({ pricePerStep: 300 });
    expect(next.tariffs.filter((v) => v.templateId === 'walk-in@bahnhof').map((v) => v.version)).toEqual([
      1, 2, 3,
    ]);
  });
});
