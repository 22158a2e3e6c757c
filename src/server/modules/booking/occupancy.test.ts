import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { payments, slotOccupancy } from '../../db/schema';
import { seedOperatorSession } from '../../test/admin';
import { until } from '../../test/child-server';
import { databases } from '../../test/databases';
import {
  demoPay,
  hours,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  type TestApp,
} from '../../test/harness';

/** kurzzeit: hourly, capacity 3. */
const at = (h: number, slotCount = 1) => ({ templateId: 'kurzzeit', startTime: slot(h), slotCount });
const guest = (i: number, selection: object) =>
  reserveBody({
    selection,
    contact: { mail: `gast${i}@example.de`, firstName: 'Gast', lastName: `Nr ${i}` },
  });

async function bookingOf(db: Db, paymentId: string): Promise<string> {
  const [p] = await db.select({ b: payments.bookingId }).from(payments).where(eq(payments.id, paymentId));
  return p.b;
}

/** A booking's rows: slot start and whether it still lapses. */
async function rowsOf(db: Db, bookingId: string) {
  const rows = await db
    .select()
    .from(slotOccupancy)
    .where(eq(slotOccupancy.bookingId, bookingId))
    .orderBy(asc(slotOccupancy.slotStart));
  return rows.map((r) => ({
    slot: r.slotStart.toISOString(),
    held: r.holdUntil !== null,
    first: r.startsHere,
  }));
}

const clean = { missing: 0, extra: 0, repaired: [] };

describe.each(databases)('slot occupancy on $name', (db) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const check = () => t.app.shop.occupancy.run(t.app.shop.clock());
  const price = (p: object) => t.app.inject({ method: 'POST', url: '/api/booking/price', payload: p });

  it('a booking has one row per hour it covers, held until paid; a failed payment, a lapse and a cancel free them', async () => {
    t = await startTestApp(db);
    const a = await reserve(t.app, guest(1, at(5, 2)));
    const idA = await bookingOf(t.database.db, a.json.paymentId);
    expect(await rowsOf(t.database.db, idA)).toEqual([
      { slot: slot(5), held: true, first: true },
      { slot: slot(6), held: true, first: false },
    ]);
    expect((await demoPay(t.app, a.json.paymentId, 'paid')).statusCode).toBe(303);
    expect((await rowsOf(t.database.db, idA)).map((r) => r.held)).toEqual([false, false]);

    const b = await reserve(t.app, guest(2, at(5)));
    const idB = await bookingOf(t.database.db, b.json.paymentId);
    expect((await demoPay(t.app, b.json.paymentId, 'failed')).statusCode).toBe(303);
    expect(await rowsOf(t.database.db, idB)).toEqual([]);

    const c = await reserve(t.app, guest(3, at(6)));
    const idC = await bookingOf(t.database.db, c.json.paymentId);
    t.advance(16 * 60_000);
    // Ran out: not counted any more although the row is still there until the lapse job, or
    // the check, which deletes the rows of holds that ran out (no difference: normal upkeep).
    expect((await rowsOf(t.database.db, idC)).length).toBe(1);
    expect(await check()).toMatchObject({ ...clean, expired: 1 });
    expect(await rowsOf(t.database.db, idC)).toEqual([]);
    expect(await t.app.shop.payments.lapseExpiredHolds(t.app.shop.clock())).toBe(1);
    expect(await check()).toMatchObject({ ...clean, expired: 0 });
    // Two days later the paid booking's past hours are pruned: reads never go back that far.
    t.advance(hours(56));
    expect(await check()).toMatchObject({ ...clean, pruned: 2 });
    expect(await rowsOf(t.database.db, idA)).toEqual([]);
  });

  it('the check finds a row deleted by hand and one added by hand, repairs both, and then finds nothing', async () => {
    t = await startTestApp(db);
    const r = [await reserve(t.app, guest(1, at(5, 2))), await reserve(t.app, guest(2, at(5)))];
    for (const x of r) expect(x.res.statusCode).toBe(200);
    const [id1, id2] = [
      await bookingOf(t.database.db, r[0].json.paymentId),
      await bookingOf(t.database.db, r[1].json.paymentId),
    ];
    expect(await check()).toMatchObject(clean);
    // By hand: booking 1 loses its second hour, booking 2 gains an hour it does not cover.
    await t.database.db.delete(slotOccupancy).where(eq(slotOccupancy.slotStart, new Date(slot(6))));
    const [row] = await t.database.db.select().from(slotOccupancy).where(eq(slotOccupancy.bookingId, id2));
    await t.database.db
      .insert(slotOccupancy)
      .values({ ...row, slotStart: new Date(slot(9)), startsHere: false });
    const found = await check();
    expect(found).toMatchObject({ missing: 1, extra: 1 });
    expect(found.repaired).toEqual([id1, id2].sort());
    expect((await rowsOf(t.database.db, id1)).map((x) => x.slot)).toEqual([slot(5), slot(6)]);
    expect((await rowsOf(t.database.db, id2)).map((x) => x.slot)).toEqual([slot(5)]);
    expect(await check()).toMatchObject(clean);
  });

  it('the check is the backfill: bookings without rows (made before migration 0018) get them', async () => {
    t = await startTestApp(db);
    for (let i = 0; i < 3; i++) expect((await reserve(t.app, guest(i, at(5)))).res.statusCode).toBe(200);
    expect((await price(at(5))).statusCode).toBe(503);
    await t.database.db.delete(slotOccupancy);
    // Without rows the place reads free: the server runs the check before it listens.
    expect((await price(at(5))).statusCode).toBe(200);
    expect(await check()).toMatchObject({ missing: 3, extra: 0 });
    expect((await price(at(5))).statusCode).toBe(503);
  });

  it('after a mix of pay, fail, lapse, replace, late payment and cancel the check finds nothing', async () => {
    t = await startTestApp(db);
    const booked = [];
    for (let i = 0; i < 6; i++) booked.push(await reserve(t.app, guest(i, at(5 + 2 * i, 1 + (i % 2)))));
    for (const b of booked) expect(b.res.statusCode).toBe(200);
    expect((await demoPay(t.app, booked[0].json.paymentId, 'paid')).statusCode).toBe(303);
    expect((await demoPay(t.app, booked[1].json.paymentId, 'paid')).statusCode).toBe(303);
    expect((await demoPay(t.app, booked[2].json.paymentId, 'failed')).statusCode).toBe(303);
    // The same session reserves again: its previous hold is released in the reserve.
    expect((await reserve(t.app, guest(3, at(20)), booked[3].cookie)).res.statusCode).toBe(200);
    // The back office extends one paid booking by two hours and cancels the other.
    const staff = await seedOperatorSession(t.database.db, { now: NOW, role: 'staff' });
    const act = (paymentId: string, action: string, payload: object) =>
      bookingOf(t.database.db, paymentId).then((id) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/bookings/${id}/${action}`,
          headers: staff.headers,
          payload,
        }),
      );
    const extended = await act(booked[0].json.paymentId, 'extend', { endsAt: slot(7) });
    expect(extended.statusCode, extended.body).toBe(200);
    const id0 = await bookingOf(t.database.db, booked[0].json.paymentId);
    expect((await rowsOf(t.database.db, id0)).map((r) => r.slot)).toEqual([slot(5), slot(6)]);
    const cancelled = await act(booked[1].json.paymentId, 'cancel', { refundCents: 0 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await rowsOf(t.database.db, await bookingOf(t.database.db, booked[1].json.paymentId))).toEqual([]);
    t.advance(20 * 60_000);
    expect(await t.app.shop.payments.lapseExpiredHolds(t.app.shop.clock())).toBeGreaterThan(0);
    // A lapsed hold paid late at the provider gets its rows back while the hour is free.
    const late = booked[4].json.paymentId as string;
    const [p] = await t.database.db.select().from(payments).where(eq(payments.id, late));
    expect(p.status).toBe('expired');
    const settled = await t.app.shop.payments.settlePaid(late, 'test', t.app.shop.clock(), {
      acceptLate: true,
    });
    expect(settled.changed).toBe(true);
    const id4 = await bookingOf(t.database.db, late);
    expect((await rowsOf(t.database.db, id4)).map((r) => r.held)).toEqual([false]);
    expect(await check()).toMatchObject(clean);
  });

  it('a catalogue change of the grid remakes the rows on the new grid; dropping the capacity drops them', async () => {
    t = await startTestApp(db);
    const admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
    const r = await reserve(t.app, guest(1, at(5, 2)));
    const id = await bookingOf(t.database.db, r.json.paymentId);
    const put = async (change: (tpl: Record<string, unknown>) => Record<string, unknown>) => {
      const cat = (
        await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers })
      ).json();
      const tpl = cat.document.templates.find((x: { id: string }) => x.id === 'kurzzeit');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/catalogue/templates/kurzzeit',
        headers: admin.headers,
        payload: { baseRevision: cat.revision, template: change(tpl) },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await put((tpl) => ({
      ...tpl,
      reservationSlotDetails: {
        ...(tpl.reservationSlotDetails as object),
        stepDuration: 1800,
        minDuration: 1800,
      },
    }));
    const half = (h: number) => new Date(Date.parse(slot(5)) + h * 1800_000).toISOString();
    expect((await rowsOf(t.database.db, id)).map((x) => x.slot)).toEqual([0, 1, 2, 3].map(half));
    expect(await check()).toMatchObject(clean);
    // Three places: two more fit 14:30-15:00, the third sees it full on the new grid.
    for (let i = 2; i < 4; i++) {
      const x = await reserve(t.app, guest(i, { templateId: 'kurzzeit', startTime: half(1), slotCount: 1 }));
      expect(x.res.statusCode, x.res.body).toBe(200);
    }
    expect((await price({ templateId: 'kurzzeit', startTime: half(1), slotCount: 1 })).statusCode).toBe(503);
    await put((tpl) => {
      // Without a capacity (a reservation template must have one): no rows at all.
      const { capacity: _c, ...rest } = tpl;
      return { ...rest, type: 'oneTime' };
    });
    expect(await t.database.db.select().from(slotOccupancy)).toEqual([]);
    expect(await check()).toMatchObject(clean);
  });
});

/**
 * Locks per slot, not per product. PostgreSQL only: the test holds one slot's lock
 * in a transaction of a second connection while the app reserves, and PGlite is one session
 * (a transaction held open there would stop the app's own queries as well).
 */
const postgres = databases.find((d) => d.name === 'postgres');
describe.skipIf(!postgres)('slot locks on postgres (PGlite serves one session)', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('while one hour is locked, a reserve of another hour completes and one of that hour waits for it', async () => {
    t = await startTestApp(postgres!);
    const conn = await t.database.dedicatedConnection(() => undefined);
    try {
      const key = `kurzzeit|${slot(5)}`;
      await conn.query('begin');
      await conn.query('select pg_advisory_xact_lock(7005, hashtext($1))', [key]);
      // Another hour of the same product: not held up at all.
      const other = await reserve(t.app, guest(1, at(8)));
      expect(other.res.statusCode).toBe(200);
      // The locked hour, as the second hour of a two-hour period: it waits for the lock.
      let done = false;
      const same = reserve(t.app, guest(2, at(4, 2))).finally(() => (done = true));
      await until(async () => {
        const [row] = await conn.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
             and classid = 7005 and objid::bigint = (hashtext($1)::bigint + 4294967296) % 4294967296`,
          [key],
        );
        return row.n > 0;
      }, 'the reserve to wait for the slot lock');
      expect(done).toBe(false);
      await conn.query('commit');
      expect((await same).res.statusCode).toBe(200);
      expect(await t.app.shop.occupancy.run(t.app.shop.clock())).toMatchObject(clean);
    } finally {
      await conn.query('rollback').catch(() => undefined);
      await conn.close();
    }
  });
});
