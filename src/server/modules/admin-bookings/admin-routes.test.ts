import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail, BookingSearchResponse } from '../../../shared/schemas/admin';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { seedBooking } from '../../test/admin-seed';
import { databases } from '../../test/databases';
import { NOW, startTestApp, type TestApp } from '../../test/harness';

const TOKEN = 'operator-token-0123456789';

/** The search and the exports in the back office: operator sessions, every role reads. */
describe.each(databases)('back-office bookings and exports on $name', (db) => {
  let t: TestApp;
  let viewer: SeededOperator;
  let bookingId: string;

  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer' });
    bookingId = (
      await seedBooking(t.database.db, {
        startsAt: '2026-11-25T09:00:00Z',
        createdAt: '2026-11-19T10:00:00Z',
        plate: 'KA-XY 42',
        payment: { method: 'Mollie' },
        bill: { number: 501, closingDate: '2026-11-19' },
      })
    ).id;
  });
  afterAll(() => t.close());

  const urls = [
    '/api/admin/bookings?plate=KA',
    '/api/admin/exports/bookings.csv?from=2026-11-01&to=2026-11-30',
    '/api/admin/exports/payments.csv?from=2026-11-01&to=2026-11-30',
    '/api/admin/exports/bills.csv?from=2026-11-01&to=2026-11-30',
    '/api/admin/exports/datev.csv?month=2026-11',
  ];

  it('a viewer searches, opens the detail and downloads every export', async () => {
    const found = await t.app.inject({ method: 'GET', url: urls[0], headers: { cookie: viewer.cookie } });
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as BookingSearchResponse).data.map((r) => r.id)).toEqual([bookingId]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${bookingId}`,
      headers: { cookie: viewer.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as BookingDetail).bills.map((b) => b.number)).toEqual([501]);
    for (const url of urls.slice(1)) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: viewer.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-disposition'], url).toMatch(/^attachment; filename="/);
      // Every file names the bill (its number, or the DATEV line's Belegfeld 1).
      expect(res.rawPayload.includes(Buffer.from('000501')), url).toBe(true);
    }
    // Each download is in the audit log: who took which file for which period.
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'export'));
    expect(rows.map((r) => [r.action, r.actorName, r.after]).sort()).toEqual([
      ['export.bills', viewer.username, { from: '2026-11-01', to: '2026-11-30' }],
      ['export.bookings', viewer.username, { from: '2026-11-01', to: '2026-11-30' }],
      ['export.datev', viewer.username, { month: '2026-11' }],
      ['export.payments', viewer.username, { from: '2026-11-01', to: '2026-11-30' }],
    ]);
  });

  it('without a session, or with the machine token alone, every call is 401', async () => {
    for (const url of [...urls, `/api/admin/bookings/${bookingId}`]) {
      const none = await t.app.inject({ method: 'GET', url });
      expect(none.statusCode, url).toBe(401);
      expect(none.json().code, url).toBe('ADMIN_NOT_LOGGED_IN');
      const forged = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'admin_session=forged-token-value' },
      });
      expect(forged.statusCode, url).toBe(401);
      // The machine API's token is no key to the back office.
      const bearer = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(bearer.statusCode, url).toBe(401);
    }
  });
});
