import { afterEach, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import {
  checkout,
  demoPay,
  hours,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  type TestApp,
} from '../../test/harness';

const period = { templateId: 'kurzzeit', startTime: slot(5), slotCount: 2 };
const body = (i: number, sel: object = period) =>
  reserveBody({
    selection: sel,
    contact: { mail: `gast${i}@example.de`, firstName: 'Gast', lastName: `Nr ${i}` },
  });

describe.each(databases)('capacity and holds on $name', (db) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const price = (p: object = period) =>
    t.app.inject({ method: 'POST', url: '/api/booking/price', payload: p });

  async function fill(n = 3) {
    const out = [];
    for (let i = 0; i < n; i++) {
      const r = await reserve(t.app, body(i));
      expect(r.res.statusCode).toBe(200);
      out.push(r);
    }
    return out;
  }

  it('a full period is booked out: price 503 with the price in details, reserve 409', async () => {
    t = await startTestApp(db);
    expect((await price()).json().bookedOut).toBe(false);
    await fill(3);
    const p = await price();
    expect(p.statusCode).toBe(503);
    expect(p.json()).toEqual({
      code: 'BOOKED_OUT',
      message: expect.any(String),
      details: {
        priceToBePaid: 550,
        startTime: '2026-11-20T14:00:00.000Z',
        endTime: '2026-11-20T16:00:00.000Z',
        bookedOut: true,
      },
    });
    // Partial overlap counts too.
    expect((await price({ ...period, startTime: slot(6), slotCount: 1 })).statusCode).toBe(503);
    const r = await reserve(t.app, body(9));
    expect(r.res.statusCode).toBe(409);
    expect(r.json.code).toBe('BOOKED_OUT');
    // The end is exclusive: the next hour is free, and so is the hour before.
    expect((await price({ ...period, startTime: slot(7), slotCount: 1 })).statusCode).toBe(200);
    expect((await price({ ...period, startTime: slot(4), slotCount: 1 })).statusCode).toBe(200);
    // Other templates have no capacity.
    const day = await price({
      templateId: 'tagesticket',
      startTime: '2026-11-20T23:00:00.000Z',
      slotCount: 1,
    });
    expect(day.statusCode).toBe(200);
  });

  it('an unpaid hold lapses after holdMinutes: the place is free again and checkout says 424', async () => {
    t = await startTestApp(db);
    const [first] = await fill(3);
    t.advance(14 * 60_000);
    expect((await price()).statusCode).toBe(503);
    expect((await checkout(t.app, first.cookie)).statusCode).toBe(409);
    t.advance(60_000); // exactly 15 minutes after the reserve
    expect((await price()).statusCode).toBe(200);
    const co = await checkout(t.app, first.cookie);
    expect(co.statusCode).toBe(424);
    expect(co.json().code).toBe('PAYMENT_FAILED');
    // Paying after the lapse is refused: the place may be gone.
    const late = await demoPay(t.app, first.json.paymentId, 'paid');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_CLOSED');
    expect((await reserve(t.app, body(7))).res.statusCode).toBe(200);
  });

  it('the lapse job expires holds even when nobody polls', async () => {
    t = await startTestApp(db);
    const [first] = await fill(1);
    t.advance(hours(1));
    const n = await t.app.shop.payments.lapseExpiredHolds(t.app.shop.clock());
    expect(n).toBe(1);
    expect(await t.app.shop.payments.lapseExpiredHolds(t.app.shop.clock())).toBe(0);
    const pay = await demoPay(t.app, first.json.paymentId, 'paid');
    expect(pay.statusCode).toBe(409);
    expect((await checkout(t.app, first.cookie)).statusCode).toBe(424);
  });

  it('a failed payment releases the place at once', async () => {
    t = await startTestApp(db);
    const [first] = await fill(3);
    expect((await price()).statusCode).toBe(503);
    const fail = await demoPay(t.app, first.json.paymentId, 'failed');
    expect(fail.statusCode).toBe(303);
    expect(fail.headers.location).toBe('/checkout');
    expect((await price()).statusCode).toBe(200);
    expect((await checkout(t.app, first.cookie)).statusCode).toBe(424);
    expect((await reserve(t.app, body(8))).res.statusCode).toBe(200);
  });

  it('a paid booking keeps its place after the hold time', async () => {
    t = await startTestApp(db);
    const booked = await fill(3);
    for (const b of booked) expect((await demoPay(t.app, b.json.paymentId, 'paid')).statusCode).toBe(303);
    t.advance(hours(2));
    expect((await price()).statusCode).toBe(503);
  });

  it('a repeated reserve in the same session replaces its held booking', async () => {
    t = await startTestApp(db);
    const [, , mine] = await fill(3);
    expect((await price()).statusCode).toBe(503);
    const again = await reserve(t.app, body(3, { ...period, startTime: slot(20) }), mine.cookie);
    expect(again.res.statusCode).toBe(200);
    // The old hold is released, and its payment can no longer be paid.
    expect((await price()).statusCode).toBe(200);
    expect((await demoPay(t.app, mine.json.paymentId, 'paid')).statusCode).toBe(409);
    expect((await checkout(t.app, again.cookie)).statusCode).toBe(409); // the new one is pending
  });

  it('a refused replacement keeps the previous hold', async () => {
    t = await startTestApp(db);
    const other = { ...period, startTime: slot(30) };
    for (let i = 0; i < 3; i++) expect((await reserve(t.app, body(10 + i, other))).res.statusCode).toBe(200);
    const [mine] = await fill(1);
    const refused = await reserve(t.app, body(1, other), mine.cookie);
    expect(refused.res.statusCode).toBe(409);
    // Refused, so nothing changed: no new token, and the old one still works.
    expect(refused.res.cookies).toEqual([]);
    expect((await demoPay(t.app, mine.json.paymentId, 'paid')).statusCode).toBe(303);
    expect((await checkout(t.app, mine.cookie)).statusCode).toBe(200);
  });

  it('no overbooking: 50 concurrent reserves at capacity 3, exactly 3 win', async () => {
    t = await startTestApp(db);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/booking/reserve', payload: body(i) }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('BOOKED_OUT');
    expect((await price()).statusCode).toBe(503);
    // The winners' slot occupancy is exactly their bookings' (ADR 049).
    expect(await t.app.shop.occupancy.run(t.app.shop.clock())).toMatchObject({
      missing: 0,
      extra: 0,
      repaired: [],
    });
  });
});
