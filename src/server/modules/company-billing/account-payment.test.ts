import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, companyCharges, creditNotes, mails, payments, permissions } from '../../db/schema';
import { seedCustomerSession, type SeededCustomer } from '../../test/customers';
import { seedCompany, seedCostCentre, seedMember, seedOpenInvoice } from '../../test/company-seed';
import { databases } from '../../test/databases';
import { checkout, demoPay, NOW, reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { DAY_TICKET, portalShopConfig, sapi } from '../../test/portal';

const COOKIE = 'shop_session';
let invoiceNumber = 900_000 + Math.floor(Math.random() * 90_000);

/**
 * Booking on a company's account (ADR 066): a member's booking is settled without paying, gets
 * its ticket and no bill, and one charge for the monthly invoice; refusals leave it payable.
 */
describe.each(databases)('booking on account on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: portalShopConfig({ maxBookingCount: 100 }) });
  });
  afterAll(() => t.close());

  const pay = (cookie: string | undefined, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/account',
      headers: cookie ? { cookie } : {},
      payload: body,
    });

  /** A logged-in customer with an active membership of a new company and two cost centres. */
  async function member(company: Parameters<typeof seedCompany>[1] = { now: NOW }) {
    const d = t.database.db;
    const c = await seedCustomerSession(d, { now: NOW, cookieName: COOKIE });
    const companyId = await seedCompany(d, company);
    const [own, other] = [await seedCostCentre(d, companyId, NOW), await seedCostCentre(d, companyId, NOW)];
    const memberId = await seedMember(d, companyId, c, NOW, { defaultCostCentreId: own });
    return { ...c, companyId, memberId, own, other };
  }

  async function held(c: Pick<SeededCustomer, 'cookie'>) {
    const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }), c.cookie);
    expect(r.res.statusCode).toBe(200);
    return {
      cookie: r.cookie!,
      paymentId: r.json.paymentId as string,
      price: r.json.priceToBePaid as number,
    };
  }

  const chargesOf = (companyId: string) =>
    t.database.db.select().from(companyCharges).where(eq(companyCharges.companyId, companyId));

  it('settles the booking on account: ticket and mail at once, no bill, one charge however often it is sent', async () => {
    const m = await member();
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/booking/payment/account',
      headers: { cookie: m.cookie },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().companies).toEqual([
      expect.objectContaining({ companyId: m.companyId, defaultCostCentreId: m.own }),
    ]);
    expect(options.json().companies[0].costCentres).toHaveLength(2);

    const h = await held(m);
    expect(h.price).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => pay(h.cookie, { costCentreId: m.other })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers[0].json()).toMatchObject({
      paymentId: h.paymentId,
      companyId: m.companyId,
      costCentre: { id: m.other },
      amount: h.price,
    });

    const charges = await chargesOf(m.companyId);
    expect(charges).toHaveLength(1);
    const [charge] = charges;
    expect(charge).toMatchObject({
      memberId: m.memberId,
      costCentreId: m.other,
      grossCents: h.price,
      vatRateBasisPoints: 1900,
      chargeDate: '2026-11-22', // the start, 2026-11-21T23:00Z, is the 22nd in Berlin
      driver: 'Erika Mustermann',
      invoiceId: null,
      voidedAt: null,
    });
    const co = await checkout(t.app, h.cookie);
    expect(co.statusCode).toBe(200);
    const permissionId = co.json().permissionId as string;
    const [permission] = await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.id, permissionId));
    expect(permission.bookingId).toBe(charge.bookingId);
    expect(await t.database.db.select().from(bills).where(eq(bills.bookingId, charge.bookingId!))).toEqual(
      [],
    );
    const ticketMails = await t.database.db.select().from(mails).where(eq(mails.permissionId, permissionId));
    expect(ticketMails.map((x) => x.kind)).toEqual(['ticket']);
    expect(ticketMails[0].text).toContain('Monatsrechnung');
    const [p] = await t.database.db.select().from(payments).where(eq(payments.id, h.paymentId));
    expect(p).toMatchObject({ status: 'paid', provider: 'account', method: 'Account' });

    // Once more later: the same answer, still one charge.
    const again = await pay(h.cookie, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().costCentre.id).toBe(m.other);
    expect(await chargesOf(m.companyId)).toHaveLength(1);

    // Cancelled in the portal before it is invoiced: the charge is voided, no credit note.
    const cancel = await sapi(t.app, h.cookie, 'POST', '/sapi/permission/cancel', { _id: permissionId });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [voided] = await chargesOf(m.companyId);
    expect(voided.voidedAt).toEqual(NOW);
    expect(
      await t.database.db.select().from(creditNotes).where(eq(creditNotes.bookingId, charge.bookingId!)),
    ).toEqual([]);
  });

  it('without a cost centre takes the default one; a booking paid another way is refused', async () => {
    const m = await member();
    const h = await held(m);
    const ok = await pay(h.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().costCentre.id).toBe(m.own);

    // Paid by the demo provider: not on account.
    const h2 = await reserve(
      t.app,
      reserveBody({ selection: DAY_TICKET, identifications: [{ source: 'lp', code: 'B-AC 2' }] }),
      h.cookie,
    );
    expect((await demoPay(t.app, h2.json.paymentId, 'paid')).statusCode).toBe(303);
    const refused = await pay(h2.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('WRONG_PAYMENT_METHOD');
    expect(await chargesOf(m.companyId)).toHaveLength(1);
  });

  it('refuses: guest, removed or invited member, foreign or archived cost centre, suspended, overdue, over the limit', async () => {
    const d = t.database.db;
    const expectRefused = async (res: Awaited<ReturnType<typeof pay>>, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    };
    // A guest's booking.
    const guest = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
    await expectRefused(await pay(guest.cookie), 401, 'NOT_LOGGED_IN');

    // Removed and only invited members.
    for (const status of ['removed', 'invited'] as const) {
      const c = await seedCustomerSession(d, { now: NOW, cookieName: COOKIE });
      const companyId = await seedCompany(d, { now: NOW });
      await seedMember(d, companyId, c, NOW, { status });
      const h = await held(c);
      await expectRefused(await pay(h.cookie), 403, 'COMPANY_NOT_MEMBER');
      const none = await t.app.inject({
        method: 'GET',
        url: '/api/booking/payment/account',
        headers: { cookie: h.cookie },
      });
      expect(none.json()).toEqual({ companies: [] });
    }

    // Another company's cost centre: not found; an archived one: 400.
    const m = await member();
    const stranger = await member();
    const h = await held(m);
    await expectRefused(await pay(h.cookie, { costCentreId: stranger.own }), 404, 'COST_CENTRE_NOT_FOUND');
    await expectRefused(await pay(h.cookie, { costCentreId: 'not-a-uuid' }), 404, 'COST_CENTRE_NOT_FOUND');
    const archived = await seedCostCentre(d, m.companyId, NOW, { archived: true });
    await expectRefused(await pay(h.cookie, { costCentreId: archived }), 400, 'COST_CENTRE_ARCHIVED');
    await expectRefused(await pay(h.cookie, { companyId: stranger.companyId }), 403, 'COMPANY_NOT_MEMBER');

    // Suspended.
    const suspended = await member({ now: NOW, status: 'suspended' });
    await expectRefused(await pay((await held(suspended)).cookie), 409, 'COMPANY_NOT_ACTIVE');

    // An open invoice due yesterday (in Berlin); one due today is not overdue.
    const late = await member();
    await seedOpenInvoice(d, late.companyId, {
      now: NOW,
      dueDate: '2026-11-20',
      grossCents: 100,
      number: invoiceNumber++,
    });
    const lateBooking = await held(late);
    expect((await pay(lateBooking.cookie)).statusCode).toBe(200);
    const overdue = await member();
    await seedOpenInvoice(d, overdue.companyId, {
      now: NOW,
      dueDate: '2026-11-19',
      grossCents: 100,
      number: invoiceNumber++,
    });
    await expectRefused(await pay((await held(overdue)).cookie), 409, 'COMPANY_OVERDUE');

    // Over the limit: open invoices and the new booking count; the company's own limit wins.
    const small = await member({ now: NOW, creditLimitCents: 1 });
    await expectRefused(await pay((await held(small)).cookie), 409, 'COMPANY_OVER_LIMIT');
    const near = await member({ now: NOW, creditLimitCents: 100_000 });
    await seedOpenInvoice(d, near.companyId, {
      now: NOW,
      dueDate: '2026-12-01',
      grossCents: 99_999,
      number: invoiceNumber++,
    });
    const nearBooking = await held(near);
    await expectRefused(await pay(nearBooking.cookie), 409, 'COMPANY_OVER_LIMIT');

    // Refused: nothing charged, the payment still open to pay another way.
    const [p] = await d.select().from(payments).where(eq(payments.id, nearBooking.paymentId));
    expect(p.status).toBe('pending');
    for (const x of [m, suspended, overdue, small, near]) expect(await chargesOf(x.companyId)).toEqual([]);
  });
});
