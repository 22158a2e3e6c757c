import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig } from '../../config/shop-config';
import type { Db } from '../../db/client';
import { companies, companyCharges, companyCostCentres } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { parseCsv } from '../../test/csv';
import { databases } from '../../test/databases';
import { hostOf, NOW, startTestApp, type TestApp } from '../../test/harness';
import { seedTownMoney } from '../../test/town-money';
import { decodeWindows1252 } from './windows-1252';

const TOKEN = 'operator-token-0123456789';
const DEBITOR = 12345;

/** "13,33" → 1333 cents. */
const cents = (s: string) => {
  const [whole, frac] = s.split(',');
  return Number(whole) * 100 + Number(frac);
};

async function seedCharge(
  db: Db,
  companyId: string,
  c: { gross: number; rate: number; siteId: string | null; costCentreId: string | null },
) {
  const from = new Date('2026-10-14T08:00:00Z');
  await db.insert(companyCharges).values({
    id: randomUUID(),
    companyId,
    costCentreId: c.costCentreId,
    siteId: c.siteId,
    plate: 'FR-AB 123',
    driver: 'Erika Mustermann',
    description: 'Tagesticket',
    serviceFrom: from,
    serviceTo: new Date(from.getTime() + 8 * 3600_000),
    grossCents: c.gross,
    vatRateBasisPoints: c.rate,
    chargeDate: '2026-10-14',
    createdAt: NOW,
  });
}

/**
 * A company's monthly invoice in the DATEV Buchungsstapel (ADR 067): on the company's debitor
 * account, one line per site, cost centre and VAT rate, KOST2 the cost centre, and only the
 * filtered site's part in one site's file. The drivers' bills keep their lines.
 */
describe.each(databases)('company invoices in the DATEV export on $name', (db) => {
  let t: TestApp;
  let admin: SeededOperator;
  let bahnhofStaff: SeededOperator;
  let before: string[][];
  let invoice: { number: string; grossCents: number };

  beforeAll(async () => {
    const town = loadShopConfig(undefined, 'town');
    // The invoices are paid by transfer: the run needs the operator's account to name.
    const bankAccount = { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' };
    t = await startTestApp(db, {
      shopConfig: { ...town, shop: { ...town.shop, bankAccount } },
      env: { OPERATOR_TOKEN: TOKEN },
    });
    const d = t.database.db;
    admin = await seedOperatorSession(d, { now: NOW, role: 'admin' });
    bahnhofStaff = await seedOperatorSession(d, { now: NOW, role: 'staff', siteIds: ['bahnhof'] });
    await seedTownMoney(d);
    const companyId = randomUUID();
    await d.insert(companies).values({
      id: companyId,
      legalName: 'Müller Logistik GmbH',
      address: {
        street: 'Hafenstraße',
        buildingNumber: '7',
        zipCode: '79098',
        city: 'Freiburg',
        country: 'DE',
      },
      vatId: 'DE123456789',
      invoiceMail: 'rechnung@mueller.example',
      status: 'active',
      debitorAccount: DEBITOR,
      createdAt: NOW,
    });
    const centre = async (code: string) => {
      const id = randomUUID();
      await d.insert(companyCostCentres).values({ id, companyId, code, name: code, createdAt: NOW });
      return id;
    };
    const [k100, k200] = [await centre('KST-100'), await centre('KST-200')];
    await seedCharge(d, companyId, { gross: 1000, rate: 1900, siteId: 'markt', costCentreId: k100 });
    await seedCharge(d, companyId, { gross: 333, rate: 1900, siteId: 'markt', costCentreId: k100 });
    await seedCharge(d, companyId, { gross: 500, rate: 1900, siteId: 'markt', costCentreId: k200 });
    await seedCharge(d, companyId, { gross: 250, rate: 700, siteId: 'bahnhof', costCentreId: k100 });
    // A product valid at every site, booked without a cost centre.
    await seedCharge(d, companyId, { gross: 119, rate: 1900, siteId: null, costCentreId: null });
    // The month's file before the invoice: the drivers' lines as they were.
    before = parseCsv(
      decodeWindows1252((await byToken('/api/operator/exports/datev.csv?month=2026-11')).rawPayload),
    );
    // Issued today (20 November): the October invoice belongs to November's batch.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/company-invoices/issue',
      headers: admin.headers,
      payload: { period: '2026-10' },
    });
    expect(res.statusCode, res.body).toBe(200);
    [invoice] = res.json().issued;
  });
  afterAll(() => t.close());

  const byToken = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) } });
  const datev = async (url: string, op?: SeededOperator) => {
    const res = op
      ? await t.app.inject({ method: 'GET', url, headers: { cookie: op.cookie } })
      : await byToken(url);
    expect(res.statusCode, res.body).toBe(200);
    return { raw: res.rawPayload, lines: parseCsv(decodeWindows1252(res.rawPayload)) };
  };
  const companyLines = (lines: string[][]) => lines.slice(2).filter((l) => l[6] === String(DEBITOR));
  /** Amount, S/H, Konto, Gegenkonto, Belegfeld 1, Buchungstext, KOST1, KOST2. */
  const fields = (l: string[]) => [cents(l[0]), l[1], l[6], l[7], l[10], l[13], l[36], l[37]];

  it("books the invoice on the company's debitor account, per site, cost centre and rate, KOST2 the cost centre", async () => {
    const { raw, lines } = await datev('/api/operator/exports/datev.csv?month=2026-11');
    expect(invoice.grossCents).toBe(2202);
    // Windows-1252: ü of the company's name is the single byte 0xFC.
    expect(raw.includes(Buffer.from('Müller Logistik', 'latin1'))).toBe(true);
    const columns = lines[1];
    expect(columns).toHaveLength(38);
    expect(columns.slice(36)).toEqual(['KOST1 - Kostenstelle', 'KOST2 - Kostenstelle']);
    expect(lines.slice(2).every((l) => l.length === 38)).toBe(true);
    const text = `Rechnung ${invoice.number} Müller Logistik GmbH`;
    // KOST1: the site's cost centre (markt 100, bahnhof 200), empty for the city-wide product.
    expect(companyLines(lines).map(fields)).toEqual([
      [250, 'S', '12345', '8300', invoice.number, text, '200', 'KST-100'],
      [1333, 'S', '12345', '8400', invoice.number, text, '100', 'KST-100'],
      [500, 'S', '12345', '8400', invoice.number, text, '100', 'KST-200'],
      [119, 'S', '12345', '8400', invoice.number, text, '', ''],
    ]);
    expect(companyLines(lines).every((l) => l[9] === '2011')).toBe(true);
    // Exact to the cent: the lines add up to the invoice's gross.
    expect(companyLines(lines).reduce((n, l) => n + cents(l[0]), 0)).toBe(invoice.grossCents);
  });

  it("leaves the drivers' lines as they were (one empty KOST2 more), and books no bill twice", async () => {
    const { lines } = await datev('/api/operator/exports/datev.csv?month=2026-11');
    const drivers = lines.slice(2).filter((l) => l[6] !== String(DEBITOR));
    expect(drivers.map((l) => l.slice(0, 37))).toEqual(before.slice(2));
    expect(drivers.every((l) => l[37] === '')).toBe(true);
    expect(lines.length - 2).toBe(before.length - 2 + 4);
    // The month before the invoice has no company line and keeps its KOST1 width.
    const october = await datev('/api/operator/exports/datev.csv?month=2026-10');
    expect(october.lines[1]).toHaveLength(37);
  });

  it("one site's file books only that site's part of the invoice", async () => {
    const bahnhof = await datev('/api/operator/exports/datev.csv?month=2026-11&site=bahnhof');
    expect(companyLines(bahnhof.lines).map(fields)).toEqual([
      [
        250,
        'S',
        '12345',
        '8300',
        invoice.number,
        `Rechnung ${invoice.number} Müller Logistik GmbH`,
        '200',
        'KST-100',
      ],
    ]);
    const markt = await datev('/api/operator/exports/datev.csv?month=2026-11&site=markt');
    expect(companyLines(markt.lines).map((l) => cents(l[0]))).toEqual([1333, 500]);
    // An operator limited to the station sees the station's part, as by ?site=.
    const staff = await datev('/api/admin/exports/datev.csv?month=2026-11', bahnhofStaff);
    expect(companyLines(staff.lines).map((l) => cents(l[0]))).toEqual([250]);
  });
});
