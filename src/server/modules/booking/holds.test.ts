import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig } from '../../config/shop-config';
import { bookings, payments } from '../../db/schema';
import { databases } from '../../test/databases';
import {
  demoPay,
  dayTicket,
  NOW,
  reserveBody,
  sessionCookie,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';

describe('maxOpenHoldsPerClient', () => {
  it('defaults to 5', () => {
    expect(loadShopConfig(undefined).maxOpenHoldsPerClient).toBe(5);
  });
});

describe.each(databases)('open holds per client on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: { ...testShopConfig(), maxOpenHoldsPerClient: 5 } });
  });
  afterAll(() => t.close());

  let n = 0;
  /** A reserve as a visitor at `ip` (a new session unless a cookie is given). */
  const reserveFrom = async (ip: string, mail: string, opts: { cookie?: string; day?: number } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/reserve',
      remoteAddress: ip,
      payload: reserveBody({
        selection: dayTicket(opts.day ?? n++ % 5),
        contact: { mail, firstName: 'Erika', lastName: 'Mustermann' },
      }),
      headers: opts.cookie ? { cookie: opts.cookie } : {},
    });
    return { res, json: res.json(), cookie: res.statusCode === 200 ? sessionCookie(res) : undefined };
  };

  it('a sixth unpaid hold from one address is 429 TOO_MANY_HOLDS, Retry-After when the oldest lapses', async () => {
    t.setNow(NOW);
    const first = await reserveFrom('198.51.100.1', 'a1@example.de');
    expect(first.res.statusCode).toBe(200);
    t.advance(60_000);
    for (let i = 2; i <= 5; i++) {
      expect((await reserveFrom('198.51.100.1', `a${i}@example.de`)).res.statusCode).toBe(200);
    }
    const sixth = await reserveFrom('198.51.100.1', 'a6@example.de');
    expect(sixth.res.statusCode).toBe(429);
    expect(sixth.json).toMatchObject({ code: 'TOO_MANY_HOLDS', message: expect.any(String) });
    // The first hold (15 minutes) lapses 14 minutes from now.
    expect(sixth.res.headers['retry-after']).toBe(String(14 * 60));
    expect(sixth.res.cookies).toEqual([]);
    // Another address is not affected.
    expect((await reserveFrom('198.51.100.2', 'b1@example.de')).res.statusCode).toBe(200);
    // The address is stored on the booking.
    const [row] = await t.database.db
      .select({ clientAddress: bookings.clientAddress })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.id, first.json.paymentId));
    expect(row.clientAddress).toBe('198.51.100.1');
    // Once the oldest hold has lapsed, one more fits again.
    t.advance(14 * 60_000);
    expect((await reserveFrom('198.51.100.1', 'a6@example.de')).res.statusCode).toBe(200);
    expect((await reserveFrom('198.51.100.1', 'a7@example.de')).res.statusCode).toBe(429);
  });

  it("does not count a guest per e-mail: anyone can type anyone's address (ADR 039)", async () => {
    t.setNow(new Date(NOW.getTime() + 3_600_000));
    for (let i = 0; i < 5; i++) {
      const mail = i % 2 ? 'Max@Example.de' : 'max@example.de';
      expect((await reserveFrom(`192.0.2.${i + 1}`, mail)).res.statusCode).toBe(200);
    }
    expect((await reserveFrom('192.0.2.99', 'MAX@EXAMPLE.DE')).res.statusCode).toBe(200);
  });

  it("replacing the hold of one's own session is not counted twice; paid bookings do not count", async () => {
    t.setNow(new Date(NOW.getTime() + 2 * 3_600_000));
    const ip = '198.51.100.50';
    const mine = [];
    for (let i = 0; i < 5; i++) mine.push(await reserveFrom(ip, `c${i}@example.de`));
    expect(mine.every((r) => r.res.statusCode === 200)).toBe(true);
    // The fifth visitor picks another day: the session's hold is replaced, still five.
    const replaced = await reserveFrom(ip, 'c4@example.de', { cookie: mine[4].cookie, day: 5 });
    expect(replaced.res.statusCode).toBe(200);
    expect((await reserveFrom(ip, 'c5@example.de')).res.statusCode).toBe(429);
    // Paying one frees a slot.
    expect((await demoPay(t.app, mine[0].json.paymentId, 'paid')).statusCode).toBe(303);
    expect((await reserveFrom(ip, 'c5@example.de')).res.statusCode).toBe(200);
  });

  it('ten parallel reserves from one address: at most five hold', async () => {
    t.setNow(new Date(NOW.getTime() + 3 * 3_600_000));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reserveFrom('203.0.113.9', `p${i}@example.de`)),
    );
    const codes = results.map((r) => r.res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('an IPv6 visitor counts by its /64: five holds from five addresses of one /64, the sixth is 429', async () => {
    // Hours after the other tests: none of their holds is live any more.
    t.setNow(new Date(NOW.getTime() + 10 * 3_600_000));
    for (let i = 1; i <= 5; i++) {
      const res = await reserveFrom(`2001:db8:77:1::${i}`, `v6-${i}@example.de`);
      expect(res.res.statusCode, res.res.body).toBe(200);
    }
    const sixth = await reserveFrom('2001:db8:77:1:abcd::9', 'v6-6@example.de');
    expect(sixth.res.statusCode).toBe(429);
    expect(sixth.json.code).toBe('TOO_MANY_HOLDS');
    expect((await reserveFrom('2001:db8:77:2::1', 'v6-7@example.de')).res.statusCode).toBe(200);
  });
});
