import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quoteStay } from '../../../shared/domain/parking-price';
import { plateKey } from '../../../shared/domain/plate';
import {
  accessDecisionSchema,
  accessDeviceCreatedSchema,
  allowlistResponseSchema,
  stayListResponseSchema,
} from '../../../shared/schemas/access';
import { permissionFindResponseSchema } from '../../../shared/schemas/renewal';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import { parkingOf } from '../../config/sites';
import { parkingStays } from '../../db/schema';
import { databases } from '../../test/databases';
import { hostOf, NOW, startTestApp, type TestApp } from '../../test/harness';
import { findByPlate } from '../../test/stays';
import { bookingWrites } from '../booking';
import { AccessRepository } from './repository';

const TOKEN = 'sites-access-test-operator-token-0123456789';
const min = (n: number) => n * 60_000;
const ago = (minutes: number) => new Date(NOW.getTime() - min(minutes));

/**
 * The demo town (markt, bahnhof, pr-west) with few walk-in places, so that "full" is reached:
 * markt 2, bahnhof 1; the market closes stays without exit after 2 hours, the station after 48.
 * `tagesticket` is valid at markt only, `monatsparken` at markt and bahnhof.
 */
function townShop() {
  const town = loadShopConfig(undefined, 'town');
  const places: Record<string, number> = { markt: 2, bahnhof: 1 };
  return parseShopConfig({
    ...town,
    sites: town.sites.map((s) =>
      s.parking && s.id in places
        ? {
            ...s,
            parking: {
              ...s.parking,
              capacity: places[s.id],
              maxReadAgeHours: 24 * 30,
              // The market gives up on a stay sooner than the station.
              staleStayHours: s.id === 'markt' ? 2 : 48,
            },
          }
        : s,
    ),
  });
}

describe.each(databases)('car parks of one shop at the gates on $name', (db) => {
  let t: TestApp;
  const keys: Record<string, string> = {};
  const shop = townShop();

  const op = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app), 'x-requested-with': 'test' },
    });
  const read = (site: string, direction: 'entry' | 'exit', plate: string, occurredAt: Date) =>
    t.app.inject({
      method: 'POST',
      url: '/api/access/events',
      payload: { eventId: randomUUID(), direction, plate, occurredAt: occurredAt.toISOString() },
      headers: { authorization: `Bearer ${keys[site]}` },
    });
  const authorize = async (site: string, plate: string, direction: 'entry' | 'exit') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/access/authorize',
      payload: { plate, direction },
      headers: { authorization: `Bearer ${keys[site]}` },
    });
    expect(res.statusCode).toBe(200);
    return accessDecisionSchema.parse(res.json());
  };
  /** The decision at a gate of `site`, from the barrier's memory and from SQL: both must agree. */
  const decideBoth = async (site: string, plate: string, direction: 'entry' | 'exit') => {
    const { barrier, service } = t.app.shop.access;
    await barrier.fresh();
    const key = plateKey(plate);
    const memory = await service.decide(barrier, key, direction, NOW, site);
    const sql = await service.decide(new AccessRepository(t.database.db), key, direction, NOW, site);
    expect(memory).toEqual(sql);
    return memory;
  };
  /** A paid booking of `templateId` carrying the plate, valid from an hour ago for a day. */
  const permit = (plate: string, templateId: string, siteId: string | null) =>
    bookingWrites.insert(
      t.database.db,
      {
        id: randomUUID(),
        templateId,
        siteId,
        startsAt: ago(60),
        endsAt: new Date(NOW.getTime() + min(24 * 60)),
        displayEnd: new Date(NOW.getTime() + min(24 * 60)),
        slotCount: 1,
        priceCents: 900,
        contact: { mail: 'erika@example.de' },
        identifications: [{ source: 'lp', code: plate }],
        language: 'de',
        status: 'paid',
        plateKey: plateKey(plate),
        createdAt: NOW,
      },
      null,
    );
  const allowlistOf = async (site: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/access/allowlist',
      headers: { authorization: `Bearer ${keys[site]}` },
    });
    expect(res.statusCode).toBe(200);
    return allowlistResponseSchema.parse(res.json()).entries.map((e) => e.plate);
  };
  const stayOf = async (plate: string) =>
    t.database.db
      .select()
      .from(parkingStays)
      .where(eq(parkingStays.plateKey, plateKey(plate)))
      .orderBy(parkingStays.entryAt);

  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN }, shopConfig: shop });
    for (const site of ['markt', 'bahnhof', 'pr-west']) {
      const res = await op('POST', '/api/operator/access-devices', {
        name: `Schranke ${site}`,
        direction: 'both',
        siteId: site,
      });
      expect(res.statusCode).toBe(201);
      const created = accessDeviceCreatedSchema.parse(res.json());
      expect(created.siteId).toBe(site);
      keys[site] = created.apiKey;
    }
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(NOW));

  it('a device serves the car park it was registered at; without one or at an unknown one: 400 SITE_UNKNOWN', async () => {
    for (const body of [
      { name: 'Ohne Parkplatz', direction: 'entry' },
      { name: 'Falscher Parkplatz', direction: 'entry', siteId: 'hafen' },
    ]) {
      const res = await op('POST', '/api/operator/access-devices', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SITE_UNKNOWN');
    }
    const list = await op('GET', '/api/operator/access-devices');
    const sites = (list.json() as Array<{ name: string; siteId: string }>).map((d) => [d.name, d.siteId]);
    expect(sites).toEqual(
      expect.arrayContaining([
        ['Schranke markt', 'markt'],
        ['Schranke bahnhof', 'bahnhof'],
        ['Schranke pr-west', 'pr-west'],
      ]),
    );
    expect(sites.map(([name]) => name)).not.toContain('Ohne Parkplatz');
  });

  it("a permit valid at the market opens the market's gate and not the station's (memory, SQL, allowlist)", async () => {
    await permit('FR-MA 1', 'tagesticket', 'markt');
    await permit('FR-CW 2', 'monatsparken', null);
    await t.app.shop.access.barrierSynced();

    expect((await decideBoth('markt', 'FR-MA 1', 'entry')).reason).toBe('permission');
    expect((await decideBoth('bahnhof', 'FR-MA 1', 'entry')).reason).not.toBe('permission');
    expect((await authorize('markt', 'FR-MA 1', 'entry')).reason).toBe('permission');
    expect((await authorize('bahnhof', 'FR-MA 1', 'entry')).reason).not.toBe('permission');

    // The city-wide permit: the market and the station, not the park and ride.
    expect((await decideBoth('markt', 'FR-CW 2', 'entry')).reason).toBe('permission');
    expect((await decideBoth('bahnhof', 'FR-CW 2', 'entry')).reason).toBe('permission');
    expect((await decideBoth('pr-west', 'FR-CW 2', 'entry')).reason).not.toBe('permission');

    expect(await allowlistOf('markt')).toEqual(expect.arrayContaining(['FRMA1', 'FRCW2']));
    const station = await allowlistOf('bahnhof');
    expect(station).toContain('FRCW2');
    expect(station).not.toContain('FRMA1');
    const parkAndRide = await allowlistOf('pr-west');
    expect(parkAndRide).not.toContain('FRCW2');
    expect(parkAndRide).not.toContain('FRMA1');
  });

  it('a booking of a product the shop no longer has opens only the site it was booked at', async () => {
    await permit('FR-OLD 3', 'retired-product', 'bahnhof');
    await permit('FR-OLD 4', 'retired-city-wide', null);
    await t.app.shop.access.barrierSynced();
    expect((await decideBoth('bahnhof', 'FR-OLD 3', 'entry')).reason).toBe('permission');
    expect((await decideBoth('markt', 'FR-OLD 3', 'entry')).reason).not.toBe('permission');
    for (const site of ['markt', 'bahnhof', 'pr-west']) {
      expect((await decideBoth(site, 'FR-OLD 4', 'entry')).reason).not.toBe('permission');
    }
  });

  it("a walk-in stay at the station is the station's, priced with its tariff; the exit there asks for it", async () => {
    expect((await read('bahnhof', 'entry', 'FR-WS 5', ago(100))).statusCode).toBe(200);
    const [stay] = await stayOf('FR-WS 5');
    expect(stay.siteId).toBe('bahnhof');
    const station = quoteStay(parkingOf(shop, 'bahnhof')!, stay, NOW).priceToBePaid;
    const market = quoteStay(parkingOf(shop, 'markt')!, stay, NOW).priceToBePaid;
    expect(station).not.toBe(market);

    const exit = await decideBoth('bahnhof', 'FR-WS 5', 'exit');
    expect(exit).toMatchObject({ allowed: false, reason: 'unpaid', amountCents: station });
    expect((await authorize('bahnhof', 'FR-WS 5', 'exit')).allowed).toBe(false);

    // The back office lists the stay with its car park.
    const list = await op('GET', '/api/operator/stays?status=open&plate=FR-WS');
    const data = stayListResponseSchema.parse(list.json()).data;
    expect(data.map((s) => [s.plate, s.siteId])).toEqual([['FR-WS 5', 'bahnhof']]);
    expect(data[0].amountDueCents).toBe(station);
  });

  it('pay by plate finds the car at the station and names the station', async () => {
    expect((await read('bahnhof', 'entry', 'FR-PB 6', ago(100))).statusCode).toBe(200);
    const [stay] = await stayOf('FR-PB 6');
    const res = await findByPlate(t.app, 'FR-PB 6');
    expect(res.statusCode).toBe(200);
    const found = permissionFindResponseSchema.parse(res.json());
    expect(found).toMatchObject({ siteId: 'bahnhof', siteName: 'Parkhaus am Hauptbahnhof' });
    expect(found.breakdown).toMatchObject({ siteId: 'bahnhof', siteName: 'Parkhaus am Hauptbahnhof' });
    // The station's tariff: 30-minute steps at 1,50 €.
    expect(found.breakdown!.stepMinutes).toBe(30);
    expect(found.priceToBePaid).toBeGreaterThan(0);
    expect(found.priceToBePaid).toBe(found.breakdown!.totalCents);
    expect(stay.siteId).toBe('bahnhof');
  });

  it('seen entering the station while inside the market: the market stay ends exit-missed, the new one is at the station', async () => {
    expect((await read('markt', 'entry', 'FR-MV 7', ago(300))).statusCode).toBe(200);
    expect((await read('bahnhof', 'entry', 'FR-MV 7', ago(30))).statusCode).toBe(200);
    const stays = await stayOf('FR-MV 7');
    expect(stays.map((s) => [s.siteId, s.status])).toEqual([
      ['markt', 'exit-missed'],
      ['bahnhof', 'open'],
    ]);
  });

  it("a stay whose exit was never read is given up by its own car park's staleStayHours", async () => {
    expect((await read('markt', 'entry', 'FR-ST 11', ago(3 * 60))).statusCode).toBe(200);
    expect((await read('bahnhof', 'entry', 'FR-ST 12', ago(3 * 60))).statusCode).toBe(200);
    await t.app.shop.access.closeStaleStays(NOW);
    expect((await stayOf('FR-ST 11')).map((s) => s.status)).toEqual(['exit-missed']);
    expect((await stayOf('FR-ST 12')).map((s) => s.status)).toEqual(['open']);
  });

  it("capacity and free places count each car park's own walk-ins", async () => {
    const { access } = t.app.shop;
    // Earlier tests left walk-ins inside at the station; close them to start from a known count.
    await t.database.db.update(parkingStays).set({ status: 'closed', exitAt: ago(1) });
    await access.barrierSynced();
    expect(await access.freePlaces(NOW, 'bahnhof')).toBe(1);
    expect(await access.freePlaces(NOW, 'markt')).toBe(2);

    // One walk-in at the market: the station still has its one place.
    expect((await read('markt', 'entry', 'FR-CP 8', ago(20))).statusCode).toBe(200);
    expect(await access.freePlaces(NOW, 'markt')).toBe(1);
    expect(await access.freePlaces(NOW, 'bahnhof')).toBe(1);
    expect((await decideBoth('bahnhof', 'FR-CP 9', 'entry')).reason).toBe('capacity');

    // One walk-in at the station fills it; the market still lets a car in.
    expect((await read('bahnhof', 'entry', 'FR-CP 9', ago(10))).statusCode).toBe(200);
    expect(await access.freePlaces(NOW, 'bahnhof')).toBe(0);
    expect(await access.walkInsInside(NOW, 'bahnhof')).toBe(1);
    expect(await access.walkInsInside(NOW, 'markt')).toBe(1);
    expect(await access.walkInsInside(NOW)).toBe(2);
    expect(await decideBoth('bahnhof', 'FR-CP 10', 'entry')).toMatchObject({
      allowed: false,
      reason: 'full',
    });
    expect((await authorize('bahnhof', 'FR-CP 10', 'entry')).reason).toBe('full');
    expect(await decideBoth('markt', 'FR-CP 10', 'entry')).toMatchObject({
      allowed: true,
      reason: 'capacity',
    });

    // A city-wide permit holder parks on his own place at the station: not a walk-in there.
    await permit('FR-CP 9', 'monatsparken', null);
    await access.barrierSynced();
    expect(await access.freePlaces(NOW, 'bahnhof')).toBe(1);
  });
});
