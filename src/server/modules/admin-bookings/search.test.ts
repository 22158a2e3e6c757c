import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail, BookingSearchResponse } from '../../../shared/schemas/admin';
import { seedBooking } from '../../test/admin-seed';
import { databases } from '../../test/databases';
import {
  bookAndPay,
  demoPay,
  hostOf,
  reserve,
  reserveBody,
  sessionCookie,
  slot,
  startTestApp,
  type TestApp,
} from '../../test/harness';

const TOKEN = 'operator-token-0123456789';

describe.each(databases)('booking search on $name', (db) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    const d = t.database.db;
    ids.erika = (
      await seedBooking(d, {
        startsAt: '2026-12-01T09:00:00Z',
        createdAt: '2026-11-10T08:00:00Z',
        priceCents: 1200,
        plate: 'F-EM 123',
        payment: { method: 'Redirect' },
        bill: { number: 901, closingDate: '2026-11-10' },
      })
    ).id;
    ids.max = (
      await seedBooking(d, {
        startsAt: '2026-12-03T09:00:00Z',
        createdAt: '2026-11-11T08:00:00Z',
        priceCents: 800,
        plate: 'B-MX 77',
        contact: { mail: 'Max.Power@Example.org', firstName: 'Max', lastName: 'Power' },
        status: 'held',
      })
    ).id;
    ids.firma = (
      await seedBooking(d, {
        templateId: 'tagesticket',
        startsAt: '2026-12-05T23:00:00Z',
        endsAt: '2026-12-06T23:00:00Z',
        createdAt: '2026-11-12T08:00:00Z',
        priceCents: 1200,
        plate: 'FR-AB 1',
        contact: { mail: 'einkauf@firma.de', companyName: 'Bäckerei Öztürk' },
        status: 'cancelled',
      })
    ).id;
    ids.noPlate = (
      await seedBooking(d, {
        templateId: 'tagesticket',
        startsAt: '2026-12-07T23:00:00Z',
        createdAt: '2026-11-12T08:00:00Z',
        priceCents: 500,
        plate: null,
        contact: { mail: '100%_sure@example.de' },
      })
    ).id;
  });
  afterAll(() => t.close());

  async function search(query: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/operator/bookings?${query}`,
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
    });
    return res;
  }
  const found = async (query: string) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BookingSearchResponse).data.map((r) => r.id);
  };

  it('finds by the start of a plate however it is typed', async () => {
    expect(await found('plate=f-em')).toEqual([ids.erika]);
    expect(await found(`plate=${encodeURIComponent('FEM 12')}`)).toEqual([ids.erika]);
    // FR-AB starts with F too: a prefix, not a word.
    expect((await found('plate=F')).sort()).toEqual([ids.erika, ids.firma].sort());
    expect(await found('plate=EM')).toEqual([]);
  });

  it('finds by the start of the e-mail, case-insensitive, with % and _ taken literally', async () => {
    expect(await found('mail=max.power@example')).toEqual([ids.max]);
    expect(await found('mail=MAX')).toEqual([ids.max]);
    expect(await found(`mail=${encodeURIComponent('100%_')}`)).toEqual([ids.noPlate]);
    expect(await found(`mail=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('finds by the start of the first name, last name or company', async () => {
    expect(await found('name=muster')).toEqual([ids.erika]);
    expect(await found('name=ERI')).toEqual([ids.erika]);
    expect(await found(`name=${encodeURIComponent('bäck')}`)).toEqual([ids.firma]);
  });

  it('finds by overlapping period, template and status', async () => {
    // 3 Dec 09:00-10:00 overlaps 3 Dec 09:30..12:00; 1 Dec does not.
    expect(await found('from=2026-12-03T09:30:00Z&to=2026-12-03T12:00:00Z')).toEqual([ids.max]);
    // The end is exclusive: a booking ending at `from` is not in the period.
    expect(await found('from=2026-12-01T10:00:00Z&to=2026-12-02T00:00:00Z')).toEqual([]);
    expect((await found('templateId=tagesticket')).sort()).toEqual([ids.firma, ids.noPlate].sort());
    expect(await found('status=cancelled')).toEqual([ids.firma]);
    expect(await found('templateId=tagesticket&status=paid')).toEqual([ids.noPlate]);
  });

  it('answers the row an operator needs: template name, plate, payment and bill number', async () => {
    const res = await search('plate=FEM');
    const body = res.json() as BookingSearchResponse;
    expect(body).toMatchObject({ total: 1, totalCapped: false, page: 0, pageSize: 25 });
    expect(body.data[0]).toEqual({
      id: ids.erika,
      templateId: 'kurzzeit',
      templateName: 'Kurzzeitparken mit Reservierung',
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: '2026-12-01T10:00:00.000Z',
      status: 'paid',
      priceCents: 1200,
      mail: 'erika@example.de',
      name: 'Erika Mustermann',
      plate: 'F-EM 123',
      createdAt: '2026-11-10T08:00:00.000Z',
      paymentStatus: 'paid',
      paymentMethod: 'Redirect',
      billNumber: 901,
      attempts: 1,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sorts by each field with the id breaking ties, and pages without losing or repeating rows', async () => {
    const all = await found('sort=createdAt&order=desc');
    // Newest first; the two created at the same instant follow their ids.
    expect(all.slice(0, 2).sort()).toEqual([ids.firma, ids.noPlate].sort());
    expect(all.slice(2)).toEqual([ids.max, ids.erika]);
    // Two rows have the same price (1200) and two the same creation time: the order is stable.
    for (const sort of ['createdAt', 'startsAt', 'price', 'status']) {
      for (const order of ['asc', 'desc']) {
        const whole = await found(`sort=${sort}&order=${order}&pageSize=100`);
        const paged: string[] = [];
        for (let page = 0; page < 4; page++)
          paged.push(...(await found(`sort=${sort}&order=${order}&pageSize=1&page=${page}`)));
        expect(paged, `${sort} ${order}`).toEqual(whole);
        expect(new Set(paged).size).toBe(4);
      }
    }
    const byPrice = (await search('sort=price&order=asc')).json() as BookingSearchResponse;
    expect(byPrice.data.map((r) => r.priceCents)).toEqual([500, 800, 1200, 1200]);
    const paged = (await search('pageSize=3&page=1')).json() as BookingSearchResponse;
    expect(paged).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(paged.data).toHaveLength(1);
    // Past the end: no rows, the total still right.
    expect((await search('pageSize=3&page=5')).json()).toMatchObject({
      data: [],
      total: 4,
      totalCapped: false,
    });
    expect((await search('plate=ZZ&page=2')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('refuses a bad query with a code, never a 500', async () => {
    for (const q of [
      'pageSize=101',
      'pageSize=0',
      'page=-1',
      'sort=mail',
      'status=gone',
      'from=yesterday',
      'pageSize=1e309',
    ]) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe('VALIDATION');
    }
    const backwards = await search('from=2026-12-03T00:00:00Z&to=2026-12-02T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('PERIOD_INVALID');
  });

  it('the detail: unknown or malformed ids are 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'or'1'='1"]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/operator/bookings/${encodeURIComponent(id)}`,
        headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('BOOKING_NOT_FOUND');
    }
  });

  it('the detail of a booking paid through the shop: payment history, mails without bodies, the bill', async () => {
    const paid = await bookAndPay(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
    );
    const [row] = (
      (await search(`from=${slot(3)}&to=${slot(4)}&status=paid`)).json() as BookingSearchResponse
    ).data;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/operator/bookings/${row.id}`,
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json() as BookingDetail;
    expect(d.booking).toMatchObject({ id: row.id, status: 'paid', permissionId: paid.checkout.permissionId });
    expect(d.payments).toHaveLength(1);
    expect(d.payments[0].events.map((e) => e.status)).toEqual(expect.arrayContaining(['pending', 'paid']));
    expect(d.bills).toHaveLength(1);
    expect(d.bills[0].grossCents).toBe(d.booking.priceCents);
    for (const m of d.mails) {
      expect(m).not.toHaveProperty('text');
      expect(m).not.toHaveProperty('html');
    }
    // Nothing in the answer leaks the ticket's secret.
    expect(res.body).not.toContain(paid.checkout.permissionSecret);
  });

  it('refuses without the token and under a foreign host', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/operator/bookings',
      headers: { host: hostOf(t.app) },
    });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/operator/bookings',
      headers: { authorization: 'Bearer wrong-token-0123456789', host: hostOf(t.app) },
    });
    expect(wrong.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/operator/bookings/${ids.erika}`,
      headers: { authorization: `Bearer ${TOKEN}`, host: 'evil.example' },
    });
    expect(foreign.statusCode).toBe(421);
  });

  const detailOf = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/operator/bookings/${id}`,
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BookingDetail;
  };

  it('a failed payment paid on "pay again" is one booking, its failed attempt in the payment history', async () => {
    const body = reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(5), slotCount: 1 } });
    const first = await reserve(t.app, body);
    expect((await demoPay(t.app, first.json.paymentId, 'failed')).statusCode).toBe(303);
    t.advance(60_000);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/retry',
      payload: {},
      headers: { cookie: first.cookie! },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(sessionCookie(again)).toBeTruthy();
    expect((await demoPay(t.app, again.json().paymentId, 'paid')).statusCode).toBe(303);

    const period = `from=${slot(5)}&to=${slot(6)}`;
    const res = (await search(period)).json() as BookingSearchResponse;
    expect(res.total).toBe(1);
    expect(res.data).toHaveLength(1);
    expect(res.data[0]).toMatchObject({ status: 'paid', paymentStatus: 'paid', attempts: 2 });
    // Asking for failed bookings does not bring the attempt back as a row of its own.
    expect(await found(`${period}&status=failed`)).toEqual([]);

    const d = await detailOf(res.data[0].id);
    expect(d.booking.attempts).toBe(2);
    expect(d.payments.map((p) => [p.id, p.status])).toEqual([[again.json().paymentId, 'paid']]);
    expect(d.earlierAttempts).toHaveLength(1);
    expect(d.earlierAttempts[0].payments.map((p) => [p.id, p.status])).toEqual([
      [first.json.paymentId, 'failed'],
    ]);
    expect(d.earlierAttempts[0].payments[0].events.map((e) => e.status)).toEqual(['pending', 'failed']);
  });

  it('two failed attempts of the same data are one row; another session is another booking', async () => {
    const body = reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(7), slotCount: 1 } });
    const first = await reserve(t.app, body);
    await demoPay(t.app, first.json.paymentId, 'failed');
    t.advance(60_000);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/retry',
      payload: {},
      headers: { cookie: first.cookie! },
    });
    expect(again.statusCode, again.body).toBe(200);
    await demoPay(t.app, again.json().paymentId, 'failed');
    const other = await reserve(t.app, body);
    await demoPay(t.app, other.json.paymentId, 'failed');

    const rows = ((await search(`from=${slot(7)}&to=${slot(8)}`)).json() as BookingSearchResponse).data;
    expect(rows.map((r) => r.attempts).sort()).toEqual([1, 2]);
    const merged = rows.find((r) => r.attempts === 2)!;
    const d = await detailOf(merged.id);
    expect(d.payments.map((p) => p.id)).toEqual([again.json().paymentId]);
    expect(d.earlierAttempts.flatMap((a) => a.payments.map((p) => p.id))).toEqual([first.json.paymentId]);
  });

  it('unpaid holds that lapsed are left out unless asked for', async () => {
    const lapsed = await seedBooking(t.database.db, {
      startsAt: '2027-01-04T09:00:00Z',
      plate: 'LA-PS 1',
      status: 'lapsed',
    });
    const failed = await seedBooking(t.database.db, {
      startsAt: '2027-01-04T09:00:00Z',
      plate: 'LA-PS 2',
      status: 'failed',
    });
    expect(await found('plate=LAPS')).toEqual([failed.id]);
    expect((await search('plate=LAPS')).json()).toMatchObject({ total: 1 });
    expect((await found('plate=LAPS&lapsed=true')).sort()).toEqual([lapsed.id, failed.id].sort());
    expect(await found('plate=LAPS&status=lapsed')).toEqual([lapsed.id]);
    expect((await search('lapsed=yes')).statusCode).toBe(400);
  });

  it('a payment by plate is named as the shop names its parking, not by an internal id', async () => {
    const walkIn = await seedBooking(t.database.db, {
      templateId: 'walk-in',
      startsAt: '2027-01-05T09:00:00Z',
      plate: 'WA-LK 1',
    });
    const [row] = ((await search('plate=WALK')).json() as BookingSearchResponse).data;
    expect(row).toMatchObject({ id: walkIn.id, templateId: 'walk-in', templateName: 'Kurzparken' });
    expect((await detailOf(walkIn.id)).booking.templateName).toBe('Kurzparken');
  });
});
