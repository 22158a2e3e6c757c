import { afterEach, describe, expect, it } from 'vitest';
import type { AvailabilityResponse, PermissionTemplate } from '../../../shared/schemas/booking';
import { parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import { reserve, reserveBody, slot, startTestApp, testShopConfig, type TestApp } from '../../test/harness';

/** The test shop (now: Friday 20 Nov 2026, 10:xx Berlin) open Mo–Sa 06:00–22:00, closed Sundays and 24 Nov. */
function shopConfig() {
  const day = ['06:00-22:00'];
  return parseShopConfig({
    ...testShopConfig(),
    openingHours: { mo: day, tu: day, we: day, th: day, fr: day, sa: day, holidays: ['2026-11-24'] },
  });
}

// slot(h) is h hours after Friday 10:00 Berlin.
const FRIDAY_NOON = slot(2);
const FRIDAY_21 = slot(11);
const SUNDAY_10 = slot(48);
const SATURDAY = '2026-11-20T23:00:00.000Z'; // Saturday 21 Nov, local midnight
const SUNDAY = '2026-11-21T23:00:00.000Z';

describe.each(databases)('opening hours on $name', (db) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const price = (templateId: string, startTime: string, slotCount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/price',
      payload: { templateId, startTime, slotCount },
    });

  it('prices a period inside the hours and refuses one reaching a closed time with CAR_PARK_CLOSED', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    expect((await price('kurzzeit', FRIDAY_NOON, 3)).statusCode).toBe(200);
    expect((await price('kurzzeit', slot(10), 2)).statusCode).toBe(200); // 20:00–22:00
    for (const [start, n] of [
      [FRIDAY_21, 2], // 21:00–23:00 runs past closing time
      [SUNDAY_10, 1], // closed all Sunday
      [slot(4 * 24 + 2), 1], // the holiday, Tuesday 24 Nov at noon
    ] as const) {
      const res = await price('kurzzeit', start, n);
      expect(res.statusCode, start).toBe(400);
      expect(res.json().code).toBe('CAR_PARK_CLOSED');
    }
    // A day ticket needs an open day.
    expect((await price('tagesticket', SATURDAY, 1)).statusCode).toBe(200);
    const sunday = await price('tagesticket', SUNDAY, 1);
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().code).toBe('CAR_PARK_CLOSED');
  });

  it('reserves nothing at a closed time', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    const refused = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: FRIDAY_21, slotCount: 2 } }),
    );
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().code).toBe('CAR_PARK_CLOSED');
    const ok = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: FRIDAY_NOON, slotCount: 2 } }),
    );
    expect(ok.res.statusCode).toBe(200);
  });

  it('tells the client the hours and which stretches of the availability range are closed', async () => {
    t = await startTestApp(db, { shopConfig: shopConfig() });
    const templates = (
      await t.app.inject({ method: 'GET', url: '/api/booking/templates' })
    ).json() as PermissionTemplate[];
    expect(templates.find((x) => x._id === 'kurzzeit')?.openingHours?.fr).toEqual(['06:00-22:00']);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/booking/availability?templateId=kurzzeit&from=${encodeURIComponent(FRIDAY_NOON)}&to=${encodeURIComponent(slot(72))}`,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AvailabilityResponse).closed).toEqual([
      { from: slot(12), to: slot(20) }, // Friday 22:00 – Saturday 06:00
      { from: slot(36), to: slot(68) }, // Saturday 22:00 – Monday 06:00
    ]);
  });

  it('without opening hours the car park is open around the clock', async () => {
    t = await startTestApp(db);
    expect((await price('kurzzeit', SUNDAY_10, 1)).statusCode).toBe(200);
    expect((await price('kurzzeit', slot(16), 2)).statusCode).toBe(200); // 02:00 at night
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/availability?templateId=kurzzeit' });
    expect((res.json() as AvailabilityResponse).closed).toBeUndefined();
  });
});
