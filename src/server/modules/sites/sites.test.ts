import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfigSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { publicSiteSchema, sitesResponseSchema } from '../../../shared/schemas/sites';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import { seedOperatorSession } from '../../test/admin';
import { entryBarrier } from '../../test/gates';
import { NOW, startTestApp, type TestApp } from '../../test/harness';

/** The town of three car parks; the park-and-ride keeps its hours in Lisbon's zone (UTC in November). */
function town() {
  const demo = loadShopConfig(undefined, 'town');
  return parseShopConfig({
    ...demo,
    sites: demo.sites.map((s) => (s.id === 'pr-west' ? { ...s, timeZone: 'Europe/Lisbon' } : s)),
  });
}

/** GET /api/sites and /api/sites/{id} (ADR 060): the car parks as drivers choose among them. */
describe.each(databases)('the public sites on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: town() });
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sites${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { res, body: sitesResponseSchema.parse(res.json()) };
  };

  it('lists the three car parks in the shop’s order with entrance, phone, products and free places', async () => {
    t.setNow(NOW);
    const { res, body } = await list();
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(body.sites.map((s) => s.id)).toEqual(['markt', 'bahnhof', 'pr-west']);
    const [markt, bahnhof, pr] = body.sites;
    expect(markt).toMatchObject({
      name: 'Parkhaus am Markt',
      entrance: {
        line: 'Rathausgasse 12, 79098 Freiburg im Breisgau',
        latitude: 47.99603,
        longitude: 7.84991,
        directions: 'Folgen Sie dem Parkleitsystem Altstadt bis in die Rathausgasse.',
      },
      openingHours: null,
      timeZone: 'Europe/Berlin',
      openNow: true,
      changesAt: null,
      phone: '0761 000000',
      contactLine: null,
      payByPlate: true,
      // Nobody is parked yet: the walk-in capacity is free.
      freePlaces: 120,
      at: NOW.toISOString(),
    });
    expect(markt.templateIds.sort()).toEqual(['kurzzeit', 'monatsparken', 'tagesticket']);
    // The city-wide permit is at the market and the station, not at the park-and-ride.
    expect(bahnhof.templateIds.sort()).toEqual(['bahnhof-tag', 'monatsparken']);
    expect(pr.templateIds).toEqual(['pr-tag']);
    expect(pr).toMatchObject({ phone: null, freePlaces: 80, timeZone: 'Europe/Lisbon' });
  });

  it('names the cheapest price of each site’s products as the booking list prices them', async () => {
    const config = bookingConfigSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/booking/config' })).json(),
    );
    // The products carry the sites they are valid at.
    expect(config.permissionTemplates.find((p) => p._id === 'monatsparken')?.siteIds).toEqual([
      'markt',
      'bahnhof',
    ]);
    const { body } = await list();
    for (const site of body.sites) {
      const prices = config.permissionTemplates
        .filter((p) => p.siteIds.includes(site.id))
        .map((p) => p.info.priceFrom);
      expect(site.priceFrom, site.id).toBe(Math.min(...prices));
    }
    expect(body.sites.find((s) => s.id === 'pr-west')?.priceFrom).toBe(300);
  });

  it('answers names and directions in the asked language', async () => {
    const { body } = await list('?lang=en');
    expect(body.sites[1]).toMatchObject({
      name: 'Central station car park',
      entrance: { directions: 'Enter from Bismarckallee, right beside the bus station.' },
    });
    const one = await t.app.inject({ method: 'GET', url: '/api/sites/pr-west?lang=nl' });
    expect(publicSiteSchema.parse(one.json()).name).toBe('P+R West');
  });

  it('says which car parks are open now, each in its own time zone', async () => {
    // Friday 03:30 UTC: 04:30 in Freiburg (the station opens at 05:00), 03:30 in Lisbon.
    t.setNow(new Date('2026-11-20T03:30:00Z'));
    try {
      const { body } = await list();
      const status = Object.fromEntries(body.sites.map((s) => [s.id, [s.openNow, s.changesAt]]));
      expect(status).toEqual({
        markt: [true, null],
        bahnhof: [false, '2026-11-20T04:00:00.000Z'],
        'pr-west': [false, '2026-11-20T05:00:00.000Z'],
      });
      // An hour later the station has opened; the park-and-ride has not.
      t.setNow(new Date('2026-11-20T04:30:00Z'));
      const later = await list();
      expect(later.body.sites.map((s) => s.openNow)).toEqual([true, true, false]);
      // The clock set back asks again rather than trusting the later answer.
      t.setNow(new Date('2026-11-20T03:30:00Z'));
      expect((await list()).body.sites.map((s) => s.openNow)).toEqual([true, false, false]);
    } finally {
      t.setNow(NOW);
    }
  });

  it('answers one site by its id, and 404 SITE_NOT_FOUND for an id no site has', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sites/bahnhof' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(publicSiteSchema.parse(res.json())).toMatchObject({ id: 'bahnhof', freePlaces: 300 });
    for (const id of ['nowhere', 'MARKT', 'walk-in@markt']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/sites/${encodeURIComponent(id)}` });
      expect(missing.statusCode, id).toBe(404);
      expect(errorBodySchema.parse(missing.json()).code).toBe('SITE_NOT_FOUND');
    }
  });

  it('refuses a language it does not know with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sites?lang=xx' });
    expect(res.statusCode).toBe(400);
  });

  it("gives a car park's page only its own products: the city-wide permit at both of its sites, 404 for an unknown site", async () => {
    const ids = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/booking/templates${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Array<{ _id: string; name: string }>).map((p) => p._id).sort();
    };
    expect(await ids('?site=bahnhof')).toEqual(['bahnhof-tag', 'monatsparken']);
    expect(await ids('?site=pr-west&lang=en')).toEqual(['pr-tag']);
    expect(await ids('?site=markt')).toEqual(['kurzzeit', 'monatsparken', 'tagesticket']);
    // Without a site: every product, as before.
    expect(await ids('')).toHaveLength(5);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/booking/templates?site=nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).code).toBe('SITE_NOT_FOUND');
    const bad = await t.app.inject({ method: 'GET', url: '/api/booking/templates?site=Not%20a%20site' });
    expect(bad.statusCode).toBe(400);
  });
});

/**
 * The list answer is kept while nothing it says changes (service.ts, routes.ts): what a driver
 * reads must still follow the gates and the catalogue at once.
 */
describe.each(databases)('the kept sites answer on $name', (db) => {
  const TOKEN = 'sites-cache-test-operator-token-0123456789';
  let t: TestApp;
  let gate: Awaited<ReturnType<typeof entryBarrier>>;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN }, shopConfig: town() });
    gate = await entryBarrier(t, TOKEN, 'markt');
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/sites', headers });
  const markt = async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    return sitesResponseSchema.parse(res.json()).sites.find((s) => s.id === 'markt')!;
  };

  it('counts a car let in at the market in the very next answer, and names it with a new ETag', async () => {
    t.setNow(NOW);
    const before = await get();
    expect(sitesResponseSchema.parse(before.json()).sites[0].freePlaces).toBe(120);
    await gate.letIn('FR-C 1', 'cache-1');
    // Same minute, same catalogue: only the car changed.
    const after = await get({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(sitesResponseSchema.parse(after.json()).sites[0].freePlaces).toBe(119);
  });

  it('answers 304 without a body to the ETag of the current answer, and the list again when it changed', async () => {
    t.setNow(NOW);
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    expect((await get({ 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    // A minute on, the answer says when it was made: a new body.
    t.setNow(new Date(NOW.getTime() + 60_000));
    const later = await get({ 'if-none-match': etag });
    expect(later.statusCode).toBe(200);
    expect(sitesResponseSchema.parse(later.json()).sites[0].at).toBe(
      new Date(NOW.getTime() + 60_000).toISOString(),
    );
    t.setNow(NOW);
  });

  it('sends the compressed list to a client that takes br, the same list as plain', async () => {
    t.setNow(NOW);
    const plain = await get();
    const br = await get({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect((await get({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('shows a site renamed in the back office in the next answer', async () => {
    t.setNow(NOW);
    const before = await markt();
    const admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
    const cat = (
      await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers })
    ).json();
    const site = cat.document.sites.find((s: { id: string }) => s.id === 'markt');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/catalogue/sites/markt',
      headers: admin.headers,
      payload: { baseRevision: cat.revision, site: { ...site, name: { de: 'Marktgarage' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(before.name).toBe('Parkhaus am Markt');
    expect((await markt()).name).toBe('Marktgarage');
  });
});

describe.each(databases)('a one-site shop’s sites on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  it('lists its one car park, with the same address and hours as the home page’s lead', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sites' });
    expect(res.statusCode, res.body).toBe(200);
    const { sites } = sitesResponseSchema.parse(res.json());
    expect(sites.map((s) => s.id)).toEqual(['main']);
    const lead = (await t.app.inject({ method: 'GET', url: '/api/page/site' })).json() as {
      address: string | null;
      open: boolean;
      freePlaces: number | null;
    };
    expect(sites[0].entrance.line).toBe(lead.address);
    expect(sites[0].openNow).toBe(lead.open);
    expect(sites[0].freePlaces).toBe(lead.freePlaces);
    const config = bookingConfigSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/booking/config' })).json(),
    );
    expect(config.permissionTemplates.every((p) => p.siteIds.join() === 'main')).toBe(true);
    expect(sites[0].templateIds).toEqual(config.permissionTemplates.map((p) => p._id));
  });
});
