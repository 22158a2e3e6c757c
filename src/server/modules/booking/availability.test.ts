import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_AVAILABILITY_SLOTS,
  freeAt,
  periodHasPlace,
  toAvailability,
} from '../../../shared/domain/availability';
import { endOptions, startOptions } from '../../../shared/domain/slots';
import type { AvailabilityResponse } from '../../../shared/schemas/booking';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import {
  demoPay,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';

/** The test shop plus a day-step car park with one place and a fine 10-minute grid over 60 days. */
function shopConfig() {
  const base = testShopConfig();
  const demo = loadShopConfig(undefined);
  const extra = (id: string, capacity: number, d: Record<string, number>) => ({
    id,
    type: 'reservation',
    name: id,
    requiredContactDetails: 'MailOnly',
    requestedIdentifierSources: [],
    reservationSlotDetails: d,
    capacity,
    tariff: { pricePerStep: 100 },
  });
  return parseShopConfig({
    ...demo,
    templates: [
      ...base.templates.map((t) => ({ ...t, id: t.id })),
      extra('tagesplatz', 1, {
        stepDuration: 86400,
        startBefore: 604800,
        bookUntil: 604800,
        minDuration: 86400,
        maxDuration: 259200,
      }),
      extra('fein', 2, {
        stepDuration: 600,
        startBefore: 60 * 86400,
        bookUntil: 60 * 86400,
        minDuration: 600,
        maxDuration: 86400,
      }),
    ],
  });
}

const ZONE = 'Europe/Berlin';
const kurz = { templateId: 'kurzzeit', startTime: slot(5), slotCount: 2 };
const guest = (i: number, selection: object, ids = true) =>
  reserveBody({
    selection,
    contact: { mail: `gast${i}@example.de`, firstName: 'Gast', lastName: `Nr ${i}` },
    identifications: ids ? [{ source: 'lp', code: `F-G ${i}` }] : [],
  });

describe.each(databases)('availability on $name', (db) => {
  let t: TestApp;
  afterEach(() => t?.close());

  async function availability(query: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/booking/availability?${query}` });
    return { res, json: res.json() as AvailabilityResponse };
  }
  async function book(i: number, selection: object, ids = true) {
    const r = await reserve(t.app, guest(i, selection, ids));
    expect(r.res.statusCode).toBe(200);
    return r;
  }

  it('a full slot shows 0 free places, its neighbours keep theirs, and the answer agrees with price', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    const empty = await availability('templateId=kurzzeit');
    expect(empty.res.statusCode).toBe(200);
    expect(empty.res.headers['cache-control']).toBe('public, max-age=5');
    // The whole window: from the current slot (10:00 Berlin) to bookUntil (8 days of hours).
    expect(empty.json).toEqual({
      templateId: 'kurzzeit',
      capacity: 3,
      from: slot(0),
      to: slot(8 * 24),
      slots: [],
    });

    for (let i = 0; i < 3; i++) await book(i, kurz); // slots 5 and 6 are full
    await book(3, { ...kurz, startTime: slot(8), slotCount: 1 }); // one place of slot 8
    const { json } = await availability('templateId=kurzzeit');
    expect(json.slots).toEqual([
      { startTime: slot(5), free: 0, startsHere: 3 },
      { startTime: slot(6), free: 0, startsHere: 0 },
      { startTime: slot(8), free: 2, startsHere: 1 },
    ]);
    const a = toAvailability(json);
    expect(freeAt(a, new Date(slot(4)))).toBe(3);
    expect(freeAt(a, new Date(slot(7)))).toBe(3);

    // The client rule says exactly what the price call says, for every period around the load.
    const template = shopConfig().templates.find((x) => x.id === 'kurzzeit')!;
    const now = t.app.shop.clock();
    const starts = startOptions(template.reservationSlotDetails, now, ZONE).slice(0, 12);
    for (const start of starts) {
      for (const p of endOptions(template.reservationSlotDetails, start, now, ZONE).slice(0, 6)) {
        const price = await t.app.inject({
          method: 'POST',
          url: '/api/booking/price',
          payload: { templateId: 'kurzzeit', startTime: start.toISOString(), slotCount: p.slotCount },
        });
        expect([200, 503]).toContain(price.statusCode);
        expect(periodHasPlace(a, p.start, p.end), `${start.toISOString()} x${p.slotCount}`).toBe(
          price.statusCode === 200,
        );
      }
    }
  });

  it('counts a long period like the server: two bookings in different slots fill a capacity-2 period', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    const first = t.app.shop.clock(); // 10:30 Berlin; the 10-minute grid's slot began at 10:30
    const at = (m: number) => new Date(first.getTime() + m * 60_000).toISOString();
    await book(1, { templateId: 'fein', startTime: at(10), slotCount: 1 }, false);
    await book(2, { templateId: 'fein', startTime: at(30), slotCount: 1 }, false);
    const { json } = await availability(`templateId=fein&from=${at(0)}&to=${at(60)}`);
    expect(json.slots).toEqual([
      { startTime: at(10), free: 1, startsHere: 1 },
      { startTime: at(30), free: 1, startsHere: 1 },
    ]);
    const a = toAvailability(json);
    // Each slot has a place, yet the period 10:40-11:10 overlaps both bookings: booked out.
    expect(periodHasPlace(a, new Date(at(10)), new Date(at(40)))).toBe(false);
    expect(periodHasPlace(a, new Date(at(10)), new Date(at(30)))).toBe(true);
    const price = await t.app.inject({
      method: 'POST',
      url: '/api/booking/price',
      payload: { templateId: 'fein', startTime: at(10), slotCount: 3 },
    });
    expect(price.statusCode).toBe(503);
  });

  it('a lapsed hold and a failed payment give the place back', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    const held = [await book(0, kurz), await book(1, kurz), await book(2, kurz)];
    const full = async () =>
      (await availability(`templateId=kurzzeit&from=${slot(5)}&to=${slot(6)}`)).json.slots;
    expect(await full()).toEqual([{ startTime: slot(5), free: 0, startsHere: 3 }]);
    expect((await demoPay(t.app, held[0].json.paymentId, 'failed')).statusCode).toBe(303);
    expect(await full()).toEqual([{ startTime: slot(5), free: 1, startsHere: 2 }]);
    expect((await demoPay(t.app, held[1].json.paymentId, 'paid')).statusCode).toBe(303);
    t.advance(15 * 60_000); // the third hold lapses; the paid booking stays
    expect(await full()).toEqual([{ startTime: slot(5), free: 2, startsHere: 1 }]);
  });

  it('follows the grid on the spring DST day, for hours and for 23-hour days', async () => {
    // 2026-03-29 00:30 Berlin (CET); clocks jump from 02:00 to 03:00.
    t = await startTestApp(db, { shopConfig: shopConfig(), now: new Date('2026-03-28T23:30:00Z') });
    // Hourly: the slot after 01:00 CET (00:00Z) starts at 03:00 CEST (01:00Z).
    const hourly = { templateId: 'kurzzeit', startTime: '2026-03-29T01:00:00.000Z', slotCount: 1 };
    for (let i = 0; i < 3; i++) await book(i, hourly);
    const h = await availability('templateId=kurzzeit&from=2026-03-28T23:00:00Z&to=2026-03-29T03:00:00Z');
    expect(h.json.from).toBe('2026-03-28T23:00:00.000Z');
    expect(h.json.slots).toEqual([{ startTime: '2026-03-29T01:00:00.000Z', free: 0, startsHere: 3 }]);

    // Day step: today is 23 hours long, so tomorrow starts at 22:00Z, and a booking of today
    // does not spill into it.
    await book(5, { templateId: 'tagesplatz', startTime: '2026-03-28T23:00:00.000Z', slotCount: 1 }, false);
    await book(6, { templateId: 'tagesplatz', startTime: '2026-03-30T22:00:00.000Z', slotCount: 2 }, false);
    const d = await availability('templateId=tagesplatz');
    expect(d.json.from).toBe('2026-03-28T23:00:00.000Z');
    expect(d.json.to).toBe('2026-04-04T22:00:00.000Z');
    expect(d.json.slots).toEqual([
      { startTime: '2026-03-28T23:00:00.000Z', free: 0, startsHere: 1 },
      { startTime: '2026-03-30T22:00:00.000Z', free: 0, startsHere: 1 },
      { startTime: '2026-03-31T22:00:00.000Z', free: 0, startsHere: 0 },
    ]);
    const a = toAvailability(d.json);
    expect(freeAt(a, new Date('2026-03-29T22:00:00.000Z'))).toBe(1);
    // A period over a free day into a full one is refused, just as the price call does.
    expect(
      periodHasPlace(a, new Date('2026-03-29T22:00:00.000Z'), new Date('2026-03-31T22:00:00.000Z')),
    ).toBe(false);
    const price = await t.app.inject({
      method: 'POST',
      url: '/api/booking/price',
      payload: { templateId: 'tagesplatz', startTime: '2026-03-29T22:00:00.000Z', slotCount: 2 },
    });
    expect(price.statusCode).toBe(503);
  });

  it('answers "unlimited" for a template without capacity', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    await book(1, { templateId: 'tagesticket', startTime: '2026-11-20T23:00:00.000Z', slotCount: 1 });
    const { res, json } = await availability('templateId=tagesticket');
    expect(res.statusCode).toBe(200);
    expect(json).toEqual({
      templateId: 'tagesticket',
      capacity: null,
      from: '2026-11-19T23:00:00.000Z',
      to: '2026-11-26T23:00:00.000Z',
      slots: [],
    });
  });

  it('bounds the range: a default range stops at the slot limit, an explicit longer one is refused', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    const first = t.app.shop.clock().getTime();
    const { json } = await availability('templateId=fein');
    expect(json.from).toBe(new Date(first).toISOString());
    expect(json.to).toBe(new Date(first + MAX_AVAILABILITY_SLOTS * 600_000).toISOString());
    const end = new Date(first + (MAX_AVAILABILITY_SLOTS + 1) * 600_000).toISOString();
    const big = await availability(`templateId=fein&to=${end}`);
    expect(big.res.statusCode).toBe(400);
    expect(big.res.json()).toMatchObject({
      code: 'RANGE_TOO_LARGE',
      details: { maxSlots: MAX_AVAILABILITY_SLOTS },
    });
    // A range beyond the window is clamped, not refused.
    const late = await availability(`templateId=kurzzeit&from=${slot(100)}&to=2030-01-01T00:00:00Z`);
    expect(late.res.statusCode).toBe(200);
    expect(late.json).toMatchObject({ from: slot(100), to: slot(8 * 24) });
  });

  it('refuses bad input with a 400 and a code, an unknown template with 404', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    const cases: [string, number, string][] = [
      ['templateId=kurzzeit&from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z', 400, 'RANGE_INVALID'],
      ['templateId=kurzzeit&from=2026-11-21T00:00:00Z&to=2026-11-21T00:00:00Z', 400, 'RANGE_INVALID'],
      ['templateId=kurzzeit&from=tomorrow', 400, 'VALIDATION'],
      ['templateId=kurzzeit&to=2026-11-21', 400, 'VALIDATION'],
      ['from=2026-11-21T00:00:00Z', 400, 'VALIDATION'],
      ['templateId=', 400, 'VALIDATION'],
      [`templateId=${'x'.repeat(101)}`, 400, 'VALIDATION'],
      ['templateId=nope', 404, 'TEMPLATE_NOT_FOUND'],
    ];
    for (const [query, status, code] of cases) {
      const { res } = await availability(query);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({ query, status, code });
    }
  });
});
