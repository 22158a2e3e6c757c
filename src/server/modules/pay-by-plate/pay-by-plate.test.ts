import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseShopConfig } from '../../config/shop-config';
import { bookings, mails, parkingStays, payments, permissions, rateLimits } from '../../db/schema';
import { databases } from '../../test/databases';
import {
  checkout,
  demoPay,
  hostOf,
  NOW,
  reserve,
  reserveBody,
  sessionCookie,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';
import { providerFakes, SEPA_ENV } from '../../test/payments';
import { pdfParse } from '../../test/pdf-text';
import { findByPlate, insertStay, payByPlate, stayOf } from '../../test/stays';
import { seedDemoStays, DEMO_PARKED_CARS } from './demo-seed';

const MIN = 60_000;
const H = 60 * MIN;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const iso = (d: Date) => d.toISOString();

type App = TestApp['app'];
const find = findByPlate;
const pay = payByPlate;
const renewCheckout = (app: App, cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/permission/checkout', headers: cookie ? { cookie } : {} });
/** The one answer of every plate that owes nothing (ADR 033): now, rounded down to 5 minutes. */
const nothingOwed = (now: Date, withFlag = true) => {
  const at = new Date(Math.floor(now.getTime() / (5 * MIN)) * 5 * MIN).toISOString();
  return { priceToBePaid: 0, paidFrom: at, paidUntil: at, ...(withFlag ? { alreadyPaid: false } : {}) };
};
/** A look-up's answer without its breakdown (breakdown.test.ts checks that, ADR 042). */
const amountOf = (res: { json(): Record<string, unknown> }) => {
  const { breakdown: _breakdown, ...rest } = res.json();
  return rest;
};
/** Every cookie a response set, as one Cookie header (session and the nothing-owed note). */
const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** The demo shop's walk-in tariff: hourly, 2,50 € the first hour, 2,00 € each further, 18 € a day. */
describe.each(databases)('pay by plate on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());
  afterEach(() => t.setNow(NOW));

  it('quotes an open stay up to the end of the current hour, without personal data', async () => {
    const entry = ago(40 * MIN);
    await insertStay(t.database.db, { plate: 'FR-AB 100', entryAt: entry });
    const res = await find(t.app, 'fr-ab100');
    expect(res.statusCode).toBe(200);
    expect(amountOf(res)).toEqual({
      licensePlate: 'FR-AB 100',
      priceToBePaid: 250,
      paidFrom: iso(entry),
      paidUntil: iso(new Date(entry.getTime() + H)),
      alreadyPaid: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('costs nothing within the free minutes ("No payment required."), answered like any plate owing nothing', async () => {
    const entry = ago(10 * MIN);
    await insertStay(t.database.db, { plate: 'FR-AB 101', entryAt: entry });
    // No entry time when nothing is owed, the same answer as a covered car (ADR 033).
    expect((await find(t.app, 'FR-AB 101')).json()).toEqual(nothingOwed(NOW));
  });

  it('rounds every time it answers down to 5 minutes, never the entry to the millisecond', async () => {
    // Entered 40 minutes and 123.456 seconds ago: the camera's time stays in the shop.
    const entry = new Date(ago(40 * MIN).getTime() - 123_456);
    await insertStay(t.database.db, { plate: 'FR-RD 5', entryAt: entry });
    const found = (await find(t.app, 'FR-RD 5')).json();
    expect(found.breakdown).toMatchObject({
      entry: '2026-11-20T08:45:00.000Z',
      until: '2026-11-20T09:45:00.000Z',
    });
    expect({ ...found, breakdown: undefined }).toEqual({
      breakdown: undefined,
      licensePlate: 'FR-RD 5',
      priceToBePaid: 250,
      paidFrom: '2026-11-20T08:45:00.000Z',
      paidUntil: '2026-11-20T09:45:00.000Z',
      alreadyPaid: false,
    });
    const paid = (await pay(t.app, 'FR-RD 5')).json();
    expect(paid).toMatchObject({ priceToBePaid: 250, paidFrom: found.paidFrom, paidUntil: found.paidUntil });
  });

  it('prices the stay up to the payment: 52 minutes owe the first hour, the minutes to drive out are free', async () => {
    // A car after 52 minutes: 2,50 € (it was 4,50 €, the second hour for the way out).
    const entry = ago(52 * MIN);
    const stayId = await insertStay(t.database.db, { plate: 'FR-PK 52', entryAt: entry });
    const found = (await find(t.app, 'FR-PK 52')).json();
    // Paid up to the end of the first hour; the driver then has 15 minutes to leave: until NOW + 15.
    expect(found).toMatchObject({ priceToBePaid: 250, paidUntil: iso(new Date(NOW.getTime() + 15 * MIN)) });
    // The breakdown prices the first hour only (08:38 to 09:38, answered as 09:35).
    expect(found.breakdown).toMatchObject({ until: '2026-11-20T09:35:00.000Z', steps: 1, totalCents: 250 });
    const res = await pay(t.app, 'FR-PK 52');
    expect(res.json()).toMatchObject({ priceToBePaid: 250, paidUntil: found.paidUntil });
    expect((await demoPay(t.app, res.json().paymentId, 'paid')).statusCode).toBe(303);
    // The barrier's stay is paid to the exit-by time, and the result names the amount screen's time.
    expect((await stayOf(t.database.db, stayId)).paidUntil).toEqual(new Date(NOW.getTime() + 15 * MIN));
    // One hour charged: the walk-in booking counts one step, the way out is no step.
    const [walkIn] = await t.database.db.select().from(bookings).where(eq(bookings.stayId, stayId));
    expect(walkIn).toMatchObject({ slotCount: 1, endsAt: new Date(NOW.getTime() + 15 * MIN) });
    expect((await renewCheckout(t.app, sessionCookie(res))).json()).toMatchObject({
      status: 'paid',
      priceToBePaid: 250,
      paidUntil: found.paidUntil,
    });
  });

  it('the amount screen and the result name the same exit-by time, rounded alike', async () => {
    // Paid 47 minutes and 30 seconds in: exit-by 10:32:30 would read 10:30 on one and 10:32 on the other.
    const entry = new Date(ago(47 * MIN).getTime() - 30_000);
    await insertStay(t.database.db, { plate: 'FR-ST 47', entryAt: entry });
    const found = (await find(t.app, 'FR-ST 47')).json();
    expect(found.paidUntil).toBe('2026-11-20T09:45:00.000Z');
    const res = await pay(t.app, 'FR-ST 47');
    await demoPay(t.app, res.json().paymentId, 'paid');
    const result = (await renewCheckout(t.app, sessionCookie(res))).json();
    expect(result.paidUntil).toBe(found.paidUntil);
  });

  it('prices a night across both DST changes by its real hours', async () => {
    // 28 March 22:00 CET → 29 March 06:30 CEST: 7.5 real hours (8.5 on the clock).
    await insertStay(t.database.db, { plate: 'FR-DS 3', entryAt: new Date('2026-03-28T21:00:00Z') });
    t.setNow(new Date('2026-03-29T04:30:00Z'));
    expect((await find(t.app, 'FR-DS 3')).json()).toMatchObject({
      priceToBePaid: 250 + 7 * 200,
      paidUntil: '2026-03-29T05:00:00.000Z',
    });
    // 24 October 22:00 CEST → 25 October 04:30 CET: 7.5 real hours (6.5 on the clock).
    await insertStay(t.database.db, { plate: 'FR-DS 10', entryAt: new Date('2026-10-24T20:00:00Z') });
    t.setNow(new Date('2026-10-25T03:30:00Z'));
    expect((await find(t.app, 'FR-DS 10')).json()).toMatchObject({
      priceToBePaid: 250 + 7 * 200,
      paidUntil: '2026-10-25T04:00:00.000Z',
    });
  });

  it('a stay that left is payable for payAfterExitHours, priced up to its exit; later not found', async () => {
    const entry = ago(5 * H);
    const exit = ago(3 * H);
    await insertStay(t.database.db, { plate: 'FR-EX 1', entryAt: entry, exitAt: exit });
    expect(amountOf(await find(t.app, 'FR-EX 1'))).toEqual({
      licensePlate: 'FR-EX 1',
      priceToBePaid: 450,
      paidFrom: iso(entry),
      paidUntil: iso(exit),
      alreadyPaid: false,
    });
    await insertStay(t.database.db, { plate: 'FR-EX 2', entryAt: ago(30 * H), exitAt: ago(25 * H) });
    const gone = await find(t.app, 'FR-EX 2');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('STAY_NOT_FOUND');
  });

  it('answers 404 STAY_NOT_FOUND for an unknown plate, for find and pay alike', async () => {
    const f = await find(t.app, 'XX-NO 1');
    expect(f.statusCode).toBe(404);
    expect(f.json().code).toBe('STAY_NOT_FOUND');
    const p = await pay(t.app, 'XX-NO 1');
    expect(p.statusCode).toBe(404);
    expect(p.json().code).toBe('STAY_NOT_FOUND');
    expect((await find(t.app, ' - ')).statusCode).toBe(404);
  });

  it('a plate with a valid permission gets the plain "nothing to pay", never the permit\'s dates', async () => {
    const { json, cookie } = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'kurzzeit', startTime: NOW.toISOString(), slotCount: 2 },
        identifications: [{ source: 'lp', code: 'F-PE 77' }],
      }),
    );
    expect((await demoPay(t.app, json.paymentId, 'paid')).statusCode).toBe(303);
    expect((await checkout(t.app, cookie)).statusCode).toBe(200);
    // The same answer as a car in its free minutes, no permit period (ADR 033).
    const answer = (await find(t.app, 'f-pe77')).json();
    expect(answer).toEqual(nothingOwed(NOW));
    expect(JSON.stringify(answer)).not.toContain(slot(2).slice(0, 16));
    const paid = await pay(t.app, 'F-PE 77');
    expect(paid.json()).toEqual({ ...nothingOwed(NOW, false), paymentMethod: 'None', paymentId: '' });
    expect((await renewCheckout(t.app, cookiesOf(paid))).json()).toMatchObject({
      status: 'none',
      paidFrom: null,
      paidUntil: null,
    });
  });

  it('a cheap permission does not clear a 50-hour stay: find and pay ask for the time before it', async () => {
    const entry = ago(50 * H);
    const stayId = await insertStay(t.database.db, { plate: 'FR-CH 50', entryAt: entry });
    const { json, cookie } = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'kurzzeit', startTime: NOW.toISOString(), slotCount: 1 },
        identifications: [{ source: 'lp', code: 'FR-CH 50' }],
      }),
    );
    expect((await demoPay(t.app, json.paymentId, 'paid')).statusCode).toBe(303);
    expect((await checkout(t.app, cookie)).statusCode).toBe(200);
    // Covered from 15 minutes (early arrival) before the permission's start (now); before that, 49:45 h
    // of walk-in parking: two capped days (2 × 18 €) and 2 started hours at 2,00 €.
    const coverFrom = iso(new Date(NOW.getTime() - 15 * MIN));
    // The answer says a permission covers the rest, never from when (the permit's start): the
    // priced time ends with the last hour charged (50 hours from the entry).
    const pricedEnd = iso(new Date(entry.getTime() + 50 * H));
    const owed = {
      licensePlate: 'FR-CH 50',
      priceToBePaid: 4000,
      paidFrom: iso(entry),
      paidUntil: pricedEnd,
      alreadyPaid: false,
      coveredLater: true,
    };
    const found = await find(t.app, 'FR-CH 50');
    expect(amountOf(found)).toEqual(owed);
    expect(found.json().breakdown.until).toBe(pricedEnd);
    expect(found.body).not.toContain(coverFrom);
    const res = await pay(t.app, 'FR-CH 50');
    expect(res.json()).toMatchObject({
      priceToBePaid: 4000,
      paymentMethod: 'Redirect',
      paidUntil: pricedEnd,
    });
    expect(res.body).not.toContain(coverFrom);
    expect((await demoPay(t.app, res.json().paymentId, 'paid')).statusCode).toBe(303);
    expect(await stayOf(t.database.db, stayId)).toMatchObject({
      paidUntil: new Date(coverFrom),
      paidCents: 4000,
    });
    // The rest is the permission's: nothing to pay, as for any plate without debt.
    expect((await find(t.app, 'FR-CH 50')).json()).toEqual(nothingOwed(NOW));
  });

  it('pay → demo page → stay paid, receipt mail with the bill; paying again later charges only the difference', async () => {
    const entry = ago(40 * MIN);
    const stayId = await insertStay(t.database.db, { plate: 'FR-PY 1', entryAt: entry });
    // Typed without its spacing: stored and shown as the camera recognised it, "FR-PY 1".
    const res = await pay(t.app, 'frpy1', 'anna@example.de');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(amountOf(res)).toEqual({
      priceToBePaid: 250,
      paymentMethod: 'Redirect',
      paymentId: expect.any(String),
      paymentRedirect: `/demo-pay/${body.paymentId}`,
      paidFrom: iso(entry),
      paidUntil: iso(new Date(entry.getTime() + H)),
    });
    const cookie = sessionCookie(res);
    expect((await renewCheckout(t.app, cookie)).json()).toMatchObject({ status: 'processing', bill: null });
    // The session's current booking is the walk-in booking: the booking checkout polls it too.
    expect((await checkout(t.app, cookie)).statusCode).toBe(409);

    const paid = await demoPay(t.app, body.paymentId, 'paid');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/checkout/renew');
    expect(await stayOf(t.database.db, stayId)).toMatchObject({
      paidUntil: new Date(entry.getTime() + H),
      paidCents: 250,
    });
    // The walk-in booking is itself a permission carrying the plate (the barrier's rule).
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.stayId, stayId));
    expect(b).toMatchObject({
      templateId: 'walk-in',
      status: 'paid',
      plateKey: 'FRPY1',
      identifications: [{ source: 'lp', code: 'FR-PY 1' }],
      contact: { mail: 'anna@example.de' },
      priceCents: 250,
    });
    const co = await renewCheckout(t.app, cookie);
    expect(co.statusCode).toBe(200);
    const result = co.json();
    expect(result).toMatchObject({
      status: 'paid',
      licensePlate: 'FR-PY 1',
      priceToBePaid: 250,
      paidFrom: iso(entry),
      paidUntil: iso(new Date(entry.getTime() + H)),
      bill: { billId: expect.any(String), secret: expect.any(String), number: expect.any(String) },
    });
    const pdf = await t.app.inject({ method: 'GET', url: result.bill.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfParse(pdf.rawPayload)).text;
    expect(text).toContain('Kurzparken');
    expect(text).toContain('2,50');
    // The receipt names the stay: the plate, the entry, the paid period and the exit-by time.
    expect(text).toContain('FR-PY 1');
    expect(text).toContain('Einfahrt');
    expect(text).toContain('20.11.2026, 09:50'); // entry (local time)
    expect(text).toContain('Bezahlte Parkzeit');
    expect(text).toContain('20.11.2026, 10:50'); // paid until the end of the first hour
    expect(text).toContain('Bitte ausfahren bis');
    expect((await checkout(t.app, cookie)).statusCode).toBe(200);

    const [perm] = await t.database.db.select().from(permissions).where(eq(permissions.bookingId, b.id));
    const [mail] = await t.database.db.select().from(mails).where(eq(mails.permissionId, perm.id));
    expect(mail.recipient).toBe('anna@example.de');
    expect(mail.subject).toBe('Ihre Parkzahlung – Parkhaus am Markt');
    expect(mail.text).toContain('Kennzeichen: FR-PY 1');
    expect(mail.text).toContain('Bezahlt bis: ');
    expect(mail.text).toContain('Betrag: 2,50');
    expect(mail.text).toContain(`/api/bill/${result.bill.billId}/${result.bill.secret}.pdf`);

    // A stranger learns nothing (ADR 033); the session that paid is told it paid, and until when.
    expect((await find(t.app, 'FR-PY 1')).json()).toEqual(nothingOwed(NOW));
    expect((await find(t.app, 'FR-PY 1', { cookie })).json()).toEqual({
      licensePlate: 'FR-PY 1',
      priceToBePaid: 0,
      paidFrom: iso(NOW),
      paidUntil: iso(new Date(entry.getTime() + H)),
      alreadyPaid: true,
    });

    // 2:10 after the entry: paid until 1:00, the next quote runs to 3:00 and owes the difference.
    t.setNow(new Date(entry.getTime() + 2 * H + 10 * MIN));
    expect(amountOf(await find(t.app, 'frpy1'))).toEqual({
      licensePlate: 'FR-PY 1',
      priceToBePaid: 400,
      paidFrom: iso(new Date(entry.getTime() + H)),
      paidUntil: iso(new Date(entry.getTime() + 3 * H)),
      alreadyPaid: false,
    });
    const again = await pay(t.app, 'FR-PY 1', 'anna@example.de', cookie);
    expect(again.json()).toMatchObject({ priceToBePaid: 400 });
    expect((await demoPay(t.app, again.json().paymentId, 'paid')).statusCode).toBe(303);
    expect(await stayOf(t.database.db, stayId)).toMatchObject({
      paidUntil: new Date(entry.getTime() + 3 * H),
      paidCents: 650,
    });
    expect((await renewCheckout(t.app, sessionCookie(again))).json()).toMatchObject({
      status: 'paid',
      priceToBePaid: 400,
    });
  });

  it('two phones pay the same stay at once: the first credits it, the second goes to the refunds due', async () => {
    const entry = ago(40 * MIN);
    const stayId = await insertStay(t.database.db, { plate: 'FR-DP 2', entryAt: entry });
    const first = await pay(t.app, 'FR-DP 2', 'eins@example.de');
    const second = await pay(t.app, 'FR-DP 2', 'zwei@example.de');
    expect(first.json().priceToBePaid).toBe(250);
    expect(second.json().priceToBePaid).toBe(250);
    expect((await demoPay(t.app, first.json().paymentId, 'paid')).statusCode).toBe(303);
    await demoPay(t.app, second.json().paymentId, 'paid');
    expect(await stayOf(t.database.db, stayId)).toMatchObject({ paidCents: 250 });
    const [p2] = await t.database.db.select().from(payments).where(eq(payments.id, second.json().paymentId));
    expect(p2).toMatchObject({ status: 'refund_due', statusReason: 'stay-already-paid' });
    const due = await t.app.inject({
      method: 'GET',
      url: '/api/operator/payments/refunds-due',
      headers: { host: hostOf(t.app) },
    });
    expect(JSON.stringify(due.json())).toContain(second.json().paymentId);
  });

  it('a repeated pay (a reload) resumes the same payment; a failed payment reads failed', async () => {
    await insertStay(t.database.db, { plate: 'FR-RL 1', entryAt: ago(90 * MIN) });
    const first = await pay(t.app, 'FR-RL 1');
    const second = await pay(t.app, 'FR-RL 1', 'fahrer@example.de', sessionCookie(first));
    expect(second.json().paymentId).toBe(first.json().paymentId);
    expect((await demoPay(t.app, first.json().paymentId, 'failed')).statusCode).toBe(303);
    expect((await renewCheckout(t.app, sessionCookie(second))).json()).toMatchObject({ status: 'failed' });
  });

  it('nothing owed: price 0, method None, no booking, and /checkout/renew reads none', async () => {
    const entry = ago(5 * MIN);
    const stayId = await insertStay(t.database.db, { plate: 'FR-FR 1', entryAt: entry });
    const res = await pay(t.app, 'FR-FR 1');
    expect(res.json()).toEqual({ ...nothingOwed(NOW, false), paymentMethod: 'None', paymentId: '' });
    expect(await t.database.db.select().from(bookings).where(eq(bookings.stayId, stayId))).toHaveLength(0);
    expect((await renewCheckout(t.app, cookiesOf(res))).json()).toEqual({
      status: 'none',
      licensePlate: 'FR-FR 1',
      priceToBePaid: 0,
      paidFrom: null,
      paidUntil: null,
      bill: null,
    });
    expect((await renewCheckout(t.app)).json().code).toBe('NO_BOOKING');
  });

  it('refuses an invalid e-mail (400 INVALID_MAIL) and a cross-site POST (403)', async () => {
    await insertStay(t.database.db, { plate: 'FR-IM 1', entryAt: ago(2 * H) });
    const bad = await pay(t.app, 'FR-IM 1', 'not-a-mail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_MAIL');
    // A forged request would ride on the visitor's session cookie: refused (ADR 009).
    const cookie = sessionCookie(await pay(t.app, 'FR-IM 1'));
    const cross = await find(t.app, 'FR-IM 1', { cookie, 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('CROSS_SITE');
    const crossPay = await t.app.inject({
      method: 'POST',
      url: '/api/permission/pay',
      payload: { licensePlate: 'FR-IM 1', contact: { mail: 'a@example.de' } },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossPay.statusCode).toBe(403);
    // Without a cookie there is nothing to forge (a script): the guard lets it through.
    expect((await find(t.app, 'FR-IM 1', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
  });

  it('the built-in demo seeds three parked cars once, relative to the start', async () => {
    const shop = testShopConfig();
    expect(await seedDemoStays({ SHOP_CONFIG: '/etc/shop.json' }, shop, t.database.db, NOW)).toBe('skipped');
    expect(await seedDemoStays({ isPublic: true }, shop, t.database.db, NOW)).toBe('skipped');
    expect(await seedDemoStays({}, shop, t.database.db, NOW)).toBe('seeded');
    expect(await seedDemoStays({}, shop, t.database.db, NOW)).toBe('skipped');
    for (const car of DEMO_PARKED_CARS) {
      const res = await find(t.app, car.plate);
      expect(res.statusCode).toBe(200);
      expect(res.json().paidFrom).toBe(iso(ago(car.minutesAgo * MIN)));
    }
    expect((await find(t.app, 'FR-PK 240')).json().priceToBePaid).toBe(250);
    const open = await t.database.db.select().from(parkingStays).where(eq(parkingStays.plate, 'FR-PK 300'));
    expect(open).toHaveLength(1);
  });
});

describe.each(databases)('pay by plate, shop variants on $name', (db) => {
  it('renewal off: find, pay and checkout answer 404 and the config says so', async () => {
    const t = await startTestApp(db, {
      shopConfig: parseShopConfig({ ...testShopConfig(), acceptGuestRenewal: false }),
    });
    try {
      await insertStay(t.database.db, { plate: 'FR-OFF 1', entryAt: ago(H) });
      for (const res of [
        await find(t.app, 'FR-OFF 1'),
        await pay(t.app, 'FR-OFF 1'),
        await renewCheckout(t.app),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/booking/config' })).json().acceptGuestRenewal,
      ).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('a barrier site (payAfterExitHours 0): a stay that left cannot be paid online', async () => {
    const base = testShopConfig();
    const t = await startTestApp(db, {
      shopConfig: parseShopConfig({ ...base, parking: { ...base.sites[0].parking!, payAfterExitHours: 0 } }),
    });
    try {
      await insertStay(t.database.db, { plate: 'FR-BS 1', entryAt: ago(3 * H), exitAt: ago(H) });
      expect((await find(t.app, 'FR-BS 1')).statusCode).toBe(404);
      await insertStay(t.database.db, { plate: 'FR-BS 2', entryAt: ago(3 * H) });
      // Three hours started by now; the way to the exit is free.
      expect((await find(t.app, 'FR-BS 2')).json().priceToBePaid).toBe(250 + 2 * 200);
    } finally {
      await t.close();
    }
  });

  it('look-ups are limited per address: the 21st in a minute is a 429', async () => {
    const t = await startTestApp(db, { env: { RATE_LIMIT_PLATE_LOOKUP: '20' } });
    try {
      for (let i = 0; i < 20; i++) expect((await find(t.app, `XX-RL ${i}`)).statusCode).toBe(404);
      const res = await find(t.app, 'XX-RL 21');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });

  it('one plate is looked up from at most PLATE_LOOKUPS_PER_HOUR addresses an hour; repeats count once', async () => {
    const t = await startTestApp(db, { env: { PLATE_LOOKUPS_PER_HOUR: '3' } });
    try {
      await insertStay(t.database.db, { plate: 'FR-TR 1', entryAt: ago(2 * H) });
      // A counter whose hour has passed is swept, whatever store the request limits use.
      await t.database.db
        .insert(rateLimits)
        .values({ key: 'plate:old|203.0.113.99', hits: 1, expiresAt: new Date(Date.now() - 60_000) });
      const from = (address: string, plate = 'FR-TR 1') =>
        t.app.inject({
          method: 'POST',
          url: '/api/permission/find',
          payload: { licensePlate: plate },
          remoteAddress: address,
        });
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        expect((await from(address)).statusCode).toBe(200);
      }
      expect(
        await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'plate:old|203.0.113.99')),
      ).toEqual([]);
      // The driver's own repeats (and his pay) still go through.
      expect((await from('203.0.113.1')).statusCode).toBe(200);
      // A fourth address is refused, however the plate is written, with a code the client translates.
      const refused = await from('198.51.100.7', 'fr-tr1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('PLATE_LOOKUP_LIMIT');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const payRefused = await t.app.inject({
        method: 'POST',
        url: '/api/permission/pay',
        payload: { licensePlate: 'FR-TR 1', contact: { mail: 'x@example.de' } },
        remoteAddress: '198.51.100.7',
      });
      expect(payRefused.json().code).toBe('PLATE_LOOKUP_LIMIT');
      // A plate that is not here counts the same way (its absence is an answer too).
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        expect((await from(address, 'XX-NH 9')).statusCode).toBe(404);
      }
      expect((await from('198.51.100.7', 'XX-NH 9')).json().code).toBe('PLATE_LOOKUP_LIMIT');
      // Other plates are not affected, and the counter holds no plate in clear.
      expect((await from('198.51.100.7', 'FR-OT 2')).statusCode).toBe(404);
      const keys = (await t.database.db.select().from(rateLimits)).map((r) => r.key).join(' ');
      expect(keys).not.toContain('FRTR1');
      expect(keys).not.toContain('FR-TR 1');
    } finally {
      await t.close();
    }
  });

  it('SEPA: the walk-in booking is the session current booking, the mandate pays it and the stay', async () => {
    const t = await startTestApp(db, { env: SEPA_ENV });
    try {
      const entry = ago(100 * MIN);
      const stayId = await insertStay(t.database.db, { plate: 'FR-SE 1', entryAt: entry });
      const res = await pay(t.app, 'FR-SE 1');
      expect(res.json()).toMatchObject({ priceToBePaid: 450, paymentMethod: 'Sepa' });
      const cookie = sessionCookie(res);
      const sepa = await t.app.inject({
        method: 'POST',
        url: '/api/booking/payment/sepa',
        headers: { cookie },
        payload: {
          iban: 'DE89 3704 0044 0532 0130 00',
          bic: '',
          accountName: 'Erika Mustermann',
          recurrentPayment: false,
        },
      });
      expect(sepa.statusCode).toBe(200);
      expect(sepa.json().amount).toBe(450);
      expect((await checkout(t.app, cookie)).statusCode).toBe(200);
      expect(await stayOf(t.database.db, stayId)).toMatchObject({ paidCents: 450 });
      expect((await renewCheckout(t.app, cookie)).json()).toMatchObject({ status: 'paid' });
    } finally {
      await t.close();
    }
  });
});

const fakes = providerFakes();
beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

describe.each(databases)('pay by plate through SumUp and Mollie on $name', (db) => {
  /** Paid until 1:00 of a 2:30 stay: the quote runs to 3:00 and owes 6,50 € − 2,50 €. */
  const partlyPaid = (plate: string) =>
    ({ plate, entryAt: ago(150 * MIN), paidUntil: ago(90 * MIN), paidCents: 250 }) as const;

  it('SumUp gets the difference; the poll settles it and credits the stay', async () => {
    const t = await startTestApp(db, { env: fakes.sumupEnv });
    try {
      const stayId = await insertStay(t.database.db, partlyPaid('FR-SU 1'));
      const res = await pay(t.app, 'FR-SU 1');
      const body = res.json();
      expect(body).toMatchObject({
        priceToBePaid: 400,
        paymentMethod: 'Sumup',
        paymentWidgetUrl: expect.any(String),
      });
      expect(fakes.sumup.checkouts.get(body.paymentId)?.amount).toBe(4);
      fakes.sumup.pay(body.paymentId);
      expect((await renewCheckout(t.app, sessionCookie(res))).json()).toMatchObject({ status: 'paid' });
      expect(await stayOf(t.database.db, stayId)).toMatchObject({ paidCents: 650 });
    } finally {
      await t.close();
    }
  });

  it('a SumUp payment that arrives after the hold lapsed is still accepted and credits the stay (webhook)', async () => {
    const t = await startTestApp(db, { env: fakes.sumupEnv });
    try {
      const stayId = await insertStay(t.database.db, partlyPaid('FR-SU 2'));
      const body = (await pay(t.app, 'FR-SU 2')).json();
      t.advance(20 * MIN); // past holdMinutes (15)
      expect(await t.app.shop.payments.lapseExpiredHolds(new Date(NOW.getTime() + 20 * MIN))).toBe(1);
      fakes.sumup.pay(body.paymentId);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sumup/webhook',
        payload: { event_type: 'CHECKOUT_STATUS_CHANGED', id: body.paymentId },
      });
      expect(hook.statusCode).toBe(200);
      expect(await stayOf(t.database.db, stayId)).toMatchObject({
        paidCents: 650,
        paidUntil: ago(-30 * MIN),
      });
    } finally {
      await t.close();
    }
  });

  it('Mollie gets the difference', async () => {
    const t = await startTestApp(db, { env: fakes.mollieEnv });
    try {
      await insertStay(t.database.db, partlyPaid('FR-MO 1'));
      const res = await pay(t.app, 'FR-MO 1');
      expect(res.json()).toMatchObject({ priceToBePaid: 400, paymentMethod: 'Mollie' });
      const [p] = await t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'mollie'), eq(payments.amountCents, 400)));
      const atMollie = fakes.mollie.payments.get(p.providerRef!);
      expect(atMollie?.amount).toEqual({ currency: 'EUR', value: '4.00' });
      // Back from Mollie, the driver sees the renewal's own result (spec §2 /checkout/renew).
      expect(new URL(atMollie!.redirectUrl).pathname).toBe('/checkout/renew');
    } finally {
      await t.close();
    }
  });
});

describe('walk-in template id', () => {
  it('is reserved: a configured template may not take it', () => {
    const base = testShopConfig();
    expect(() =>
      parseShopConfig({ ...base, templates: [...base.templates, { ...base.templates[0], id: 'walk-in' }] }),
    ).toThrow(/templates\[\d+\]\.id: "walk-in" is reserved/);
  });

  it('is not offered by the booking flow', async () => {
    const t = await startTestApp(databases[0]);
    try {
      const config = (await t.app.inject({ method: 'GET', url: '/api/booking/templates' })).json();
      expect(config.map((x: { _id: string }) => x._id)).not.toContain('walk-in');
      const price = await t.app.inject({
        method: 'POST',
        url: '/api/booking/price',
        payload: { templateId: 'walk-in', startTime: slot(0), slotCount: 1 },
      });
      expect(price.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
