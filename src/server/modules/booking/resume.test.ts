import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments, permissions } from '../../db/schema';
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
import { payBySepa, providerFakes, SEPA_ENV } from '../../test/payments';

const fakes = providerFakes();
const { sumup, mollie } = fakes;

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

const minutes = (n: number) => n * 60_000;
const requests = (fake: typeof sumup | typeof mollie, method: string, path: RegExp) =>
  fake.requests.filter((r) => r.method === method && path.test(r.path)).length;
const sumupCreates = () => requests(sumup, 'POST', /^\/v0\.1\/checkouts$/);
const sumupCancels = () => requests(sumup, 'DELETE', /^\/v0\.1\/checkouts\//);
const mollieCreates = () => requests(mollie, 'POST', /^\/v2\/payments$/);
const mollieCancels = () => requests(mollie, 'DELETE', /^\/v2\/payments\//);

/** "Pay again" on the checkout page. */
const retry = (t: TestApp, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/booking/payment/retry',
    payload: {},
    headers: cookie ? { cookie } : {},
  });
const cookieOf = (res: { cookies: { name: string; value: string }[] }, fallback?: string) => {
  const c = res.cookies.find((x) => x.name === 'shop_session' || x.name === '__Host-shop_session');
  return c ? `${c.name}=${c.value}` : fallback!;
};

/** A reload of the payment page sends exactly the same reserve again, with the session cookie. */
const body = (h: number, over: Record<string, unknown> = {}) =>
  reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(h), slotCount: 1 }, ...over });

describe.each(databases)('a repeated reserve resumes the pending payment on $name', (db) => {
  describe('demo provider', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db);
    });
    afterAll(() => t.close());

    it('answers the same reservation and payment with a new token; the old token stops working', async () => {
      const first = await reserve(t.app, body(2));
      const again = await reserve(t.app, body(2), first.cookie);
      expect(again.res.statusCode).toBe(200);
      expect(again.json).toEqual(first.json);
      expect(again.json.paymentRedirect).toBe(`/demo-pay/${first.json.paymentId}`);
      expect(again.cookie).not.toBe(first.cookie);
      expect((await checkout(t.app, first.cookie)).json().code).toBe('NO_BOOKING');
      expect((await checkout(t.app, again.cookie)).json().code).toBe('PAYMENT_PENDING');
      // Resuming again and again keeps the one payment (and, at capacity 3, the one place).
      const third = await reserve(t.app, body(2), again.cookie);
      expect(third.json.paymentId).toBe(first.json.paymentId);
      const mine = await t.database.db.select().from(payments).where(eq(payments.id, first.json.paymentId));
      expect(mine[0].status).toBe('pending');
      expect((await demoPay(t.app, first.json.paymentId, 'paid')).statusCode).toBe(303);
      expect((await checkout(t.app, third.cookie)).statusCode).toBe(200);
    });

    it('matches contact and identifications whatever the key order, and the plate as normalised', async () => {
      const first = await reserve(t.app, body(3, { identifications: [{ source: 'lp', code: 'f-em 123' }] }));
      const again = await reserve(
        t.app,
        body(3, {
          contact: { lastName: 'Mustermann', firstName: 'Erika', mail: ' erika@example.de ' },
          identifications: [{ code: 'F-EM 123', source: 'lp' }],
        }),
        first.cookie,
      );
      expect(again.json.paymentId).toBe(first.json.paymentId);
    });

    it.each([
      ['another start', body(5)],
      [
        'another slot count',
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 2 } }),
      ],
      ['another plate', body(4, { identifications: [{ source: 'lp', code: 'F-EM 999' }] })],
      [
        'another e-mail',
        body(4, { contact: { mail: 'max@example.de', firstName: 'Erika', lastName: 'Mustermann' } }),
      ],
    ])('%s is a new reservation that replaces the old one', async (_n, other) => {
      const first = await reserve(t.app, body(4));
      const again = await reserve(t.app, other, first.cookie);
      expect(again.res.statusCode).toBe(200);
      expect(again.json.paymentId).not.toBe(first.json.paymentId);
      expect((await demoPay(t.app, first.json.paymentId, 'paid')).json().code).toBe('PAYMENT_CLOSED');
    });

    it('after the hold lapsed, the same reserve opens a new payment', async () => {
      const first = await reserve(t.app, body(6));
      t.advance(minutes(16));
      const again = await reserve(t.app, body(6), first.cookie);
      expect(again.res.statusCode).toBe(200);
      expect(again.json.paymentId).not.toBe(first.json.paymentId);
    });

    it('after a failed payment, the same reserve opens a new payment', async () => {
      const first = await reserve(t.app, body(7));
      expect((await demoPay(t.app, first.json.paymentId, 'failed')).statusCode).toBe(303);
      const again = await reserve(t.app, body(7), first.cookie);
      expect(again.json.paymentId).not.toBe(first.json.paymentId);
    });

    it('a reserve repeating a paid booking answers 409 ALREADY_PAID with the ticket and opens no payment', async () => {
      const first = await reserve(t.app, body(8));
      expect((await demoPay(t.app, first.json.paymentId, 'paid')).statusCode).toBe(303);
      const ticket = (await checkout(t.app, first.cookie)).json();
      const paymentsBefore = (await t.database.db.select().from(payments)).length;
      // The back button, a reload or a second tab: the stored booking data sent again.
      for (const again of [body(8), body(8, { identifications: [{ source: 'lp', code: 'f-em 123' }] })]) {
        const res = await reserve(t.app, again, first.cookie);
        expect(res.res.statusCode).toBe(409);
        // The ticket's link; the checkout adds what the result page shows (bill link, mail address).
        const { permissionId, permissionSecret } = ticket as {
          permissionId: string;
          permissionSecret: string;
        };
        expect(res.json).toMatchObject({ code: 'ALREADY_PAID', details: { permissionId, permissionSecret } });
      }
      expect(await t.database.db.select().from(payments)).toHaveLength(paymentsBefore);
      expect((await checkout(t.app, first.cookie)).json()).toEqual(ticket);
      // Another plate or period is another booking; another session knows nothing of this one.
      const other = await reserve(
        t.app,
        body(8, { identifications: [{ source: 'lp', code: 'F-EM 999' }] }),
        first.cookie,
      );
      expect(other.res.statusCode).toBe(200);
      expect((await reserve(t.app, body(8))).res.statusCode).toBe(200);
    });

    it('pay again after a failure: a new payment for the same booking, no data entry, the same hold end', async () => {
      const first = await reserve(t.app, body(9));
      expect((await demoPay(t.app, first.json.paymentId, 'failed')).statusCode).toBe(303);
      const failed = await checkout(t.app, first.cookie);
      expect(failed.statusCode).toBe(424);
      // The demo's failure is final: the page need not ask on.
      expect(failed.json().details.final).toBe(true);
      const again = await retry(t, first.cookie);
      expect(again.statusCode).toBe(200);
      const cookie = cookieOf(again);
      expect(cookie).not.toBe(first.cookie);
      const r = again.json();
      expect(r).toMatchObject({
        templateId: 'kurzzeit',
        priceToBePaid: first.json.priceToBePaid,
        startTime: first.json.startTime,
        endTime: first.json.endTime,
        paymentMethod: first.json.paymentMethod,
      });
      expect(r.paymentId).not.toBe(first.json.paymentId);
      expect(r.paymentRedirect).toBe(`/demo-pay/${r.paymentId}`);
      expect(failed.json().details.holdUntil).toBe((await checkout(t.app, cookie)).json().details.holdUntil);
      // A double click resumes the new payment instead of opening a third.
      const twice = await retry(t, cookie);
      expect(twice.json().paymentId).toBe(r.paymentId);
      expect((await demoPay(t.app, r.paymentId, 'paid')).statusCode).toBe(303);
      const done = await checkout(t.app, cookieOf(twice));
      expect(done.statusCode).toBe(200);
      const paidAgain = await retry(t, cookieOf(twice));
      expect(paidAgain.statusCode).toBe(409);
      const { permissionId, permissionSecret } = done.json() as {
        permissionId: string;
        permissionSecret: string;
      };
      expect(paidAgain.json()).toMatchObject({
        code: 'ALREADY_PAID',
        details: { permissionId, permissionSecret },
      });
    });

    it('pay again after the hold answers HOLD_LAPSED; the reserve from the kept data opens a new payment', async () => {
      const first = await reserve(t.app, body(10));
      expect((await demoPay(t.app, first.json.paymentId, 'failed')).statusCode).toBe(303);
      t.advance(minutes(16));
      const late = await retry(t, first.cookie);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('HOLD_LAPSED');
      const again = await reserve(t.app, body(10), first.cookie);
      expect(again.res.statusCode).toBe(200);
      expect((await retry(t)).json().code).toBe('NO_BOOKING');
    });
  });

  describe('SumUp', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db, { env: fakes.sumupEnv });
    });
    afterAll(() => t.close());

    it('a reload mounts the same checkout: no second checkout at SumUp, none cancelled', async () => {
      const first = await reserve(t.app, body(2));
      const again = await reserve(t.app, body(2), first.cookie);
      expect(again.json).toEqual(first.json);
      expect(again.json.paymentWidgetUrl).toBeDefined();
      expect(sumupCreates()).toBe(1);
      sumup.pay(first.json.paymentId);
      expect((await checkout(t.app, again.cookie)).statusCode).toBe(200);
      expect(sumupCancels()).toBe(0);
    });

    it('an authorised payment we have not heard of yet survives a reload', async () => {
      const first = await reserve(t.app, body(3));
      sumup.pay(first.json.paymentId); // paid in the widget; the page reloads before anything else
      const again = await reserve(t.app, body(3), first.cookie);
      expect(again.json.paymentId).toBe(first.json.paymentId);
      expect(sumupCreates()).toBe(1);
      expect(sumupCancels()).toBe(0);
      expect((await checkout(t.app, again.cookie)).statusCode).toBe(200);
    });

    it('a different reserve asks SumUp first: an authorised payment becomes the ticket, not a cancellation', async () => {
      const first = await reserve(t.app, body(4));
      sumup.pay(first.json.paymentId);
      const other = await reserve(t.app, body(9), first.cookie);
      expect(other.res.statusCode).toBe(200);
      expect(other.json.paymentId).not.toBe(first.json.paymentId);
      await t.app.shop.settled();
      expect(sumupCancels()).toBe(0);
      const [ours] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerRef, first.json.paymentId));
      expect(ours.status).toBe('paid');
      expect(
        await t.database.db.select().from(permissions).where(eq(permissions.bookingId, ours.bookingId)),
      ).toHaveLength(1);
    });

    it('a provider outage after the hold was stored still hands out the new token (the old one is dead)', async () => {
      const first = await reserve(t.app, body(6));
      sumup.faultMode = 'http503';
      const down = await reserve(t.app, body(11), first.cookie);
      sumup.faultMode = 'none';
      expect(down.res.statusCode).toBe(503);
      const cookie = down.res.cookies.find(
        (c) => c.name === 'shop_session' || c.name === '__Host-shop_session',
      );
      expect(cookie).toBeDefined();
      expect((await checkout(t.app, first.cookie)).json().code).toBe('NO_BOOKING');
      // The session lives on with the new token: its booking failed (nothing was charged).
      expect((await checkout(t.app, `${cookie!.name}=${cookie!.value}`)).json().code).toBe('PAYMENT_FAILED');
    });

    it('pay again after a failed card payment mounts a new checkout that can be paid', async () => {
      const first = await reserve(t.app, body(12));
      sumup.setStatus(first.json.paymentId, 'FAILED');
      const failed = await checkout(t.app, first.cookie);
      expect(failed.statusCode).toBe(424);
      expect(failed.json().details.final).toBe(false);
      const again = await retry(t, first.cookie);
      expect(again.statusCode).toBe(200);
      const r = again.json();
      expect(r.paymentMethod).toBe(first.json.paymentMethod);
      expect(r.paymentWidgetUrl).toBeDefined();
      expect(r.paymentId).not.toBe(first.json.paymentId);
      expect(sumupCreates()).toBe(2);
      sumup.pay(r.paymentId);
      expect((await checkout(t.app, cookieOf(again))).statusCode).toBe(200);
    });

    it('a different reserve still cancels an unpaid checkout it replaces', async () => {
      const first = await reserve(t.app, body(5));
      await reserve(t.app, body(10), first.cookie);
      await t.app.shop.settled();
      expect(sumupCancels()).toBe(1);
      expect(sumupCreates()).toBe(2);
    });
  });

  describe('Mollie', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db, { env: fakes.mollieEnv });
    });
    afterAll(() => t.close());

    it('a reload answers the same checkout link: one payment at Mollie', async () => {
      const first = await reserve(t.app, body(2));
      expect(first.json.paymentRedirect).toMatch(/^https:\/\//);
      const again = await reserve(t.app, body(2), first.cookie);
      expect(again.json).toEqual(first.json);
      expect(mollieCreates()).toBe(1);
      expect(mollieCancels()).toBe(0);
      const [ours] = await t.database.db.select().from(payments).where(eq(payments.id, first.json.paymentId));
      mollie.setStatus(ours.providerRef!, 'paid');
      expect((await checkout(t.app, again.cookie)).statusCode).toBe(200);
    });

    it('pay again after a failed Mollie payment: a new checkout link, which can be paid', async () => {
      const first = await reserve(t.app, body(3));
      const [ours] = await t.database.db.select().from(payments).where(eq(payments.id, first.json.paymentId));
      mollie.setStatus(ours.providerRef!, 'failed');
      expect((await checkout(t.app, first.cookie)).statusCode).toBe(424);
      const again = await retry(t, first.cookie);
      expect(again.statusCode).toBe(200);
      const r = again.json();
      expect(r.paymentRedirect).toMatch(/^https:\/\//);
      expect(r.paymentRedirect).not.toBe(first.json.paymentRedirect);
      expect(mollieCreates()).toBe(2);
      const [next] = await t.database.db.select().from(payments).where(eq(payments.id, r.paymentId));
      mollie.setStatus(next.providerRef!, 'paid');
      expect((await checkout(t.app, cookieOf(again))).statusCode).toBe(200);
    });

    it('a first payment that succeeds late after "pay again": one ticket, the second payment is never charged too', async () => {
      const first = await reserve(t.app, body(5));
      const [a] = await t.database.db.select().from(payments).where(eq(payments.id, first.json.paymentId));
      mollie.setStatus(a.providerRef!, 'failed');
      expect((await checkout(t.app, first.cookie)).statusCode).toBe(424);
      const again = await retry(t, first.cookie);
      const cookie = cookieOf(again);
      const [b] = await t.database.db.select().from(payments).where(eq(payments.id, again.json().paymentId));
      // Mollie reports the first payment paid after all (its webhook): that is the ticket.
      mollie.setStatus(a.providerRef!, 'paid');
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/mollie/webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${a.providerRef}`,
      });
      expect(hook.statusCode).toBe(200);
      const ticket = await checkout(t.app, cookie);
      expect(ticket.statusCode).toBe(200);
      const [permission] = await t.database.db
        .select()
        .from(permissions)
        .where(eq(permissions.bookingId, a.bookingId));
      expect(ticket.json()).toEqual({ permissionId: permission.id, permissionSecret: permission.secret });
      expect((await retry(t, cookie)).json().code).toBe('ALREADY_PAID');
      // The second payment goes through as well: not a second ticket, a refund due.
      mollie.setStatus(b.providerRef!, 'paid');
      t.advance(minutes(1));
      expect((await checkout(t.app, cookie)).json()).toEqual(ticket.json());
      const [second] = await t.database.db.select().from(payments).where(eq(payments.id, b.id));
      expect([second.status, second.statusReason]).toEqual(['refund_due', 'paid-twice']);
      expect(
        await t.database.db.select().from(permissions).where(eq(permissions.bookingId, b.bookingId)),
      ).toHaveLength(0);
    });

    it('a success Mollie reports after the page showed the lapse becomes the ticket on the next poll', async () => {
      const first = await reserve(t.app, body(4));
      const [ours] = await t.database.db.select().from(payments).where(eq(payments.id, first.json.paymentId));
      t.advance(minutes(16));
      const lapsed = await checkout(t.app, first.cookie);
      expect(lapsed.statusCode).toBe(424);
      // Not final: the page goes on asking slowly.
      expect(lapsed.json().details.final).toBe(false);
      // The payer had paid at Mollie meanwhile (the return after a timeout).
      mollie.setStatus(ours.providerRef!, 'paid');
      t.advance(minutes(1));
      const late = await checkout(t.app, first.cookie);
      expect(late.statusCode).toBe(200);
      expect((await checkout(t.app, first.cookie)).json()).toEqual(late.json());
    });
  });

  describe('SEPA', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db, { env: SEPA_ENV });
    });
    afterAll(() => t.close());

    it('a reload shows the form for the same payment, which can then be paid', async () => {
      const first = await reserve(t.app, body(2));
      const again = await reserve(t.app, body(2), first.cookie);
      expect(again.json).toEqual(first.json);
      expect(again.json.paymentMethod).toBe('Sepa');
      const pay = await payBySepa(t.app, again.cookie!);
      expect(pay.statusCode).toBe(200);
      expect((await checkout(t.app, again.cookie)).statusCode).toBe(200);
    });

    it('pay again after a SEPA payment: within the hold the same form, after it a new reserve', async () => {
      const first = await reserve(t.app, body(3));
      // The hold lasts: the same open payment (a way back from a cancelled form).
      const same = await retry(t, first.cookie);
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({
        paymentId: first.json.paymentId,
        paymentMethod: 'Sepa',
        templateId: 'kurzzeit',
      });
      t.advance(minutes(16));
      const lapsed = await checkout(t.app, cookieOf(same));
      expect(lapsed.statusCode).toBe(424);
      expect(lapsed.json().details.final).toBe(true);
      const late = await retry(t, cookieOf(same));
      expect(late.json().code).toBe('HOLD_LAPSED');
      const again = await reserve(t.app, body(3), cookieOf(same));
      expect(again.res.statusCode).toBe(200);
      expect(again.json.paymentId).not.toBe(first.json.paymentId);
      expect((await payBySepa(t.app, again.cookie!)).statusCode).toBe(200);
      expect((await checkout(t.app, again.cookie)).statusCode).toBe(200);
    });
  });
});
