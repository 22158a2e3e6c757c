import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SepaCollectionList } from '../../../shared/schemas/admin-payments';
import { parseShopConfig } from '../../config/shop-config';
import { auditLog } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import {
  hostOf,
  NOW,
  reserve,
  reserveBody,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';
import { SEPA_ENV } from '../../test/payments';

const ADMIN_COOKIE = '__Secure-admin_session';
const TOKEN = 'sepa-audit-operator-token-0123';
const IBAN = 'DE89 3704 0044 0532 0130 00';
const DAY_TICKET = { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 };

// IBAN files and mails must not leave the shop without a trace in the audit log.
describe.each(databases)('audit of SEPA files and outbox reads on $name', (db) => {
  let t: TestApp;
  let viewer: SeededOperator;

  beforeAll(async () => {
    const shopConfig = parseShopConfig({
      ...testShopConfig(),
      sepa: { maxOpenDebitsPerIban: 1000, maxOpenDebitsPerMail: 1000 },
    });
    t = await startTestApp(db, { env: { ...SEPA_ENV, OPERATOR_TOKEN: TOKEN }, shopConfig });
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer', cookieName: ADMIN_COOKIE });
  });
  afterAll(() => t.close());

  async function paidBySepa(mail: string): Promise<string> {
    const r = await reserve(
      t.app,
      reserveBody({ selection: DAY_TICKET, contact: { mail, firstName: 'Erika', lastName: 'Mustermann' } }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/sepa',
      headers: { cookie: r.cookie! },
      payload: { iban: IBAN, bic: '', accountName: 'Erika Mustermann', recurrentPayment: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    return r.json.paymentId;
  }
  const token = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${TOKEN}`, 'x-requested-with': 'test', host: hostOf(t.app) },
      ...(payload ? { payload } : {}),
    });
  const entries = (action: string, entityId?: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), entityId ? eq(auditLog.entityId, entityId) : undefined))
      .orderBy(auditLog.id);

  it("the token API's exclude and export, and every download of a bank file (a viewer's, the token's), are audited", async () => {
    const out = await paidBySepa('out@example.de');
    await paidBySepa('kept@example.de');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sepa/collections?pageSize=100',
      headers: { cookie: viewer.cookie },
    });
    const c = (list.json() as SepaCollectionList).data.find((x) => x.paymentId === out)!;

    const excluded = await token('POST', `/api/operator/sepa/collections/${c.id}/exclude`, {
      reason: 'closed',
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(await entries('sepa.collection.exclude', c.id)).toEqual([
      expect.objectContaining({
        actorKind: 'token',
        actorName: 'token',
        after: expect.objectContaining({ reason: 'closed' }),
      }),
    ]);

    const exported = await token('POST', '/api/operator/sepa-exports');
    expect(exported.statusCode, exported.body).toBe(201);
    const batchId = exported.headers.location!.toString().split('/').pop()!;
    expect(await entries('sepa.batch.create', batchId)).toEqual([
      expect.objectContaining({
        actorKind: 'token',
        after: expect.objectContaining({ transactionCount: 1 }),
      }),
    ]);

    const byViewer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sepa/batches/${batchId}/xml`,
      headers: { cookie: viewer.cookie },
    });
    expect(byViewer.statusCode).toBe(200);
    const byToken = await token('GET', `/api/operator/sepa-exports/${batchId}`);
    expect(byToken.statusCode).toBe(200);
    expect(await entries('sepa.batch.download', batchId)).toEqual([
      expect.objectContaining({ actorKind: 'operator', actorId: viewer.id, actorName: viewer.username }),
      expect.objectContaining({ actorKind: 'token', actorId: null }),
    ]);
    // An unknown batch is refused and leaves no entry.
    const unknown = await token('GET', '/api/operator/sepa-exports/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await entries('sepa.batch.download')).toHaveLength(2);
  });

  it('an outbox read names the mails it handed out', async () => {
    await paidBySepa('mails@example.de');
    const res = await token('GET', '/api/operator/outbox?limit=3');
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { id: string }[]).map((m) => m.id);
    expect(ids.length).toBeGreaterThan(0);
    const [entry] = (await entries('mail.outbox.read')).slice(-1);
    expect(entry).toMatchObject({
      actorKind: 'token',
      entity: 'mail',
      after: { count: ids.length, mailIds: ids },
    });
    // A refused read (no token) is no read.
    const before = (await entries('mail.outbox.read')).length;
    const anon = await t.app.inject({
      method: 'GET',
      url: '/api/operator/outbox',
      headers: { host: hostOf(t.app) },
    });
    expect(anon.statusCode).toBe(401);
    expect(await entries('mail.outbox.read')).toHaveLength(before);
  });
});
