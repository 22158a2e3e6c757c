import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutDataSchema } from '../../../shared/schemas/booking';
import { mails, paymentEvents, permissions } from '../../db/schema';
import { databases } from '../../test/databases';
import {
  bookAndPay,
  checkout,
  demoPay,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  type TestApp,
} from '../../test/harness';

describe.each(databases)('checkout and the demo provider on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  const count = async (table: typeof permissions | typeof mails, permissionOrBooking: string) => {
    const col = table === permissions ? permissions.bookingId : mails.permissionId;
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(col, permissionOrBooking));
    return row.n;
  };

  it('404 NO_BOOKING without a session, or with one the server does not know', async () => {
    const none = await checkout(t.app);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NO_BOOKING');
    const unknown = await checkout(t.app, `shop_session=${'x'.repeat(40)}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('409 PAYMENT_PENDING while open, 200 with the permission once paid', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
    );
    const pending = await checkout(t.app, r.cookie);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('PAYMENT_PENDING');
    expect(pending.headers['cache-control']).toBe('no-store');
    const pay = await demoPay(t.app, r.json.paymentId, 'paid');
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe('/checkout');
    const done = await checkout(t.app, r.cookie);
    expect(done.statusCode).toBe(200);
    const data = checkoutDataSchema.parse(done.json());
    // >= 128 bits of randomness in the secret.
    expect(Buffer.from(data.permissionSecret, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Polling again gives the same answer.
    expect((await checkout(t.app, r.cookie)).json()).toEqual(data);
  });

  it('424 PAYMENT_FAILED after Fail on the demo page', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 1 } }),
    );
    expect((await demoPay(t.app, r.json.paymentId, 'failed')).statusCode).toBe(303);
    const co = await checkout(t.app, r.cookie);
    expect(co.statusCode).toBe(424);
    expect(co.json().code).toBe('PAYMENT_FAILED');
    // Failing again changes nothing; paying a failed payment is refused.
    expect((await demoPay(t.app, r.json.paymentId, 'failed')).statusCode).toBe(303);
    const pay = await demoPay(t.app, r.json.paymentId, 'paid');
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('PAYMENT_CLOSED');
  });

  it('paying twice creates one permission and one mail', async () => {
    const {
      reservation,
      cookie,
      checkout: data,
    } = await bookAndPay(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(8), slotCount: 1 } }),
    );
    const again = await demoPay(t.app, reservation.paymentId, 'paid');
    expect(again.statusCode).toBe(303);
    // Two settles at the same moment: the row lock lets one through.
    const both = await Promise.all([
      demoPay(t.app, reservation.paymentId, 'paid'),
      demoPay(t.app, reservation.paymentId, 'paid'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([303, 303]);
    const [perm] = await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.id, data.permissionId));
    expect(await count(permissions, perm.bookingId)).toBe(1);
    expect(await count(mails, perm.id)).toBe(1);
    expect((await checkout(t.app, cookie)).json()).toEqual(data);
    // Failing a paid payment is refused.
    expect((await demoPay(t.app, reservation.paymentId, 'failed')).statusCode).toBe(409);
    // The history: pending, then paid once.
    const events = await t.database.db
      .select({ status: paymentEvents.status })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, reservation.paymentId))
      .orderBy(paymentEvents.id);
    expect(events.map((e) => e.status)).toEqual(['pending', 'paid']);
  });

  it('the permission carries the identifications and a ticket code', async () => {
    const { checkout: data } = await bookAndPay(
      t.app,
      reserveBody({
        selection: { templateId: 'kurzzeit', startTime: slot(9), slotCount: 1 },
        identifications: [{ source: 'lp', code: 'f - em  123' }],
      }),
    );
    const [perm] = await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.id, data.permissionId));
    expect(perm.identifications).toEqual([{ source: 'lp', code: 'F-EM 123' }]);
    expect(perm.ticketCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
  });

  it('a free booking needs no payment: method None, paid at once', async () => {
    const r = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'gratis', startTime: slot(2), slotCount: 1 },
        contact: { mail: 'gratis@example.de' },
        identifications: [],
      }),
    );
    expect(r.res.statusCode).toBe(200);
    expect(r.json).toMatchObject({ priceToBePaid: 0, paymentMethod: 'None' });
    expect(r.json.paymentRedirect).toBeUndefined();
    const co = await checkout(t.app, r.cookie);
    expect(co.statusCode).toBe(200);
  });

  describe('demo payment page', () => {
    it('shows shop name, amount and the two buttons', async () => {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(12), slotCount: 2 } }),
      );
      const page = await t.app.inject({ method: 'GET', url: r.json.paymentRedirect });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<html lang="de">');
      expect(page.body).toContain('Parkhaus am Markt');
      expect(page.body).toMatch(/5,50\s€/);
      expect(page.body).toMatch(
        /<button[^>]*name="outcome" value="paid"[^>]*>Bezahlen \/ <span lang="en">Pay/,
      );
      expect(page.body).toMatch(
        /<button[^>]*name="outcome" value="failed"[^>]*>Ablehnen \/ <span lang="en">Fail/,
      );
      // Self-contained: no script, no style sheet; only the shop's own icon, so that the
      // browser does not ask for a /favicon.ico that is not there.
      expect(page.body).not.toMatch(/<script\b/);
      expect(page.body.match(/<link\b[^>]*>/g)).toEqual(['<link rel="icon" href="/favicon.svg" type="image/svg+xml">']);
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    });

    it('answers 404 for an unknown payment', async () => {
      for (const id of ['6f1c3c55-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const page = await t.app.inject({ method: 'GET', url: `/demo-pay/${id}` });
        expect(page.statusCode).toBe(404);
        expect(page.headers['content-type']).toContain('text/html');
        const post = await demoPay(t.app, id, 'paid');
        expect(post.statusCode).toBe(404);
        expect(post.json().code).toBe('PAYMENT_NOT_FOUND');
      }
    });

    it('refuses an outcome other than paid or failed', async () => {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(13), slotCount: 1 } }),
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/demo-pay/${r.json.paymentId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=maybe',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    });
  });
});
