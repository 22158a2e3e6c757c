import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/admin-dashboard';
import { loadShopConfig } from '../../config/shop-config';
import { parkingStays } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import { NOW, startTestApp, type TestApp } from '../../test/harness';
import { insertStay } from '../../test/stays';
import { seedTownMoney } from '../../test/town-money';

/** The dashboard of the town demo's three car parks: one site's figures, and the sites side by side. */
describe.each(databases)('dashboard per site on $name', (db) => {
  let t: TestApp;
  let admin: SeededOperator;
  let bahnhofViewer: SeededOperator;

  const call = (query: string, op: SeededOperator) =>
    t.app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers: { cookie: op.cookie } });
  const get = async (query: string, op: SeededOperator = admin) => {
    const res = await call(query, op);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Dashboard;
  };

  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: loadShopConfig(undefined, 'town') });
    admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
    bahnhofViewer = await seedOperatorSession(t.database.db, {
      now: NOW,
      role: 'viewer',
      siteIds: ['bahnhof'],
    });
    await seedTownMoney(t.database.db);
  });
  afterAll(() => t.close());

  it("compares the sites: cars inside, occupancy and this month's revenue, walk-in vs booked", async () => {
    const d = await get('?days=7');
    expect(d.sitesPeriod).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(d.sites).toEqual([
      {
        siteId: 'markt',
        name: 'Parkhaus am Markt',
        staysInside: 1,
        walkInsInside: 1,
        walkInCapacity: 120,
        occupancy: 0.01,
        // The reservation and today's walk-in; last month's ticket is not this month's.
        revenueCents: 1650,
        walkInRevenueCents: 450,
        bookedRevenueCents: 1200,
      },
      {
        siteId: 'bahnhof',
        name: 'Parkhaus am Hauptbahnhof',
        staysInside: 2,
        walkInsInside: 2,
        walkInCapacity: 300,
        occupancy: 0.01,
        // The day ticket less its credit note, and yesterday's walk-in.
        revenueCents: 900,
        walkInRevenueCents: 300,
        bookedRevenueCents: 600,
      },
      {
        siteId: 'pr-west',
        name: 'Park+Ride West',
        staysInside: 0,
        walkInsInside: 0,
        walkInCapacity: 80,
        occupancy: 0,
        revenueCents: 0,
        walkInRevenueCents: 0,
        bookedRevenueCents: 0,
      },
      {
        // The city-wide permit is no one garage's: a row of its own, so the rows add up.
        siteId: null,
        name: null,
        staysInside: 0,
        walkInsInside: 0,
        walkInCapacity: null,
        occupancy: null,
        revenueCents: 9000,
        walkInRevenueCents: 0,
        bookedRevenueCents: 9000,
      },
    ]);
    // The whole shop: every car, every site's places, the permit holder and the reservation.
    expect(d.occupancy).toMatchObject({ staysInside: 3, walkInsInside: 3, walkInCapacity: 500 });
    expect(d.occupancy.permitHolders).toBe(1);
    expect(d.daily.find((x) => x.date === '2026-11-19')?.revenueCents).toBe(300);
    expect(d.today.revenueCents).toBe(450);
  });

  it("one site's figures with ?site=: its cars, places, products and money only", async () => {
    const markt = await get('?days=7&site=markt');
    expect(markt.occupancy).toMatchObject({
      staysInside: 1,
      walkInsInside: 1,
      walkInCapacity: 120,
      reservationCapacity: 3,
      // The city-wide permit's holder may park here.
      permitHolders: 1,
    });
    expect(markt.today).toMatchObject({ date: '2026-11-20', revenueCents: 450, bookings: 1 });
    expect(markt.daily.find((x) => x.date === '2026-11-19')).toMatchObject({ revenueCents: 0, bookings: 0 });
    // The car that left the station yesterday is not the market garage's.
    expect(markt.occupancyOverTime.some((o) => o.start === '2026-11-19T06:00:00.000Z' && o.peak > 0)).toBe(
      false,
    );
    expect(markt.sites.map((s) => s.siteId)).toEqual(['markt']);

    const west = await get('?days=1&site=pr-west');
    expect(west.occupancy).toMatchObject({
      staysInside: 0,
      walkInCapacity: 80,
      permitHolders: 0,
      reservationCapacity: null,
    });
    expect(west.today.revenueCents).toBe(0);
  });

  it("an operator of the station garage sees its figures only, and 404 for another site's", async () => {
    const d = await get('?days=7', bahnhofViewer);
    expect(d.occupancy).toMatchObject({ staysInside: 2, walkInsInside: 2, walkInCapacity: 300 });
    expect(d.today.revenueCents).toBe(0);
    expect(d.daily.find((x) => x.date === '2026-11-19')?.revenueCents).toBe(300);
    expect(d.occupancyOverTime.some((o) => o.start === '2026-11-19T06:00:00.000Z' && o.peak === 1)).toBe(
      true,
    );
    expect(d.sites.map((s) => [s.siteId, s.revenueCents])).toEqual([['bahnhof', 900]]);
    expect((await get('?days=7&site=bahnhof', bahnhofViewer)).sites).toHaveLength(1);

    for (const site of ['markt', 'nirgendwo']) {
      const res = await call(`?days=7&site=${site}`, bahnhofViewer);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // An unknown site is unknown to an admin too.
    expect((await call('?site=nirgendwo', admin)).statusCode).toBe(404);
  });

  it("counts every site's walk-ins as its barrier does: a permit keeps a car off the places only where it is valid", async () => {
    // The city-wide permit's car (valid at the market and the station) stands at the park-and-ride,
    // where it takes a walk-in place, and a second car at the market, where its permit covers it.
    const extra = [
      await insertStay(t.database.db, {
        plate: 'FR-CW 1',
        entryAt: new Date('2026-11-20T07:00:00Z'),
        siteId: 'pr-west',
      }),
      await insertStay(t.database.db, {
        plate: 'FR-PR 1',
        entryAt: new Date('2026-11-20T07:30:00Z'),
        siteId: 'pr-west',
      }),
    ];
    try {
      const d = await get('?days=1');
      const walkIns = Object.fromEntries(d.sites.map((s) => [s.siteId ?? '*', s.walkInsInside]));
      expect(walkIns).toEqual({ markt: 1, bahnhof: 2, 'pr-west': 2, '*': 0 });
      for (const site of ['markt', 'bahnhof', 'pr-west']) {
        expect(walkIns[site], site).toBe(await t.app.shop.access.walkInsInside(NOW, site));
      }
      expect(d.sites.find((s) => s.siteId === 'pr-west')).toMatchObject({ staysInside: 2, occupancy: 0.03 });
      // The whole shop: a car with a permit parks on its own place wherever it stands.
      expect(d.occupancy.walkInsInside).toBe(await t.app.shop.access.walkInsInside(NOW));
      expect(d.occupancy.walkInsInside).toBe(4);
      // The station's operator still sees the station's figures only.
      const station = await get('?days=1', bahnhofViewer);
      expect(station.occupancy).toMatchObject({ staysInside: 2, walkInsInside: 2 });
      expect(station.sites.map((s) => [s.siteId, s.walkInsInside])).toEqual([['bahnhof', 2]]);
      expect((await get('?days=1&site=pr-west')).occupancy).toMatchObject({
        staysInside: 2,
        walkInsInside: 2,
      });
    } finally {
      await t.database.db.delete(parkingStays).where(inArray(parkingStays.id, extra));
    }
  });
});
