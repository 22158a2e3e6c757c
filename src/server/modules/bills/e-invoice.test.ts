import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertEInvoiceSeller } from '../../config/e-invoice-seller';
import { parseShopConfig } from '../../config/shop-config';
import { bills, bookings, permissions } from '../../db/schema';
import { databases } from '../../test/databases';
import {
  bookAndPay,
  dayTicket,
  demoPay,
  DRIVER_WITH_ADDRESS,
  NOW,
  reserve,
  reserveBody,
  startTestApp,
  type TestApp,
} from '../../test/harness';
import { bookAndPayAsCustomer, loginNewCustomer, portalShopConfig, sapi } from '../../test/portal';
import { payBySepa, SEPA_ENV } from '../../test/payments';
import { insertStay, payByPlate } from '../../test/stays';
import { EINVOICE_RULES_DIR, einvoiceValidator } from '../../test/einvoice-rules';

const nlCompany = {
  mail: 'inkoop@parkeer.example.nl',
  firstName: 'Sanne',
  lastName: 'de Vries',
  companyName: 'Parkeer Logistiek B.V.',
  address: {
    streetName: 'Damrak',
    buildingNumber: '12',
    zipCode: '1012 LG',
    city: 'Amsterdam',
    country: 'NL',
  },
};
const driver = DRIVER_WITH_ADDRESS;

describe.each(databases)('e-invoices of bills and credit notes on $name', (db) => {
  let t: TestApp;
  let zero: TestApp;
  let sepa: TestApp;
  beforeAll(async () => {
    sepa = await startTestApp(db, { env: SEPA_ENV, shopConfig: portalShopConfig() });
    t = await startTestApp(db, { shopConfig: portalShopConfig() });
    const base = portalShopConfig();
    zero = await startTestApp(db, {
      shopConfig: parseShopConfig({
        ...base,
        shop: { ...base.shop, vatRatePercent: 0, vatExemptionReason: 'Kleinunternehmer gemäß § 19 UStG' },
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await zero?.close();
    await sepa?.close();
  });

  const billOfBooking = async (app: TestApp, bookingId: string) =>
    (await app.database.db.select().from(bills).where(eq(bills.bookingId, bookingId)))[0];
  const billOfPermission = async (app: TestApp, permissionId: string) => {
    const [perm] = await app.database.db.select().from(permissions).where(eq(permissions.id, permissionId));
    return billOfBooking(app, perm.bookingId);
  };
  const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });
  const xmlOf = async (app: TestApp, url: string) => {
    const res = await get(app, url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    return { xml: res.body, disposition: res.headers['content-disposition'] };
  };
  /** One text of an element in the XML (the tests read the business terms they care about). */
  const term = (xml: string, path: string) => xml.match(new RegExp(`<${path}[^>]*>([^<]*)<`))?.[1];

  /** The representative set, written by the first test and validated by the next. */
  let docs: Record<string, { xml: string; disposition: string | undefined }> = {};
  /** The company's and the private driver's bill PDFs, written by the first test. */
  let pdfs: Record<'company' | 'monthly', Buffer> | undefined;

  it(
    'real bills and a credit note as e-invoices: type, buyer, reference, VAT, totals',
    { timeout: 60_000 },
    async () => {
      // A day ticket of a foreign EU company with its VAT ID and order reference (stored on the bill
      // as the booking form stores them), 19 %: German VAT, parking is taxed where the car park is.
      const company = await bookAndPay(t.app, reserveBody({ selection: dayTicket(1), contact: nlCompany }));
      const companyBill = await billOfPermission(t, company.checkout.permissionId);
      await t.database.db
        .update(bills)
        .set({ buyer: { ...companyBill.buyer, vatId: 'NL123456789B01', buyerReference: 'PO-4711' } })
        .where(eq(bills.id, companyBill.id));
      // A monthly permit of a private driver with an address.
      const monthly = await bookAndPay(
        t.app,
        reserveBody({
          selection: { templateId: 'monatsparken', startTime: dayTicket(2).startTime, slotCount: 1 },
          contact: driver,
        }),
      );
      const monthlyBill = await billOfPermission(t, monthly.checkout.permissionId);
      // A stay paid by plate: the receipt is a bill too.
      const stayId = await insertStay(t.database.db, {
        plate: 'FR-EI 1',
        entryAt: new Date(NOW.getTime() - 40 * 60_000),
      });
      const plate = await payByPlate(t.app, 'FR-EI 1', 'fahrer@example.de');
      expect(plate.statusCode).toBe(200);
      expect((await demoPay(t.app, plate.json().paymentId, 'paid')).statusCode).toBe(303);
      const [walkIn] = await t.database.db.select().from(bookings).where(eq(bookings.stayId, stayId));
      const stayBill = await billOfBooking(t, walkIn.id);
      // A credit note: a customer cancels a day ticket in the portal.
      const c = await loginNewCustomer(t.database.db, { contact: driver });
      const b = await bookAndPayAsCustomer(
        t.app,
        c.cookie,
        reserveBody({ selection: dayTicket(3), contact: driver }),
      );
      const cancel = await sapi(t.app, b.cookie, 'POST', '/sapi/permission/cancel', { _id: b.permissionId });
      expect(cancel.statusCode).toBe(200);
      const note = cancel.json().creditNote as { _id: string; nr: string; secret: string };
      const cancelledBill = await billOfPermission(t, b.permissionId);
      // A 0 % shop: exempt.
      const exempt = await bookAndPay(zero.app, reserveBody({ selection: dayTicket(1), contact: driver }));
      const exemptBill = await billOfPermission(zero, exempt.checkout.permissionId);

      // A day ticket paid by SEPA direct debit: collected later, so due on the collection day.
      const debitHold = await reserve(sepa.app, reserveBody({ selection: dayTicket(1), contact: driver }));
      const mandate = await payBySepa(sepa.app, debitHold.cookie!);
      expect(mandate.statusCode).toBe(200);
      const [debitBill] = await sepa.database.db
        .select()
        .from(bills)
        .where(eq(bills.paymentId, debitHold.json.paymentId as string));

      docs = {
        company: await xmlOf(t, `/api/bill/${companyBill.id}/${companyBill.secret}.xml`),
        monthly: await xmlOf(t, `/api/bill/${monthlyBill.id}/${monthlyBill.secret}.xml`),
        stay: await xmlOf(t, `/api/bill/${stayBill.id}/${stayBill.secret}.xml`),
        note: await xmlOf(t, `/api/credit-note/${note._id}/${note.secret}.xml`),
        exempt: await xmlOf(zero, `/api/bill/${exemptBill.id}/${exemptBill.secret}.xml`),
        debit: await xmlOf(sepa, `/api/bill/${debitBill.id}/${debitBill.secret}.xml`),
      };

      const pdfOf = async (b: { id: string; secret: string }) => {
        const res = await get(t, `/api/bill/${b.id}/${b.secret}.pdf`);
        expect(res.statusCode).toBe(200);
        return res.rawPayload;
      };
      pdfs = { company: await pdfOf(companyBill), monthly: await pdfOf(monthlyBill) };

      // What a buyer's bookkeeping reads: number, type, buyer, VAT, totals, reference.
      expect(docs.company.disposition).toBe(
        `attachment; filename="bill-${String(companyBill.number).padStart(6, '0')}.xml"`,
      );
      expect(term(docs.company.xml, 'ram:TypeCode')).toBe('380');
      expect(term(docs.company.xml, 'ram:BuyerReference')).toBe('PO-4711');
      expect(docs.company.xml).toContain('<ram:ID schemeID="VA">NL123456789B01</ram:ID>');
      expect(docs.company.xml).toContain(
        '<ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent>',
      );
      expect(term(docs.company.xml, 'ram:GrandTotalAmount')).toBe('12.00');
      expect(term(docs.company.xml, 'ram:TaxTotalAmount')).toBe('1.92');
      expect(term(docs.company.xml, 'ram:DuePayableAmount')).toBe('0.00');
      expect(term(docs.company.xml, 'ram:TotalPrepaidAmount')).toBe('12.00');
      expect(term(docs.company.xml, 'rsm:ExchangedDocument><ram:ID')).toBe(
        String(companyBill.number).padStart(6, '0'),
      );
      // Without a buyer reference of its own, BT-10 is the booking's.
      expect(term(docs.monthly.xml, 'ram:BuyerReference')).toBe(monthlyBill.bookingId);
      expect(term(docs.monthly.xml, 'ram:GrandTotalAmount')).toBe((monthlyBill.grossCents / 100).toFixed(2));
      expect(term(docs.stay.xml, 'ram:GrandTotalAmount')).toBe('2.50');
      expect(term(docs.note.xml, 'ram:TypeCode')).toBe('381');
      expect(docs.note.disposition).toBe(`attachment; filename="credit-note-${note.nr}.xml"`);
      expect(term(docs.note.xml, 'ram:InvoiceReferencedDocument><ram:IssuerAssignedID')).toBe(
        String(cancelledBill.number).padStart(6, '0'),
      );
      expect(docs.exempt.xml).toContain(
        '<ram:CategoryCode>E</ram:CategoryCode><ram:RateApplicablePercent>0</ram:RateApplicablePercent>',
      );
      expect(term(docs.exempt.xml, 'ram:ExemptionReason')).toBe('Kleinunternehmer gemäß § 19 UStG');
      expect(term(docs.exempt.xml, 'ram:TaxTotalAmount')).toBe('0.00');
      expect(term(docs.debit.xml, 'ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode')).toBe('59');
      expect(term(docs.debit.xml, 'ram:CreditorReferenceID')).toBe(SEPA_ENV.SEPA_CREDITOR_ID);
      expect(term(docs.debit.xml, 'ram:DirectDebitMandateID')).toMatch(/\S/);
      expect(term(docs.debit.xml, 'ram:DuePayableAmount')).toBe('12.00');
    },
  );

  it('they pass the official EN 16931 and XRechnung 3.0 rules', { timeout: 120_000 }, async () => {
    expect(Object.keys(docs)).toEqual(['company', 'monthly', 'stay', 'note', 'exempt', 'debit']);
    const validate = await einvoiceValidator();
    console.info(`e-invoice rules from ${EINVOICE_RULES_DIR}`);
    for (const [name, { xml }] of Object.entries(docs)) {
      const r = validate(xml);
      expect(r.syntax, name).toBe('CII');
      expect(r.fired, name).toBeGreaterThan(0);
      // Paying by plate asks only an e-mail: the receipt is EN 16931-valid, and XRechnung misses
      // only the buyer's city and post code (BR-DE-8/9), which the driver never gave (ADR 061).
      const expected = name === 'stay' ? ['XRechnung BR-DE-8', 'XRechnung BR-DE-9'] : [];
      expect(
        r.fatal.map((f) => `${f.rules} ${f.id}`),
        `${name}: ${JSON.stringify(r.fatal)}`,
      ).toEqual(expected);
    }
  });

  it(
    "a business's bill PDF is a Factur-X hybrid whose factur-x.xml passes EN 16931; a private driver's has none",
    {
      timeout: 60_000,
    },
    async () => {
      expect(pdfs).toBeDefined();
      const dir = mkdtempSync(join(tmpdir(), 'e-invoice-'));
      try {
        const company = join(dir, 'company.pdf');
        const monthly = join(dir, 'monthly.pdf');
        writeFileSync(company, pdfs!.company);
        writeFileSync(monthly, pdfs!.monthly);
        expect(execFileSync('pdfdetach', ['-list', company], { encoding: 'utf8' })).toMatch(
          /1: factur-x\.xml/,
        );
        expect(execFileSync('pdfdetach', ['-list', monthly], { encoding: 'utf8' })).toMatch(
          /^0 embedded files/,
        );
        expect(execFileSync('qpdf', ['--check', company], { encoding: 'utf8' })).toContain(
          'No syntax or stream encoding errors found',
        );
        const embedded = join(dir, 'factur-x.xml');
        execFileSync('pdfdetach', ['-savefile', 'factur-x.xml', '-o', embedded, company]);
        const xml = readFileSync(embedded, 'utf8');
        // The same invoice as the XRechnung, declared as plain EN 16931 (the hybrid's profile).
        expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
        expect(xml.replace('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>', '')).toBe(
          docs.company.xml.replace(/<ram:ID>urn:cen\.eu:en16931:2017#compliant#[^<]*<\/ram:ID>/, ''),
        );
        const r = (await einvoiceValidator())(xml, { xrechnung: false });
        expect(r.fired).toBeGreaterThan(0);
        expect(r.fatal, JSON.stringify(r.fatal)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it("a private driver's bill without an address has its XML too; a wrong secret is 404 alike", async () => {
    const { checkout } = await bookAndPay(
      t.app,
      reserveBody({ selection: dayTicket(4), contact: { mail: 'nur@example.de' } }),
    );
    const bill = await billOfPermission(t, checkout.permissionId);
    const { xml } = await xmlOf(t, `/api/bill/${bill.id}/${bill.secret}.xml`);
    expect(term(xml, 'ram:BuyerTradeParty><ram:Name')).toBe(bill.buyer.name);
    expect(xml).toContain('<ram:URIID schemeID="EM">nur@example.de</ram:URIID>');
    for (const url of [
      `/api/bill/${bill.id}/${'A'.repeat(43)}.xml`,
      `/api/bill/00000000-0000-4000-8000-000000000000/${bill.secret}.xml`,
      `/api/credit-note/${bill.id}/${bill.secret}.xml`,
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'BILL_NOT_FOUND', message: 'Bill not found' });
    }
  });
});

describe('the seller an e-invoice needs, checked at start', () => {
  const base = portalShopConfig();
  const refusal = (shop: Record<string, unknown>) => {
    try {
      assertEInvoiceSeller(parseShopConfig({ ...base, shop }));
      return 'started';
    } catch (e) {
      return `${(e as Error).name}: ${(e as Error).message}`;
    }
  };

  it('a shop without the seller contact, a tax identity or an exemption reason does not start, naming the key', () => {
    expect(refusal(base.shop)).toBe('started');
    const { contact: _contact, ...noContact } = base.shop;
    expect(refusal(noContact)).toMatch(
      /^ConfigError: SHOP_CONFIG: shop.contact \{name, phone, mail\} is required/,
    );
    const { vatId: _vatId, taxNumber: _taxNumber, ...noTaxId } = base.shop;
    expect(refusal(noTaxId)).toContain('shop.vatId or shop.taxNumber is required');
    // A tax number alone will do (BT-32).
    const { vatId: _v, ...taxNumberOnly } = base.shop;
    expect(refusal(taxNumberOnly)).toBe('started');
    expect(refusal({ ...base.shop, vatRatePercent: 0 })).toContain('shop.vatExemptionReason is required');
    expect(refusal({ ...base.shop, bankAccount: { iban: 'DE00123456780000000000' } })).toContain(
      'shop.bankAccount.iban: is not a valid IBAN',
    );
  });
});
