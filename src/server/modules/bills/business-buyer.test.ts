import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, bookings, permissions } from '../../db/schema';
import { databases } from '../../test/databases';
import { bookAndPay, reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { pdfParse } from '../../test/pdf-text';
import { DAY_TICKET, loginNewCustomer, portalShopConfig, sapi } from '../../test/portal';

const business = (contact: Record<string, unknown>) =>
  reserveBody({
    selection: DAY_TICKET,
    contact: { mail: 'einkauf@acme.example', firstName: 'Erika', lastName: 'Mustermann', ...contact },
  });

describe.each(databases)("a business buyer's VAT ID and reference on $name", (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: portalShopConfig() });
  });
  afterAll(() => t.close());

  const billOf = async (permissionId: string) => {
    const [perm] = await t.database.db.select().from(permissions).where(eq(permissions.id, permissionId));
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, perm.bookingId));
    const [bill] = await t.database.db.select().from(bills).where(eq(bills.bookingId, perm.bookingId));
    return { booking, bill };
  };

  it('a company booking carries its VAT ID and Leitweg-ID, normalised, onto the bill and its PDF', async () => {
    const { checkout } = await bookAndPay(
      t.app,
      business({ companyName: 'ACME GmbH', vatId: 'de 123.456.789', buyerReference: '991-33333test-33' }),
    );
    const { booking, bill } = await billOf(checkout.permissionId);
    expect(booking.contact).toMatchObject({ vatId: 'DE123456789', buyerReference: '991-33333TEST-33' });
    expect(bill.buyer).toMatchObject({
      name: 'ACME GmbH, Erika Mustermann',
      vatId: 'DE123456789',
      buyerReference: '991-33333TEST-33',
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/bill/${bill.id}/${bill.secret}.pdf` });
    const { text } = await pdfParse(pdf.rawPayload);
    expect(text).toContain('USt-IdNr. DE123456789');
    expect(text).toContain('Ihre Referenz: 991-33333TEST-33');
  });

  it("a free order reference and another country's VAT ID are kept as written", async () => {
    const { checkout } = await bookAndPay(
      t.app,
      business({ companyName: 'Parkeer BV', vatId: 'NL123456789B01', buyerReference: 'PO 4711/2026' }),
    );
    const { bill } = await billOf(checkout.permissionId);
    expect(bill.buyer).toMatchObject({ vatId: 'NL123456789B01', buyerReference: 'PO 4711/2026' });
  });

  it('refuses a bad VAT ID or buyer reference with 400 and its code, holding nothing', async () => {
    for (const [contact, code] of [
      [{ vatId: 'DE12345678' }, 'VAT_ID_INVALID'],
      [{ vatId: 'ATU1234567' }, 'VAT_ID_INVALID'],
      [{ vatId: 'FR1234567890' }, 'VAT_ID_INVALID'],
      [{ vatId: 'GB123456789' }, 'VAT_ID_INVALID'],
      [{ buyerReference: '04011000-1234512345-07' }, 'BUYER_REFERENCE_INVALID'],
      [{ buyerReference: 'x'.repeat(101) }, 'BUYER_REFERENCE_INVALID'],
    ] as const) {
      const r = await reserve(t.app, business({ companyName: 'ACME GmbH', ...contact }));
      expect(r.res.statusCode, JSON.stringify(contact)).toBe(400);
      expect(r.json.code).toBe(code);
    }
  });

  it('without a company name, a VAT ID and reference are dropped: a private bill', async () => {
    const { checkout } = await bookAndPay(t.app, business({ vatId: 'nonsense', buyerReference: 'PO 1' }));
    const { booking, bill } = await billOf(checkout.permissionId);
    expect(booking.contact).not.toHaveProperty('vatId');
    expect(booking.contact).not.toHaveProperty('buyerReference');
    expect(bill.buyer).not.toHaveProperty('vatId');
    expect(bill.buyer).not.toHaveProperty('buyerReference');
  });

  it("the portal stores a driver's company data, checked the same way, and the account's bookings bill it", async () => {
    const c = await login();
    const contact = { firstName: 'Erika', lastName: 'Mustermann', companyName: 'ACME GmbH' };
    for (const [extra, code] of [
      [{ vatId: 'EL12345678' }, 'VAT_ID_INVALID'],
      [{ buyerReference: '991-33333TEST-34' }, 'BUYER_REFERENCE_INVALID'],
    ] as const) {
      const bad = await sapi(t.app, c.cookie, 'PUT', '/sapi/customer/me', { contact: { ...contact, ...extra } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe(code);
    }
    const put = await sapi(t.app, c.cookie, 'PUT', '/sapi/customer/me', {
      contact: { ...contact, vatId: 'xi 123 4567 89', buyerReference: '04011000-1234512345-06' },
    });
    expect(put.statusCode).toBe(204);
    const me = (await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me')).json();
    expect(me.contact).toMatchObject({ vatId: 'XI123456789', buyerReference: '04011000-1234512345-06' });
    // The stored contact covers the template: the booking takes it, with the company's data.
    const { checkout } = await bookAndPay(t.app, reserveBody({ selection: DAY_TICKET, contact: {} }), c.cookie);
    const { bill } = await billOf(checkout.permissionId);
    expect(bill.buyer).toMatchObject({ vatId: 'XI123456789', buyerReference: '04011000-1234512345-06' });
  });

  const login = () => loginNewCustomer(t.database.db);
});
