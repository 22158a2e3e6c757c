import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SepaBatchList,
  SepaCollection,
  SepaCollectionList,
  SepaMandateList,
} from '../../../shared/schemas/admin-payments';
import { parseShopConfig } from '../../config/shop-config';
import { auditLog, payments, sepaMandates } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import { NOW, reserve, reserveBody, startTestApp, testShopConfig, type TestApp } from '../../test/harness';
import { SEPA_ENV } from '../../test/payments';
import { all, parseXml, text } from '../../test/xml';

const ADMIN_COOKIE = '__Secure-admin_session';
const IBAN = 'DE89 3704 0044 0532 0130 00';
const DAY_TICKET = { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** SEPA in the back office: batches, debits (exclude, include) and mandates. */
describe.each(databases)('back-office SEPA on $name', (db) => {
  let t: TestApp;
  let viewer: SeededOperator;
  let staff: SeededOperator;

  beforeAll(async () => {
    const shopConfig = parseShopConfig({
      ...testShopConfig(),
      sepa: { maxOpenDebitsPerIban: 1000, maxOpenDebitsPerMail: 1000 },
    });
    t = await startTestApp(db, { env: SEPA_ENV, shopConfig });
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer', cookieName: ADMIN_COOKIE });
    staff = await seedOperatorSession(t.database.db, { now: NOW, role: 'staff', cookieName: ADMIN_COOKIE });
  });
  afterAll(() => t.close());

  /** A booking paid by a new (recurrent) mandate: one open debit. */
  async function paidBySepa(mail = 'erika@example.de'): Promise<{ paymentId: string }> {
    const r = await reserve(
      t.app,
      reserveBody({
        selection: DAY_TICKET,
        contact: { mail, firstName: 'Erika', lastName: 'Mustermann' },
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/sepa',
      headers: { cookie: r.cookie! },
      payload: { iban: IBAN, bic: '', accountName: 'Erika Mustermann', recurrentPayment: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { paymentId: r.json.paymentId };
  }

  const get = async <T>(url: string, who: SeededOperator = viewer) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const post = (url: string, body?: object, headers: Record<string, string> = staff.headers) =>
    t.app.inject({ method: 'POST', url, headers, ...(body ? { payload: body } : {}) });
  const collectionOf = async (paymentId: string) =>
    (await get<SepaCollectionList>('/api/admin/sepa/collections?pageSize=100')).data.find(
      (c) => c.paymentId === paymentId,
    )!;
  const paymentOf = async (id: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];
  const auditOf = (entityId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

  it('exclude and include a debit: the next batch leaves it out, then takes it; a batch downloads as pain.008', async () => {
    const kept = await paidBySepa();
    const out = await paidBySepa('max@example.de');
    const c = await collectionOf(out.paymentId);
    expect(c).toMatchObject({ state: 'open', amountCents: 1200, sequenceType: 'FRST', batchId: null });

    const excluded = await post(`/api/admin/sepa/collections/${c.id}/exclude`, { reason: ' IBAN closed ' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json()).toMatchObject({ collectionId: c.id, reason: 'IBAN closed' });
    expect((await paymentOf(out.paymentId)).status).toBe('failed');
    expect(await collectionOf(out.paymentId)).toMatchObject({
      state: 'excluded',
      excludeReason: 'IBAN closed',
    });

    const included = await post(`/api/admin/sepa/collections/${c.id}/include`);
    expect(included.statusCode, included.body).toBe(200);
    expect(included.json()).toMatchObject({ state: 'open', excludedAt: null, sequenceType: 'FRST' });
    expect(await paymentOf(out.paymentId)).toMatchObject({ status: 'paid', statusReason: null });
    const again = await post(`/api/admin/sepa/collections/${c.id}/include`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COLLECTION_NOT_EXCLUDED');
    expect((await auditOf(c.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'sepa.collection.exclude',
        { state: 'open', paymentStatus: 'paid', sequenceType: 'FRST' },
        { state: 'excluded', paymentStatus: 'failed', reason: 'IBAN closed' },
      ],
      [
        'sepa.collection.include',
        { state: 'excluded', paymentStatus: 'failed', reason: 'IBAN closed', sequenceType: 'FRST' },
        { state: 'open', paymentStatus: 'paid', sequenceType: 'FRST' },
      ],
    ]);

    // Exclude the other one, export: the batch holds only what is open.
    const other = await collectionOf(kept.paymentId);
    expect(
      (await post(`/api/admin/sepa/collections/${other.id}/exclude`, { reason: 'wait' })).statusCode,
    ).toBe(200);
    const created = await post('/api/admin/sepa/batches');
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json();
    expect(batch).toMatchObject({ transactionCount: 1, controlSumCents: 1200 });
    expect(await collectionOf(out.paymentId)).toMatchObject({ state: 'exported', batchId: batch.id });
    expect((await collectionOf(kept.paymentId)).state).toBe('excluded');
    const [createdEntry] = await auditOf(batch.id);
    expect(createdEntry).toMatchObject({
      action: 'sepa.batch.create',
      before: null,
      after: {
        messageId: batch.messageId,
        transactionCount: 1,
        controlSumCents: 1200,
        collectionIds: [c.id],
      },
    });
    // Nothing due: 204, and no batch.
    expect((await post('/api/admin/sepa/batches')).statusCode).toBe(204);
    const batches = await get<SepaBatchList>('/api/admin/sepa/batches');
    expect(batches.data[0]).toMatchObject({ id: batch.id, messageId: batch.messageId });
    expect(batches.total).toBe(1);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sepa/batches/${batch.id}/xml`,
      headers: { cookie: viewer.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="sepa-${batch.id}.xml"`);
    const doc = parseXml(file.body);
    expect(doc.getAttribute('xmlns')).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(
      all(doc, 'CstmrDrctDbtInitn/PmtInf/DrctDbtTxInf').map((tx) => text(tx, 'PmtId/EndToEndId')),
    ).toEqual([c.endToEndId]);

    // Re-export: the same file, audited.
    const re = await post(`/api/admin/sepa/batches/${batch.id}/re-export`);
    expect(re.statusCode).toBe(200);
    expect(re.body).toBe(file.body);
    // (The viewer's download of the file above is audited too.)
    expect((await auditOf(batch.id)).map((e) => e.action)).toEqual([
      'sepa.batch.create',
      'sepa.batch.download',
      'sepa.batch.reexport',
    ]);

    // An exported debit can no longer be excluded.
    const late = await post(`/api/admin/sepa/collections/${c.id}/exclude`, { reason: 'late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('COLLECTION_EXPORTED');
    // The filter by state.
    const open = await get<SepaCollectionList>('/api/admin/sepa/collections?state=exported');
    expect(open.data.map((x: SepaCollection) => x.id)).toContain(c.id);
    expect(open.data.every((x: SepaCollection) => x.state === 'exported')).toBe(true);
  });

  it('mandates: listed with status, IBAN masked; revoked once, not while a debit awaits export', async () => {
    const p = await paidBySepa('jana@example.de');
    const c = await collectionOf(p.paymentId);
    const mandates = await get<SepaMandateList>('/api/admin/sepa/mandates?pageSize=100');
    const m = mandates.data.find((x) => x.id === c.mandateId)!;
    expect(m).toMatchObject({
      status: 'active',
      ownerMail: 'jana@example.de',
      recurrent: true,
      revokedAt: null,
    });
    expect(m.iban).not.toContain('0532013000');

    const busy = await post(`/api/admin/sepa/mandates/${m.id}/revoke`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('MANDATE_IN_USE');
    expect(
      (await post(`/api/admin/sepa/collections/${c.id}/exclude`, { reason: 'revoked by letter' })).statusCode,
    ).toBe(200);
    const revoked = await post(`/api/admin/sepa/mandates/${m.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', revokedAt: NOW.toISOString() });
    const [row] = await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, m.id));
    expect(row.revokedAt).toEqual(NOW);
    const twice = await post(`/api/admin/sepa/mandates/${m.id}/revoke`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('MANDATE_REVOKED');
    // A debit on a revoked mandate cannot come back.
    const back = await post(`/api/admin/sepa/collections/${c.id}/include`);
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('MANDATE_REVOKED');
    expect((await auditOf(m.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'sepa.mandate.revoke',
        { status: 'active', reference: m.reference },
        { status: 'revoked', reference: m.reference, revokedAt: NOW.toISOString() },
      ],
    ]);
  });

  it('unknown ids are 404, bad input 400', async () => {
    for (const [url, body, code] of [
      [`/api/admin/sepa/collections/${UNKNOWN}/exclude`, { reason: 'x' }, 'COLLECTION_NOT_FOUND'],
      ['/api/admin/sepa/collections/nope/exclude', { reason: 'x' }, 'COLLECTION_NOT_FOUND'],
      [`/api/admin/sepa/collections/${UNKNOWN}/include`, undefined, 'COLLECTION_NOT_FOUND'],
      [`/api/admin/sepa/mandates/${UNKNOWN}/revoke`, undefined, 'MANDATE_NOT_FOUND'],
      [`/api/admin/sepa/batches/${UNKNOWN}/re-export`, undefined, 'EXPORT_NOT_FOUND'],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(code);
    }
    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sepa/batches/${UNKNOWN}/xml`,
      headers: { cookie: viewer.cookie },
    });
    expect(xml.statusCode).toBe(404);
    const p = await paidBySepa('lea@example.de');
    const c = await collectionOf(p.paymentId);
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(201) }]) {
      const res = await post(`/api/admin/sepa/collections/${c.id}/exclude`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    for (const url of [
      '/api/admin/sepa/collections?state=lost',
      '/api/admin/sepa/batches?page=-1',
      '/api/admin/sepa/mandates?pageSize=500',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: viewer.cookie } });
      expect(res.statusCode, url).toBe(400);
    }
    expect((await collectionOf(p.paymentId)).state).toBe('open');
  });

  it('refusals: a viewer 403, no session 401, no CSRF token 403, for every write; every read needs a session', async () => {
    const p = await paidBySepa('tom@example.de');
    const c = await collectionOf(p.paymentId);
    const writes: [string, object | undefined][] = [
      ['/api/admin/sepa/batches', undefined],
      [`/api/admin/sepa/collections/${c.id}/exclude`, { reason: 'x' }],
      [`/api/admin/sepa/collections/${c.id}/include`, undefined],
      [`/api/admin/sepa/mandates/${c.mandateId}/revoke`, undefined],
      [`/api/admin/sepa/batches/${UNKNOWN}/re-export`, undefined],
    ];
    const cases: [Record<string, string>, number, string][] = [
      [viewer.headers, 403, 'FORBIDDEN_ROLE'],
      [{}, 401, 'ADMIN_NOT_LOGGED_IN'],
      [{ cookie: staff.cookie }, 403, 'CSRF_INVALID'],
    ];
    for (const [url, body] of writes) {
      for (const [headers, status, code] of cases) {
        const res = await post(url, body, headers);
        expect(res.statusCode, `${url} ${code}`).toBe(status);
        expect(res.json().code).toBe(code);
      }
    }
    for (const url of [
      '/api/admin/sepa/batches',
      '/api/admin/sepa/collections',
      '/api/admin/sepa/mandates',
      `/api/admin/sepa/batches/${UNKNOWN}/xml`,
      '/api/admin/sepa/collections?state=lost',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    expect(await collectionOf(p.paymentId)).toMatchObject({ state: 'open', batchId: null });
    expect(await auditOf(c.id)).toEqual([]);
  });
});
