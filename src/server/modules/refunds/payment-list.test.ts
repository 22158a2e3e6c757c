import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPaymentList } from '../../../shared/schemas/admin-payments';
import { auditLog, payments } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { seedBooking } from '../../test/admin-seed';
import { databases } from '../../test/databases';
import { NOW, startTestApp, type TestApp } from '../../test/harness';

/** The back office's list of all payments: search, filters, period, paging, refusals. */
describe.each(databases)('back-office payments list on $name', (db) => {
  let t: TestApp;
  let viewer: SeededOperator;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(db);
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer' });
    // Created on 18, 19 and 20 November 2026 (Berlin): 23:30 UTC on the 18th is the 19th in Berlin.
    ids.paid = (
      await seedBooking(t.database.db, {
        startsAt: '2026-11-21T09:00:00Z',
        createdAt: '2026-11-18T10:00:00Z',
        plate: 'KA-AB 123',
        contact: { mail: 'anna@example.de', firstName: 'Anna', lastName: 'Alt' },
        payment: { method: 'Redirect', status: 'paid' },
      })
    ).paymentId!;
    ids.failed = (
      await seedBooking(t.database.db, {
        startsAt: '2026-11-22T09:00:00Z',
        createdAt: '2026-11-18T23:30:00Z',
        plate: 'B-XY 9',
        contact: { mail: 'bernd@example.de', firstName: 'Bernd', lastName: 'Berg' },
        payment: { method: 'Redirect', status: 'failed' },
      })
    ).paymentId!;
    ids.sepa = (
      await seedBooking(t.database.db, {
        startsAt: '2026-11-23T09:00:00Z',
        createdAt: '2026-11-20T08:00:00Z',
        plate: 'M-CD 45',
        contact: { mail: 'carla@example.de', firstName: 'Carla', lastName: 'Clever' },
        payment: { method: 'Sepa', status: 'pending' },
      })
    ).paymentId!;
    await t.database.db.update(payments).set({ provider: 'sepa' }).where(eq(payments.id, ids.sepa));
  });
  afterAll(() => t.close());

  const get = (query: string, cookie: string | null = viewer.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, headers: cookie ? { cookie } : {} });
  const list = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminPaymentList;
  };
  const idsOf = (l: AdminPaymentList) => l.data.map((p) => p.id);

  it('lists every payment newest first with plate, e-mail, provider, method and status; a viewer reads it', async () => {
    const l = await list('');
    expect(idsOf(l)).toEqual([ids.sepa, ids.failed, ids.paid]);
    expect(l.total).toBe(3);
    expect(l.providers).toEqual(['demo', 'sepa']);
    expect(l.data[2]).toMatchObject({
      provider: 'demo',
      method: 'Redirect',
      status: 'paid',
      amountCents: 1200,
      plate: 'KA-AB 123',
      mail: 'anna@example.de',
      createdAt: '2026-11-18T10:00:00.000Z',
    });
  });

  it('finds a payment by part of the plate (however written), the e-mail or the provider reference', async () => {
    expect(idsOf(await list('?q=kaab1'))).toEqual([ids.paid]);
    expect(idsOf(await list(`?q=${encodeURIComponent('b-xy 9')}`))).toEqual([ids.failed]);
    expect(idsOf(await list('?q=CARLA@'))).toEqual([ids.sepa]);
    expect(idsOf(await list(`?q=ref-${ids.paid.slice(0, 8)}`))).toEqual([ids.paid]);
    // LIKE's wildcards match themselves.
    expect(idsOf(await list('?q=%25'))).toEqual([]);
  });

  it('filters by status, provider and the days of creation in the shop time zone', async () => {
    expect(idsOf(await list('?status=failed'))).toEqual([ids.failed]);
    expect(idsOf(await list('?provider=sepa'))).toEqual([ids.sepa]);
    expect(idsOf(await list('?from=2026-11-19&to=2026-11-19'))).toEqual([ids.failed]);
    expect(idsOf(await list('?from=2026-11-19'))).toEqual([ids.sepa, ids.failed]);
    expect(idsOf(await list('?to=2026-11-18'))).toEqual([ids.paid]);
    expect(idsOf(await list('?status=paid&provider=sepa'))).toEqual([]);
  });

  it('pages: total counts every match, each page its rows', async () => {
    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=1');
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...idsOf(first), ...idsOf(second)]).toEqual([ids.sepa, ids.failed, ids.paid]);
  });

  it('refuses a period in the wrong order, an unknown status and a strange provider with 400', async () => {
    const wrongOrder = await get('?from=2026-11-20&to=2026-11-19');
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().code).toBe('PERIOD_INVALID');
    expect((await get('?status=lost')).statusCode).toBe(400);
    expect((await get('?provider=DROP%20TABLE')).statusCode).toBe(400);
  });

  it('refuses a caller without an operator session (401) and a customer session', async () => {
    const none = await get('', null);
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('ADMIN_NOT_LOGGED_IN');
    const shopCookie = await get('', '__Host-shop_session=not-an-operator');
    expect(shopCookie.statusCode).toBe(401);
  });

  describe('as a CSV file (the list as filtered)', () => {
    const csv = (query: string, cookie: string | null = viewer.cookie) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/payments.csv${query}`,
        headers: cookie ? { cookie } : {},
      });
    const lines = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');

    it('holds exactly the rows the list shows for the same filters, newest first, in the accountant’s format', async () => {
      const all = await csv('');
      expect(all.statusCode, all.body).toBe(200);
      expect(all.headers['content-type']).toContain('text/csv');
      expect(all.headers['content-disposition']).toMatch(
        /attachment; filename="zahlungsliste_\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const [head, ...rows] = lines(all.body);
      expect(head).toBe(
        'Erstellt;Zahlungs-ID;Buchungs-ID;Kennzeichen;E-Mail;Betrag EUR;Status;Grund;Anbieter;Zahlart;Anbieter-Referenz',
      );
      expect(rows.map((r) => r.split(';')[1])).toEqual([ids.sepa, ids.failed, ids.paid]);
      // Berlin time, decimal comma.
      expect(rows[2]).toMatch(/^18\.11\.2026 11:00;/);
      expect(rows[2]).toContain(';KA-AB 123;anna@example.de;12,00;paid;');

      const filtered = lines((await csv('?status=failed&q=bernd')).body).slice(1);
      expect(filtered.map((r) => r.split(';')[1])).toEqual([ids.failed]);
      const period = lines((await csv('?from=2026-11-19&provider=sepa')).body).slice(1);
      expect(period.map((r) => r.split(';')[1])).toEqual([ids.sepa]);
      expect(lines((await csv('?status=paid&provider=sepa')).body)).toHaveLength(1);
    });

    it('is audited with the filters, since it carries e-mails and plates', async () => {
      await csv('?status=failed&q=bernd');
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'export.payments-list'));
      expect(entries.at(-1)).toMatchObject({
        actorName: viewer.username,
        after: { status: 'failed', q: 'bernd' },
      });
    });

    it('refuses a bad period with 400 before any byte, and a caller without an operator session with 401', async () => {
      const wrong = await csv('?from=2026-11-20&to=2026-11-19');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('PERIOD_INVALID');
      expect((await csv('?status=lost')).statusCode).toBe(400);
      const none = await csv('', null);
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('ADMIN_NOT_LOGGED_IN');
    });
  });
});
