import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/admin-dashboard';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { seedBooking } from '../../test/admin-seed';
import { databases } from '../../test/databases';
import { NOW, startTestApp, type TestApp } from '../../test/harness';
import { insertStay } from '../../test/stays';

const at = (iso: string) => new Date(iso);

/** GET /api/admin/dashboard with known bookings, bills, credit notes and stays (NOW: 2026-11-20 10:30 Berlin). */
describe.each(databases)('dashboard on $name', (db) => {
  let t: TestApp;
  let viewer: SeededOperator;

  const get = async (query = '', op: SeededOperator = viewer) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard${query}`,
      headers: { cookie: op.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Dashboard;
  };

  beforeAll(async () => {
    t = await startTestApp(db);
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer' });
  });
  afterAll(() => t.close());

  it('an empty shop: zeros for every day and hour, the capacities from the config', async () => {
    const d = await get('?days=7');
    expect(d.occupancy).toEqual({
      staysInside: 0,
      walkInsInside: 0,
      walkInCapacity: 120,
      reservations: 0,
      reservationCapacity: 3,
      permitHolders: 0,
    });
    expect(d.today).toEqual({ date: '2026-11-20', bookings: 0, revenueCents: 0, creditedCents: 0 });
    // One car park: nothing to compare.
    expect(d.sites).toEqual([]);
    expect(d.range).toEqual({ days: 7, from: '2026-11-14', to: '2026-11-20', occupancyStep: 'hour' });
    expect(d.daily.map((x) => x.date)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(d.daily.every((x) => x.bookings === 0 && x.revenueCents === 0)).toBe(true);
    // Local midnight of 14 Nov (CET) up to 10:30 today: 6 days and 10.5 hours, the last hour running.
    expect(d.occupancyOverTime).toHaveLength(155);
    expect(d.occupancyOverTime[0].start).toBe('2026-11-13T23:00:00.000Z');
    expect(d.occupancyOverTime.every((o) => o.peak === 0 && o.average === 0)).toBe(true);
    // Default range: 7 days.
    expect((await get()).range.days).toBe(7);
  });

  it('counts the stays, reservations and permits now and the bookings, revenue and occupancy per day', async () => {
    const database = t.database.db;
    // A reservation covering now, booked and billed today.
    await seedBooking(database, {
      templateId: 'kurzzeit',
      startsAt: '2026-11-20T09:00:00Z',
      endsAt: '2026-11-20T11:00:00Z',
      createdAt: '2026-11-20T08:00:00Z',
      priceCents: 1200,
      plate: 'R-ES 1',
      payment: { method: 'Mollie' },
      bill: { number: 1, closingDate: '2026-11-20' },
    });
    // A monthly permit covering now, sold last month; its plate is inside.
    await seedBooking(database, {
      templateId: 'monatsparken',
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
      createdAt: '2026-10-30T10:00:00Z',
      priceCents: 9000,
      plate: 'F-AB 1',
      payment: { method: 'Mollie' },
      bill: { number: 2, closingDate: '2026-10-30' },
    });
    // Booked and billed yesterday, cancelled today: its credit note lowers today's revenue.
    await seedBooking(database, {
      templateId: 'kurzzeit',
      startsAt: '2026-11-22T09:00:00Z',
      createdAt: '2026-11-19T12:00:00Z',
      status: 'cancelled',
      priceCents: 2000,
      payment: { method: 'Mollie' },
      bill: { number: 3, closingDate: '2026-11-19' },
      creditNote: { number: 1, closingDate: '2026-11-20', grossCents: 1500 },
    });
    // A stay paid by plate today: a booking and revenue, but neither a permit nor a reservation.
    await seedBooking(database, {
      templateId: 'walk-in',
      startsAt: '2026-11-20T08:30:00Z',
      endsAt: '2026-11-20T10:00:00Z',
      createdAt: '2026-11-20T09:00:00Z',
      priceCents: 450,
      plate: 'W-AL 9',
      payment: { method: 'Mollie' },
      bill: { number: 4, closingDate: '2026-11-20' },
    });
    // Neither paid nor in the range: not counted.
    await seedBooking(database, {
      startsAt: '2026-11-21T09:00:00Z',
      createdAt: '2026-11-20T09:10:00Z',
      status: 'held',
    });
    await seedBooking(database, {
      startsAt: '2026-11-21T09:00:00Z',
      createdAt: '2026-11-20T09:11:00Z',
      status: 'failed',
    });
    await seedBooking(database, {
      startsAt: '2026-11-11T09:00:00Z',
      createdAt: '2026-11-10T09:00:00Z',
      payment: { method: 'Mollie' },
      bill: { number: 5, closingDate: '2026-11-10' },
    });
    // Stays: long gone; one leaving early on the range's first day; one of yesterday morning;
    // one never seen leaving (closed by the same plate's entry this morning); two inside now.
    await insertStay(database, {
      plate: 'O-LD 1',
      entryAt: at('2026-11-01T08:00:00Z'),
      exitAt: at('2026-11-02T08:00:00Z'),
    });
    await insertStay(database, {
      plate: 'N-IG 1',
      entryAt: at('2026-11-13T20:00:00Z'),
      exitAt: at('2026-11-14T01:30:00Z'),
    });
    await insertStay(database, {
      plate: 'B-B 1',
      entryAt: at('2026-11-19T08:00:00Z'),
      exitAt: at('2026-11-19T10:00:00Z'),
    });
    await insertStay(database, {
      plate: 'X-Y 2',
      entryAt: at('2026-11-19T09:00:00Z'),
      status: 'exit-missed',
    });
    await insertStay(database, { plate: 'X-Y 2', entryAt: at('2026-11-20T08:00:00Z') });
    await insertStay(database, { plate: 'F-AB 1', entryAt: at('2026-11-20T07:00:00Z') });

    const d = await get('?days=7');
    expect(d.occupancy).toEqual({
      staysInside: 2,
      // F-AB 1 holds the monthly permit: only X-Y 2 takes a walk-in place.
      walkInsInside: 1,
      walkInCapacity: 120,
      reservations: 1,
      reservationCapacity: 3,
      permitHolders: 1,
    });
    // Reservation and walk-in today; 1,200 + 450 billed, 1,500 credited.
    expect(d.today).toEqual({ date: '2026-11-20', bookings: 2, revenueCents: 150, creditedCents: 1500 });
    expect(d.daily.slice(-2)).toEqual([
      { date: '2026-11-19', bookings: 1, revenueCents: 2000, creditedCents: 0 },
      { date: '2026-11-20', bookings: 2, revenueCents: 150, creditedCents: 1500 },
    ]);
    expect(d.daily.slice(0, 5).every((x) => x.bookings === 0 && x.revenueCents === 0)).toBe(true);

    const hour = (iso: string) => d.occupancyOverTime.find((o) => o.start === iso);
    // N-IG 1 is inside from the range's start (local midnight) to 01:30Z.
    expect(hour('2026-11-13T23:00:00.000Z')).toEqual({
      start: '2026-11-13T23:00:00.000Z',
      peak: 1,
      average: 1,
    });
    expect(hour('2026-11-14T01:00:00.000Z')).toMatchObject({ peak: 1, average: 0.5 });
    expect(hour('2026-11-14T02:00:00.000Z')).toMatchObject({ peak: 0, average: 0 });
    expect(hour('2026-11-19T08:00:00.000Z')).toMatchObject({ peak: 1, average: 1 });
    expect(hour('2026-11-19T09:00:00.000Z')).toMatchObject({ peak: 2, average: 2 });
    // B-B 1 leaves at 10:00Z sharp: from then one car.
    expect(hour('2026-11-19T10:00:00.000Z')).toMatchObject({ peak: 1, average: 1 });
    // The exit-missed stay counts until X-Y 2 enters again at 08:00Z.
    expect(hour('2026-11-20T03:00:00.000Z')).toMatchObject({ peak: 1, average: 1 });
    expect(hour('2026-11-20T07:00:00.000Z')).toMatchObject({ peak: 2, average: 2 });
    expect(hour('2026-11-20T08:00:00.000Z')).toMatchObject({ peak: 2, average: 2 });
    // The running hour, up to 09:30Z.
    expect(d.occupancyOverTime.at(-1)).toEqual({ start: '2026-11-20T09:00:00.000Z', peak: 2, average: 2 });

    // 30 days: one point per local day.
    const month = await get('?days=30');
    expect(month.range).toEqual({ days: 30, from: '2026-10-22', to: '2026-11-20', occupancyStep: 'day' });
    expect(month.occupancyOverTime).toHaveLength(30);
    const day = (iso: string) => month.occupancyOverTime.find((o) => o.start === iso);
    // 19 Nov: B-B 1 for 2 h, X-Y 2 from 09:00Z to midnight (14 h) over 24 h.
    expect(day('2026-11-18T23:00:00.000Z')).toEqual({
      start: '2026-11-18T23:00:00.000Z',
      peak: 2,
      average: 0.67,
    });
    // Today up to 09:30Z (10.5 h): X-Y 2's missed exit 9 h, F-AB 1 2.5 h, X-Y 2 again 1.5 h.
    expect(day('2026-11-19T23:00:00.000Z')).toEqual({
      start: '2026-11-19T23:00:00.000Z',
      peak: 2,
      average: 1.24,
    });
    expect(month.daily.find((x) => x.date === '2026-11-10')).toEqual({
      date: '2026-11-10',
      bookings: 1,
      revenueCents: 1200,
      creditedCents: 0,
    });
    // The figures of today do not depend on the range.
    expect(month.today).toEqual(d.today);
    expect(month.occupancy).toEqual(d.occupancy);
  });

  it('every role reads it; without a session 401 before the query is looked at; a bad range is 400', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const op = await seedOperatorSession(t.database.db, { now: NOW, role });
      expect((await get('?days=1', op)).range.days).toBe(1);
    }
    for (const url of ['/api/admin/dashboard', '/api/admin/dashboard?days=0']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('ADMIN_NOT_LOGGED_IN');
    }
    for (const q of ['0', '91', 'abc', '7.5', '-1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard?days=${q}`,
        headers: { cookie: viewer.cookie },
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe('VALIDATION');
    }
  });
});

/** Day borders at the end of summer time: 25 Oct 2026 has 25 hours in Berlin. */
describe.each(databases)('dashboard across the DST change on $name', (db) => {
  let t: TestApp;
  let viewer: SeededOperator;
  // 26 Oct 2026, 11:00 CET.
  const now = at('2026-10-26T10:00:00Z');

  beforeAll(async () => {
    t = await startTestApp(db, { now });
    viewer = await seedOperatorSession(t.database.db, { now, role: 'viewer' });
  });
  afterAll(() => t.close());

  it('puts bookings on local days and has 25 hourly points on the long day', async () => {
    const database = t.database.db;
    const paid = (createdAt: string) =>
      seedBooking(database, { startsAt: '2026-10-28T09:00:00Z', createdAt, payment: { method: 'Mollie' } });
    await paid('2026-10-24T21:30:00Z'); // 24 Oct 23:30 CEST: before the range
    await paid('2026-10-24T22:30:00Z'); // 25 Oct 00:30 CEST
    await paid('2026-10-25T22:30:00Z'); // 25 Oct 23:30 CET (a fixed +2 h would say 26 Oct)
    await paid('2026-10-25T23:30:00Z'); // 26 Oct 00:30 CET
    // Inside across the doubled hour (02:00–03:00 local twice).
    await insertStay(database, {
      plate: 'D-ST 1',
      entryAt: at('2026-10-24T23:30:00Z'),
      exitAt: at('2026-10-25T02:30:00Z'),
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?days=2',
      headers: { cookie: viewer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as Dashboard;
    expect(d.daily.map((x) => [x.date, x.bookings])).toEqual([
      ['2026-10-25', 2],
      ['2026-10-26', 1],
    ]);
    // 25 hours of the 25th plus 11 of today.
    expect(d.occupancyOverTime).toHaveLength(36);
    expect(d.occupancyOverTime[0].start).toBe('2026-10-24T22:00:00.000Z');
    expect(d.occupancyOverTime[25].start).toBe('2026-10-25T23:00:00.000Z');
    // 3 hours inside: 00:30Z–02:30Z, i.e. the half hour from 23:30Z, two full and a half one.
    expect(d.occupancyOverTime.slice(1, 6).map((o) => o.average)).toEqual([0.5, 1, 1, 0.5, 0]);

    const days = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?days=30',
      headers: { cookie: viewer.cookie },
    });
    const month = days.json() as Dashboard;
    const i = month.occupancyOverTime.findIndex((o) => o.start === '2026-10-24T22:00:00.000Z');
    // The 25th's point covers 25 hours: 3 stay-hours / 25.
    expect(month.occupancyOverTime[i]).toEqual({ start: '2026-10-24T22:00:00.000Z', peak: 1, average: 0.12 });
    expect(month.occupancyOverTime[i + 1].start).toBe('2026-10-25T23:00:00.000Z');
  });
});
