import { eq } from 'drizzle-orm';
import { pdfParse } from '../../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, creditNotes, mails, permissions } from '../../db/schema';
import { PaymentsRepository } from '../payments/repository';
import { databases } from '../../test/databases';
import {
  checkout,
  demoPay,
  hostOf,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
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

/**
 * The customer's cancel of a paid permission from the portal (/sapi/permission/cancel, ADR 016):
 * the rules, the refund, the credit note and its number, the mail, the ticket and the barrier.
 */
describe.each(databases)("the customer's cancel (/sapi/permission/cancel) on $name", (db) => {
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

  it('cancel with a full refund (demo: refund due for the operator), credit note, mail, ticket cancelled; a double click cancels once', async () => {
    const c = await login();
    const b = await bookAsCustomer(c.cookie);
    const twice = await Promise.all([
      sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId, name: 'as listed' }),
      sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId }),
    ]);
    expect(twice.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const ok = twice.find((x) => x.statusCode === 200)!.json();
    expect(twice.find((x) => x.statusCode === 409)!.json().code).toBe('CANCELLATION_NOT_POSSIBLE');
    expect(ok).toEqual({
      refund: { amountCents: 1200, method: 'Redirect', status: 'due' },
      creditNote: {
        _id: expect.any(String),
        nr: expect.stringMatching(/^\d{6}$/),
        secret: expect.any(String),
        pdfUrl: expect.any(String),
      },
    });
    const notes = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.permissionId, b.permissionId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      grossCents: 1200,
      netCents: 1008,
      vatCents: 192,
      refundStatus: 'due',
      refundReason: 'demo',
    });
    // The ticket is no longer valid: the page says when, and links the credit note.
    const ticket = await t.app.inject({ method: 'GET', url: `/api/ticket/${b.permissionId}/${b.secret}` });
    expect(ticket.json()).toMatchObject({
      cancelled: true,
      cancelledAt: NOW.toISOString(),
      creditNoteUrl: ok.creditNote.pdfUrl,
    });
    // Its PDF is a one-page "cancelled" PDF without the QR code, never a silent 404.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/ticket/${b.permissionId}/${b.secret}.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parsed = await pdfParse(pdf.rawPayload);
    expect(parsed.numpages).toBe(1);
    expect(parsed.text).toContain('Storniert am 20.11.2026, 10:30');
    expect(parsed.text).toContain('Dieses Ticket ist nicht mehr gültig.');
    expect(parsed.text).toContain('Gutschrift');
    expect(pdf.rawPayload.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    // The customer is mailed (outbox without SMTP), once.
    const sent = await t.database.db.select().from(mails).where(eq(mails.permissionId, b.permissionId));
    const cancelMail = sent.filter((m) => m.kind === 'cancellation');
    expect(cancelMail).toHaveLength(1);
    expect(cancelMail[0].recipient).toBe(c.mail);
    expect(cancelMail[0].text).toContain(`/api/credit-note/${ok.creditNote._id}/${ok.creditNote.secret}.pdf`);
    // The list shows it cancelled, not cancellable, and it no longer counts.
    const list = (await sapi(t.app, b.cookie, 'GET', '/sapi/permission/list')).json();
    expect(list.data[0]).toMatchObject({ status: 'cancelled', computed: { cancellationPossible: false } });
    expect((await sapi(t.app, b.cookie, 'GET', '/sapi/permission/active/count')).json()).toEqual({
      permissionsCount: 0,
    });
    // The operator's refunds-due list has it.
    const due = await t.app.inject({
      method: 'GET',
      url: '/api/operator/payments/refunds-due',
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
    });
    expect(due.json()).toContainEqual(
      expect.objectContaining({
        paymentId: b.paymentId,
        amountCents: 1200,
        reason: 'cancellation:demo',
        creditNoteId: ok.creditNote._id,
      }),
    );
  });

  it('a cancelled permission: the barrier refuses its plate and the allowlist feed revokes it', async () => {
    const op = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app), 'x-requested-with': 'test' },
      });
    const { apiKey } = (await op('/api/operator/access-devices', { name: 'gate', direction: 'both' })).json();
    const device = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${apiKey}` } });
    const ask = async (direction: 'entry' | 'exit') =>
      (await device('POST', '/api/access/authorize', { plate: 'F-ST 916', direction })).json();
    const feed = (await device('GET', '/api/access/allowlist')).json();

    // Monthly parking running since today's midnight (cancellable pro rata while it runs).
    const c = await login({
      contact: {
        address: { streetName: 'A', buildingNumber: '1', zipCode: '1', city: 'B', country: 'DE' },
      },
    });
    const b = await bookAsCustomer(
      c.cookie,
      reserveBody({
        selection: { templateId: 'monatsparken', startTime: '2026-11-19T23:00:00.000Z', slotCount: 1 },
        identifications: [{ source: 'lp', code: 'F-ST 916' }],
      }),
    );
    expect(await ask('entry')).toMatchObject({ allowed: true, reason: 'permission' });
    expect(await ask('exit')).toMatchObject({ allowed: true, reason: 'permission' });
    const booked = (await device('GET', `/api/access/allowlist?since=${feed.cursor}`)).json();
    expect(booked.entries).toContainEqual(expect.objectContaining({ plate: 'FST916', revoked: false }));

    const res = await sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId });
    expect(res.statusCode).toBe(200);
    // The exit no longer opens on it, and the entry treats the plate as a walk-in (no permission).
    expect(await ask('exit')).toMatchObject({ allowed: false });
    expect((await ask('entry')).reason).not.toBe('permission');
    const revoked = (await device('GET', `/api/access/allowlist?since=${booked.cursor}`)).json();
    // The feed may send other plates again (ADR 019: harmless repeats); this one is revoked.
    expect(revoked.entries.filter((e: { plate: string }) => e.plate === 'FST916')).toEqual([
      expect.objectContaining({ revoked: true }),
    ]);
  });

  it('credit note numbers are gap-free, also when many are cancelled at once', async () => {
    const c = await login();
    let cookie = c.cookie;
    const booked = [];
    // One account, three at a time (the cap), cancelled in parallel: a second account for more.
    // Three cars: a session's paid booking is not booked again for the same plate.
    const car = (i: number) =>
      reserveBody({ selection: DAY_TICKET, identifications: [{ source: 'lp', code: `F-EM ${100 + i}` }] });
    for (let i = 0; i < 3; i++) {
      const b = await bookAsCustomer(cookie, car(i));
      cookie = b.cookie;
      booked.push(b.permissionId);
    }
    const d = await login();
    let cookie2 = d.cookie;
    const booked2 = [];
    for (let i = 0; i < 3; i++) {
      const b = await bookAsCustomer(cookie2, car(i));
      cookie2 = b.cookie;
      booked2.push(b.permissionId);
    }
    const repo = new PaymentsRepository(t.database.db);
    await expect(
      repo.transaction(async (tx) => {
        await tx.nextCounter('credit-note');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const answers = await Promise.all([
      ...booked.map((id) => sapi(t.app, cookie, 'POST', '/sapi/permission/cancel', { _id: id })),
      ...booked2.map((id) => sapi(t.app, cookie2, 'POST', '/sapi/permission/cancel', { _id: id })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const numbers = (await t.database.db.select({ n: creditNotes.number }).from(creditNotes))
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('a refund left pending (no answer from the provider) goes to the operator after ten minutes, not asked again', async () => {
    const c = await login();
    const b = await bookAsCustomer(c.cookie);
    const res = (
      await sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId })
    ).json();
    // As if the process had died between the commit and the provider's answer.
    await t.database.db
      .update(creditNotes)
      .set({ refundStatus: 'pending', refundReason: null, updatedAt: NOW })
      .where(eq(creditNotes.id, res.creditNote._id));
    expect(await t.app.shop.cancellations.staleRefundsToDue(new Date(NOW.getTime() + 5 * 60_000))).toBe(0);
    expect(await t.app.shop.cancellations.staleRefundsToDue(new Date(NOW.getTime() + 11 * 60_000))).toBe(1);
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, res.creditNote._id));
    expect(note).toMatchObject({ refundStatus: 'due', refundReason: 'provider-unknown' });
  });

  it("another customer's permission answers 404 exactly like an unknown one", async () => {
    const owner = await login();
    const b = await bookAsCustomer(owner.cookie);
    const thief = await login();
    const answers = await Promise.all([
      sapi(t.app, thief.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId }),
      sapi(t.app, thief.cookie, 'POST', '/sapi/permission/cancel', {
        _id: '00000000-0000-4000-8000-000000000000',
      }),
      sapi(t.app, thief.cookie, 'POST', '/sapi/permission/cancel', { _id: 'garbage' }),
    ]);
    for (const a of answers) {
      expect(a.statusCode).toBe(404);
      expect(a.json()).toEqual({ code: 'PERMISSION_NOT_FOUND', message: 'No such permission' });
    }
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .innerJoin(permissions, eq(permissions.bookingId, bookings.id))
      .where(eq(permissions.id, b.permissionId));
    expect(row.bookings.status).toBe('paid');
    expect((await sapi(t.app, thief.cookie, 'POST', '/sapi/permission/cancel', {})).statusCode).toBe(400);
  });

  it('rules: too late (409), no refund (none), no rule (409); a cancel frees the place at once', async () => {
    const c = await login();
    // Day ticket: until an hour before the start.
    const day = await bookAsCustomer(c.cookie);
    t.setNow(new Date('2026-11-21T22:30:00Z'));
    day.cookie = await extraSession(t.database.db, c.id, new Date('2026-11-21T22:30:00Z'));
    try {
      const list = (await sapi(t.app, day.cookie, 'GET', '/sapi/permission/list')).json();
      expect(list.data[0].computed).toEqual({ cancellationPossible: false, refundCents: 0 });
      const late = await sapi(t.app, day.cookie, 'POST', '/sapi/permission/cancel', {
        _id: day.permissionId,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('CANCELLATION_NOT_POSSIBLE');
    } finally {
      t.setNow(NOW);
    }
    // Short-term parking (capacity 3): cancellable until the start without refund; fill it up.
    const d = await login();
    const period = { templateId: 'kurzzeit', startTime: slot(30), slotCount: 1 };
    const mine = await bookAsCustomer(d.cookie, reserveBody({ selection: period }));
    for (let i = 0; i < 2; i++) {
      const r = await reserve(
        t.app,
        reserveBody({
          selection: period,
          contact: { mail: `g${i}@example.de`, firstName: 'G', lastName: 'G' },
        }),
      );
      expect((await demoPay(t.app, r.json.paymentId, 'paid')).statusCode).toBe(303);
    }
    expect(
      (
        await reserve(
          t.app,
          reserveBody({
            selection: period,
            contact: { mail: 'late@example.de', firstName: 'L', lastName: 'L' },
          }),
        )
      ).res.statusCode,
    ).toBe(409);
    const none = await sapi(t.app, mine.cookie, 'POST', '/sapi/permission/cancel', {
      _id: mine.permissionId,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json().refund).toEqual({ amountCents: 0, method: 'Redirect', status: 'none' });
    expect(
      (
        await reserve(
          t.app,
          reserveBody({
            selection: period,
            contact: { mail: 'late@example.de', firstName: 'L', lastName: 'L' },
          }),
        )
      ).res.statusCode,
    ).toBe(200);
    // A template without a rule: never.
    const e = await login();
    const free = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'gratis', startTime: slot(2), slotCount: 1 },
        identifications: [],
      }),
      e.cookie,
    );
    const co = (await checkout(t.app, free.cookie)).json();
    const never = await sapi(t.app, free.cookie, 'POST', '/sapi/permission/cancel', { _id: co.permissionId });
    expect(never.statusCode).toBe(409);
  });

  it('pro rata: a running monthly permission refunds its unused whole days', async () => {
    const c = await login({
      contact: {
        address: {
          streetName: 'Hauptstr.',
          buildingNumber: '1',
          zipCode: '79098',
          city: 'Freiburg',
          country: 'DE',
        },
      },
    });
    // Monthly parking from today's midnight (Berlin): 30 days for 89.00.
    const b = await bookAsCustomer(
      c.cookie,
      reserveBody({
        selection: { templateId: 'monatsparken', startTime: '2026-11-19T23:00:00.000Z', slotCount: 1 },
      }),
    );
    // Ten days and a bit later: 11 days begun, 19 whole days unused.
    t.setNow(new Date('2026-11-30T10:00:00Z'));
    b.cookie = await extraSession(t.database.db, c.id, new Date('2026-11-30T10:00:00Z'));
    try {
      const res = await sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId });
      expect(res.statusCode).toBe(200);
      expect(res.json().refund).toEqual({
        amountCents: Math.floor((8900 * 19) / 30),
        method: 'Redirect',
        status: 'due',
      });
    } finally {
      t.setNow(NOW);
    }
  });
});
