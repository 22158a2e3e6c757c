import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import { bills, creditNotes, permissions } from '../../db/schema';
import { databases } from '../../test/databases';
import { seedOperatorSession } from '../../test/admin';
import { bookAndPay, NOW, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { pdfParse } from '../../test/pdf-text';
import { seedTownMoney } from '../../test/town-money';
import { seedBooking } from '../../test/admin-seed';

/** Bills in a town of car parks name the garage of the service, or where a permit is valid. */
describe.each(databases)('bills per site on $name', (db) => {
  let t: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: loadShopConfig(undefined, 'town') });
    ids = await seedTownMoney(t.database.db);
  });
  afterAll(() => t.close());

  const textOf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    // One line per text run: the label and the site may wrap apart.
    return (await pdfParse(res.rawPayload)).text.replace(/\s+/g, ' ');
  };
  const billPdf = async (bookingId: string) => {
    const [bill] = await t.database.db.select().from(bills).where(eq(bills.bookingId, bookingId));
    return textOf(`/api/bill/${bill.id}/${bill.secret}.pdf`);
  };

  it('a bill of the station garage names it with its entrance, and no other garage', async () => {
    const text = await billPdf(ids.bahnhofBooked);
    expect(text).toContain('Standort: Parkhaus am Hauptbahnhof, Bismarckallee 5, 79098 Freiburg im Breisgau');
    // The seller stays the operator; the market garage's entrance is not this service's.
    expect(text).not.toContain('Rathausgasse');
    // A walk-in paid by plate names the garage the car stood in.
    expect(await billPdf(ids.marktWalkIn)).toContain('Standort: Parkhaus am Markt, Rathausgasse 12');
  });

  it("a city-wide permit's bill names where it is valid", async () => {
    const text = await billPdf(ids.cityWide);
    expect(text).toContain('Gültig in: Parkhaus am Markt, Parkhaus am Hauptbahnhof');
    expect(text).not.toContain('Park+Ride West');
    expect(text).not.toContain('Standort');
  });

  it('a credit note names the site of the service it credits', async () => {
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, ids.bahnhofBooked));
    const text = await textOf(`/api/credit-note/${note.id}/${note.secret}.pdf`);
    expect(text).toContain('Standort: Parkhaus am Hauptbahnhof, Bismarckallee 5');
  });
});

/** A bill's content is frozen at issue: a site renamed or moved later leaves its bills as issued. */
describe.each(databases)('a bill keeps the site as it was on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    const town = loadShopConfig(undefined, 'town');
    t = await startTestApp(db, {
      shopConfig: parseShopConfig({
        ...town,
        maxOpenHoldsPerClient: 10_000,
        maxHoldsPerClientPerProduct: null,
      }),
    });
  });
  afterAll(() => t.close());

  const flat = (s: string) => s.replace(/\s+/g, ' ');
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('names the old name and entrance after the site is renamed and moved; an unfrozen bill follows the rename', async () => {
    t.setNow(NOW);
    const { checkout } = await bookAndPay(
      t.app,
      reserveBody({
        selection: { templateId: 'bahnhof-tag', startTime: '2026-11-20T23:00:00.000Z', slotCount: 1 },
        contact: { mail: 'bahnhof@example.de', companyName: 'Muster GmbH' },
        identifications: [{ source: 'lp', code: 'F-BH 9' }],
      }),
    );
    const [bill] = await t.database.db
      .select()
      .from(bills)
      .innerJoin(permissions, eq(permissions.id, bills.permissionId))
      .where(eq(permissions.id, checkout.permissionId));
    const { id, secret } = bill.bills;
    expect(bill.bills.seller.site?.text).toBe(
      'Parkhaus am Hauptbahnhof, Bismarckallee 5, 79098 Freiburg im Breisgau',
    );
    // A bill issued before the site was frozen: its seller has no line.
    const seeded = await seedBooking(t.database.db, {
      templateId: 'bahnhof-tag',
      siteId: 'bahnhof',
      startsAt: '2026-11-11T09:00:00Z',
      payment: { method: 'Mollie' },
      bill: { number: 9001, closingDate: '2026-11-10' },
    });
    const [old] = await t.database.db.select().from(bills).where(eq(bills.bookingId, seeded.id));
    expect(old.seller.site).toBeUndefined();

    const before = flat((await pdfParse((await get(`/api/bill/${id}/${secret}.pdf`)).rawPayload)).text);
    expect(before).toContain('Standort: Parkhaus am Hauptbahnhof, Bismarckallee 5');

    const admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
    const cat = (
      await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers })
    ).json();
    const site = cat.document.sites.find((s: { id: string }) => s.id === 'bahnhof');
    const renamed = {
      ...site,
      name: { de: 'Bahnhofsgarage' },
      entrance: { ...site.entrance, street: 'Neue Straße', number: '1' },
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/catalogue/sites/bahnhof',
      headers: admin.headers,
      payload: { baseRevision: cat.revision, site: renamed },
    });
    expect(put.statusCode, put.body).toBe(200);

    // The issued bill: PDF, its embedded e-invoice and the XML name the garage as it was.
    const pdf = await get(`/api/bill/${id}/${secret}.pdf`);
    const after = flat((await pdfParse(pdf.rawPayload)).text);
    expect(after).toContain('Standort: Parkhaus am Hauptbahnhof, Bismarckallee 5');
    expect(after).not.toContain('Bahnhofsgarage');
    const xml = (await get(`/api/bill/${id}/${secret}.xml`)).body;
    expect(xml).toContain('Standort: Parkhaus am Hauptbahnhof, Bismarckallee 5');
    expect(xml).not.toContain('Bahnhofsgarage');
    // The frozen line is the service's, never the seller's address.
    expect(xml.match(/Bismarckallee/g)).toHaveLength(1);

    // A bill without the frozen line reads the configuration now, as before.
    const oldPdf = flat(
      (await pdfParse((await get(`/api/bill/${old.id}/${old.secret}.pdf`)).rawPayload)).text,
    );
    expect(oldPdf).toContain('Standort: Bahnhofsgarage, Neue Straße 1');
  });
});
