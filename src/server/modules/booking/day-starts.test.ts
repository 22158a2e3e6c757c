import { afterEach, describe, expect, it } from 'vitest';
import { periodHasPlace, toAvailability } from '../../../shared/domain/availability';
import type { AvailabilityResponse } from '../../../shared/schemas/booking';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import {
  checkout,
  demoPay,
  reserve,
  reserveBody,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';

/**
 * Month permits that start on any day (ADR 048): the demo's "monatsparken" has
 * `startGrid: 'day'`; "monatsplatz" is the same with two places, for the capacity rule.
 * NOW is 2026-11-20 10:30 in Berlin, so day k is local midnight k days after 2026-11-20.
 */
function shopConfig() {
  const base = testShopConfig();
  const demo = loadShopConfig(undefined);
  return parseShopConfig({
    ...demo,
    templates: [
      ...base.templates,
      {
        id: 'monatsplatz',
        type: 'reservation',
        name: 'Monatsplatz',
        requiredContactDetails: 'MailOnly',
        requestedIdentifierSources: [],
        reservationSlotDetails: {
          stepDuration: 2_592_000,
          startBefore: 90 * 86_400,
          bookUntil: 120 * 86_400,
          minDuration: 2_592_000,
          maxDuration: 2_592_000,
          startGrid: 'day',
        },
        capacity: 2,
        tariff: { pricePerStep: 8900 },
      },
    ],
  });
}

/** Local midnight (CET, UTC+1 all winter) `k` days after 2026-11-20. */
const day = (k: number) => new Date(Date.parse('2026-11-19T23:00:00.000Z') + k * 86_400_000).toISOString();
const month = (templateId: string, k: number) => ({ templateId, startTime: day(k), slotCount: 1 });
/** A driver with the full address the demo's monthly permit asks for, and a plate. */
const guest = (i: number, selection: object) =>
  reserveBody({
    selection,
    contact: {
      mail: `monat${i}@example.de`,
      firstName: 'Erika',
      lastName: `Nr ${i}`,
      address: {
        streetName: 'Marktplatz',
        buildingNumber: '1',
        zipCode: '79098',
        city: 'Freiburg',
        country: 'DE',
      },
    },
    identifications: [{ source: 'lp', code: `F-M ${i}` }],
  });
/** The same for the test template, which asks for a mail only and no plate. */
const placeGuest = (i: number, selection: object) =>
  reserveBody({ selection, contact: { mail: `platz${i}@example.de` }, identifications: [] });

describe.each(databases)('month permits starting on any day on $name', (db) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const price = (p: object) => t.app.inject({ method: 'POST', url: '/api/booking/price', payload: p });

  it('prices and reserves one month from the 7th of December: 30 days, one month price', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    // Day 17 lies off the 30-day grid (days 0, 30, 60) that the template had before.
    const p = await price(month('monatsparken', 17));
    expect(p.statusCode).toBe(200);
    expect(p.json()).toEqual({
      priceToBePaid: 8900,
      startTime: '2026-12-06T23:00:00.000Z',
      endTime: '2027-01-05T22:59:59.000Z',
      bookedOut: false,
    });
    const r = await reserve(t.app, guest(1, month('monatsparken', 17)));
    expect(r.res.statusCode).toBe(200);
    expect(r.json).toMatchObject({
      priceToBePaid: 8900,
      startTime: '2026-12-06T23:00:00.000Z',
      endTime: '2027-01-05T22:59:59.000Z',
    });
    expect((await demoPay(t.app, r.json.paymentId, 'paid')).statusCode).toBe(303);
    const co = await checkout(t.app, r.cookie);
    expect(co.statusCode).toBe(200);
    expect(co.json()).toMatchObject({ permissionId: expect.any(String) });
  });

  it('refuses a time of day (400 START_OFF_GRID), a past day and a day from startBefore on', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    const refused = async (startTime: string, code: string) => {
      const res = await price({ templateId: 'monatsparken', startTime, slotCount: 1 });
      expect(res.statusCode, startTime).toBe(400);
      expect(res.json().code, startTime).toBe(code);
    };
    await refused('2026-12-07T00:00:00.000Z', 'START_OFF_GRID'); // 01:00 in Berlin
    await refused('2026-12-07T11:00:00.000Z', 'START_OFF_GRID'); // noon
    await refused(day(-1), 'START_TOO_EARLY');
    await refused(day(90), 'START_TOO_LATE'); // startBefore is 90 days
    expect((await price(month('monatsparken', 89))).statusCode).toBe(200);
    const two = await price({ ...month('monatsparken', 17), slotCount: 2 });
    expect(two.json().code).toBe('SLOT_COUNT_OUT_OF_RANGE');
    // A reserve off the grid is refused the same way, before anything is held.
    const r = await reserve(
      t.app,
      guest(2, { ...month('monatsparken', 0), startTime: '2026-12-07T00:00:00.000Z' }),
    );
    expect(r.res.statusCode).toBe(400);
    expect(r.json.code).toBe('START_OFF_GRID');
  });

  it('counts every month overlapping the period, whatever day each began on', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    // Two places: one month from day 0, one from day 10.
    expect((await reserve(t.app, placeGuest(3, month('monatsplatz', 0)))).res.statusCode).toBe(200);
    expect((await reserve(t.app, placeGuest(4, month('monatsplatz', 10)))).res.statusCode).toBe(200);

    // From day 5 a month meets both: booked out, although its first day holds only one.
    const full = await price(month('monatsplatz', 5));
    expect(full.statusCode).toBe(503);
    expect(full.json().details).toMatchObject({ startTime: day(5), bookedOut: true });
    const late = await reserve(t.app, placeGuest(5, month('monatsplatz', 5)));
    expect(late.res.statusCode).toBe(409);
    expect(late.json.code).toBe('BOOKED_OUT');
    // From day 30 the first month has ended (ends are exclusive): one place left.
    expect((await price(month('monatsplatz', 30))).json()).toMatchObject({ bookedOut: false });
    expect((await price(month('monatsplatz', 39))).statusCode).toBe(200);

    // The availability answers per day, and the client's rule agrees with the price call.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/booking/availability?templateId=monatsplatz',
    });
    expect(res.statusCode).toBe(200);
    const json = res.json() as AvailabilityResponse;
    expect(json.slots[0]).toEqual({ startTime: day(0), free: 1, startsHere: 1 });
    expect(json.slots[10]).toEqual({ startTime: day(10), free: 0, startsHere: 1 });
    expect(json.slots.find((s) => s.startTime === day(30))).toEqual({
      startTime: day(30),
      free: 1,
      startsHere: 0,
    });
    const a = toAvailability(json);
    for (const k of [0, 5, 9, 10, 29, 30, 39, 40, 60]) {
      const server = (await price(month('monatsplatz', k))).statusCode === 200;
      const end = new Date(Date.parse(day(k + 30)));
      expect(periodHasPlace(a, new Date(day(k)), end), `day ${k}`).toBe(server);
    }
  });
});
