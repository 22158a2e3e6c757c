import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, sepaCollections, sepaMandates } from '../../db/schema';
import { seedCustomerSession } from '../../test/customers';
import { databases } from '../../test/databases';
import { checkout, hostOf, NOW, reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { SEPA_ENV } from '../../test/payments';
import { DAY_TICKET, extraSession, portalShopConfig, sapi } from '../../test/portal';

const TOKEN = 'operator-token-0123456789';
const COOKIE = '__Host-shop_session';
const IBAN = 'DE89370400440532013000';
const valid = { iban: IBAN, bic: '', accountName: 'Erika Mustermann', recurrentPayment: true };

describe.each(databases)("the account's SEPA mandates on $name", (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, {
      shopConfig: portalShopConfig({ sepa: { maxOpenDebitsPerIban: 1000, maxOpenDebitsPerMail: 1000 } }),
      env: { ...SEPA_ENV, OPERATOR_TOKEN: TOKEN },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const exportNow = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/sepa-exports',
      headers: { host: hostOf(t.app), 'x-requested-with': 'test', authorization: `Bearer ${TOKEN}` },
    });

  /** A logged-in booking paid with a new recurrent mandate. */
  async function bookWithMandate(cookie: string) {
    const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }), cookie);
    expect(r.res.statusCode).toBe(200);
    const paid = await post('/api/booking/payment/sepa', r.cookie!, valid);
    expect(paid.statusCode).toBe(200);
    const co = (await checkout(t.app, r.cookie)).json();
    return {
      cookie: r.cookie!,
      mandateId: paid.json().mandateId as string,
      permissionId: co.permissionId as string,
    };
  }

  it('a mandate signed while logged in belongs to the account: listed, offered in a later session, revoked only once exported', async () => {
    // Anything left open by other tests is exported first.
    await exportNow();
    const c = await seedCustomerSession(t.database.db, { now: NOW, cookieName: COOKIE });
    const b = await bookWithMandate(c.cookie);
    const [row] = await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, b.mandateId));
    expect(row.customerId).toBe(c.id);
    const list = await sapi(t.app, b.cookie, 'GET', '/sapi/mandates');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: [
        {
          mandateId: b.mandateId,
          signatureDate: '2026-11-20',
          accountName: 'Erika Mustermann',
          iban: expect.stringMatching(/^DE89 \*+/),
          bic: 'COBADEFFXXX',
        },
      ],
      count: 1,
    });
    expect(list.json().data[0].iban).not.toContain('0532013000');
    // A new session of the account (another day, another device) is offered it and may use it.
    const later = await extraSession(t.database.db, c.id, NOW, COOKIE);
    const r2 = await reserve(t.app, reserveBody({ selection: DAY_TICKET }), later);
    const offered = await t.app.inject({
      method: 'GET',
      url: '/api/booking/payment/mandates',
      headers: { cookie: r2.cookie! },
    });
    expect(offered.json().data.map((m: { mandateId: string }) => m.mandateId)).toEqual([b.mandateId]);
    expect(
      (await post('/api/booking/payment/mandate', r2.cookie!, { mandateId: b.mandateId })).statusCode,
    ).toBe(200);
    // A guest session with the same e-mail is not offered the account's mandate.
    const guest = await reserve(t.app, reserveBody({ selection: DAY_TICKET, contact: { mail: c.mail } }));
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/booking/payment/mandates',
      headers: { cookie: guest.cookie! },
    });
    expect(none.json()).toEqual({ data: [], count: 0 });
    // Another customer cannot see or revoke it.
    const other = await seedCustomerSession(t.database.db, { now: NOW, cookieName: COOKIE });
    expect((await sapi(t.app, other.cookie, 'GET', '/sapi/mandates')).json()).toEqual({ data: [], count: 0 });
    const foreign = await sapi(t.app, other.cookie, 'DELETE', `/sapi/mandates/${b.mandateId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('MANDATE_NOT_FOUND');
    // While a debit on it awaits the export: 409.
    const busy = await sapi(t.app, r2.cookie, 'DELETE', `/sapi/mandates/${b.mandateId}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('MANDATE_IN_USE');
    expect((await exportNow()).statusCode).toBe(201);
    const gone = await sapi(t.app, r2.cookie, 'DELETE', `/sapi/mandates/${b.mandateId}`);
    expect(gone.statusCode).toBe(204);
    expect((await sapi(t.app, r2.cookie, 'GET', '/sapi/mandates')).json()).toEqual({ data: [], count: 0 });
    expect((await sapi(t.app, r2.cookie, 'DELETE', `/sapi/mandates/${b.mandateId}`)).statusCode).toBe(404);
    // Revoked: never offered or used again (another car: this session has paid the first one).
    const r3 = await reserve(
      t.app,
      reserveBody({ selection: DAY_TICKET, identifications: [{ source: 'lp', code: 'F-EM 124' }] }),
      r2.cookie,
    );
    expect(r3.res.statusCode).toBe(200);
    const offeredAfter = await t.app.inject({
      method: 'GET',
      url: '/api/booking/payment/mandates',
      headers: { cookie: r3.cookie! },
    });
    expect(offeredAfter.json()).toEqual({ data: [], count: 0 });
    expect(
      (await post('/api/booking/payment/mandate', r3.cookie!, { mandateId: b.mandateId })).statusCode,
    ).toBe(404);
  });

  it('cancelling a SEPA booking not yet exported drops its debit from the next export; an exported one is due', async () => {
    await exportNow();
    const c = await seedCustomerSession(t.database.db, { now: NOW, cookieName: COOKIE });
    const b = await bookWithMandate(c.cookie);
    const res = await sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId });
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toEqual({ amountCents: 1200, method: 'Sepa', status: 'dropped' });
    const [col] = await t.database.db
      .select()
      .from(sepaCollections)
      .where(eq(sepaCollections.mandateId, b.mandateId));
    expect(col).toMatchObject({ excludeReason: 'cancelled', batchId: null });
    expect((await exportNow()).statusCode).toBe(204);
    // The mandate is free again: it may be revoked.
    expect((await sapi(t.app, b.cookie, 'DELETE', `/sapi/mandates/${b.mandateId}`)).statusCode).toBe(204);

    const d = await seedCustomerSession(t.database.db, { now: NOW, cookieName: COOKIE });
    const e = await bookWithMandate(d.cookie);
    expect((await exportNow()).statusCode).toBe(201);
    const late = await sapi(t.app, e.cookie, 'POST', '/sapi/permission/cancel', { _id: e.permissionId });
    expect(late.json().refund).toEqual({ amountCents: 1200, method: 'Sepa', status: 'due' });
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, late.json().creditNote._id));
    expect(note.refundReason).toBe('sepa-exported');
  });
});
