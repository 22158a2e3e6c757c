import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes } from '../../db/schema';
import { seedCustomerSession } from '../../test/customers';
import { databases } from '../../test/databases';
import { checkout, hostOf, NOW, reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { providerFakes } from '../../test/payments';
import { DAY_TICKET, extraSession, portalShopConfig, sapi } from '../../test/portal';

const TOKEN = 'operator-token-0123456789';
/** PUBLIC_URL is https here: the session cookie carries the __Host- prefix. */
const COOKIE = '__Host-shop_session';
const fakes = providerFakes();
const { mollie, sumup } = fakes;

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

describe.each(databases)('cancellation refunds at the provider on $name', (db) => {
  for (const provider of ['mollie', 'sumup'] as const) {
    describe(provider, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await startTestApp(db, {
          shopConfig: portalShopConfig(),
          env: { ...(provider === 'mollie' ? fakes.mollieEnv : fakes.sumupEnv), OPERATOR_TOKEN: TOKEN },
        });
      });
      afterAll(() => t.close());

      /** Books as the customer and pays at the provider's fake; the checkout poll settles it. */
      async function bookAndPay(cookie: string, selection: object = DAY_TICKET) {
        const r = await reserve(t.app, reserveBody({ selection }), cookie);
        expect(r.res.statusCode).toBe(200);
        if (provider === 'mollie') mollie.setStatus([...mollie.payments.keys()].at(-1)!, 'paid');
        else sumup.pay(r.json.paymentId);
        const co = await checkout(t.app, r.cookie);
        expect(co.statusCode).toBe(200);
        return { cookie: r.cookie!, permissionId: co.json().permissionId as string };
      }
      const refunds = () =>
        provider === 'mollie'
          ? mollie.refunds.map((r) => ({ amount: r.value, ref: r.paymentId }))
          : sumup.refunds.map((r) => ({ amount: r.amount.toFixed(2), ref: r.checkoutId }));

      it('a full refund goes to the provider with the amount paid, once', async () => {
        const c = await seedCustomerSession(t.database.db, { now: NOW, cookieName: COOKIE });
        const b = await bookAndPay(c.cookie);
        const res = await Promise.all([
          sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId }),
          sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId }),
        ]);
        expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const ok = res.find((r) => r.statusCode === 200)!.json();
        expect(ok.refund).toEqual({
          amountCents: 1200,
          method: provider === 'mollie' ? 'Mollie' : 'Sumup',
          status: 'refunded',
        });
        expect(refunds()).toEqual([{ amount: '12.00', ref: expect.any(String) }]);
        const [note] = await t.database.db
          .select()
          .from(creditNotes)
          .where(eq(creditNotes.id, ok.creditNote._id));
        expect(note.refundStatus).toBe('refunded');
      });

      it('pro rata: the provider is asked for the unused whole days only', async () => {
        const c = await seedCustomerSession(t.database.db, {
          now: NOW,
          cookieName: COOKIE,
          contact: {
            address: { streetName: 'A', buildingNumber: '1', zipCode: '1', city: 'B', country: 'DE' },
          },
        });
        const b = await bookAndPay(c.cookie, {
          templateId: 'monatsparken',
          startTime: '2026-11-19T23:00:00.000Z',
          slotCount: 1,
        });
        const later = new Date('2026-11-30T10:00:00Z');
        t.setNow(later);
        try {
          const cookie = await extraSession(t.database.db, c.id, later, COOKIE);
          // The list states the refund before the cancel: the amount the cancel then pays.
          const listed = (await sapi(t.app, cookie, 'GET', '/sapi/permission/list')).json();
          expect(listed.data[0].computed).toEqual({ cancellationPossible: true, refundCents: 5636 });
          const res = await sapi(t.app, cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId });
          expect(res.statusCode).toBe(200);
          // 19 of 30 days of 89.00: 56.36.
          expect(res.json().refund).toMatchObject({ amountCents: 5636, status: 'refunded' });
          expect(refunds()).toEqual([{ amount: '56.36', ref: expect.any(String) }]);
        } finally {
          t.setNow(NOW);
        }
      });

      it('a provider that refuses or fails: cancelled anyway, the refund is due for the operator', async () => {
        const c = await seedCustomerSession(t.database.db, { now: NOW, cookieName: COOKIE });
        const b = await bookAndPay(c.cookie);
        if (provider === 'mollie') mollie.faultMode = 'http500';
        else sumup.faultMode = 'http500';
        const res = await sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId });
        expect(res.statusCode).toBe(200);
        expect(res.json().refund).toMatchObject({ amountCents: 1200, status: 'due' });
        const due = await t.app.inject({
          method: 'GET',
          url: '/api/operator/payments/refunds-due',
          headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
        });
        expect(due.json()).toContainEqual(
          expect.objectContaining({
            amountCents: 1200,
            reason: 'cancellation:provider-unavailable',
            creditNoteId: res.json().creditNote._id,
          }),
        );
      });
    });
  }
});
