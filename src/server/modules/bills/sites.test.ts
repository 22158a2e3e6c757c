import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig } from '../../config/shop-config';
import { bills, creditNotes } from '../../db/schema';
import { databases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { pdfParse } from '../../test/pdf-text';
import { seedTownMoney } from '../../test/town-money';

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
