import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { accessAllowlistChanges, auditLog, bookings, creditNotes, payments } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import {
  bookAndPay,
  checkout,
  hostOf,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  type TestApp,
} from '../../test/harness';
import { providerFakes } from '../../test/payments';

const TOKEN = 'operator-token-0123456789';
/** A day ticket: no capacity, so the tests' many bookings never fill the car park. */
const DAY = { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 };
const fakes = providerFakes();
const { mollie } = fakes;

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

/** The booking behind a payment (the reserve answers the payment's id). */
async function bookingOfPayment(db: Db, paymentId: string): Promise<string> {
  const [p] = await db.select({ b: payments.bookingId }).from(payments).where(eq(payments.id, paymentId));
  return p.b;
}

async function auditOf(db: Db, bookingId: string) {
  return db
    .select({
      action: auditLog.action,
      actorName: auditLog.actorName,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, bookingId)))
    .orderBy(asc(auditLog.id));
}

/** The back office's booking actions (ADR 026) with the demo provider. */
describe.each(databases)('back-office booking actions on $name', (db) => {
  let t: TestApp;
  let staff: SeededOperator;
  let admin: SeededOperator;
  let viewer: SeededOperator;
  let plateNo = 0;

  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    staff = await seedOperatorSession(t.database.db, { now: NOW, role: 'staff' });
    admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer' });
  });
  afterAll(() => t.close());

  /** A paid booking of the shop's own flow (demo provider): permission, bill, ticket mail. */
  async function paid(over: Record<string, unknown> = {}) {
    const plate = `KA-T ${++plateNo}`;
    const b = await bookAndPay(
      t.app,
      reserveBody({ selection: DAY, identifications: [{ source: 'lp', code: plate }], ...over }),
    );
    const id = await bookingOfPayment(t.database.db, b.reservation.paymentId);
    return { id, plate, ticket: b.checkout };
  }

  async function held() {
    const r = await reserve(
      t.app,
      reserveBody({ selection: DAY, identifications: [{ source: 'lp', code: `KA-H ${++plateNo}` }] }),
    );
    expect(r.res.statusCode).toBe(200);
    return {
      id: await bookingOfPayment(t.database.db, r.json.paymentId),
      paymentId: r.json.paymentId as string,
    };
  }

  const act = (
    who: SeededOperator | null,
    id: string,
    action: string,
    payload: object,
    headers?: Record<string, string>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/${action}`,
      headers: headers ?? (who ? who.headers : {}),
      payload,
    });

  async function detail(id: string): Promise<BookingDetail> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function ticketView(ticket: { permissionId: string; permissionSecret: string }) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ticket/${ticket.permissionId}/${ticket.permissionSecret}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { licensePlate: string | null; end: string; cancelled?: boolean };
  }

  const validBodies: Record<string, object> = {
    'resend-ticket': {},
    plate: { plate: 'B-XY 1' },
    extend: { endsAt: slot(6) },
    cancel: { refundCents: 0 },
  };

  it('every action refuses a viewer (403), no session (401), a missing CSRF token (403), and changes nothing', async () => {
    const b = await paid();
    for (const [action, body] of Object.entries(validBodies)) {
      const v = await act(viewer, b.id, action, body);
      expect(v.statusCode, action).toBe(403);
      expect(v.json().code, action).toBe('FORBIDDEN_ROLE');
      // No session is a 401 before the body is looked at (an empty body too).
      for (const payload of [body, {}]) {
        const none = await act(null, b.id, action, payload);
        expect(none.statusCode, action).toBe(401);
        expect(none.json().code).toBe('ADMIN_NOT_LOGGED_IN');
      }
      const noCsrf = await act(null, b.id, action, body, { cookie: staff.cookie });
      expect(noCsrf.statusCode, action).toBe(403);
      expect(noCsrf.json().code).toBe('CSRF_INVALID');
      // The machine token is no key to the back office.
      const bearer = await act(null, b.id, action, body, {
        authorization: `Bearer ${TOKEN}`,
        host: hostOf(t.app),
      });
      expect(bearer.statusCode, action).toBe(401);
    }
    const d = await detail(b.id);
    expect(d.booking.status).toBe('paid');
    expect(d.booking.plate).toBe(b.plate);
    expect(d.mails.map((m) => m.kind)).toEqual(['ticket']);
    expect(await auditOf(t.database.db, b.id)).toEqual([]);
  });

  it('an unknown or malformed id is a 404 for every action', async () => {
    for (const [action, body] of Object.entries(validBodies)) {
      for (const id of ['7d8a4a4e-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await act(staff, id, action, body);
        expect(res.statusCode, `${action} ${id}`).toBe(404);
        expect(res.json().code).toBe('BOOKING_NOT_FOUND');
      }
    }
  });

  it('staff resend the ticket: a new mail with the booking as it stands, audited; an unpaid booking cannot (409)', async () => {
    const b = await paid();
    const res = await act(staff, b.id, 'resend-ticket', { note: 'customer lost the mail' });
    expect(res.statusCode, res.body).toBe(202);
    // No mailer in this test app: the mail waits in the outbox for the operator.
    expect(res.json()).toEqual({
      mailId: expect.any(String),
      recipient: 'erika@example.de',
      status: 'outbox',
    });
    const again = await act(admin, b.id, 'resend-ticket', {});
    expect(again.statusCode).toBe(202);
    const d = await detail(b.id);
    // The mails carry the test clock's instant: compared as a set.
    expect(d.mails.map((m) => `${m.kind} ${m.recipient}`).sort()).toEqual([
      'ticket erika@example.de',
      'ticket-resend erika@example.de',
      'ticket-resend erika@example.de',
    ]);
    const entries = await auditOf(t.database.db, b.id);
    expect(entries[0]).toEqual({
      action: 'booking.resend-ticket',
      actorName: staff.username,
      before: null,
      after: {
        mailId: res.json().mailId,
        recipient: 'erika@example.de',
        status: 'outbox',
        note: 'customer lost the mail',
      },
    });
    expect(entries[1]).toMatchObject({ action: 'booking.resend-ticket', actorName: admin.username });

    const h = await held();
    const refused = await act(staff, h.id, 'resend-ticket', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BOOKING_NOT_PAID');
    expect(await auditOf(t.database.db, h.id)).toEqual([]);
  });

  it('staff change the plate: booking, ticket and the allowlist follow; bad plates are 400', async () => {
    const b = await paid();
    const res = await act(staff, b.id, 'plate', { plate: ' b - neu  42 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ plate: 'B-NEU 42', previousPlate: b.plate });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.plateKey).toBe('BNEU42');
    expect((await detail(b.id)).booking.plate).toBe('B-NEU 42');
    expect((await ticketView(b.ticket)).licensePlate).toBe('B-NEU 42');
    // The allowlist's change feed names both plates (the devices drop one and learn the other).
    const changed = await t.database.db
      .select({ k: accessAllowlistChanges.plateKey })
      .from(accessAllowlistChanges)
      .where(inArray(accessAllowlistChanges.plateKey, ['BNEU42', b.plate.replace(/[ -]/g, '')]));
    expect(new Set(changed.map((c) => c.k))).toEqual(new Set(['BNEU42', b.plate.replace(/[ -]/g, '')]));
    // The search finds it by the new plate only.
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bookings?plate=bneu',
      headers: { cookie: viewer.cookie },
    });
    expect(found.json().data.map((r: { id: string }) => r.id)).toEqual([b.id]);
    expect(await auditOf(t.database.db, b.id)).toEqual([
      {
        action: 'booking.change-plate',
        actorName: staff.username,
        before: { plate: b.plate },
        after: { plate: 'B-NEU 42' },
      },
    ]);

    for (const plate of ['!!', 'X', 'ABCDEFGHIJKL']) {
      const bad = await act(staff, b.id, 'plate', { plate });
      expect(bad.statusCode, plate).toBe(400);
      expect(bad.json().code).toBe('LICENSE_PLATE_INVALID');
    }
    const missing = await act(staff, b.id, 'plate', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION');
    expect((await auditOf(t.database.db, b.id)).length).toBe(1);
  });

  it('staff extend a paid booking on its grid: the ticket shows the new end; shorter or off-grid ends are 400', async () => {
    // kurzzeit: hourly steps, 2 slots from slot(2) to slot(4).
    const b = await paid({ selection: { templateId: 'kurzzeit', startTime: slot(30), slotCount: 2 } });
    for (const endsAt of [slot(32), slot(31), slot(33.5), 'tomorrow']) {
      const bad = await act(staff, b.id, 'extend', { endsAt });
      expect(bad.statusCode, endsAt).toBe(400);
      expect(bad.json().code, endsAt).toBe(endsAt === 'tomorrow' ? 'VALIDATION' : 'EXTEND_END_INVALID');
    }
    const res = await act(staff, b.id, 'extend', { endsAt: slot(35), note: 'barrier fault' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ endsAt: slot(35), displayEnd: slot(35), slotCount: 5 });
    expect((await ticketView(b.ticket)).end).toBe(slot(35));
    expect((await detail(b.id)).booking.endsAt).toBe(slot(35));
    expect(await auditOf(t.database.db, b.id)).toEqual([
      {
        action: 'booking.extend',
        actorName: staff.username,
        before: { endsAt: slot(32), displayEnd: slot(32), slotCount: 2 },
        after: { endsAt: slot(35), displayEnd: slot(35), slotCount: 5, note: 'barrier fault' },
      },
    ]);
  });

  it('a day ticket extends to a later local midnight and shows the last second of its last day', async () => {
    const b = await paid({
      selection: { templateId: 'tagesticket', startTime: '2026-11-23T23:00:00.000Z', slotCount: 1 },
    });
    const noon = await act(staff, b.id, 'extend', { endsAt: '2026-11-25T11:00:00.000Z' });
    expect(noon.json().code).toBe('EXTEND_END_INVALID');
    const res = await act(staff, b.id, 'extend', { endsAt: '2026-11-25T23:00:00.000Z' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      endsAt: '2026-11-25T23:00:00.000Z',
      displayEnd: '2026-11-25T22:59:59.000Z',
      slotCount: 2,
    });
    expect((await ticketView(b.ticket)).end).toBe('2026-11-25T22:59:59.000Z');
  });

  it("an extension must fit the template's capacity in the added time (409 BOOKED_OUT); held bookings cannot be extended", async () => {
    // kurzzeit holds 3 cars: three bookings fill 50..52, a fourth ends at 50.
    for (let i = 0; i < 3; i++)
      await paid({ selection: { templateId: 'kurzzeit', startTime: slot(50), slotCount: 2 } });
    const b = await paid({ selection: { templateId: 'kurzzeit', startTime: slot(48), slotCount: 2 } });
    const full = await act(staff, b.id, 'extend', { endsAt: slot(51) });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('BOOKED_OUT');
    expect((await detail(b.id)).booking.endsAt).toBe(slot(50));
    const h = await held();
    const refused = await act(staff, h.id, 'extend', { endsAt: slot(6) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BOOKING_NOT_PAID');
  });

  it('staff cancel with a partial refund: credit note, refunds-due list (demo has no refund API), place and plate free', async () => {
    const b = await paid({ selection: { templateId: 'kurzzeit', startTime: slot(70), slotCount: 2 } });
    const price = (await detail(b.id)).booking.priceCents;
    const tooMuch = await act(staff, b.id, 'cancel', { refundCents: price + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'REFUND_TOO_HIGH', details: { refundableCents: price } });
    expect((await detail(b.id)).booking.status).toBe('paid');
    const negative = await act(staff, b.id, 'cancel', { refundCents: -1 });
    expect(negative.statusCode).toBe(400);

    const res = await act(staff, b.id, 'cancel', { refundCents: 300, note: 'goodwill' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 'cancelled',
      refund: { amountCents: 300, method: expect.any(String), status: 'due' },
      creditNote: {
        id: expect.any(String),
        number: expect.stringMatching(/^\d+$/),
        pdfUrl: expect.stringMatching(/^\/api\/credit-note\//),
      },
    });
    const d = await detail(b.id);
    expect(d.booking.status).toBe('cancelled');
    expect(d.creditNotes).toEqual([
      expect.objectContaining({
        grossCents: 300,
        refundStatus: 'due',
        refundReason: 'demo',
        pdfUrl: body.creditNote.pdfUrl,
      }),
    ]);
    // Both mails carry the test clock's instant: compared as a set.
    expect(d.mails.map((m) => m.kind).sort()).toEqual(['cancellation', 'ticket']);
    const pdf = await t.app.inject({ method: 'GET', url: body.creditNote.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The ticket says cancelled; the operator refunds by hand from the list.
    expect((await ticketView(b.ticket)).cancelled).toBe(true);
    const due = await t.app.inject({
      method: 'GET',
      url: '/api/operator/payments/refunds-due',
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
    });
    expect(due.json()).toContainEqual(
      expect.objectContaining({
        amountCents: 300,
        reason: 'cancellation:demo',
        creditNoteId: body.creditNote.id,
      }),
    );
    // The allowlist feed names the plate again (it drops out), and the place is free.
    const changes = await t.database.db
      .select()
      .from(accessAllowlistChanges)
      .where(eq(accessAllowlistChanges.plateKey, b.plate.replace(/[ -]/g, '')));
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(await auditOf(t.database.db, b.id)).toEqual([
      {
        action: 'booking.cancel',
        actorName: staff.username,
        before: { status: 'paid', plate: b.plate },
        after: {
          status: 'cancelled',
          refund: { amountCents: 300, method: expect.any(String), status: 'due', reason: 'demo' },
          creditNote: body.creditNote.number,
          note: 'goodwill',
        },
      },
    ]);
    for (const [action, payload] of Object.entries(validBodies)) {
      const again = await act(staff, b.id, action, payload);
      expect(again.statusCode, action).toBe(409);
      expect(again.json().code, action).toBe('BOOKING_CANCELLED');
    }
    expect(
      await t.database.db.select().from(creditNotes).where(eq(creditNotes.bookingId, b.id)),
    ).toHaveLength(1);
  });

  it('a full refund is the price; two cancels at once credit once', async () => {
    const b = await paid({ selection: { templateId: 'kurzzeit', startTime: slot(80), slotCount: 1 } });
    const price = (await detail(b.id)).booking.priceCents;
    const res = await Promise.all([
      act(staff, b.id, 'cancel', { refundCents: price }),
      act(admin, b.id, 'cancel', { refundCents: price }),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 200)!.json().refund.amountCents).toBe(price);
    expect((await auditOf(t.database.db, b.id)).map((e) => e.action)).toEqual(['booking.cancel']);
  });

  it('a held booking is cancelled without refund: its payment closes; a refund or a failed booking is refused', async () => {
    const h = await held();
    const withRefund = await act(staff, h.id, 'cancel', { refundCents: 100 });
    expect(withRefund.statusCode).toBe(400);
    expect(withRefund.json()).toMatchObject({ code: 'REFUND_TOO_HIGH', details: { refundableCents: 0 } });
    const res = await act(staff, h.id, 'cancel', { refundCents: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'cancelled', refund: null, creditNote: null });
    const d = await detail(h.id);
    expect(d.booking.status).toBe('cancelled');
    expect(d.payments.map((p) => [p.status, p.events.at(-1)?.source])).toEqual([['expired', 'admin-cancel']]);
    expect(await auditOf(t.database.db, h.id)).toEqual([
      {
        action: 'booking.cancel',
        actorName: staff.username,
        before: { status: 'held', plate: expect.any(String) },
        after: { status: 'cancelled', refund: null },
      },
    ]);
    // The demo page cannot pay it any more.
    const r = await reserve(t.app, reserveBody({ selection: DAY }));
    const failed = await t.app.inject({
      method: 'POST',
      url: `/demo-pay/${r.json.paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: hostOf(t.app) },
      payload: 'outcome=failed',
    });
    expect(failed.statusCode).toBe(303);
    await checkout(t.app, r.cookie);
    const failedId = await bookingOfPayment(t.database.db, r.json.paymentId);
    const refused = await act(staff, failedId, 'cancel', { refundCents: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BOOKING_NOT_PAID');
  });
});

/** The refund path through a real adapter (Mollie) against its fake. */
describe.each(databases)('back-office cancel refunds through Mollie on $name', (db) => {
  let t: TestApp;
  let staff: SeededOperator;

  beforeAll(async () => {
    t = await startTestApp(db, { env: { ...fakes.mollieEnv, OPERATOR_TOKEN: TOKEN } });
    staff = await seedOperatorSession(t.database.db, {
      now: NOW,
      role: 'staff',
      cookieName: '__Secure-admin_session',
    });
  });
  afterAll(() => t.close());

  async function paidAtMollie() {
    const r = await reserve(t.app, reserveBody({ selection: DAY }));
    expect(r.res.statusCode, r.res.body).toBe(200);
    mollie.setStatus([...mollie.payments.keys()].at(-1)!, 'paid');
    expect((await checkout(t.app, r.cookie)).statusCode).toBe(200);
    return bookingOfPayment(t.database.db, r.json.paymentId);
  }

  const cancel = (id: string, refundCents: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/cancel`,
      headers: staff.headers,
      payload: { refundCents },
    });

  it('a partial refund goes to Mollie with the amount; the credit note says refunded', async () => {
    const id = await paidAtMollie();
    const res = await cancel(id, 250);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toEqual({ amountCents: 250, method: 'Mollie', status: 'refunded' });
    expect(mollie.refunds.map((r) => r.value)).toEqual(['2.50']);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.bookingId, id));
    expect(note).toMatchObject({ grossCents: 250, refundStatus: 'refunded' });
  });

  it('a held booking the operator cancelled stays cancelled when Mollie reports it paid later: refund due', async () => {
    const r = await reserve(t.app, reserveBody({ selection: DAY }));
    expect(r.res.statusCode).toBe(200);
    const id = await bookingOfPayment(t.database.db, r.json.paymentId);
    const atMollie = [...mollie.payments.keys()].at(-1)!;
    const res = await cancel(id, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'cancelled', refund: null, creditNote: null });
    // The cancel asked Mollie to cancel the payment; the customer's bank had paid meanwhile.
    expect(mollie.payments.get(atMollie)?.status).toBe('canceled');
    mollie.setStatus(atMollie, 'paid');
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${atMollie}`,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(b.status).toBe('cancelled');
    const [p] = await t.database.db.select().from(payments).where(eq(payments.id, r.json.paymentId));
    expect([p.status, p.statusReason]).toEqual(['refund_due', 'booking-cancelled']);
  });

  it('Mollie failing: cancelled anyway, the refund is due for the operator', async () => {
    const id = await paidAtMollie();
    mollie.faultMode = 'http500';
    const res = await cancel(id, 400);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ amountCents: 400, status: 'due' });
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.bookingId, id));
    expect(note).toMatchObject({ refundStatus: 'due', refundReason: 'provider-unavailable' });
  });
});
