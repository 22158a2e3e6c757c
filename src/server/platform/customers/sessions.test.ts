import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, payments, sessions } from '../../db/schema';
import { databases } from '../../test/databases';
import {
  checkout,
  demoPay,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  type TestApp,
} from '../../test/harness';

const minutes = (n: number) => n * 60_000;
const DAY_TICKET = { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 };
const tokenOf = (cookie: string) => cookie.split('=')[1];

describe.each(databases)('booking sessions on $name', (db) => {
  describe('on a local http shop (defaults: 120 idle minutes, 24 hours at most)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db);
    });
    afterAll(() => t.close());

    const sessionOfPayment = async (paymentId: string) => {
      const [row] = await t.database.db
        .select({ sessionId: bookings.sessionId })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(payments.id, paymentId));
      return row.sessionId;
    };

    it('the cookie is shop_session, HttpOnly, SameSite=Lax, Path=/, not Secure (browsers drop __Host- on http)', async () => {
      const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      const c = r.res.cookies.find((x) => x.name === 'shop_session')!;
      expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(c.secure).toBeFalsy();
      expect(c.domain).toBeUndefined();
      expect(r.res.cookies.some((x) => x.name.startsWith('__Host-'))).toBe(false);
    });

    it('stores only a hash of the token: the token is nowhere in the database', async () => {
      const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      const token = tokenOf(r.cookie!);
      const rows = await t.database.db.select().from(sessions);
      const booked = await t.database.db.select({ sessionId: bookings.sessionId }).from(bookings);
      const dump = JSON.stringify([rows, booked]);
      expect(dump).not.toContain(token);
      expect(rows.map((x) => x.tokenHash)).toContain(createHash('sha256').update(token).digest('base64url'));
    });

    it('an idle session dies after 120 minutes without use; using it keeps it alive', async () => {
      t.setNow(new Date('2026-11-20T09:30:00Z'));
      const idle = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      const busy = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      // Within its hold the booking is pending for both.
      expect((await checkout(t.app, idle.cookie)).json().code).toBe('PAYMENT_PENDING');
      // Busy: used every 100 minutes for 5 hours. Its hold has lapsed (424), the session lives.
      for (let i = 0; i < 3; i++) {
        t.advance(minutes(100));
        expect((await checkout(t.app, busy.cookie)).json().code).toBe('PAYMENT_FAILED');
      }
      // Idle: 300 minutes without use is no session any more.
      expect((await checkout(t.app, idle.cookie)).json().code).toBe('NO_BOOKING');
    });

    it('the idle limit counts from the last use, to the minute', async () => {
      t.setNow(new Date('2026-11-20T09:30:00Z'));
      const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      t.advance(minutes(119));
      expect((await checkout(t.app, r.cookie)).statusCode).toBe(424);
      t.advance(minutes(119));
      expect((await checkout(t.app, r.cookie)).statusCode).toBe(424);
      t.advance(minutes(121));
      expect((await checkout(t.app, r.cookie)).statusCode).toBe(404);
    });

    it('a session dies 24 hours after it began, however busy', async () => {
      t.setNow(new Date('2026-11-20T09:30:00Z'));
      const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      for (let h = 1; h < 24; h++) {
        t.advance(minutes(60));
        expect((await checkout(t.app, r.cookie)).statusCode, `hour ${h}`).toBe(424);
      }
      t.advance(minutes(60));
      expect((await checkout(t.app, r.cookie)).statusCode).toBe(404);
    });

    it('an expired token on reserve starts a new session and leaves the old session alone', async () => {
      t.setNow(new Date('2026-11-20T09:30:00Z'));
      const old = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      const before = await sessionOfPayment(old.json.paymentId);
      t.advance(minutes(121));
      const again = await reserve(
        t.app,
        reserveBody({
          selection: { templateId: 'tagesticket', startTime: '2026-11-22T23:00:00.000Z', slotCount: 1 },
        }),
        old.cookie,
      );
      expect(again.res.statusCode).toBe(200);
      expect(await sessionOfPayment(again.json.paymentId)).not.toBe(before);
      // The old session's hold was not replaced by the new reserve (it simply lapsed).
      const [old2] = await t.database.db.select().from(payments).where(eq(payments.id, old.json.paymentId));
      expect(old2.status).toBe('pending');
      t.setNow(new Date('2026-11-20T09:30:00Z'));
    });

    it('an expired session cannot pay by SEPA or see mandates (no session at all)', async () => {
      // The mandate calls go through the same helper: a dead token is 404 NO_BOOKING / empty.
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/booking/payment/mandates',
        headers: { cookie: `shop_session=${'B'.repeat(40)}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [], count: 0 });
    });
  });

  describe('with SESSION_IDLE_MINUTES=30 and SESSION_ABSOLUTE_HOURS=2', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db, { env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '2' } });
    });
    afterAll(() => t.close());

    it('honours both settings', async () => {
      const idle = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      const busy = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      for (let i = 0; i < 3; i++) {
        t.advance(minutes(25));
        expect((await checkout(t.app, busy.cookie)).statusCode).toBe(424);
      }
      expect((await checkout(t.app, idle.cookie)).statusCode).toBe(404);
      t.advance(minutes(25));
      expect((await checkout(t.app, busy.cookie)).statusCode).toBe(424); // 100 minutes
      t.advance(minutes(25));
      expect((await checkout(t.app, busy.cookie)).statusCode).toBe(404); // 125 minutes > 2 hours
    });
  });

  describe('on an https shop', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db, {
        env: { PUBLIC_URL: 'https://parken.example.de', ALLOW_DEMO_PAYMENTS: 'true' },
      });
    });
    afterAll(() => t.close());

    it('the cookie is __Host-shop_session with Secure, Path=/ and no Domain', async () => {
      const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      const c = r.res.cookies.find((x) => x.name === '__Host-shop_session')!;
      expect(c).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(c.domain).toBeUndefined();
      expect(r.res.cookies.some((x) => x.name === 'shop_session')).toBe(false);
      expect((await checkout(t.app, r.cookie)).json().code).toBe('PAYMENT_PENDING');
    });

    it('ignores an unprefixed shop_session cookie (a sibling host could have planted it)', async () => {
      const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      const planted = `shop_session=${tokenOf(r.cookie!)}`;
      expect((await checkout(t.app, planted)).json().code).toBe('NO_BOOKING');
    });
  });

  it('a planted cookie gains nothing: the victim reserves, the planter is left with a dead token', async () => {
    const t = await startTestApp(db);
    try {
      const attacker = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
      // The victim's browser carries the attacker's cookie and books with it.
      const victim = await reserve(
        t.app,
        reserveBody({
          selection: { templateId: 'kurzzeit', startTime: slot(5), slotCount: 1 },
          contact: { mail: 'victim@example.de', firstName: 'Vic', lastName: 'Tim' },
        }),
        attacker.cookie,
      );
      expect(victim.res.statusCode).toBe(200);
      expect(victim.cookie).not.toBe(attacker.cookie);
      expect((await demoPay(t.app, victim.json.paymentId, 'paid')).statusCode).toBe(303);
      // Only the victim sees the ticket; the attacker's token is no session.
      expect((await checkout(t.app, victim.cookie)).statusCode).toBe(200);
      const stolen = await checkout(t.app, attacker.cookie);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().code).toBe('NO_BOOKING');
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/booking/payment/mandates',
            headers: { cookie: attacker.cookie! },
          })
        ).json(),
      ).toEqual({ data: [], count: 0 });
    } finally {
      await t.close();
    }
  });
});
