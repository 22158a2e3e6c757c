import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sepaBatches, sepaCollections, sepaMandates } from '../../db/schema';
import { databases } from '../../test/databases';
import { hostOf, reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { SEPA_ENV } from '../../test/payments';

const TOKEN = 'operator-token-0123456789';
const DAY_TICKET = { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 };
const auth = { authorization: `Bearer ${TOKEN}` };

describe.each(databases)('SEPA export checked before it is saved on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { ...SEPA_ENV, OPERATOR_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const payOne = async (mail: string, iban: string) => {
    const r = await reserve(
      t.app,
      reserveBody({
        selection: DAY_TICKET,
        contact: { mail },
        identifications: [{ source: 'lp', code: 'B-X 1' }],
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/sepa',
      headers: { cookie: r.cookie! },
      payload: { iban, bic: '', accountName: 'Erika Mustermann', recurrentPayment: false },
    });
    expect(res.statusCode).toBe(200);
    const [c] = await t.database.db
      .select()
      .from(sepaCollections)
      .where(eq(sepaCollections.mandateId, res.json().mandateId));
    return c;
  };
  const exportNow = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/sepa-exports',
      headers: { ...auth, host: hostOf(t.app), 'content-type': 'application/json' },
      payload: {},
    });
  const exclude = (
    id: string,
    payload: object = { reason: 'holder name not writable in SEPA characters' },
    headers: object = auth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/sepa/collections/${id}/exclude`,
      headers: { host: hostOf(t.app), ...headers },
      payload,
    });
  const batches = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sepaBatches))[0].n;

  it('a file that breaks the EPC rules is refused naming the debits; excluded, the rest is exported', async () => {
    const good = await payOne('good@example.de', 'DE89370400440532013000');
    const noName = await payOne('noname@example.de', 'DE02120300000000202051');
    const badIban = await payOne('badiban@example.de', 'DE02500105170137075030');
    // Data from before today's checks: a holder with no SEPA letters, an IBAN that fails mod-97.
    await t.database.db
      .update(sepaMandates)
      .set({ accountName: '李明' })
      .where(eq(sepaMandates.id, noName.mandateId));
    await t.database.db
      .update(sepaMandates)
      .set({ iban: 'DE00500105170137075030' })
      .where(eq(sepaMandates.id, badIban.mandateId));

    const refused = await exportNow();
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body.code).toBe('SEPA_FILE_INVALID');
    const named = body.details.collections as {
      collectionId: string;
      endToEndId: string;
      problems: { rule: string }[];
    }[];
    expect(named.map((c) => c.collectionId).sort()).toEqual([noName.id, badIban.id].sort());
    // Nothing was saved: no batch, every debit still open.
    expect(await batches()).toBe(0);

    // The operator excludes the first; the file is still refused for the other.
    const ex = await exclude(noName.id);
    expect(ex.statusCode).toBe(200);
    expect(ex.json()).toMatchObject({
      collectionId: noName.id,
      paymentId: noName.paymentId,
      mail: 'noname@example.de',
      reason: 'holder name not writable in SEPA characters',
      amountCents: 1200,
    });
    const still = await exportNow();
    expect(still.statusCode).toBe(422);
    expect(still.json().details.collections.map((c: { collectionId: string }) => c.collectionId)).toEqual([
      badIban.id,
    ]);
    expect((await exclude(badIban.id, { reason: 'IBAN fails its check digits' })).statusCode).toBe(200);

    const ok = await exportNow();
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['x-transaction-count']).toBe('1');
    expect(ok.body).toContain(good.endToEndId);
    expect(ok.body).not.toContain(noName.endToEndId);
    expect(ok.body).not.toContain(badIban.endToEndId);
    // Excluded debits are never exported later either.
    expect((await exportNow()).statusCode).toBe(204);

    // Their payments failed (never collected), with the reason, and are listed for follow-up.
    for (const c of [noName, badIban]) {
      const [p] = await t.database.db.select().from(payments).where(eq(payments.id, c.paymentId));
      expect(p).toMatchObject({ status: 'failed', statusReason: 'sepa-excluded' });
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/operator/sepa/collections/excluded',
      headers: { ...auth, host: hostOf(t.app) },
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((c: { collectionId: string }) => c.collectionId)
        .sort(),
    ).toEqual([noName.id, badIban.id].sort());

    // Repeating an exclusion changes nothing; an exported debit cannot be excluded.
    expect((await exclude(noName.id)).statusCode).toBe(200);
    const exported = await exclude(good.id);
    expect(exported.statusCode).toBe(409);
    expect(exported.json().code).toBe('COLLECTION_EXPORTED');
    const [gp] = await t.database.db.select().from(payments).where(eq(payments.id, good.paymentId));
    expect(gp.status).toBe('paid');
  });

  it('refuses unknown ids, bodies without a reason and callers without the token', async () => {
    expect((await exclude('00000000-0000-4000-8000-000000000000')).json().code).toBe('COLLECTION_NOT_FOUND');
    expect((await exclude('nope')).statusCode).toBe(404);
    const noReason = await exclude('00000000-0000-4000-8000-000000000000', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('VALIDATION');
    expect((await exclude('00000000-0000-4000-8000-000000000000', { reason: 'x' }, {})).statusCode).toBe(401);
  });

  it('excluding a first debit makes the mandate’s next open debit the first (FRST)', async () => {
    const r1 = await reserve(
      t.app,
      reserveBody({
        selection: DAY_TICKET,
        contact: { mail: 'rec@example.de' },
        identifications: [{ source: 'lp', code: 'B-X 1' }],
      }),
    );
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/sepa',
      headers: { cookie: r1.cookie! },
      payload: {
        iban: 'AT611904300234573201',
        bic: 'BKAUATWW',
        accountName: 'Ana Popescu',
        recurrentPayment: true,
      },
    });
    expect(first.statusCode).toBe(200);
    const mandateId = first.json().mandateId;
    // The second car of the same driver (the same plate's day is paid in this session already).
    const r2 = await reserve(
      t.app,
      reserveBody({
        selection: DAY_TICKET,
        contact: { mail: 'rec@example.de' },
        identifications: [{ source: 'lp', code: 'B-X 2' }],
      }),
      r1.cookie,
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/mandate',
      headers: { cookie: r2.cookie! },
      payload: { mandateId },
    });
    expect(again.statusCode).toBe(200);
    const cols = await t.database.db
      .select()
      .from(sepaCollections)
      .where(eq(sepaCollections.mandateId, mandateId))
      .orderBy(sepaCollections.createdAt);
    expect(cols.map((c) => c.sequenceType)).toEqual(['FRST', 'RCUR']);
    expect((await exclude(cols[0].id)).statusCode).toBe(200);
    const [second] = await t.database.db
      .select()
      .from(sepaCollections)
      .where(eq(sepaCollections.id, cols[1].id));
    expect(second.sequenceType).toBe('FRST');
    const file = await exportNow();
    expect(file.statusCode, file.body).toBe(201);
    expect(file.body).toContain('<SeqTp>FRST</SeqTp>');
    expect(file.body).not.toContain('<SeqTp>RCUR</SeqTp>');
  });
});
