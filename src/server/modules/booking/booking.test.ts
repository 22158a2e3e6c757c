import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingConfigSchema,
  priceResponseSchema,
  reservationResponseSchema,
} from '../../../shared/schemas/booking';
import { databases } from '../../test/databases';
import {
  checkout,
  demoPay,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  type TestApp,
} from '../../test/harness';

describe.each(databases)('booking calls on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  const price = (payload: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/booking/price', payload, headers });

  it('lists the templates with their lowest price and without the tariff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/templates' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    const ids = list.map((x: { _id: string }) => x._id);
    expect(ids).toEqual(expect.arrayContaining(['kurzzeit', 'tagesticket', 'monatsparken']));
    const kurz = list.find((x: { _id: string }) => x._id === 'kurzzeit');
    // The daily cap of an hourly tariff, which the home page states (no free text that can go stale).
    expect(kurz).toMatchObject({ type: 'reservation', capacity: 3, info: { priceFrom: 300, dailyCap: 1800 } });
    expect(kurz.reservationSlotDetails.stepDuration).toBe(3600);
    // A day ticket's step is a day: no cap applies, none is promised.
    expect(list.find((x: { _id: string }) => x._id === 'tagesticket').info.dailyCap).toBeUndefined();
    expect(JSON.stringify(list)).not.toContain('tariff');
  });

  it('answers the booking config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/config' });
    expect(res.statusCode).toBe(200);
    const body = bookingConfigSchema.parse(res.json());
    // The demo shop takes payments by plate; renewal.test.ts checks a shop without.
    expect(body.acceptGuestRenewal).toBe(true);
    expect(body.maxBookingCount).toBeNull();
    expect(body.permissionTemplates.find((p) => p._id === 'monatsparken')?.info.priceFrom).toBe(8900);
  });

  it('prices a period from the tariff', async () => {
    const res = await price({ templateId: 'kurzzeit', startTime: slot(2), slotCount: 2 });
    expect(res.statusCode).toBe(200);
    expect(priceResponseSchema.parse(res.json())).toEqual({
      priceToBePaid: 550,
      startTime: '2026-11-20T11:00:00.000Z',
      endTime: '2026-11-20T13:00:00.000Z',
      bookedOut: false,
    });
  });

  it('caps a long day at the daily cap', async () => {
    const res = await price({ templateId: 'kurzzeit', startTime: slot(1), slotCount: 12 });
    expect(res.json().priceToBePaid).toBe(1800);
  });

  it('ignores a price the client sends', async () => {
    const res = await price({ templateId: 'kurzzeit', startTime: slot(2), slotCount: 2, priceToBePaid: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().priceToBePaid).toBe(550);
    const r = await reserve(
      t.app,
      reserveBody({
        selection: {
          templateId: 'kurzzeit',
          startTime: slot(30),
          slotCount: 2,
          priceResponse: { priceToBePaid: 1, bookedOut: false },
        },
      }),
    );
    expect(r.res.statusCode).toBe(200);
    expect(r.json.priceToBePaid).toBe(550);
  });

  it('prices a day ticket as one calendar day, 00:00 to 23:59:59 in Berlin', async () => {
    const res = await price({
      templateId: 'tagesticket',
      startTime: '2026-11-21T23:00:00.000Z',
      slotCount: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      priceToBePaid: 1200,
      startTime: '2026-11-21T23:00:00.000Z',
      endTime: '2026-11-22T22:59:59.000Z',
    });
  });

  it('prices the monthly flat with its derived end', async () => {
    const res = await price({
      templateId: 'monatsparken',
      startTime: '2026-12-19T23:00:00.000Z',
      slotCount: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priceToBePaid: 8900, endTime: '2027-01-18T22:59:59.000Z' });
  });

  it('reserves: a held booking, a demo payment redirect and a session cookie', async () => {
    const r = await reserve(t.app);
    expect(r.res.statusCode).toBe(200);
    const body = reservationResponseSchema.parse(r.json);
    expect(body).toMatchObject({
      priceToBePaid: 550,
      startTime: '2026-11-20T11:00:00.000Z',
      endTime: '2026-11-20T13:00:00.000Z',
      paymentMethod: 'Redirect',
    });
    expect(body.paymentRedirect).toBe(`/demo-pay/${body.paymentId}`);
    const cookie = r.res.cookies.find((c) => c.name === 'shop_session')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('gives the session a new token on every reserve; the old one stops working at once', async () => {
    const first = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 },
      }),
    );
    const second = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'tagesticket', startTime: '2026-11-22T23:00:00.000Z', slotCount: 1 },
      }),
      first.cookie,
    );
    expect(second.res.statusCode).toBe(200);
    expect(second.cookie).toMatch(/^shop_session=[A-Za-z0-9]{40}$/);
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.json.paymentId).not.toBe(first.json.paymentId);
    // The held booking moved to the new token; the old token is no session any more.
    expect((await checkout(t.app, first.cookie)).json().code).toBe('NO_BOOKING');
    expect((await checkout(t.app, second.cookie)).json().code).toBe('PAYMENT_PENDING');
    // Nor can the old token reserve in that session: it starts a new one and leaves the hold alone.
    const third = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(60), slotCount: 1 } }),
      first.cookie,
    );
    expect(third.res.statusCode).toBe(200);
    expect((await checkout(t.app, second.cookie)).json().code).toBe('PAYMENT_PENDING');
    expect((await demoPay(t.app, second.json.paymentId, 'paid')).statusCode).toBe(303);
    expect((await checkout(t.app, second.cookie)).statusCode).toBe(200);
  });

  it('does not adopt a session id the server never issued', async () => {
    const forged = 'shop_session=' + 'A'.repeat(40);
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(40), slotCount: 1 } }),
      forged,
    );
    expect(r.res.statusCode).toBe(200);
    const issued = r.res.cookies.find((c) => c.name === 'shop_session')!;
    expect(issued.value).not.toBe('A'.repeat(40));
  });

  describe('bad input: 400 with a code, 404 for unknown ids, never 500', () => {
    const priceCases: [string, object, number, string][] = [
      [
        'unknown template',
        { templateId: 'nope', startTime: slot(2), slotCount: 1 },
        404,
        'TEMPLATE_NOT_FOUND',
      ],
      [
        'start off the grid',
        { templateId: 'kurzzeit', startTime: '2026-11-20T11:30:00.000Z', slotCount: 1 },
        400,
        'START_OFF_GRID',
      ],
      [
        'day ticket not at midnight',
        { templateId: 'tagesticket', startTime: '2026-11-21T11:00:00.000Z', slotCount: 1 },
        400,
        'START_OFF_GRID',
      ],
      [
        'start before the first slot',
        { templateId: 'kurzzeit', startTime: slot(-1), slotCount: 1 },
        400,
        'START_TOO_EARLY',
      ],
      [
        'start not before startBefore',
        { templateId: 'kurzzeit', startTime: slot(168), slotCount: 1 },
        400,
        'START_TOO_LATE',
      ],
      [
        'end after bookUntil',
        { templateId: 'knapp', startTime: slot(40), slotCount: 12 },
        400,
        'END_TOO_LATE',
      ],
      [
        'too few slots',
        { templateId: 'kurzzeit', startTime: slot(2), slotCount: 0 },
        400,
        'SLOT_COUNT_OUT_OF_RANGE',
      ],
      [
        'too many slots',
        { templateId: 'kurzzeit', startTime: slot(2), slotCount: 13 },
        400,
        'SLOT_COUNT_OUT_OF_RANGE',
      ],
      [
        'flat with two months',
        { templateId: 'monatsparken', startTime: '2026-12-19T23:00:00.000Z', slotCount: 2 },
        400,
        'SLOT_COUNT_OUT_OF_RANGE',
      ],
      [
        'slotCount as a string',
        { templateId: 'kurzzeit', startTime: slot(2), slotCount: '2' },
        400,
        'VALIDATION',
      ],
      [
        'startTime not ISO',
        { templateId: 'kurzzeit', startTime: 'tomorrow', slotCount: 1 },
        400,
        'VALIDATION',
      ],
      ['templateId missing', { startTime: slot(2), slotCount: 1 }, 400, 'VALIDATION'],
      [
        // Without an offset the instant is ambiguous: refused, not read as server-local time.
        'startTime without offset',
        { templateId: 'kurzzeit', startTime: '2026-11-22T10:00:00', slotCount: 1 },
        400,
        'VALIDATION',
      ],
    ];
    it.each(priceCases)('price: %s', async (_name, payload, status, code) => {
      const res = await price(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
      // Reserve refuses the same selection the same way.
      const r = await reserve(t.app, reserveBody({ selection: payload }));
      expect(r.res.statusCode).toBe(status);
      expect(r.json.code).toBe(code);
    });

    it('lists the invalid fields of a VALIDATION error', async () => {
      const res = await price({ templateId: 'kurzzeit', startTime: slot(2), slotCount: '2' });
      expect(res.json().details).toEqual([
        expect.objectContaining({ path: expect.stringContaining('slotCount') }),
      ]);
    });

    it('malformed JSON is INVALID_JSON', async () => {
      for (const url of ['/api/booking/price', '/api/booking/reserve']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: '{"templateId": "kurzzeit",',
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
      }
    });

    it('an empty body is a 400, not a 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/booking/price',
        payload: '',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    });

    const reserveCases: [string, object, string, unknown?][] = [
      [
        'names missing for NameAndMail',
        reserveBody({ contact: { mail: 'erika@example.de' } }),
        'CONTACT_FIELD_MISSING',
        { fields: ['firstName', 'lastName'] },
      ],
      [
        'mail missing',
        reserveBody({ contact: { firstName: 'Erika', lastName: 'M' } }),
        'CONTACT_FIELD_MISSING',
        { fields: ['mail'] },
      ],
      [
        'blank name',
        reserveBody({ contact: { mail: 'erika@example.de', firstName: '  ', lastName: 'M' } }),
        'CONTACT_FIELD_MISSING',
        { fields: ['firstName'] },
      ],
      [
        'address missing for FullData',
        reserveBody({
          selection: { templateId: 'monatsparken', startTime: '2026-12-19T23:00:00.000Z', slotCount: 1 },
          contact: {
            mail: 'erika@example.de',
            firstName: 'Erika',
            lastName: 'M',
            address: { streetName: 'Hauptstr.' },
          },
        }),
        'CONTACT_FIELD_MISSING',
        { fields: ['address.buildingNumber', 'address.zipCode', 'address.city', 'address.country'] },
      ],
      [
        'invalid mail',
        reserveBody({ contact: { mail: 'erika@', firstName: 'Erika', lastName: 'M' } }),
        'INVALID_MAIL',
      ],
      ['licence plate missing', reserveBody({ identifications: [] }), 'LICENSE_PLATE_MISSING'],
      [
        'licence plate blank',
        reserveBody({ identifications: [{ source: 'lp', code: '  ' }] }),
        'LICENSE_PLATE_MISSING',
      ],
      [
        'licence plate invalid',
        reserveBody({ identifications: [{ source: 'lp', code: '<script>' }] }),
        'LICENSE_PLATE_INVALID',
      ],
      [
        'identifier not requested',
        reserveBody({
          identifications: [
            { source: 'lp', code: 'F-EM 1' },
            { source: 'rfid', code: '1234' },
          ],
        }),
        'IDENTIFIER_NOT_REQUESTED',
      ],
      [
        'unknown identifier source',
        reserveBody({ identifications: [{ source: 'iris', code: '1' }] }),
        'VALIDATION',
      ],
      ['selection missing', { contact: { mail: 'a@b.de' } }, 'VALIDATION'],
    ];
    it.each(reserveCases)('reserve: %s', async (_name, body, code, details) => {
      const r = await reserve(t.app, body);
      expect(r.res.statusCode).toBe(400);
      expect(r.json.code).toBe(code);
      if (details) expect(r.json.details).toEqual(details);
    });

    it('a valid plate is stored normalised (visible on the ticket later)', async () => {
      const r = await reserve(
        t.app,
        reserveBody({
          identifications: [{ source: 'lp', code: 'f - em  123' }],
          selection: { templateId: 'kurzzeit', startTime: slot(50), slotCount: 1 },
        }),
      );
      expect(r.res.statusCode).toBe(200);
    });
  });

  describe('DST days in Europe/Berlin', () => {
    it('a 3-hour booking from 01:00 on 2026-03-29 ends at 05:00 CEST', async () => {
      const s = await startTestApp(db, { now: new Date('2026-03-28T12:00:00Z') });
      try {
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/booking/price',
          payload: { templateId: 'kurzzeit', startTime: '2026-03-29T00:00:00.000Z', slotCount: 3 },
        });
        expect(res.statusCode).toBe(200);
        // 01:00 CET = 00:00Z; three elapsed hours later is 03:00Z = 05:00 CEST.
        expect(res.json()).toMatchObject({
          startTime: '2026-03-29T00:00:00.000Z',
          endTime: '2026-03-29T03:00:00.000Z',
          priceToBePaid: 800,
        });
      } finally {
        await s.close();
      }
    });

    it('a day ticket on 2026-10-25 runs 00:00 to 23:59:59 local, 25 hours', async () => {
      const s = await startTestApp(db, { now: new Date('2026-10-24T10:00:00Z') });
      try {
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/booking/price',
          payload: { templateId: 'tagesticket', startTime: '2026-10-24T22:00:00.000Z', slotCount: 1 },
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({
          startTime: '2026-10-24T22:00:00.000Z',
          endTime: '2026-10-25T22:59:59.000Z',
        });
        expect(Date.parse(body.endTime) + 1000 - Date.parse(body.startTime)).toBe(25 * 3600_000);
        // 01:00 local on the 25th is not midnight: off the grid.
        const off = await s.app.inject({
          method: 'POST',
          url: '/api/booking/price',
          payload: { templateId: 'tagesticket', startTime: '2026-10-24T23:00:00.000Z', slotCount: 1 },
        });
        expect(off.json().code).toBe('START_OFF_GRID');
      } finally {
        await s.close();
      }
    });
  });

  it('reserve uses the NOW of the injected clock', () => {
    expect(NOW.toISOString()).toBe('2026-11-20T09:30:00.000Z');
  });
});
