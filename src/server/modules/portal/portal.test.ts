import { eq } from 'drizzle-orm';
import { pdfParse } from '../../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers } from '../../db/schema';
import { seedCustomerSession } from '../../test/customers';
import { databases } from '../../test/databases';
import {
  demoPay,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';
import {
  bookAndPayAsCustomer,
  DAY_TICKET,
  extraSession,
  loginNewCustomer,
  portalShopConfig,
  sapi,
  type CustomerSeed,
} from '../../test/portal';

const TOKEN = 'operator-token-0123456789';

describe.each(databases)('the customer portal (/sapi) on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, {
      shopConfig: portalShopConfig({ maxBookingCount: 3 }),
      env: { OPERATOR_TOKEN: TOKEN },
    });
  });
  afterAll(() => t.close());

  const login = (opts?: CustomerSeed) => loginNewCustomer(t.database.db, opts);

  const bookAsCustomer = (cookie: string, body?: object) => bookAndPayAsCustomer(t.app, cookie, body);

  it('every call refuses without a session (401) and while a password change is required (403)', async () => {
    const pending = await login({ requirePasswordChange: true });
    const calls: ['GET' | 'PUT' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/sapi/customer/me'],
      ['PUT', '/sapi/customer/me', { contact: {} }],
      ['GET', '/sapi/permission/list'],
      ['GET', '/sapi/permission/active/count'],
      ['POST', '/sapi/permission/cancel', { _id: '00000000-0000-4000-8000-000000000000' }],
      ['GET', '/sapi/bill'],
      ['GET', '/sapi/mandates'],
      ['DELETE', '/sapi/mandates/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url, body] of calls) {
      const anon = await sapi(t.app, undefined, method, url, body);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.json().code).toBe('NOT_LOGGED_IN');
      const change = await sapi(t.app, pending.cookie, method, url, body);
      expect(change.statusCode, `${method} ${url}`).toBe(403);
      expect(change.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
  });

  it('a session still on its initial password cannot book as the account (403 PASSWORD_CHANGE_REQUIRED, nothing held); /auth/info still answers', async () => {
    const pending = await login({ requirePasswordChange: true });
    const before = await t.database.db.select().from(bookings).where(eq(bookings.customerId, pending.id));
    const refused = await reserve(t.app, reserveBody({ selection: DAY_TICKET }), pending.cookie);
    expect(refused.res.statusCode, refused.res.body).toBe(403);
    expect(refused.json.code).toBe('PASSWORD_CHANGE_REQUIRED');
    // Not even as a guest: the visitor believes they are logged in.
    const all = await t.database.db.select().from(bookings).where(eq(bookings.customerId, pending.id));
    expect(all).toHaveLength(before.length);
    const info = await t.app.inject({
      method: 'GET',
      url: '/auth/info',
      headers: { cookie: pending.cookie },
    });
    expect(info.json()).toMatchObject({ loggedIn: true, requirePasswordChange: true });
    // Once the password is changed, the same session books for the account.
    await t.database.db
      .update(customers)
      .set({ requirePasswordChange: false })
      .where(eq(customers.id, pending.id));
    const booked = await reserve(t.app, reserveBody({ selection: DAY_TICKET }), pending.cookie);
    expect(booked.res.statusCode, booked.res.body).toBe(200);
    const mine = await t.database.db.select().from(bookings).where(eq(bookings.customerId, pending.id));
    expect(mine).toHaveLength(before.length + 1);
    // A change required again (e.g. after an operator's reset): paying again as the account is refused too.
    expect((await demoPay(t.app, booked.json.paymentId, 'failed')).statusCode).toBe(303);
    await t.database.db
      .update(customers)
      .set({ requirePasswordChange: true })
      .where(eq(customers.id, pending.id));
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/retry',
      headers: { cookie: booked.cookie! },
    });
    expect(retry.statusCode, retry.body).toBe(403);
    expect(retry.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('GET /sapi/customer/me: contact with the account mail, the contact level it covers, plates', async () => {
    const c = await login({ licensePlates: ['F-AB 1'] });
    const me = await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toContain('no-store');
    expect(me.json()).toEqual({
      contact: { mail: c.mail, firstName: 'Erika', lastName: 'Mustermann' },
      contactDetails: 'NameAndMail',
      licensePlates: ['F-AB 1'],
      // The plate list with the driver's names for them: none named yet.
      plates: [{ plate: 'F-AB 1', name: '' }],
    });
  });

  it('PUT /sapi/customer/me saves the contact and normalised plates; the mail stays the account one', async () => {
    const c = await login();
    const address = {
      streetName: 'Hauptstr.',
      buildingNumber: '1',
      zipCode: '79098',
      city: 'Freiburg',
      country: 'DE',
    };
    const put = await sapi(t.app, c.cookie, 'PUT', '/sapi/customer/me', {
      contact: { mail: 'other@example.com', firstName: 'Max', lastName: 'Muster', address },
      licensePlates: ['f - xy  99', 'F-XY 99', 'b ab 1'],
    });
    expect(put.statusCode).toBe(204);
    const me = (await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me')).json();
    expect(me).toEqual({
      contact: { mail: c.mail, firstName: 'Max', lastName: 'Muster', address },
      contactDetails: 'FullData',
      licensePlates: ['F-XY 99', 'B AB 1'],
      plates: [
        { plate: 'F-XY 99', name: '' },
        { plate: 'B AB 1', name: '' },
      ],
    });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row.mail).toBe(c.mail);
    for (const [body, code] of [
      [{ contact: {}, licensePlates: ['!!'] }, 'LICENSE_PLATE_INVALID'],
      [{ contact: { address: { country: 'XX' } } }, 'COUNTRY_INVALID'],
      [{ contact: 'x' }, 'VALIDATION'],
    ] as const) {
      const bad = await sapi(t.app, c.cookie, 'PUT', '/sapi/customer/me', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe(code);
    }
  });

  it('a logged-in reserve books for the account: its mail whatever the body says, customerId set', async () => {
    const c = await login({ contact: { firstName: 'Konto', lastName: 'Name' } });
    const r = await reserve(
      t.app,
      reserveBody({
        selection: DAY_TICKET,
        contact: { mail: 'fremd@example.com', firstName: 'X', lastName: 'Y' },
      }),
      c.cookie,
    );
    expect(r.res.statusCode).toBe(200);
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.customerId, c.id));
    // Without contactEdit the stored contact is used (the data step was skipped).
    expect(b.contact).toEqual({ mail: c.mail, firstName: 'Konto', lastName: 'Name' });
    // With contactEdit the edited fields count, the mail is still the account's.
    const edited = await reserve(
      t.app,
      reserveBody({
        selection: DAY_TICKET,
        contactEdit: true,
        contact: { mail: 'fremd@example.com', firstName: 'Neu', lastName: 'Name' },
      }),
      r.cookie,
    );
    expect(edited.res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.customerId, c.id));
    expect(rows.map((x) => x.contact).find((x) => x.firstName === 'Neu')).toEqual({
      mail: c.mail,
      firstName: 'Neu',
      lastName: 'Name',
    });
    // The session stays logged in with the new cookie.
    expect((await sapi(t.app, edited.cookie, 'GET', '/sapi/customer/me')).statusCode).toBe(200);
  });

  it('maxBookingCount: 20 parallel reserves of one account pass the cap exactly', async () => {
    const c = await login();
    const cookies = [c.cookie];
    for (let i = 1; i < 20; i++) cookies.push(await extraSession(t.database.db, c.id, NOW));
    const answers = await Promise.all(
      cookies.map((cookie) => reserve(t.app, reserveBody({ selection: DAY_TICKET }), cookie)),
    );
    const codes = answers.map((a) => a.res.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(3);
    expect(codes.filter((s) => s === 409)).toHaveLength(17);
    const refused = answers.find((a) => a.res.statusCode === 409)!;
    expect(refused.json).toMatchObject({ code: 'BOOKING_LIMIT_REACHED', details: { maxBookingCount: 3 } });
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.customerId, c.id));
    expect(rows).toHaveLength(3);
    // A guest (no account) is not capped.
    expect((await reserve(t.app, reserveBody({ selection: DAY_TICKET }))).res.statusCode).toBe(200);
  });

  it('lists the permissions paged, searched, filtered and ordered, and counts the active ones', async () => {
    const c = await login();
    let cookie = c.cookie;
    const ids: string[] = [];
    for (const h of [2, 4]) {
      const b = await bookAsCustomer(
        cookie,
        reserveBody({
          selection: { templateId: 'kurzzeit', startTime: slot(h), slotCount: 1 },
          identifications: [{ source: 'lp', code: `F-AB ${h}` }],
        }),
      );
      cookie = b.cookie;
      ids.push(b.permissionId);
    }
    // A held booking counts as the reserve's cap counts it, except for the session
    // holding it: its next reserve replaces that hold.
    const held = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(6), slotCount: 1 } }),
      cookie,
    );
    expect(held.res.statusCode).toBe(200);
    cookie = held.cookie!;
    const elsewhere = await extraSession(t.database.db, c.id, NOW);
    expect((await sapi(t.app, elsewhere, 'GET', '/sapi/permission/active/count')).json()).toEqual({
      permissionsCount: 3,
    });
    expect((await sapi(t.app, cookie, 'GET', '/sapi/permission/active/count')).json()).toEqual({
      permissionsCount: 2,
    });
    // The session's next booking replaces its hold.
    const day = await bookAsCustomer(cookie);
    cookie = day.cookie;
    const list = await sapi(t.app, cookie, 'GET', '/sapi/permission/list');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.count).toBe(3);
    expect(body.data[0]).toEqual({
      _id: day.permissionId,
      name: expect.any(String),
      templateId: 'tagesticket',
      start: '2026-11-21T23:00:00.000Z',
      end: '2026-11-22T22:59:59.000Z',
      // The ticket identifies the permission too (spec §3).
      identifications: [
        { source: 'lp', code: 'F-EM 123' },
        { source: 'ticket', code: expect.stringMatching(/\S+/) },
      ],
      status: 'upcoming',
      priceCents: 1200,
      // A cancel now pays the whole price back (the dialog states it before the driver confirms).
      computed: { cancellationPossible: true, refundCents: 1200 },
      // "Verlängern" starts where the period really ends, not at its last second shown.
      nextStart: '2026-11-22T23:00:00.000Z',
      ticketUrl: `/t/${day.permissionId}/${day.secret}`,
    });
    const asc = (await sapi(t.app, cookie, 'GET', '/sapi/permission/list?order=start&limit=2&page=0')).json();
    expect(asc.data.map((p: { _id: string }) => p._id)).toEqual(ids);
    expect(asc.count).toBe(3);
    const page2 = (
      await sapi(t.app, cookie, 'GET', '/sapi/permission/list?order=start&limit=2&page=1')
    ).json();
    expect(page2.data.map((p: { _id: string }) => p._id)).toEqual([day.permissionId]);
    const plate = (await sapi(t.app, cookie, 'GET', '/sapi/permission/list?search=f-ab%204')).json();
    expect(plate.data.map((p: { _id: string }) => p._id)).toEqual([ids[1]]);
    const byName = (
      await sapi(
        t.app,
        cookie,
        'GET',
        `/sapi/permission/list?search=${encodeURIComponent(body.data[0].name.slice(0, 5))}`,
      )
    ).json();
    expect(byName.data.map((p: { _id: string }) => p._id)).toContain(day.permissionId);
    const tmpl = (
      await sapi(t.app, cookie, 'GET', '/sapi/permission/list?filter.templateId=kurzzeit')
    ).json();
    expect(tmpl.count).toBe(2);
    expect((await sapi(t.app, cookie, 'GET', '/sapi/permission/active/count')).json()).toEqual({
      permissionsCount: 3,
    });
    // Another customer sees none of them.
    const other = await login();
    expect((await sapi(t.app, other.cookie, 'GET', '/sapi/permission/list')).json()).toEqual({
      data: [],
      count: 0,
    });
    for (const q of ['limit=0', 'limit=201', 'page=-1', 'order=price', 'filter.active=maybe']) {
      const bad = await sapi(t.app, cookie, 'GET', `/sapi/permission/list?${q}`);
      expect(bad.statusCode, q).toBe(400);
    }
    // Each permission carries its status for the list's chip: running, not yet begun, over.
    const during = new Date(Date.parse(slot(2)) + 30 * 60_000);
    t.setNow(during);
    try {
      const later = await extraSession(t.database.db, c.id, during);
      const statuses = (await sapi(t.app, later, 'GET', '/sapi/permission/list?order=start')).json();
      expect(statuses.data.map((p: { status: string }) => p.status)).toEqual([
        'active',
        'upcoming',
        'upcoming',
      ]);
    } finally {
      t.setNow(NOW);
    }
    // Over: the active filter and count drop them.
    t.setNow(new Date('2026-11-23T00:00:00Z'));
    // Days later the session has expired: log in again.
    cookie = await extraSession(t.database.db, c.id, new Date('2026-11-23T00:00:00Z'));
    try {
      expect((await sapi(t.app, cookie, 'GET', '/sapi/permission/active/count')).json()).toEqual({
        permissionsCount: 0,
      });
      const over = (await sapi(t.app, cookie, 'GET', '/sapi/permission/list?filter.active=false')).json();
      expect(over.count).toBe(3);
      expect(over.data.map((p: { status: string }) => p.status)).toEqual(['expired', 'expired', 'expired']);
    } finally {
      t.setNow(NOW);
    }
  });

  it('the credit note PDF parses and names the bill; /sapi/bill lists bills and credit notes', async () => {
    const c = await login();
    const b = await bookAsCustomer(c.cookie);
    const res = (
      await sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId })
    ).json();
    const pdf = await t.app.inject({ method: 'GET', url: res.creditNote.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parsed = await pdfParse(pdf.rawPayload);
    const bills = (await sapi(t.app, b.cookie, 'GET', '/sapi/bill')).json();
    expect(bills.count).toBe(2);
    const bill = bills.data.find((d: { kind: string }) => d.kind === 'bill');
    const note = bills.data.find((d: { kind: string }) => d.kind === 'creditNote');
    expect(note).toEqual({
      _id: res.creditNote._id,
      nr: res.creditNote.nr,
      closingDate: '2026-11-20',
      secret: res.creditNote.secret,
      kind: 'creditNote',
      grossCents: 1200,
      refersTo: bill.nr,
      pdfUrl: res.creditNote.pdfUrl,
    });
    expect(bill).toMatchObject({ grossCents: 1200, pdfUrl: `/api/bill/${bill._id}/${bill.secret}.pdf` });
    for (const s of [
      `Gutschrift ${res.creditNote.nr}`,
      'Zur Rechnung',
      bill.nr,
      'Nettobetrag',
      'Gesamtbetrag',
    ]) {
      expect(parsed.text).toContain(s);
    }
    expect(parsed.text).toMatch(/12,00\s€/);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/credit-note/${res.creditNote._id}/${'A'.repeat(43)}.pdf`,
        })
      ).statusCode,
    ).toBe(404);
    // Without .pdf: the credit note as JSON for the portal's bill page (the bills list links it).
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/credit-note/${res.creditNote._id}/${res.creditNote.secret}`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      _id: res.creditNote._id,
      nr: res.creditNote.nr,
      grossAmount: 1200,
      pdfUrl: res.creditNote.pdfUrl,
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/credit-note/${res.creditNote._id}/${'A'.repeat(43)}`,
        })
      ).statusCode,
    ).toBe(404);
    const paged = (await sapi(t.app, b.cookie, 'GET', '/sapi/bill?limit=1&page=1')).json();
    expect(paged).toMatchObject({ count: 2, data: [{ kind: 'bill' }] });
  });
});

describe.each(databases)('the portal switched off on $name', (db) => {
  it('answers 404 on every /sapi call, and reserves ignore the account', async () => {
    // The built-in demo shop turns the portal on; this shop has it off.
    const off = testShopConfig();
    const t = await startTestApp(db, {
      shopConfig: { ...off, options: { ...off.options, enableCustomerShop: false } },
    });
    try {
      const c = await seedCustomerSession(t.database.db, { now: NOW });
      const res = await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }), c.cookie);
      expect(r.res.statusCode).toBe(200);
      const [b] = await t.database.db.select().from(bookings);
      expect(b.customerId).toBeNull();
      expect(b.contact.mail).toBe('erika@example.de');
    } finally {
      await t.close();
    }
  });
});
