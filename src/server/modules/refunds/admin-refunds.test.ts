import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RefundDueList } from '../../../shared/schemas/admin-payments';
import { auditLog, creditNotes, paymentEvents, payments, refundRecords } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { seedBooking } from '../../test/admin-seed';
import { seedCustomerSession } from '../../test/customers';
import { databases } from '../../test/databases';
import { checkout, hostOf, NOW, reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { providerFakes } from '../../test/payments';
import { DAY_TICKET, portalShopConfig, sapi } from '../../test/portal';

const TOKEN = 'operator-token-0123456789';
const COOKIE = '__Host-shop_session';
/** PUBLIC_URL is https here: the back office's cookie carries the __Host- prefix. */
const ADMIN_COOKIE = '__Secure-admin_session';
const fakes = providerFakes();
const { mollie } = fakes;

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

/** The refunds-due list in the back office and the operator's two ways to refund. */
describe.each(databases)('back-office refunds due on $name', (db) => {
  let t: TestApp;
  let viewer: SeededOperator;
  let staff: SeededOperator;

  beforeAll(async () => {
    t = await startTestApp(db, {
      shopConfig: portalShopConfig(),
      env: { ...fakes.mollieEnv, OPERATOR_TOKEN: TOKEN },
    });
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer', cookieName: ADMIN_COOKIE });
    staff = await seedOperatorSession(t.database.db, { now: NOW, role: 'staff', cookieName: ADMIN_COOKIE });
  });
  afterAll(() => t.close());

  /**
   * A booking paid at Mollie's fake whose payment the provider then reported with another
   * amount: refund_due (ADR 011). The status is set directly; how it arises is tested in
   * payments/inbox.test.ts.
   */
  async function paidAtMollieThenDue(): Promise<string> {
    const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
    expect(r.res.statusCode).toBe(200);
    mollie.setStatus([...mollie.payments.keys()].at(-1)!, 'paid');
    expect((await checkout(t.app, r.cookie)).statusCode).toBe(200);
    await t.database.db
      .update(payments)
      .set({ status: 'refund_due', statusReason: 'amount-mismatch', updatedAt: NOW })
      .where(eq(payments.id, r.json.paymentId));
    return r.json.paymentId as string;
  }

  const list = async (who: SeededOperator = viewer) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/refunds-due?pageSize=100',
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RefundDueList;
  };
  const transfer = (
    kind: string,
    id: string,
    body: unknown,
    headers: Record<string, string> = staff.headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/refunds-due/${kind}/${id}/transfer`,
      headers,
      payload: body as object,
    });
  const viaProvider = (kind: string, id: string, headers: Record<string, string> = staff.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/refunds-due/${kind}/${id}/provider-refund`,
      headers,
    });
  const auditOf = (entityId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

  it('lists what is due with booking, amount, reason and since when; a viewer reads it', async () => {
    const id = await paidAtMollieThenDue();
    const item = (await list()).data.find((r) => r.id === id);
    expect(item).toMatchObject({
      kind: 'payment',
      paymentId: id,
      provider: 'mollie',
      amountCents: 1200,
      reason: 'amount-mismatch',
      since: NOW.toISOString(),
      providerRefundPossible: true,
      lastError: null,
      inProgress: false,
    });
    expect(item!.bookingId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refunded by transfer: recorded with the reference, off the list, audited; a second time is 409', async () => {
    const id = await paidAtMollieThenDue();
    const res = await transfer('payment', id, { reference: '  SEPA-Überweisung 2026-11-20  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'done',
      method: 'transfer',
      reference: 'SEPA-Überweisung 2026-11-20',
      amountCents: 1200,
    });
    expect((await list()).data.map((r) => r.id)).not.toContain(id);
    // The token API's list does not offer it either.
    const token = await t.app.inject({
      method: 'GET',
      url: '/api/operator/payments/refunds-due',
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
    });
    expect(token.json().map((r: { paymentId: string }) => r.paymentId)).not.toContain(id);
    const [entry] = await auditOf(`payment:${id}`);
    expect(entry).toMatchObject({
      action: 'refund.transfer',
      actorName: staff.username,
      before: { status: 'due', amountCents: 1200, reference: null },
      after: { status: 'done', method: 'transfer', reference: 'SEPA-Überweisung 2026-11-20' },
    });
    // The payment's history (the booking detail) tells it.
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, id), eq(paymentEvents.source, 'refund-transfer')));
    expect(events).toHaveLength(1);

    const again = await transfer('payment', id, { reference: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REFUND_ALREADY_DONE');
    const provider = await viaProvider('payment', id);
    expect(provider.json().code).toBe('REFUND_ALREADY_DONE');
    expect(mollie.refunds).toEqual([]);
    expect(await auditOf(`payment:${id}`)).toHaveLength(1);
  });

  it('two parallel clicks record one refund', async () => {
    const id = await paidAtMollieThenDue();
    const res = await Promise.all([
      transfer('payment', id, { reference: 'A-1' }),
      transfer('payment', id, { reference: 'A-2' }),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(`payment:${id}`)).toHaveLength(1);
  });

  it('refund through the provider: Mollie refunds the amount once, even on two parallel clicks', async () => {
    const id = await paidAtMollieThenDue();
    const res = await Promise.all([viaProvider('payment', id), viaProvider('payment', id)]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().code).toMatch(/^REFUND_(IN_PROGRESS|ALREADY_DONE)$/);
    expect(mollie.refunds).toEqual([{ paymentId: expect.any(String), value: '12.00' }]);
    expect(res.find((r) => r.statusCode === 200)!.json()).toMatchObject({
      status: 'done',
      method: 'provider',
    });
    expect((await list()).data.map((r) => r.id)).not.toContain(id);
    const entries = await auditOf(`payment:${id}`);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'refund.provider',
        before: expect.objectContaining({ status: 'due' }),
        after: expect.objectContaining({ status: 'done', method: 'provider', error: null }),
      }),
    ]);
  });

  it('a provider refund still being asked for blocks both ways (409); once lost, a transfer may settle it', async () => {
    const id = await paidAtMollieThenDue();
    // What a click leaves while it waits for the provider (or when its instance died).
    await t.database.db.insert(refundRecords).values({
      kind: 'payment',
      itemId: id,
      paymentId: id,
      amountCents: 1200,
      method: 'provider',
      status: 'pending',
      operatorName: staff.username,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect((await list()).data.find((r) => r.id === id)).toMatchObject({ inProgress: true });
    for (const res of [await transfer('payment', id, { reference: 'x' }), await viaProvider('payment', id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('REFUND_IN_PROGRESS');
    }
    t.setNow(new Date(NOW.getTime() + 11 * 60_000));
    try {
      // The provider is never asked again (it may have taken the first request) ...
      expect((await viaProvider('payment', id)).json().code).toBe('REFUND_IN_PROGRESS');
      // ... but the operator, having looked there, records the transfer.
      const res = await transfer('payment', id, { reference: 'checked at Mollie' });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.setNow(NOW);
    }
    expect(mollie.refunds).toEqual([]);
  });

  it('the provider fails: 502, it stays due with the error shown; a transfer then settles it', async () => {
    const id = await paidAtMollieThenDue();
    mollie.faultMode = 'http500';
    const res = await viaProvider('payment', id);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('REFUND_PROVIDER_FAILED');
    const item = (await list()).data.find((r) => r.id === id);
    expect(item).toMatchObject({ inProgress: false, lastError: expect.stringMatching(/^unavailable/) });
    const [entry] = await auditOf(`payment:${id}`);
    expect(entry).toMatchObject({ action: 'refund.provider', after: { status: 'failed' } });
    mollie.faultMode = 'none';
    expect((await transfer('payment', id, { reference: 'by hand' })).statusCode).toBe(200);
    expect((await list()).data.map((r) => r.id)).not.toContain(id);
  });

  it("a customer's cancellation whose refund failed: refunded by transfer, its credit note refunded", async () => {
    const c = await seedCustomerSession(t.database.db, { now: NOW, cookieName: COOKIE });
    const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }), c.cookie);
    mollie.setStatus([...mollie.payments.keys()].at(-1)!, 'paid');
    const co = await checkout(t.app, r.cookie);
    mollie.faultMode = 'http500';
    const cancel = await sapi(t.app, r.cookie!, 'POST', '/sapi/permission/cancel', {
      _id: co.json().permissionId,
    });
    expect(cancel.json().refund).toMatchObject({ status: 'due' });
    mollie.faultMode = 'none';
    const noteId = cancel.json().creditNote._id as string;
    expect((await list()).data.find((x) => x.id === noteId)).toMatchObject({
      kind: 'cancellation',
      reason: 'cancellation:provider-unavailable',
      amountCents: 1200,
    });
    const res = await transfer('cancellation', noteId, { reference: 'GS-1' });
    expect(res.statusCode, res.body).toBe(200);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.id, noteId));
    expect(note.refundStatus).toBe('refunded');
    expect((await auditOf(`cancellation:${noteId}`))[0]).toMatchObject({ action: 'refund.transfer' });
  });

  it('a demo payment cannot be refunded through the provider (409); unknown items are 404', async () => {
    const b = await seedBooking(t.database.db, {
      startsAt: '2026-11-25T09:00:00Z',
      payment: { method: 'Demo' },
    });
    const [p] = await t.database.db.select().from(payments).where(eq(payments.bookingId, b.id));
    await t.database.db
      .update(payments)
      .set({ status: 'refund_due', statusReason: 'late-place-taken' })
      .where(eq(payments.id, p.id));
    expect((await list()).data.find((r) => r.id === p.id)?.providerRefundPossible).toBe(false);
    const res = await viaProvider('payment', p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('REFUND_NOT_AT_PROVIDER');
    for (const [kind, id] of [
      ['payment', '00000000-0000-4000-8000-000000000000'],
      ['cancellation', p.id],
      ['payment', 'not-a-uuid'],
    ]) {
      const r = await transfer(kind, id, { reference: 'x' });
      expect(r.statusCode, `${kind} ${id}`).toBe(404);
      expect(r.json().code).toBe('REFUND_NOT_FOUND');
    }
    // A paid payment is not due.
    const paid = await seedBooking(t.database.db, {
      startsAt: '2026-11-25T09:00:00Z',
      payment: { method: 'Demo' },
    });
    const [pp] = await t.database.db.select().from(payments).where(eq(payments.bookingId, paid.id));
    expect((await transfer('payment', pp.id, { reference: 'x' })).statusCode).toBe(404);
  });

  it('bad input is 400: no reference, a blank or too long one, an unknown kind', async () => {
    const id = await paidAtMollieThenDue();
    for (const body of [{}, { reference: '   ' }, { reference: 'x'.repeat(141) }, { reference: 5 }]) {
      const res = await transfer('payment', id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await transfer('refund', id, { reference: 'x' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/payments/refunds-due?pageSize=0',
          headers: { cookie: viewer.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect((await list()).data.map((r) => r.id)).toContain(id);
  });

  it('refusals: a viewer 403, no session 401, no CSRF token 403; nothing recorded', async () => {
    const id = await paidAtMollieThenDue();
    const cases: [Record<string, string>, number, string][] = [
      [viewer.headers, 403, 'FORBIDDEN_ROLE'],
      [{}, 401, 'ADMIN_NOT_LOGGED_IN'],
      [{ cookie: staff.cookie }, 403, 'CSRF_INVALID'],
    ];
    for (const [headers, status, code] of cases) {
      for (const res of [
        await transfer('payment', id, { reference: 'x' }, headers),
        await viaProvider('payment', id, headers),
        // No session is refused before the body is looked at.
        ...(status === 401 ? [await transfer('payment', id, {}, headers)] : []),
      ]) {
        expect(res.statusCode, code).toBe(status);
        expect(res.json().code).toBe(code);
      }
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/payments/refunds-due' });
    expect(none.statusCode).toBe(401);
    expect(mollie.refunds).toEqual([]);
    expect(await auditOf(`payment:${id}`)).toEqual([]);
    expect((await list()).data.map((r) => r.id)).toContain(id);
  });
});
