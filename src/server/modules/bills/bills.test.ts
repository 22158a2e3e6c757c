import { eq } from 'drizzle-orm';
import { pdfParse } from '../../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopConfig } from '../../config/shop-config';
import { bills, mails, permissions } from '../../db/schema';
import { PaymentsRepository } from '../payments/repository';
import { databases } from '../../test/databases';
import {
  bookAndPay,
  demoPay,
  DRIVER_WITH_ADDRESS,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';

const dayTicket = (mail: string) =>
  reserveBody({
    selection: { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 },
    contact: { mail },
  });

describe.each(databases)('bills on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, {
      // A public shop that still pays with the demo page (ADR 009).
      env: { PUBLIC_URL: 'https://parken.example.de', ALLOW_DEMO_PAYMENTS: 'true' },
    });
  });
  afterAll(() => t.close());

  const billOf = async (permissionId: string) => {
    const [perm] = await t.database.db.select().from(permissions).where(eq(permissions.id, permissionId));
    return (await t.database.db.select().from(bills).where(eq(bills.bookingId, perm.bookingId)))[0];
  };

  it('every paid booking gets a bill: number, closing date, secret, net/VAT/gross, the operator', async () => {
    const { checkout } = await bookAndPay(
      t.app,
      reserveBody({
        selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 2 },
        contact: DRIVER_WITH_ADDRESS,
      }),
    );
    const bill = await billOf(checkout.permissionId);
    expect(bill).toMatchObject({
      closingDate: '2026-11-20',
      grossCents: 550,
      netCents: 462,
      vatCents: 88,
      vatRateBasisPoints: 1900,
      paymentMethod: 'Redirect',
      seller: {
        name: 'Parkhaus am Markt GmbH',
        street: 'Marktplatz',
        buildingNumber: '7',
        zipCode: '79098',
        city: 'Freiburg im Breisgau',
        country: 'DE',
        vatId: 'DE000000000',
      },
      buyer: { name: 'Erika Mustermann', street: 'Hauptstraße', city: 'Berlin', mail: 'erika@example.de' },
    });
    expect(bill.number).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(bill.secret, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const view = await t.app.inject({ method: 'GET', url: `/api/bill/${bill.id}/${bill.secret}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      _id: bill.id,
      nr: String(bill.number).padStart(6, '0'),
      closingDate: '2026-11-20',
      secret: bill.secret,
      netAmount: 462,
      vatAmount: 88,
      grossAmount: 550,
      vatRate: 1900,
      pdfUrl: `/api/bill/${bill.id}/${bill.secret}.pdf`,
    });
    expect(view.headers['cache-control']).toContain('no-store');

    const pdf = await t.app.inject({ method: 'GET', url: `/api/bill/${bill.id}/${bill.secret}.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parsed = await pdfParse(pdf.rawPayload);
    expect(parsed.numpages).toBe(1);
    for (const s of [
      'Parkhaus am Markt GmbH',
      'Marktplatz 7',
      '79098 Freiburg im Breisgau',
      'USt-IdNr. DE000000000',
      `Rechnung ${String(bill.number).padStart(6, '0')}`,
      'Erika Mustermann',
      'Hauptstraße 5',
      '20.11.2026',
      'Kurzzeitparken mit Reservierung',
      'Nettobetrag',
      'Umsatzsteuer 19',
      'Gesamtbetrag',
    ]) {
      expect(parsed.text).toContain(s);
    }
    expect(parsed.text).toMatch(/4,62\s€/);
    expect(parsed.text).toMatch(/0,88\s€/);
    expect(parsed.text).toMatch(/5,50\s€/);
    // One car park: the bill names no site, as before there were sites.
    expect(parsed.text).not.toMatch(/Standort|Gültig in/);

    // The ticket mail links the bill.
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(eq(mails.permissionId, checkout.permissionId));
    expect(mail.text).toContain(`https://parken.example.de/api/bill/${bill.id}/${bill.secret}.pdf`);
    expect(mail.html).toContain(`href="https://parken.example.de/api/bill/${bill.id}/${bill.secret}.pdf"`);
  });

  it('a wrong secret, an unknown id and garbage answer the same 404', async () => {
    const { checkout } = await bookAndPay(t.app, dayTicket('a@example.de'));
    const bill = await billOf(checkout.permissionId);
    const answers = await Promise.all(
      [
        `/api/bill/${bill.id}/${'A'.repeat(43)}`,
        `/api/bill/${bill.id}/${'A'.repeat(43)}.pdf`,
        `/api/bill/00000000-0000-4000-8000-000000000000/${bill.secret}.pdf`,
        '/api/bill/x/y',
      ].map((url) => t.app.inject({ method: 'GET', url })),
    );
    for (const a of answers) {
      expect(a.statusCode).toBe(404);
      expect(a.json()).toEqual({ code: 'BILL_NOT_FOUND', message: 'Bill not found' });
    }
  });

  it('numbers are sequential without gaps, also when many bookings are paid at once', async () => {
    const before = (await t.database.db.select({ n: bills.number }).from(bills)).map((b) => b.n);
    const reservations = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reserve(t.app, dayTicket(`c${i}@example.de`))),
    );
    const paid = await Promise.all(reservations.map((r) => demoPay(t.app, r.json.paymentId, 'paid')));
    expect(paid.map((p) => p.statusCode)).toEqual(Array(20).fill(303));
    // A settle that rolls back after taking a number gives it back.
    const repo = new PaymentsRepository(t.database.db);
    await expect(
      repo.transaction(async (tx) => {
        await tx.nextCounter('bill');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const more = await bookAndPay(t.app, dayTicket('last@example.de'));
    const numbers = (await t.database.db.select({ n: bills.number }).from(bills))
      .map((b) => b.n)
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(before.length + 21);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect((await billOf(more.checkout.permissionId)).number).toBe(numbers.length);
  });

  it('a free booking needs no bill', async () => {
    const r = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'gratis', startTime: slot(2), slotCount: 1 },
        contact: { mail: 'gratis@example.de' },
        identifications: [],
      }),
    );
    expect(r.json.paymentMethod).toBe('None');
    const rows = await t.database.db.select().from(bills).where(eq(bills.paymentId, r.json.paymentId));
    expect(rows).toHaveLength(0);
  });
});

describe.each(databases)('bills with another VAT rate on $name', (db) => {
  it('uses the configured rate (7 %), rounding the net half up to the cent', async () => {
    const base = testShopConfig();
    const t = await startTestApp(db, {
      shopConfig: parseShopConfig({ ...base, shop: { ...base.shop, vatRatePercent: 7 } }),
    });
    try {
      const { checkout } = await bookAndPay(t.app, dayTicket('seven@example.de'));
      const [perm] = await t.database.db
        .select()
        .from(permissions)
        .where(eq(permissions.id, checkout.permissionId));
      const [bill] = await t.database.db.select().from(bills).where(eq(bills.bookingId, perm.bookingId));
      // 12.00 gross at 7 %: 11.2149… -> 11.21 net, 0.79 VAT.
      expect(bill).toMatchObject({ grossCents: 1200, netCents: 1121, vatCents: 79, vatRateBasisPoints: 700 });
    } finally {
      await t.close();
    }
  });
});
