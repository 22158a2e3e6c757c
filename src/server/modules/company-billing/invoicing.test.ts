import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  auditLog,
  companies,
  companyCharges,
  companyCostCentres,
  companyInvoices,
  companyMandates,
  companyMembers,
  type CompanyAddress,
} from '../../db/schema';
import { smtpMailer } from '../../mail/mailer';
import { checkPain008 } from '../sepa/pain008-check';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import { einvoiceValidator } from '../../test/einvoice-rules';
import { NOW, startTestApp, type TestApp } from '../../test/harness';
import { SEPA_ENV } from '../../test/payments';
import { loginNewCustomer, portalShopConfig } from '../../test/portal';
import { startSmtp } from '../../test/smtp';

const ADDRESS: CompanyAddress = {
  street: 'Hafenstraße',
  buildingNumber: '7',
  zipCode: '79098',
  city: 'Freiburg',
  country: 'DE',
};
let debitor = 70_000;
/** SEPA_ENV's public https address makes the session cookies prefixed. */
const ADMIN_COOKIE = '__Secure-admin_session';

async function seedCompany(db: Db, over: Partial<typeof companies.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(companies).values({
    id,
    legalName: `Firma ${id.slice(0, 6)} GmbH`,
    address: ADDRESS,
    vatId: 'DE123456789',
    invoiceMail: `rechnung-${id.slice(0, 6)}@firma.example`,
    status: 'active',
    debitorAccount: debitor++,
    createdAt: NOW,
    ...over,
  });
  return id;
}

async function seedCentre(db: Db, companyId: string, code: string): Promise<string> {
  const id = randomUUID();
  await db
    .insert(companyCostCentres)
    .values({ id, companyId, code, name: `Abteilung ${code}`, createdAt: NOW });
  return id;
}

async function seedCharge(
  db: Db,
  companyId: string,
  c: { gross: number; rate?: number; date: string; costCentreId?: string; voided?: boolean; plate?: string },
): Promise<string> {
  const id = randomUUID();
  const from = new Date(`${c.date}T08:00:00Z`);
  await db.insert(companyCharges).values({
    id,
    companyId,
    costCentreId: c.costCentreId ?? null,
    siteId: null,
    plate: c.plate ?? 'FR-AB 123',
    driver: 'Erika Mustermann',
    description: 'Tagesticket',
    serviceFrom: from,
    serviceTo: new Date(from.getTime() + 8 * 3600_000),
    grossCents: c.gross,
    vatRateBasisPoints: c.rate ?? 1900,
    chargeDate: c.date,
    voidedAt: c.voided ? NOW : null,
    createdAt: NOW,
  });
  return id;
}

const shopConfig = () => {
  const base = portalShopConfig();
  return portalShopConfig({
    shop: { ...base.shop, bankAccount: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' } },
  });
};

describe.each(databases)('company invoices on $name', (dbKind) => {
  let t: TestApp;
  let db: Db;
  let admin: SeededOperator;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(dbKind, { env: SEPA_ENV, shopConfig: shopConfig(), mailer: smtpMailer(smtp.url) });
    db = t.database.db;
    admin = await seedOperatorSession(db, { now: NOW, role: 'admin', cookieName: ADMIN_COOKIE });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const preview = async (period: string) => {
    const res = await call('GET', `/api/admin/company-invoices/preview?period=${period}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().invoices as {
      companyId: string;
      costCentre: string | null;
      lines: { netCents: number; grossCents: number }[];
      netCents: number;
      vatCents: number;
      grossCents: number;
      vat: { vatRateBasisPoints: number; netCents: number; vatCents: number; grossCents: number }[];
    }[];
  };
  const issue = async (period: string) => {
    const res = await call('POST', '/api/admin/company-invoices/issue', admin.headers, { period });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().issued as {
      id: string;
      number: string;
      companyId: string;
      pdfUrl: string;
      xmlUrl: string;
      status: string;
      sentAt: string | null;
      dueDate: string;
      grossCents: number;
    }[];
  };
  const invoicesOf = (companyId: string) =>
    db.select().from(companyInvoices).where(eq(companyInvoices.companyId, companyId));

  let plain: string;
  let perCentre: string;
  let b2b: string;
  let voidedCharge: string;

  it('the preview lists per company the month’s open charges with exact sums per VAT rate', async () => {
    plain = await seedCompany(db);
    await seedCharge(db, plain, { gross: 1000, date: '2026-10-03' });
    await seedCharge(db, plain, { gross: 333, date: '2026-10-15' });
    await seedCharge(db, plain, { gross: 250, rate: 700, date: '2026-10-31' });
    voidedCharge = await seedCharge(db, plain, { gross: 9999, date: '2026-10-20', voided: true });
    await seedCharge(db, plain, { gross: 777, date: '2026-11-01' }); // next month
    await seedCharge(db, plain, { gross: 555, date: '2026-09-30' }); // last month
    const pending = await seedCompany(db, { status: 'pending' });
    await seedCharge(db, pending, { gross: 100, date: '2026-10-05' });
    const suspended = await seedCompany(db, { status: 'suspended' });
    await seedCharge(db, suspended, { gross: 119, date: '2026-10-05' });

    const drafts = await preview('2026-10');
    const mine = drafts.find((d) => d.companyId === plain)!;
    expect(mine.lines).toHaveLength(3);
    // 19 %: 13.33 gross as one price → 11.20 net + 2.13 VAT; 7 %: 2.50 → 2.34 + 0.16.
    expect(mine.vat).toEqual([
      { vatRateBasisPoints: 1900, netCents: 1120, vatCents: 213, grossCents: 1333 },
      { vatRateBasisPoints: 700, netCents: 234, vatCents: 16, grossCents: 250 },
    ]);
    expect([mine.netCents, mine.vatCents, mine.grossCents]).toEqual([1354, 229, 1583]);
    expect(mine.lines.reduce((s, l) => s + l.netCents, 0)).toBe(1354);
    expect(drafts.some((d) => d.companyId === pending)).toBe(false);
    expect(drafts.find((d) => d.companyId === suspended)?.grossCents).toBe(119);
    expect(
      (await call('GET', '/api/admin/company-invoices/preview?period=2026-13', admin.headers)).statusCode,
    ).toBe(400);
  });

  it('a company invoiced per cost centre gets one invoice per centre', async () => {
    perCentre = await seedCompany(db, { invoicePer: 'cost_centre', buyerReference: '04011000-12345-03' });
    const a = await seedCentre(db, perCentre, 'KST-100');
    const b = await seedCentre(db, perCentre, 'KST-200');
    await seedCharge(db, perCentre, { gross: 1200, date: '2026-10-02', costCentreId: a });
    await seedCharge(db, perCentre, { gross: 800, date: '2026-10-09', costCentreId: a });
    await seedCharge(db, perCentre, { gross: 500, date: '2026-10-09', costCentreId: b });
    await seedCharge(db, perCentre, { gross: 300, date: '2026-10-10' });
    const drafts = (await preview('2026-10')).filter((d) => d.companyId === perCentre);
    expect(drafts.map((d) => [d.costCentre, d.grossCents])).toEqual([
      [null, 300],
      ['KST-100', 2000],
      ['KST-200', 500],
    ]);
  });

  it('issuing twice (and at once) issues each invoice once, numbered without gaps', async () => {
    b2b = await seedCompany(db, { paymentMeans: 'sepa_b2b' });
    await db.insert(companyMandates).values({
      id: randomUUID(),
      companyId: b2b,
      reference: `B2B-${b2b.slice(0, 8)}`,
      creditorId: SEPA_ENV.SEPA_CREDITOR_ID,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountName: 'Firma B2B GmbH',
      signatureDate: '2026-09-01',
      createdAt: NOW,
    });
    await seedCharge(db, b2b, { gross: 4200, date: '2026-10-12' });

    const [first, second] = await Promise.all([issue('2026-10'), issue('2026-10')]);
    const issued = [...first, ...second];
    // plain, suspended, 3 cost centres, b2b
    expect(issued).toHaveLength(6);
    expect(await issue('2026-10')).toEqual([]);
    const numbers = issued.map((i) => Number(i.number)).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    expect(await invoicesOf(perCentre)).toHaveLength(3);
    const [row] = await invoicesOf(plain);
    expect([row.netCents, row.vatCents, row.grossCents, row.period]).toEqual([1354, 229, 1583, '2026-10']);
    expect(row.buyer).toMatchObject({
      name: expect.stringMatching(/GmbH$/),
      vatId: 'DE123456789',
      buyerReference: row.number.toString().padStart(6, '0'),
    });
    expect(row.dueDate).toBe('2026-12-04'); // 14 days after 2026-11-20
    const charges = await db.select().from(companyCharges).where(eq(companyCharges.companyId, plain));
    expect(charges.filter((c) => c.invoiceId === row.id)).toHaveLength(3);
    // The voided charge is never billed.
    expect(charges.find((c) => c.id === voidedCharge)?.invoiceId).toBeNull();
    const [debit] = await invoicesOf(b2b);
    expect(debit.paymentMeans).toBe('sepa_b2b');
    expect(debit.mandateId).not.toBeNull();
    // The run is audited.
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'company-invoice.issue'));
    expect(entries.length).toBeGreaterThanOrEqual(1);
    // Each invoice was mailed with its PDF and XML; the B2B one carries the pre-notification.
    const toB2b = smtp.received.find((m) => m.raw.includes(`B2B-${b2b.slice(0, 8)}`));
    expect(toB2b?.raw).toMatch(/Vorabank=C3=BCndigung|Vorabankündigung/);
    expect(smtp.received.length).toBeGreaterThanOrEqual(6);
    const sample = smtp.received[0].raw;
    expect(sample).toMatch(/filename="?invoice-\d{6}\.pdf/);
    expect(sample).toMatch(/filename="?invoice-\d{6}\.xml/);
  });

  it(
    'the collective e-invoices pass the official EN 16931 and XRechnung 3.0 rules',
    { timeout: 120_000 },
    async () => {
      const validate = await einvoiceValidator();
      for (const companyId of [plain, perCentre, b2b]) {
        for (const inv of await invoicesOf(companyId)) {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/company-invoice/${inv.id}/${inv.secret}.xml`,
          });
          expect(res.statusCode).toBe(200);
          const r = validate(res.body);
          expect(r.syntax).toBe('CII');
          expect(r.fired).toBeGreaterThan(0);
          expect(r.fatal, JSON.stringify(r.fatal)).toEqual([]);
          if (companyId === b2b) {
            expect(res.body).toContain('<ram:TypeCode>59</ram:TypeCode>');
            expect(res.body).toContain(
              `<ram:CreditorReferenceID>${SEPA_ENV.SEPA_CREDITOR_ID}</ram:CreditorReferenceID>`,
            );
            expect(res.body).toContain(
              `<ram:DirectDebitMandateID>B2B-${b2b.slice(0, 8)}</ram:DirectDebitMandateID>`,
            );
            expect(res.body).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>');
          } else {
            expect(res.body).toContain('<ram:TypeCode>58</ram:TypeCode>');
          }
          if (companyId === perCentre) {
            expect(res.body).toContain('<ram:BuyerReference>04011000-12345-03</ram:BuyerReference>');
            if (inv.costCentreId)
              expect(res.body).toMatch(
                /<ram:ReceivableSpecifiedTradeAccountingAccount><ram:ID>KST-[12]00<\/ram:ID>/,
              );
          }
        }
      }
      const [row] = await invoicesOf(plain);
      const xml = (
        await t.app.inject({ method: 'GET', url: `/api/company-invoice/${row.id}/${row.secret}.xml` })
      ).body;
      expect((xml.match(/<ram:IncludedSupplyChainTradeLineItem>/g) ?? []).length).toBe(3);
      expect(xml).toContain('<ram:GrandTotalAmount>15.83</ram:GrandTotalAmount>');
    },
  );

  it(
    'the PDF is a Factur-X hybrid with a table of lines; wrong secrets and ids are 404 alike',
    { timeout: 60_000 },
    async () => {
      const [row] = await invoicesOf(plain);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/company-invoice/${row.id}/${row.secret}.pdf`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      const dir = mkdtempSync(join(tmpdir(), 'company-invoice-'));
      try {
        const file = join(dir, 'invoice.pdf');
        writeFileSync(file, res.rawPayload);
        expect(execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })).toMatch(/1: factur-x\.xml/);
        expect(execFileSync('qpdf', ['--check', file], { encoding: 'utf8' })).toContain(
          'No syntax or stream encoding errors found',
        );
        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(text).toContain('FR-AB 123');
        expect(text).toMatch(/15,83/);
        const embedded = join(dir, 'factur-x.xml');
        execFileSync('pdfdetach', ['-savefile', 'factur-x.xml', '-o', embedded, file]);
        const r = (await einvoiceValidator())(readFileSync(embedded, 'utf8'), { xrechnung: false });
        expect(r.fatal, JSON.stringify(r.fatal)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      for (const url of [
        `/api/company-invoice/${row.id}/${'A'.repeat(43)}.pdf`,
        `/api/company-invoice/${row.id}/${row.secret}.json`,
        `/api/company-invoice/${randomUUID()}/${row.secret}.xml`,
      ]) {
        const r = await t.app.inject({ method: 'GET', url });
        expect(r.statusCode, url).toBe(404);
        expect(r.json().code).toBe('BILL_NOT_FOUND');
      }
    },
  );

  it('a company admin lists only their company’s invoices; a member and another company see none', async () => {
    const adminCustomer = await loginNewCustomer(db, { cookieName: '__Host-shop_session' });
    const memberCustomer = await loginNewCustomer(db, { cookieName: '__Host-shop_session' });
    const member = (customerId: string, role: 'admin' | 'member', companyId: string) =>
      db.insert(companyMembers).values({
        id: randomUUID(),
        companyId,
        mail: `${customerId}@firma.example`,
        customerId,
        role,
        status: 'active',
        invitedAt: NOW,
        joinedAt: NOW,
      });
    await member(adminCustomer.id, 'admin', plain);
    await member(memberCustomer.id, 'member', plain);
    const list = async (cookie: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/sapi/company/invoices', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().invoices as { companyId: string; pdfUrl: string }[];
    };
    const own = await list(adminCustomer.cookie);
    expect(own).toHaveLength(1);
    expect(own[0].companyId).toBe(plain);
    expect(await list(memberCustomer.cookie)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/sapi/company/invoices' })).statusCode).toBe(401);
  });

  it('the back office lists, marks paid (audited) and re-sends; a site-limited operator and a viewer are refused', async () => {
    const [row] = await invoicesOf(plain);
    const limited = await seedOperatorSession(db, {
      now: NOW,
      role: 'staff',
      siteIds: ['altstadt'],
      cookieName: ADMIN_COOKIE,
    });
    const viewer = await seedOperatorSession(db, { now: NOW, role: 'viewer', cookieName: ADMIN_COOKIE });
    for (const url of [
      '/api/admin/company-invoices?status=open',
      '/api/admin/company-invoices/preview?period=2026-10',
    ])
      expect((await call('GET', url, limited.headers)).statusCode, url).toBe(404);
    expect(
      (await call('POST', `/api/admin/company-invoices/${row.id}/paid`, limited.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/admin/company-invoices/issue', viewer.headers, { period: '2026-10' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/company-invoices?status=open', viewer.headers)).statusCode).toBe(
      200,
    );

    const open = (
      await call('GET', `/api/admin/company-invoices?status=open&companyId=${plain}`, admin.headers)
    ).json();
    expect(open.invoices.map((i: { id: string }) => i.id)).toEqual([row.id]);
    // Past its due date (the sessions would not outlive moving the clock): overdue.
    await db.update(companyInvoices).set({ dueDate: '2026-11-19' }).where(eq(companyInvoices.id, row.id));
    const overdue = (await call('GET', '/api/admin/company-invoices?status=overdue', admin.headers)).json();
    expect(overdue.invoices.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [row.id, 'overdue'],
    ]);

    // The day the transfer arrived: not after today, not before the invoice date.
    for (const paidOn of ['2026-11-21', '2026-10-31', '2026-13-01']) {
      const refused = await call('POST', `/api/admin/company-invoices/${row.id}/paid`, admin.headers, {
        paidOn,
      });
      expect(refused.statusCode, paidOn).toBe(400);
      expect(refused.json().code, paidOn).toBe('PAID_DATE_INVALID');
    }
    const paid = await call('POST', `/api/admin/company-invoices/${row.id}/paid`, admin.headers, {
      paidOn: row.issueDate,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('paid');
    expect(paid.json().paidAt.slice(0, 10)).toBe(row.issueDate);
    const again = await call('POST', `/api/admin/company-invoices/${row.id}/paid`, admin.headers, {});
    expect(again.statusCode, again.body).toBe(404);
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audited.map((a) => a.action)).toContain('company-invoice.paid');
    const listedPaid = (await call('GET', `/api/admin/company-invoices?status=paid`, admin.headers)).json();
    expect(listedPaid.invoices.map((i: { id: string }) => i.id)).toContain(row.id);

    const before = smtp.received.length;
    const resent = await call('POST', `/api/admin/company-invoices/${row.id}/send`, admin.headers);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([row.buyer.mail]);

    const pdf = await call('GET', `/api/admin/company-invoices/${row.id}/document.pdf`, admin.headers);
    expect(pdf.statusCode).toBe(200);
    expect(
      (await call('GET', `/api/admin/company-invoices/${randomUUID()}/document.xml`, admin.headers))
        .statusCode,
    ).toBe(404);
  });

  it('the B2B debits go into their own pain.008 with the local instrument B2B, once', async () => {
    const [debit] = await invoicesOf(b2b);
    const res = await call('POST', '/api/admin/company-invoices/b2b-debits', admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const xml = res.body;
    expect(checkPain008(xml)).toEqual([]);
    expect(xml).toContain('<LclInstrm><Cd>B2B</Cd></LclInstrm>');
    expect(xml).not.toContain('<Cd>CORE</Cd>');
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain('<NbOfTxs>1</NbOfTxs>');
    expect(xml).toContain('<CtrlSum>42.00</CtrlSum>');
    expect(xml).toContain(`<MndtId>B2B-${b2b.slice(0, 8)}</MndtId>`);
    expect(xml).toContain(`<ReqdColltnDt>${debit.dueDate}</ReqdColltnDt>`);
    const [after] = await invoicesOf(b2b);
    expect(after.endToEndId).toBe(`CI${String(debit.number).padStart(6, '0')}`);
    expect(xml).toContain(`<EndToEndId>${after.endToEndId}</EndToEndId>`);
    expect(after.debitBatchId).toBe(res.headers['x-batch-id']);
    const [mandate] = await db.select().from(companyMandates).where(eq(companyMandates.companyId, b2b));
    expect(mandate.useCount).toBe(1);
    // Nothing left: a second export writes no file.
    expect((await call('POST', '/api/admin/company-invoices/b2b-debits', admin.headers)).statusCode).toBe(
      204,
    );
  });

  it('a company admin signs a B2B mandate (one in force) and revokes it; a member cannot', async () => {
    const company = await seedCompany(db, { paymentMeans: 'sepa_b2b' });
    const adminCustomer = await loginNewCustomer(db, { cookieName: '__Host-shop_session' });
    const memberCustomer = await loginNewCustomer(db, { cookieName: '__Host-shop_session' });
    for (const [c, role] of [
      [adminCustomer, 'admin'],
      [memberCustomer, 'member'],
    ] as const)
      await db.insert(companyMembers).values({
        id: randomUUID(),
        companyId: company,
        mail: `${c.id}@firma.example`,
        customerId: c.id,
        role,
        status: 'active',
        invitedAt: NOW,
        joinedAt: NOW,
      });
    const put = (cookie: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/sapi/company/mandate', headers: { cookie }, payload });
    const body = { iban: 'DE89 3704 0044 0532 0130 00', accountName: 'Firma GmbH' };
    expect((await put(memberCustomer.cookie, body)).statusCode).toBe(404);
    // A plain member neither reads nor revokes the company's mandate.
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/sapi/company/mandate',
        headers: { cookie: memberCustomer.cookie },
      });
      expect([res.statusCode, res.json().code], method).toEqual([404, 'NOT_FOUND']);
    }
    const bad = await put(adminCustomer.cookie, { ...body, iban: 'DE89370400440532013001' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'IBAN_INVALID']);
    const first = await put(adminCustomer.cookie, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ creditorId: SEPA_ENV.SEPA_CREDITOR_ID, accountName: 'Firma GmbH' });
    expect(first.json().iban).not.toContain('0532013000');
    const second = await put(adminCustomer.cookie, body);
    expect(second.json().reference).not.toBe(first.json().reference);
    const live = await db.select().from(companyMandates).where(eq(companyMandates.companyId, company));
    expect(live.filter((m) => m.revokedAt === null).map((m) => m.reference)).toEqual([
      second.json().reference,
    ]);
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/sapi/company/mandate',
        headers: { cookie: adminCustomer.cookie },
      });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    const current = await t.app.inject({
      method: 'GET',
      url: '/sapi/company/mandate',
      headers: { cookie: adminCustomer.cookie },
    });
    expect(current.json()).toBeNull();
  });
});

describe.each(databases)('company invoices without an account for transfers on $name', (dbKind) => {
  let t: TestApp;
  let admin: SeededOperator;
  beforeAll(async () => {
    // Neither shop.bankAccount nor a SEPA creditor: an invoice could name no account to pay to.
    t = await startTestApp(dbKind, { shopConfig: portalShopConfig() });
    admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
  });
  afterAll(() => t?.close());

  it('refuses the run with a code the back office translates, and issues nothing', async () => {
    const db = t.database.db;
    const company = await seedCompany(db);
    await seedCharge(db, company, { gross: 1190, date: '2026-10-07' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/company-invoices/issue',
      headers: admin.headers,
      payload: { period: '2026-10' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('COMPANY_INVOICE_NO_BANK_ACCOUNT');
    expect(await db.select().from(companyInvoices).where(eq(companyInvoices.companyId, company))).toEqual([]);
    // The charge stays open for the run after the account is configured.
    const [charge] = await db.select().from(companyCharges).where(eq(companyCharges.companyId, company));
    expect(charge.invoiceId).toBeNull();
  });
});
