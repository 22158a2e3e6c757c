import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig } from '../../config/shop-config';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { parseCsv } from '../../test/csv';
import { databases } from '../../test/databases';
import { hostOf, NOW, startTestApp, type TestApp } from '../../test/harness';
import { seedTownMoney } from '../../test/town-money';
import { decodeWindows1252 } from './windows-1252';

const TOKEN = 'operator-token-0123456789';

/** The accountant's files of the town demo: a site column, one site's rows, KOST1 per site. */
describe.each(databases)('exports per site on $name', (db) => {
  let t: TestApp;
  let ids: Record<string, string>;
  let bahnhofStaff: SeededOperator;

  beforeAll(async () => {
    t = await startTestApp(db, {
      shopConfig: loadShopConfig(undefined, 'town'),
      env: { OPERATOR_TOKEN: TOKEN },
    });
    bahnhofStaff = await seedOperatorSession(t.database.db, {
      now: NOW,
      role: 'staff',
      siteIds: ['bahnhof'],
    });
    ids = await seedTownMoney(t.database.db);
  });
  afterAll(() => t.close());

  const byToken = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) } });
  const asOperator = (url: string, op: SeededOperator) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: op.cookie } });
  /** The CSV's rows as objects by header (BOM off). */
  const table = (payload: Buffer) => {
    const [header, ...rows] = parseCsv(payload.subarray(3).toString('utf8'));
    return { header, rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
  };

  it('every CSV carries the site last, empty for the city-wide permit', async () => {
    const res = await byToken('/api/operator/exports/bookings.csv?from=2026-11-01&to=2026-11-30');
    expect(res.statusCode, res.body).toBe(200);
    const { header, rows } = table(res.rawPayload);
    expect(header.at(-1)).toBe('Standort');
    expect(Object.fromEntries(rows.map((r) => [r['Buchungs-ID'], r.Standort]))).toEqual({
      [ids.marktBooked]: 'markt',
      [ids.marktWalkIn]: 'markt',
      [ids.bahnhofBooked]: 'bahnhof',
      [ids.bahnhofWalkIn]: 'bahnhof',
      [ids.cityWide]: '',
    });
    for (const kind of ['payments', 'bills']) {
      const file = table(
        (await byToken(`/api/operator/exports/${kind}.csv?from=2026-11-01&to=2026-11-30`)).rawPayload,
      );
      expect(file.header.at(-1)).toBe('Standort');
      expect(new Set(file.rows.map((r) => r.Standort))).toEqual(new Set(['markt', 'bahnhof', '']));
    }
  });

  it("?site= gives one site's rows only, and names the site in the file name", async () => {
    const res = await byToken(
      '/api/operator/exports/bookings.csv?from=2026-11-01&to=2026-11-30&site=bahnhof',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="buchungen_2026-11-01_2026-11-30_bahnhof.csv"',
    );
    expect(table(res.rawPayload).rows.map((r) => [r['Buchungs-ID'], r.Standort])).toEqual([
      [ids.bahnhofBooked, 'bahnhof'],
      [ids.bahnhofWalkIn, 'bahnhof'],
    ]);
    const payments = table(
      (await byToken('/api/operator/exports/payments.csv?from=2026-10-01&to=2026-11-30&site=markt'))
        .rawPayload,
    );
    expect(payments.rows.map((r) => r['Buchungs-ID']).sort()).toEqual(
      [ids.marktLastMonth, ids.marktBooked, ids.marktWalkIn].sort(),
    );
    const bills = table(
      (await byToken('/api/operator/exports/bills.csv?from=2026-11-01&to=2026-11-30&site=bahnhof'))
        .rawPayload,
    );
    // The bill and its credit note: the station's revenue of the month adds up to 9,00 EUR.
    expect(bills.rows.map((r) => [r.Belegart, r.Nummer, r['Brutto EUR']])).toEqual([
      ['Rechnung', '000201', '8,00'],
      ['Gutschrift', '000001', '-2,00'],
      ['Rechnung', '000202', '3,00'],
    ]);
    const unknown = await byToken(
      '/api/operator/exports/bills.csv?from=2026-11-01&to=2026-11-30&site=nirgendwo',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it("an operator limited to the station gets its rows only, and 404 for the market's", async () => {
    const res = await asOperator(
      '/api/admin/exports/bookings.csv?from=2026-11-01&to=2026-11-30',
      bahnhofStaff,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(new Set(table(res.rawPayload).rows.map((r) => r.Standort))).toEqual(new Set(['bahnhof']));
    for (const url of [
      '/api/admin/exports/bookings.csv?from=2026-11-01&to=2026-11-30&site=markt',
      '/api/admin/exports/payments.csv?from=2026-11-01&to=2026-11-30&site=markt',
      '/api/admin/exports/datev.csv?month=2026-11&site=markt',
    ]) {
      const refused = await asOperator(url, bahnhofStaff);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    const datev = await asOperator('/api/admin/exports/datev.csv?month=2026-11', bahnhofStaff);
    expect(datev.statusCode, datev.body).toBe(200);
    const [, , ...lines] = parseCsv(decodeWindows1252(datev.rawPayload));
    expect(lines.map((l) => l[10])).toEqual(['000201', '000001', '000202']);
  });

  it("DATEV: each line's KOST1 is its site's cost centre, empty for the city-wide permit", async () => {
    const res = await byToken('/api/operator/exports/datev.csv?month=2026-11');
    expect(res.statusCode, res.body).toBe(200);
    const [header, columns, ...lines] = parseCsv(decodeWindows1252(res.rawPayload));
    expect(header.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    // The format's field 37; the fields between Buchungstext and it stay empty.
    expect(columns).toHaveLength(37);
    expect(columns[13]).toBe('Buchungstext');
    expect(columns[36]).toBe('KOST1 - Kostenstelle');
    expect(lines.every((l) => l.length === 37 && l.slice(14, 36).every((f) => f === ''))).toBe(true);
    expect(lines.map((l) => [l[10], l[1], l[36]])).toEqual([
      ['000901', 'S', ''],
      ['000101', 'S', '100'],
      ['000201', 'S', '200'],
      ['000001', 'H', '200'],
      ['000202', 'S', '200'],
      ['000102', 'S', '100'],
    ]);
    const markt = await byToken('/api/operator/exports/datev.csv?month=2026-11&site=markt');
    expect(markt.headers['content-disposition']).toBe(
      'attachment; filename="EXTF_Buchungsstapel_2026-11_markt.csv"',
    );
    expect(
      parseCsv(decodeWindows1252(markt.rawPayload))
        .slice(2)
        .map((l) => [l[10], l[36]]),
    ).toEqual([
      ['000101', '100'],
      ['000102', '100'],
    ]);
  });
});
