import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import {
  demoPay,
  hours,
  dayTicket,
  NOW,
  reserveBody,
  sessionCookie,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';
import { seedCustomerSession } from '../../test/customers';
import { extraSession, portalShopConfig } from '../../test/portal';
import { insertStay } from '../../test/stays';
import { holdsPerClientPerProduct } from './holds';

/**
 * The two hold abuses (ADR 039): a stranger typing my e-mail into anonymous reserves must
 * not block my bookings, and one visitor must not hold a capacity product out.
 */
/** Short-term parking, capacity 3 in the demo shop. */
const kurzzeit = (h = 2) => ({ templateId: 'kurzzeit', startTime: slot(h), slotCount: 2 });

describe('maxHoldsPerClientPerProduct', () => {
  it('defaults to 1 (the built-in demo shop turns it off: its E2E visitors all come from one address)', () => {
    const { maxHoldsPerClientPerProduct: _, ...rest } = testShopConfig();
    expect(parseShopConfig(rest).maxHoldsPerClientPerProduct).toBe(1);
  });

  it('never lets one client hold more than a third of the places, and always at least one', () => {
    expect(holdsPerClientPerProduct(3, 1)).toBe(1);
    expect(holdsPerClientPerProduct(3, 5)).toBe(1);
    expect(holdsPerClientPerProduct(2, 5)).toBe(1);
    expect(holdsPerClientPerProduct(9, 5)).toBe(3);
    expect(holdsPerClientPerProduct(30, 5)).toBe(5);
    expect(holdsPerClientPerProduct(30, null)).toBeNull();
  });
});

describe.each(databases)('hold abuse on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, {
      shopConfig: portalShopConfig({ maxOpenHoldsPerClient: 5, maxHoldsPerClientPerProduct: 1 }),
    });
  });
  afterAll(() => t.close());

  /** A reserve from `ip`: a new guest session unless a cookie (a guest's or an account's) is given. */
  const reserveFrom = async (
    ip: string,
    selection: object,
    opts: { mail?: string; cookie?: string } = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/reserve',
      remoteAddress: ip,
      payload: reserveBody({
        selection,
        contact: {
          mail: opts.mail ?? `${ip.replace(/[.:]/g, '-')}@example.de`,
          firstName: 'Erika',
          lastName: 'Mustermann',
        },
      }),
      headers: opts.cookie ? { cookie: opts.cookie } : {},
    });
    return { res, json: res.json(), cookie: res.statusCode === 200 ? sessionCookie(res) : undefined };
  };
  const payByPlate = (ip: string, licensePlate: string, mail: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/permission/pay',
      remoteAddress: ip,
      payload: { licensePlate, contact: { mail } },
      headers: cookie ? { cookie } : {},
    });
  const freeAt = async (h: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/booking/availability?templateId=kurzzeit&from=${encodeURIComponent(slot(h))}&to=${encodeURIComponent(slot(h + 1))}`,
    });
    // Only slots with a place taken are listed.
    const { capacity, slots } = res.json() as { capacity: number; slots: { free: number }[] };
    return slots[0]?.free ?? capacity;
  };

  it("a stranger's five reserves with my e-mail block neither my logged-in booking nor my pay by plate", async () => {
    t.setNow(NOW);
    const me = await seedCustomerSession(t.database.db, { now: NOW, mail: 'me@example.de' });
    const stranger = '203.0.113.7';
    for (let day = 0; day < 5; day++) {
      const r = await reserveFrom(stranger, dayTicket(day), { mail: 'ME@example.de' });
      expect(r.res.statusCode, r.res.body).toBe(200);
    }
    // The stranger's own address is still capped.
    const sixth = await reserveFrom(stranger, dayTicket(5), { mail: 'me@example.de' });
    expect(sixth.res.statusCode).toBe(429);
    expect(sixth.json.code).toBe('TOO_MANY_HOLDS');

    // Logged in, I book: the guest holds carrying my address are not mine.
    const mine = await reserveFrom('198.51.100.20', dayTicket(0), { cookie: me.cookie });
    expect(mine.res.statusCode, mine.res.body).toBe(200);
    // As a guest from my own address, paying my parked car by plate with my e-mail works too.
    await insertStay(t.database.db, { plate: 'FR-ME 17', entryAt: new Date(NOW.getTime() - 40 * 60_000) });
    const plate = await payByPlate('198.51.100.21', 'FR-ME 17', 'me@example.de');
    expect(plate.statusCode, plate.body).toBe(200);
  });

  it("an account's cap counts its own logged-in holds; pay by plate is exempt from it", async () => {
    const at = new Date(NOW.getTime() + hours(1));
    t.setNow(at);
    const acc = await seedCustomerSession(t.database.db, { now: at });
    // Five tabs, five addresses: the account's five holds.
    for (let day = 0; day < 5; day++) {
      const cookie = day === 0 ? acc.cookie : await extraSession(t.database.db, acc.id, at);
      const r = await reserveFrom(`198.51.100.${40 + day}`, dayTicket(day), { cookie });
      expect(r.res.statusCode, r.res.body).toBe(200);
    }
    const sixth = await reserveFrom('198.51.100.49', dayTicket(5), {
      cookie: await extraSession(t.database.db, acc.id, at),
    });
    expect(sixth.res.statusCode).toBe(429);
    expect(sixth.json.code).toBe('TOO_MANY_HOLDS');
    expect(Number(sixth.res.headers['retry-after'])).toBe(15 * 60);
    // Paying a parked car by plate is not refused by the account's open holds.
    await insertStay(t.database.db, { plate: 'FR-AC 17', entryAt: new Date(at.getTime() - 40 * 60_000) });
    const plate = await payByPlate(
      '198.51.100.49',
      'FR-AC 17',
      acc.mail,
      await extraSession(t.database.db, acc.id, at),
    );
    expect(plate.statusCode, plate.body).toBe(200);
    // A guest with the account's e-mail from elsewhere is not refused either.
    expect((await reserveFrom('198.51.100.60', dayTicket(5), { mail: acc.mail })).res.statusCode).toBe(200);
  });

  it('three anonymous reserves from one client cannot take a 3-place product; a second client still books', async () => {
    t.setNow(new Date(NOW.getTime() + hours(2)));
    const hoarder = '198.51.100.30';
    const first = await reserveFrom(hoarder, kurzzeit(4));
    expect(first.res.statusCode, first.res.body).toBe(200);
    for (let i = 0; i < 2; i++) {
      const more = await reserveFrom(hoarder, kurzzeit(4));
      expect(more.res.statusCode).toBe(429);
      expect(more.json.code).toBe('TOO_MANY_HOLDS');
      expect(Number(more.res.headers['retry-after'])).toBe(15 * 60);
      expect(more.res.cookies).toEqual([]);
    }
    // Other hours of the product are refused too: the cap is per product, not per slot.
    expect((await reserveFrom(hoarder, kurzzeit(8))).res.statusCode).toBe(429);
    expect(await freeAt(4)).toBe(2);
    // The visitor's own session choosing another period replaces its hold: not refused.
    const moved = await reserveFrom(hoarder, kurzzeit(6), { cookie: first.cookie });
    expect(moved.res.statusCode, moved.res.body).toBe(200);
    expect(await freeAt(4)).toBe(3);
    expect(await freeAt(6)).toBe(2);
    // Another client books the same period.
    expect((await reserveFrom('198.51.100.31', kurzzeit(6))).res.statusCode).toBe(200);
    expect(await freeAt(6)).toBe(1);
    // A product without capacity is not capped per product.
    expect((await reserveFrom(hoarder, dayTicket(1))).res.statusCode).toBe(200);
  });

  it('ten parallel anonymous reserves of one product from one client: one holds', async () => {
    t.setNow(new Date(NOW.getTime() + hours(3)));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => reserveFrom('203.0.113.90', kurzzeit(5))),
    );
    expect(results.filter((r) => r.res.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json.code === 'TOO_MANY_HOLDS')).toHaveLength(9);
    expect(await freeAt(5)).toBe(2);
  });

  it('counts a product per IPv6 /64, not per address', async () => {
    t.setNow(new Date(NOW.getTime() + hours(4)));
    expect((await reserveFrom('2001:db8:5:1::1', kurzzeit(6))).res.statusCode).toBe(200);
    const sameNet = await reserveFrom('2001:db8:5:1:abcd::2', kurzzeit(6));
    expect(sameNet.res.statusCode).toBe(429);
    expect(sameNet.json.code).toBe('TOO_MANY_HOLDS');
    expect((await reserveFrom('2001:db8:5:2::1', kurzzeit(6))).res.statusCode).toBe(200);
  });

  it('a logged-in account holds a product once, whatever address it comes from', async () => {
    const at = new Date(NOW.getTime() + hours(5));
    t.setNow(at);
    const acc = await seedCustomerSession(t.database.db, { now: at });
    expect((await reserveFrom('198.51.100.70', kurzzeit(7), { cookie: acc.cookie })).res.statusCode).toBe(
      200,
    );
    const tab = await extraSession(t.database.db, acc.id, at);
    const second = await reserveFrom('198.51.100.71', kurzzeit(7), { cookie: tab });
    expect(second.res.statusCode).toBe(429);
    expect(second.json.code).toBe('TOO_MANY_HOLDS');
  });
});

describe.each(databases)('free accounts from one address on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, {
      shopConfig: portalShopConfig({ maxOpenHoldsPerClient: 5, maxHoldsPerClientPerProduct: 1 }),
    });
  });
  afterAll(() => t.close());

  const reserveAs = (ip: string, selection: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/reserve',
      remoteAddress: ip,
      payload: reserveBody({ selection }),
      headers: cookie ? { cookie } : {},
    });
  /** An account that has paid a day ticket (from another address). */
  const paidAccount = async (at: Date) => {
    const acc = await seedCustomerSession(t.database.db, { now: at });
    const res = await reserveAs('192.0.2.200', dayTicket(5), acc.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await demoPay(t.app, res.json().paymentId, 'paid')).statusCode).toBe(303);
    return extraSession(t.database.db, acc.id, at);
  };

  it('three signed-up accounts from one address cannot take a 3-place product; an account that has paid can', async () => {
    const at = new Date(NOW.getTime() + hours(1));
    t.setNow(at);
    const hoarder = '198.51.100.90';
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const acc = await seedCustomerSession(t.database.db, { now: at });
      const res = await reserveAs(hoarder, kurzzeit(4), acc.cookie);
      codes.push(res.statusCode === 429 ? res.json().code : res.statusCode);
    }
    expect(codes).toEqual([200, 'TOO_MANY_HOLDS', 'TOO_MANY_HOLDS']);
    // A guest of the same address is refused as well: the free account's hold counts there.
    expect((await reserveAs(hoarder, kurzzeit(4))).statusCode).toBe(429);
    // An account that has paid a booking is not counted per address (ADR 039's company network).
    const paid = await paidAccount(at);
    const res = await reserveAs(hoarder, kurzzeit(4), paid);
    expect(res.statusCode, res.body).toBe(200);
    const free = await t.app.inject({
      method: 'GET',
      url: `/api/booking/availability?templateId=kurzzeit&from=${encodeURIComponent(slot(4))}&to=${encodeURIComponent(slot(5))}`,
    });
    expect((free.json() as { slots: { free: number }[] }).slots[0].free).toBe(1);
  });

  it("a free account gets a guest's open-holds cap at its address; a paid one does not", async () => {
    const at = new Date(NOW.getTime() + hours(2));
    t.setNow(at);
    const net = '203.0.113.120';
    for (let day = 0; day < 5; day++) {
      expect((await reserveAs(net, dayTicket(day))).statusCode).toBe(200);
    }
    const freeAcc = await seedCustomerSession(t.database.db, { now: at });
    const refused = await reserveAs(net, dayTicket(5), freeAcc.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_HOLDS');
    expect((await reserveAs(net, dayTicket(5), await paidAccount(at))).statusCode).toBe(200);
  });
});

describe.each(databases)('a third of the places on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    const base = testShopConfig();
    t = await startTestApp(db, {
      shopConfig: parseShopConfig({
        ...base,
        maxOpenHoldsPerClient: 10,
        maxHoldsPerClientPerProduct: 5,
        templates: base.templates.map((x) => (x.id === 'kurzzeit' ? { ...x, capacity: 9 } : x)),
      }),
    });
  });
  afterAll(() => t.close());

  it('with 9 places and a configured 5, one client holds at most 3', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/booking/reserve',
        remoteAddress: '198.51.100.80',
        payload: reserveBody({ selection: kurzzeit(3) }),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
