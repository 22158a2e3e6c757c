import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databases } from '../../test/databases';
import { seedCustomerSession } from '../../test/customers';
import { checkout, NOW, reserve, startTestApp, type TestApp } from '../../test/harness';
import { extraSession, portalShopConfig } from '../../test/portal';
import { SEPA_ENV } from '../../test/payments';
import { bookings } from '../../db/schema';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';

/** A monthly permit from today's midnight (Berlin) for 30 days. */
const MONTH = { templateId: 'monatsparken', startTime: '2026-11-19T23:00:00.000Z', slotCount: 1 };
const COOKIE = '__Host-shop_session';
const FULL = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  address: {
    streetName: 'Hauptstraße',
    buildingNumber: '1',
    zipCode: '79098',
    city: 'Freiburg',
    country: 'DE',
  },
};
const IBAN = 'DE89 3704 0044 0532 0130 00';

/**
 * A reminder's one-click renewal link is a mail's secret, not a login (ADR 057): whoever holds
 * it renews the permit as a guest; the account owns the renewal, and its saved SEPA mandates
 * are offered, only in a session logged in as the account.
 */
describe.each(databases)('a renewal link acts as no account on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: portalShopConfig(), env: SEPA_ENV });
  });
  afterAll(() => t.close());

  const useLink = (token: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/renewal-link',
      payload: { token },
      headers: cookie ? { cookie } : {},
    });
  const mandates = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/booking/payment/mandates', headers: { cookie } });
  const payWithMandate = (cookie: string, mandateId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/mandate',
      headers: { cookie },
      payload: { mandateId },
    });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === COOKIE)!;
    return `${c.name}=${c.value}`;
  };
  const link = async (permissionId: string) => {
    const issued = await new SingleUseTokens(t.database.db).issue(
      { kind: 'permission', id: permissionId },
      'renewal',
      86_400_000,
      NOW,
    );
    return (issued as { token: string }).token;
  };
  /** The booking the session that `cookie` carries holds. */
  const bookingOf = async (cookie: string) => {
    const session = await t.app.shop.sessions.resolve(cookie.split('=')[1], NOW);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, session!.id));
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  it("a stranger with the link holds a guest's renewal and sees none of the account's mandates; the account's own session gets both", async () => {
    t.setNow(NOW);
    const owner = await seedCustomerSession(t.database.db, { now: NOW, contact: FULL, cookieName: COOKIE });
    // The customer books the month, paying with a mandate saved for future payments.
    const r = await reserve(
      t.app,
      {
        selection: MONTH,
        contact: { mail: owner.mail, ...FULL },
        identifications: [{ source: 'lp', code: 'FR-OW 1' }],
      },
      owner.cookie,
    );
    expect(r.res.statusCode, r.res.body).toBe(200);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/sepa',
      headers: { cookie: r.cookie! },
      payload: { iban: IBAN, bic: 'COBADEFFXXX', accountName: 'Erika Mustermann', recurrentPayment: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const { mandateId } = signed.json() as { mandateId: string };
    const co = await checkout(t.app, r.cookie);
    const { permissionId } = co.json() as { permissionId: string };

    // A stranger (no session) uses the mailed link: the renewal is held, as a guest's.
    const strangers = await useLink(await link(permissionId));
    expect(strangers.statusCode, strangers.body).toBe(200);
    const stranger = cookieOf(strangers);
    expect((await bookingOf(stranger)).customerId).toBeNull();
    // None of the account's mandates is offered or usable.
    expect((await mandates(stranger)).json()).toEqual({ data: [], count: 0 });
    const refused = await payWithMandate(stranger, mandateId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('MANDATE_NOT_FOUND');

    // Another customer's logged-in session is no better.
    const other = await seedCustomerSession(t.database.db, { now: NOW, cookieName: COOKIE });
    const others = await useLink(await link(permissionId), other.cookie);
    expect(others.statusCode, others.body).toBe(200);
    expect((await bookingOf(cookieOf(others))).customerId).toBeNull();
    expect((await mandates(cookieOf(others))).json()).toEqual({ data: [], count: 0 });

    // The account's own session: the renewal is the account's, its mandate offered and usable.
    const own = await useLink(
      await link(permissionId),
      await extraSession(t.database.db, owner.id, NOW, COOKIE),
    );
    expect(own.statusCode, own.body).toBe(200);
    const ownCookie = cookieOf(own);
    expect((await bookingOf(ownCookie)).customerId).toBe(owner.id);
    const offered = (await mandates(ownCookie)).json() as { count: number; data: { mandateId: string }[] };
    expect(offered.count).toBe(1);
    expect(offered.data[0].mandateId).toBe(mandateId);
    expect((await payWithMandate(ownCookie, mandateId)).statusCode).toBe(200);
  });
});
