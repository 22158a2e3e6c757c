import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDeviceCreatedSchema } from '../../../shared/schemas/access';
import { siteInfoSchema } from '../../../shared/schemas/page';
import { parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import { hostOf, NOW, startTestApp, testShopConfig, type TestApp } from '../../test/harness';

const TOKEN = 'site-test-operator-token-0123456789';

/** The test shop with 2 walk-in places, opening hours and the car park's own address. */
function shop(over: { capacity?: number; hours?: boolean; location?: string; entrance?: boolean } = {}) {
  const base = testShopConfig();
  const site = base.sites[0];
  return parseShopConfig({
    ...base,
    sites: [
      {
        id: site.id,
        name: site.name,
        // The demo names the car park's entrance (ADR 054); a config written before it has only
        // the one-line location, or neither, and then the operator's address stands in.
        ...(over.entrance ? { entrance: site.entrance } : {}),
        ...(over.location ? { location: over.location } : {}),
        parking: { ...site.parking!, capacity: over.capacity },
        ...(over.hours
          ? { openingHours: { mo: ['07:00-22:00'], fr: ['07:00-22:00'], sa: ['08:00-20:00'] } }
          : {}),
      },
    ],
  });
}

/**
 * GET /api/page/site (ADR 050): the home page's lead. The free places follow the cars that the
 * barrier lets in and out; nothing but a count leaves the server.
 */
describe.each(databases)('the home page’s site info on $name', (db) => {
  let t: TestApp;
  let entryKey: string;
  let exitKey: string;
  beforeAll(async () => {
    t = await startTestApp(db, {
      env: { OPERATOR_TOKEN: TOKEN },
      shopConfig: shop({ capacity: 2, hours: true, location: 'Einfahrt Rathausgasse 12, 79098 Freiburg' }),
    });
    const device = async (direction: 'entry' | 'exit') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/operator/access-devices',
        payload: { name: `${direction} lane`, direction },
        headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app), 'x-requested-with': 'test' },
      });
      return accessDeviceCreatedSchema.parse(res.json()).apiKey;
    };
    entryKey = await device('entry');
    exitKey = await device('exit');
  });
  afterAll(() => t.close());

  const site = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/page/site' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    return siteInfoSchema.parse(res.json());
  };
  const pass = (key: string, id: string, direction: 'entry' | 'exit', plate: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/access/events',
      payload: { eventId: id, direction, plate, occurredAt: t.app.shop.clock().toISOString() },
      headers: { authorization: `Bearer ${key}` },
    });

  it('counts down as cars enter through the barrier and up as they leave, never below 0', async () => {
    t.setNow(NOW);
    expect((await site()).freePlaces).toBe(2);
    expect((await pass(entryKey, 'site-1', 'entry', 'FR-S 1')).statusCode).toBeLessThan(300);
    const one = await site();
    expect(one.freePlaces).toBe(1);
    // A count and the shop's public facts: no plate, no stay, no time of an entry.
    expect(Object.keys(one).sort()).toEqual([
      'address',
      'at',
      'changesAt',
      'freePlaces',
      'open',
      'openingHours',
    ]);
    expect(JSON.stringify(one)).not.toContain('FR-S');
    await pass(entryKey, 'site-2', 'entry', 'FR-S 2');
    await pass(entryKey, 'site-3', 'entry', 'FR-S 3');
    expect((await site()).freePlaces).toBe(0);
    await pass(exitKey, 'site-4', 'exit', 'FR-S 1');
    await pass(exitKey, 'site-5', 'exit', 'FR-S 2');
    await pass(exitKey, 'site-6', 'exit', 'FR-S 3');
    expect((await site()).freePlaces).toBe(2);
  });

  it('answers the car park’s address and whether it is open now, and until when', async () => {
    // Friday 10:30 in Freiburg: open until 22:00.
    t.setNow(NOW);
    expect(await site()).toMatchObject({
      address: 'Einfahrt Rathausgasse 12, 79098 Freiburg',
      openingHours: { mo: ['07:00-22:00'], fr: ['07:00-22:00'], sa: ['08:00-20:00'], su: [] },
      open: true,
      changesAt: '2026-11-20T21:00:00.000Z',
      at: NOW.toISOString(),
    });
    // Saturday 21:00: closed, opens Monday 7:00 (Sunday is closed).
    t.setNow(new Date('2026-11-21T20:00:00Z'));
    expect(await site()).toMatchObject({ open: false, changesAt: '2026-11-23T06:00:00.000Z' });
    t.setNow(NOW);
  });

  it('refuses nothing with a 500: a query, a POST, a language', async () => {
    for (const url of ['/api/page/site?x=%00', '/api/page/site?lang=fr', '/api/page/site/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBeLessThan(500);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/page/site' })).statusCode).toBe(404);
  });
});

describe.each(databases)('site info without walk-in capacity or hours on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: shop(), env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('answers no free places, open around the clock, the operator’s address; limited like the other public calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/page/site', remoteAddress: '198.51.100.20' });
    expect(siteInfoSchema.parse(res.json())).toMatchObject({
      address: 'Marktplatz 7, 79098 Freiburg im Breisgau',
      openingHours: null,
      open: true,
      changesAt: null,
      freePlaces: null,
    });
    for (let i = 0; i < 2; i++) {
      await t.app.inject({ method: 'GET', url: '/api/page/site', remoteAddress: '198.51.100.20' });
    }
    const over = await t.app.inject({ method: 'GET', url: '/api/page/site', remoteAddress: '198.51.100.20' });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
  });
});

describe.each(databases)('one car park, one entrance (ADR 054) on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    // An older config's one-line location too: the entrance wins over it.
    t = await startTestApp(db, { shopConfig: shop({ entrance: true, location: 'Einfahrt Schusterstraße' }) });
  });
  afterAll(() => t.close());

  it('the home page names the catalogue’s entrance, and the demo’s Parkinfo page agrees with it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/page/site' });
    expect(siteInfoSchema.parse(res.json())).toMatchObject({
      address: 'Rathausgasse 12, 79098 Freiburg im Breisgau',
      openingHours: null,
      open: true,
    });
    const page = await t.app.inject({ method: 'GET', url: '/api/page/data?url=/parkinfo' });
    expect(page.statusCode).toBe(200);
    const { content } = page.json() as { content: string };
    expect(content).toContain('Rathausgasse 12, 79098 Freiburg im Breisgau');
    // The demo is open around the clock: its page promises no other hours, no other entrance.
    expect(content).toContain('rund um die Uhr');
    expect(content).not.toMatch(/Schusterstraße|6:00 bis 24:00/);
  });
});

describe('the entrance in the shop config (ADR 054)', () => {
  it('takes coordinates only as a pair', () => {
    const base = testShopConfig();
    const entrance = { street: 'Rathausgasse', number: '12', zip: '79098', city: 'Freiburg' };
    expect(() => parseShopConfig({ ...base, entrance: { ...entrance, latitude: 47.99 } })).toThrow(
      /longitude/,
    );
    expect(parseShopConfig({ ...base, entrance }).sites[0].entrance).toMatchObject({
      ...entrance,
      country: 'DE',
    });
  });
});
