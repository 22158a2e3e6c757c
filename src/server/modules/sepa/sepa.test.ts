import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepaCollections, sepaMandates, mails, payments } from '../../db/schema';
import { databases } from '../../test/databases';
import { parseShopConfig } from '../../config/shop-config';
import {
  checkout,
  hostOf,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';
import { SEPA_ENV } from '../../test/payments';
import { all, one, parseXml, text } from '../../test/xml';

const TOKEN = 'operator-token-0123456789';
const IBAN = 'DE89 3704 0044 0532 0130 00'; // Commerzbank, BIC COBADEFFXXX
const DAY_TICKET = { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 };

describe.each(databases)('SEPA direct debit on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    // One account pays many bookings here: the risk limits are tested in sepa-limits.test.ts.
    const shopConfig = parseShopConfig({
      ...testShopConfig(),
      sepa: { maxOpenDebitsPerIban: 1000, maxOpenDebitsPerMail: 1000 },
    });
    t = await startTestApp(db, { env: { ...SEPA_ENV, OPERATOR_TOKEN: TOKEN }, shopConfig });
  });
  afterAll(() => t.close());

  const sepa = (cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/sepa',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const mandatePay = (cookie: string | undefined, mandateId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/mandate',
      headers: cookie ? { cookie } : {},
      payload: { mandateId },
    });
  const mandates = (cookie: string | undefined) =>
    t.app.inject({ method: 'GET', url: '/api/booking/payment/mandates', headers: cookie ? { cookie } : {} });
  const exportNow = (auth = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/sepa-exports',
      // A script names the shop's host and says it is not a form (ADR 009).
      headers: {
        host: hostOf(t.app),
        'x-requested-with': 'test',
        ...(auth ? { authorization: `Bearer ${TOKEN}` } : {}),
      },
    });
  const valid = { iban: IBAN, bic: '', accountName: 'Erika Mustermann', recurrentPayment: false };

  it('reserve answers Sepa without a redirect; the payment waits for the mandate', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 1 } }),
    );
    expect(r.json).toMatchObject({ paymentMethod: 'Sepa', priceToBePaid: 300 });
    expect(r.json.paymentRedirect).toBeUndefined();
    expect((await checkout(t.app, r.cookie)).statusCode).toBe(409);
  });

  it.each([
    ['a wrong check sum', { iban: 'DE88370400440532013000' }, 'IBAN_INVALID'],
    ['a wrong length', { iban: 'DE8937040044053201300' }, 'IBAN_INVALID'],
    ['no IBAN', { iban: '' }, 'IBAN_INVALID'],
    ['a one-letter holder', { accountName: ' E ' }, 'ACCOUNT_NAME_INVALID'],
    ['a BIC of another country', { bic: 'ABNANL2A' }, 'BIC_INVALID'],
    ['a malformed BIC', { bic: 'COB' }, 'BIC_INVALID'],
    ['an empty BIC for an unknown German bank', { iban: 'DE23999999990000000000', bic: '' }, 'BIC_INVALID'],
  ])('refuses %s with 400 and a code', async (_n, over, code) => {
    // The day ticket has no capacity: any number of these holds fit.
    const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
    const res = await sepa(r.cookie, { ...valid, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('refuses malformed bodies with 400 VALIDATION, and answers 404 without a booking', async () => {
    const r = await reserve(t.app, reserveBody({ selection: DAY_TICKET }));
    for (const body of [
      {},
      { iban: 5, accountName: 'x' },
      { ...valid, recurrentPayment: 'yes' },
      { ...valid, iban: 'X'.repeat(60) },
    ]) {
      const res = await sepa(r.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await sepa(undefined, valid)).statusCode).toBe(404);
    expect((await mandatePay(r.cookie, '')).statusCode).toBe(400);
  });

  it('a new mandate: BIC filled from the bank code, permission at once, pre-notification answered and mailed', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 2 } }),
    );
    const res = await sepa(r.cookie, { ...valid, iban: IBAN.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      mandateId: expect.any(String),
      mandateReference: expect.stringMatching(/^M20261120-[A-Z0-9]{10}$/),
      creditorId: 'DE98ZZZ09999999999',
      amount: 550,
      dueDate: '2026-12-04', // 14 days of pre-notification
    });
    expect(body.mandateReference.length).toBeLessThanOrEqual(35);
    const [m] = await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, body.mandateId));
    expect(m).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountName: 'Erika Mustermann',
      signatureDate: '2026-11-20',
      creditorId: 'DE98ZZZ09999999999',
      recurrent: false,
    });
    const co = await checkout(t.app, r.cookie);
    expect(co.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(eq(mails.permissionId, co.json().permissionId));
    for (const s of [
      body.mandateReference,
      'DE98ZZZ09999999999',
      '04.12.2026',
      'Vorabankündigung',
      'DE89 **** **** **** **30 00',
    ]) {
      expect(mail.text).toContain(s);
      expect(mail.html).toContain(s);
    }
    expect(mail.text).toMatch(/5,50\s€/);
    const [col] = await t.database.db
      .select()
      .from(sepaCollections)
      .where(eq(sepaCollections.mandateId, m.id));
    expect(col).toMatchObject({
      amountCents: 550,
      dueDate: '2026-12-04',
      sequenceType: 'OOFF',
      batchId: null,
    });
    // Sending the form twice changes nothing.
    const again = await sepa(r.cookie, valid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sepaCollections)
      .where(eq(sepaCollections.paymentId, col.paymentId));
    expect(n).toBe(1);
  });

  it('a saved mandate: listed (masked) for the same session and e-mail only, FRST then RCUR', async () => {
    const first = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(6), slotCount: 1 } }),
    );
    expect((await mandates(first.cookie)).json()).toEqual({ data: [], count: 0 });
    const signed = await sepa(first.cookie, { ...valid, recurrentPayment: true, bic: 'COBADEFFXXX' });
    expect(signed.statusCode).toBe(200);
    const { mandateId } = signed.json();
    // Next booking in the same session, same e-mail.
    const second = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(7), slotCount: 1 } }),
      first.cookie,
    );
    const list = (await mandates(second.cookie)).json();
    expect(list).toEqual({
      count: 1,
      data: [
        {
          mandateId,
          signatureDate: '2026-11-20',
          accountName: 'Erika Mustermann',
          iban: 'DE89 **** **** **** **30 00',
          bic: 'COBADEFFXXX',
        },
      ],
    });
    const paid = await mandatePay(second.cookie, mandateId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ mandateId, amount: 300, dueDate: '2026-12-04' });
    expect((await checkout(t.app, second.cookie)).statusCode).toBe(200);
    const cols = await t.database.db
      .select({ seq: sepaCollections.sequenceType })
      .from(sepaCollections)
      .where(eq(sepaCollections.mandateId, mandateId))
      .orderBy(sepaCollections.createdAt, sepaCollections.id);
    expect(cols.map((c) => c.seq).sort()).toEqual(['FRST', 'RCUR']);

    // Another visitor (another session) cannot use it, nor can another e-mail in this session.
    const stranger = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(8), slotCount: 1 } }),
    );
    expect((await mandates(stranger.cookie)).json().count).toBe(0);
    const refused = await mandatePay(stranger.cookie, mandateId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('MANDATE_NOT_FOUND');
    const otherMail = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'kurzzeit', startTime: slot(9), slotCount: 1 },
        contact: { mail: 'someone.else@example.de', firstName: 'S', lastName: 'E' },
      }),
      first.cookie,
    );
    expect((await mandates(otherMail.cookie)).json().count).toBe(0);
    expect((await mandatePay(otherMail.cookie, mandateId)).statusCode).toBe(404);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'garbage']) {
      expect((await mandatePay(otherMail.cookie, id)).statusCode).toBe(404);
    }
  });

  it('a one-off mandate cannot be used again', async () => {
    const first = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(10), slotCount: 1 } }),
    );
    const { mandateId } = (await sepa(first.cookie, valid)).json();
    const second = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(11), slotCount: 1 } }),
      first.cookie,
    );
    expect((await mandatePay(second.cookie, mandateId)).statusCode).toBe(404);
  });

  it('after the hold lapsed the mandate is refused with 409 and nothing is stored', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(12), slotCount: 1 } }),
    );
    t.advance(16 * 60_000);
    try {
      const res = await sepa(r.cookie, valid);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PAYMENT_CLOSED');
      const [p] = await t.database.db.select().from(payments).where(eq(payments.id, r.json.paymentId));
      const cols = await t.database.db
        .select()
        .from(sepaCollections)
        .where(eq(sepaCollections.paymentId, p.id));
      expect(cols).toHaveLength(0);
    } finally {
      t.setNow(NOW);
    }
  });

  it('bank export: 401 without the token, 201 with the pain.008 of all open collections, 204 when none, GET again', async () => {
    expect((await exportNow(false)).statusCode).toBe(401);
    const res = await exportNow();
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain('application/xml');
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/api\/operator\/sepa-exports\/[0-9a-f-]{36}$/);
    const doc = parseXml(res.body);
    expect(doc.namespaceURI).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    const open = await t.database.db.select().from(sepaCollections);
    const total = open.reduce((s, c) => s + c.amountCents, 0);
    expect(text(doc, 'CstmrDrctDbtInitn/GrpHdr/NbOfTxs')).toBe(String(open.length));
    expect(text(doc, 'CstmrDrctDbtInitn/GrpHdr/CtrlSum')).toBe((total / 100).toFixed(2));
    const txs = all(doc, 'CstmrDrctDbtInitn/PmtInf/DrctDbtTxInf');
    expect(txs).toHaveLength(open.length);
    for (const block of all(doc, 'CstmrDrctDbtInitn/PmtInf')) {
      expect(text(block, 'ReqdColltnDt')).toBe('2026-12-04');
      expect(text(block, 'Cdtr/Nm')).toBe('Parkhaus am Markt GmbH');
      expect(text(block, 'Cdtr/PstlAdr/TwnNm')).toBe('Freiburg im Breisgau');
      expect(text(block, 'CdtrAcct/Id/IBAN')).toBe('DE02120300000000202051');
      expect(text(block, 'CdtrAgt/FinInstnId/BICFI')).toBe('BYLADEM1001');
      expect(text(block, 'CdtrSchmeId/Id/PrvtId/Othr/Id')).toBe('DE98ZZZ09999999999');
    }
    for (const tx of txs) {
      expect(text(tx, 'DrctDbtTx/MndtRltdInf/MndtId')).toMatch(/^M20261120-/);
      expect(text(tx, 'DrctDbtTx/MndtRltdInf/DtOfSgntr')).toBe('2026-11-20');
      expect(text(tx, 'DbtrAgt/FinInstnId/BICFI')).toBe('COBADEFFXXX');
      expect(text(tx, 'Dbtr/Nm')).toBe('Erika Mustermann');
      expect(text(tx, 'DbtrAcct/Id/IBAN')).toBe('DE89370400440532013000');
      expect(text(tx, 'RmtInf/Ustrd')).toContain('Parkhaus am Markt');
    }
    expect(one(doc, 'CstmrDrctDbtInitn/GrpHdr')).toBeDefined();
    const seqs = all(doc, 'CstmrDrctDbtInitn/PmtInf/PmtTpInf/SeqTp')
      .map((e) => e.textContent)
      .sort();
    expect(seqs).toEqual(expect.arrayContaining(['FRST', 'OOFF', 'RCUR']));

    // Nothing new: 204. The batch can be fetched again, byte for byte.
    expect((await exportNow()).statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'GET',
      url: location,
      headers: { host: hostOf(t.app), authorization: `Bearer ${TOKEN}` },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
    expect(
      (await t.app.inject({ method: 'GET', url: location, headers: { host: hostOf(t.app) } })).statusCode,
    ).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/operator/sepa-exports/00000000-0000-4000-8000-000000000000',
      headers: { host: hostOf(t.app), authorization: `Bearer ${TOKEN}` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('EXPORT_NOT_FOUND');

    // A new payment goes into the next batch, alone.
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(13), slotCount: 1 } }),
    );
    expect((await sepa(r.cookie, valid)).statusCode).toBe(200);
    const next = await exportNow();
    expect(next.statusCode).toBe(201);
    expect(text(parseXml(next.body), 'CstmrDrctDbtInitn/GrpHdr/NbOfTxs')).toBe('1');
  });

  it('two exports at once never put a collection into two files', async () => {
    for (const h of [14, 15, 16]) {
      const r = await reserve(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(h), slotCount: 1 } }),
      );
      expect((await sepa(r.cookie, valid)).statusCode).toBe(200);
    }
    const results = await Promise.all([exportNow(), exportNow(), exportNow()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 204, 204]);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sepaCollections)
      .where(sql`batch_id is null`);
    expect(n).toBe(0);
  });
});

describe.each(databases)('SEPA calls with another provider on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  it('answer 409 WRONG_PAYMENT_METHOD for a demo payment, and the export needs a creditor', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 1 } }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/sepa',
      headers: { cookie: r.cookie! },
      payload: { iban: IBAN, bic: '', accountName: 'Erika', recurrentPayment: false },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('WRONG_PAYMENT_METHOD');
    // Without OPERATOR_TOKEN only the machine itself may export.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/operator/sepa-exports', remoteAddress: '10.0.0.9' }))
        .statusCode,
    ).toBe(401);
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/operator/sepa-exports',
      headers: { 'x-requested-with': 'test' },
      remoteAddress: '127.0.0.1',
    });
    expect(local.statusCode).toBe(409);
  });
});
