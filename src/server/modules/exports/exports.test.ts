import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopConfig } from '../../config/shop-config';
import { seedBooking } from '../../test/admin-seed';
import { fixedCatalogue } from '../../test/catalogue';
import { databases } from '../../test/databases';
import { hostOf, startTestApp, testShopConfig, type TestApp } from '../../test/harness';
import { decodeWindows1252 } from './windows-1252';
import { parseCsv } from '../../test/csv';
import { ExportRepository } from './repository';
import { ExportService } from './service';

const TOKEN = 'operator-token-0123456789';

/** "12,50" → 1250 cents. */
const cents = (s: string) => {
  const [whole, frac] = s.replace('-', '').split(',');
  return (s.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(frac));
};

describe.each(databases)('accountant exports on $name', (db) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    const d = t.database.db;
    // November 2026 in Berlin runs from 31 Oct 23:00Z to 30 Nov 23:00Z (CET, no DST change).
    ids.firstMinute = (
      await seedBooking(d, {
        startsAt: '2026-11-05T09:00:00Z',
        createdAt: '2026-10-31T23:00:00Z',
        priceCents: 1250,
        contact: { mail: 'a@example.de', firstName: '=HYPERLINK("http://evil")', lastName: 'Müller; Sohn' },
        payment: { method: 'Redirect', paidAt: '2026-10-31T23:01:00Z' },
        bill: { number: 101, closingDate: '2026-11-01', buyer: 'Müller; Sohn' },
      })
    ).id;
    ids.cancelled = (
      await seedBooking(d, {
        startsAt: '2026-11-20T09:00:00Z',
        createdAt: '2026-11-15T10:00:00Z',
        priceCents: 1190,
        status: 'cancelled',
        payment: { method: 'Sumup' },
        bill: { number: 102, closingDate: '2026-11-15' },
        creditNote: { number: 7, closingDate: '2026-11-16', grossCents: 595 },
      })
    ).id;
    ids.reduced = (
      await seedBooking(d, {
        startsAt: '2026-11-25T09:00:00Z',
        createdAt: '2026-11-24T10:00:00Z',
        priceCents: 1070,
        // Stored as typed by an older release: exported in the one display form.
        plate: 'fr - pk  240',
        payment: { method: 'Sepa' },
        bill: { number: 103, closingDate: '2026-11-24', vatRateBasisPoints: 700 },
      })
    ).id;
    // 1 Dec 00:30 in Berlin: December, not November.
    ids.nextMonth = (
      await seedBooking(d, {
        startsAt: '2026-12-02T09:00:00Z',
        createdAt: '2026-11-30T23:30:00Z',
        payment: { method: 'Redirect' },
        bill: { number: 104, closingDate: '2026-12-01' },
      })
    ).id;
    // 31 Oct 23:30 in Berlin: October.
    ids.lastMonth = (
      await seedBooking(d, { startsAt: '2026-11-02T09:00:00Z', createdAt: '2026-10-31T22:30:00Z' })
    ).id;
    // March 2026: summer time begins on the 29th, so the month ends at 31 Mar 22:00Z.
    ids.marchLast = (
      await seedBooking(d, { startsAt: '2026-04-02T09:00:00Z', createdAt: '2026-03-31T21:59:00Z' })
    ).id;
    ids.aprilFirst = (
      await seedBooking(d, { startsAt: '2026-04-02T09:00:00Z', createdAt: '2026-03-31T22:00:00Z' })
    ).id;
    await seedBooking(d, {
      startsAt: '2026-09-10T09:00:00Z',
      payment: { method: 'Redirect' },
      bill: { number: 90, closingDate: '2026-09-09', vatRateBasisPoints: 1000 },
    });
    ids.marchFirst = (
      await seedBooking(d, { startsAt: '2026-03-02T09:00:00Z', createdAt: '2026-02-28T23:00:00Z' })
    ).id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app), ...headers },
    });

  it('bookings CSV: UTF-8 with BOM, `;`, decimal comma, local times, the file name of the period', async () => {
    const res = await get('/api/operator/exports/bookings.csv?from=2026-11-01&to=2026-11-30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="buchungen_2026-11-01_2026-11-30.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0].slice(0, 8)).toEqual([
      'Buchungs-ID',
      'Erstellt',
      'Produkt-ID',
      'Produkt',
      'Beginn',
      'Ende',
      'Status',
      'Preis EUR',
    ]);
    // Created from local midnight of the first to before local midnight after the last day.
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.firstMinute, ids.cancelled, ids.reduced]);
    const first = Object.fromEntries(rows[0].map((h, i) => [h, rows[1][i]]));
    expect(first).toMatchObject({
      Erstellt: '01.11.2026 00:00',
      Beginn: '05.11.2026 10:00',
      Status: 'bezahlt',
      'Preis EUR': '12,50',
      // A formula stays text in Excel; a `;` is quoted, not a column break.
      Vorname: `'=HYPERLINK("http://evil")`,
      Nachname: 'Müller; Sohn',
      Kennzeichen: 'F-EM 123',
      Zahlart: 'Redirect',
      Rechnungsnummer: '000101',
    });
    expect(rows.every((r) => r.length === rows[0].length)).toBe(true);
    const reduced = Object.fromEntries(rows[0].map((h, i) => [h, rows[3][i]]));
    expect(reduced.Kennzeichen).toBe('FR-PK 240');
  });

  it('period boundaries hold across the DST change of March (a 31-day month of 743 hours)', async () => {
    const res = await get('/api/operator/exports/bookings.csv?from=2026-03-01&to=2026-03-31');
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.marchFirst, ids.marchLast]);
    expect(rows[2][1]).toBe('31.03.2026 23:59');
    const april = parseCsv(
      (await get('/api/operator/exports/bookings.csv?from=2026-04-01&to=2026-04-01')).rawPayload
        .subarray(3)
        .toString('utf8'),
    );
    expect(april.slice(1).map((r) => r[0])).toEqual([ids.aprilFirst]);
    expect(april[1][1]).toBe('01.04.2026 00:00');
  });

  it('payments CSV: amount, method, paid at in local time, bill number', async () => {
    const res = await get('/api/operator/exports/payments.csv?from=2026-11-01&to=2026-11-30');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="zahlungen_2026-11-01_2026-11-30.csv"',
    );
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    const byBooking = new Map(
      rows.slice(1).map((r) => [r[1], Object.fromEntries(rows[0].map((h, i) => [h, r[i]]))]),
    );
    expect([...byBooking.keys()]).toEqual([ids.firstMinute, ids.cancelled, ids.reduced]);
    expect(byBooking.get(ids.firstMinute)).toMatchObject({
      'Betrag EUR': '12,50',
      'Bezahlt am': '01.11.2026 00:01',
      Status: 'paid',
      Zahlart: 'Redirect',
      Rechnungsnummer: '000101',
    });
    expect(byBooking.get(ids.reduced)).toMatchObject({ 'Betrag EUR': '10,70', Zahlart: 'Sepa' });
  });

  it('bills CSV: bills and credit notes of the period by closing day, credit notes negative, VAT split', async () => {
    const res = await get('/api/operator/exports/bills.csv?from=2026-11-01&to=2026-11-30');
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    const docs = rows.slice(1).map((r) => Object.fromEntries(rows[0].map((h, i) => [h, r[i]])));
    expect(docs.map((d) => `${d.Belegart} ${d.Nummer} ${d.Datum}`)).toEqual([
      'Rechnung 000101 01.11.2026',
      'Rechnung 000102 15.11.2026',
      'Gutschrift 000007 16.11.2026',
      'Rechnung 000103 24.11.2026',
    ]);
    expect(docs[0]).toMatchObject({
      Kunde: 'Müller; Sohn',
      'Netto EUR': '10,50',
      'USt-Satz %': '19',
      'USt EUR': '2,00',
      'Brutto EUR': '12,50',
    });
    expect(docs[2]).toMatchObject({
      'Zu Rechnung': '000102',
      'Netto EUR': '-5,00',
      'USt EUR': '-0,95',
      'Brutto EUR': '-5,95',
      Erstattungsstatus: 'refunded',
    });
    expect(docs[3]).toMatchObject({
      'Netto EUR': '10,00',
      'USt-Satz %': '7',
      'USt EUR': '0,70',
      'Brutto EUR': '10,70',
    });
    for (const d of docs) expect(cents(d['Netto EUR']) + cents(d['USt EUR'])).toBe(cents(d['Brutto EUR']));
  });

  it('DATEV: an EXTF Buchungsstapel in Windows-1252 whose lines add up to the bills less the credit notes', async () => {
    const res = await get('/api/operator/exports/datev.csv?month=2026-11');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe('attachment; filename="EXTF_Buchungsstapel_2026-11.csv"');
    // ü of "BU-Schlüssel" as the single byte 0xFC, no BOM.
    expect(res.rawPayload.subarray(0, 6).toString('latin1')).toBe('"EXTF"');
    expect(res.rawPayload.includes(Buffer.from([0xfc]))).toBe(true);
    const lines = parseCsv(decodeWindows1252(res.rawPayload));
    const [header, columns, ...bookings] = lines;
    expect(header.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    // Beraternummer, Mandantennummer, WJ-Beginn, Sachkontenlänge, Datum vom, Datum bis (demo shop's accounting).
    expect(header.slice(10, 16)).toEqual(['29098', '55003', '20260101', '4', '20261101', '20261130']);
    expect(header[21]).toBe('EUR');
    expect(header[26]).toBe('03');
    expect(header).toHaveLength(31);
    expect(columns.slice(0, 2)).toEqual(['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen']);
    const col = (name: string) => columns.indexOf(name);
    const lineOf = (r: string[]) => ({
      amount: cents(r[col('Umsatz (ohne Soll/Haben-Kz)')]),
      sh: r[col('Soll/Haben-Kennzeichen')],
      konto: r[col('Konto')],
      gegenkonto: r[col('Gegenkonto (ohne BU-Schlüssel)')],
      datum: r[col('Belegdatum')],
      beleg: r[col('Belegfeld 1')],
      text: r[col('Buchungstext')],
    });
    const parsed = bookings.map(lineOf);
    expect(parsed).toEqual([
      {
        amount: 1250,
        sh: 'S',
        konto: '1360',
        gegenkonto: '8400',
        datum: '0111',
        beleg: '000101',
        text: 'Rechnung 000101',
      },
      {
        amount: 1190,
        sh: 'S',
        konto: '1360',
        gegenkonto: '8400',
        datum: '1511',
        beleg: '000102',
        text: 'Rechnung 000102',
      },
      {
        amount: 595,
        sh: 'H',
        konto: '1360',
        gegenkonto: '8400',
        datum: '1611',
        beleg: '000007',
        text: 'Gutschrift 000007 zu Rechnung 000102',
      },
      {
        amount: 1070,
        sh: 'S',
        konto: '1360',
        gegenkonto: '8300',
        datum: '2411',
        beleg: '000103',
        text: 'Rechnung 000103',
      },
    ]);
    // The month's totals per revenue account against the bills CSV of the same month.
    const billsCsv = parseCsv(
      (await get('/api/operator/exports/bills.csv?from=2026-11-01&to=2026-11-30')).rawPayload
        .subarray(3)
        .toString('utf8'),
    );
    const gross = billsCsv.slice(1).reduce((n, r) => n + cents(r[billsCsv[0].indexOf('Brutto EUR')]), 0);
    expect(parsed.reduce((n, l) => n + (l.sh === 'S' ? l.amount : -l.amount), 0)).toBe(gross);
    const by = (acc: string) =>
      parsed
        .filter((l) => l.gegenkonto === acc)
        .reduce((n, l) => n + (l.sh === 'S' ? l.amount : -l.amount), 0);
    expect(by('8400')).toBe(1250 + 1190 - 595);
    expect(by('8300')).toBe(1070);
  });

  it('streams in batches: a batch border changes nothing in the file', async () => {
    const whole = (await get('/api/operator/exports/bills.csv?from=2026-11-01&to=2026-12-31')).rawPayload;
    for (const batchSize of [1, 2, 3]) {
      const service = new ExportService({
        catalogue: fixedCatalogue(testShopConfig()),
        repo: new ExportRepository(t.database.db),
        batchSize,
      });
      const parts: Buffer[] = [];
      for await (const b of service.csv('bills', '2026-11-01', '2026-12-31').body) parts.push(b);
      expect(Buffer.concat(parts).equals(whole), `batch ${batchSize}`).toBe(true);
      const bookingsParts: Buffer[] = [];
      for await (const b of service.csv('bookings', '2026-10-01', '2026-12-31').body) bookingsParts.push(b);
      const rows = parseCsv(Buffer.concat(bookingsParts).subarray(3).toString('utf8'));
      expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(5);
      expect(rows).toHaveLength(6);
    }
  });

  it('refuses bad periods with a code, and DATEV without accounting settings', async () => {
    for (const [url, code] of [
      ['/api/operator/exports/bills.csv?from=2026-11-30&to=2026-11-01', 'PERIOD_INVALID'],
      ['/api/operator/exports/bills.csv?from=2025-01-01&to=2026-12-31', 'PERIOD_INVALID'],
      ['/api/operator/exports/bills.csv?from=2026-11-01', 'VALIDATION'],
      ['/api/operator/exports/payments.csv?from=2026-11-01&to=30.11.2026', 'VALIDATION'],
      ['/api/operator/exports/datev.csv?month=2026-13', 'VALIDATION'],
      ['/api/operator/exports/datev.csv', 'VALIDATION'],
      // Years outside 2000-2099: `0000` was a 500, `0050` a file for 1950.
      ['/api/operator/exports/datev.csv?month=0000-01', 'VALIDATION'],
      ['/api/operator/exports/datev.csv?month=0050-01', 'VALIDATION'],
      ['/api/operator/exports/datev.csv?month=1999-12', 'VALIDATION'],
      ['/api/operator/exports/datev.csv?month=2100-01', 'VALIDATION'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe(code);
    }
    const { accounting: _unused, ...noAccounting } = testShopConfig();
    const bare = new ExportService({
      catalogue: fixedCatalogue(parseShopConfig(noAccounting)),
      repo: new ExportRepository(t.database.db),
    });
    await expect(bare.datev('2026-11', new Date())).rejects.toMatchObject({
      code: 'ACCOUNTING_NOT_CONFIGURED',
    });
    // September holds a bill at 10 %, a rate without a default account: refused before the first byte.
    await expect(
      new ExportService({
        catalogue: fixedCatalogue(testShopConfig()),
        repo: new ExportRepository(t.database.db),
      }).datev('2026-09', new Date()),
    ).rejects.toMatchObject({ code: 'ACCOUNTING_NOT_CONFIGURED', message: expect.stringContaining('10 %') });
    const tenPercent = new ExportService({
      catalogue: fixedCatalogue(
        parseShopConfig({
          ...noAccounting,
          accounting: {
            datev: {
              consultantNumber: 1001,
              clientNumber: 1,
              revenueAccounts: { '1000': 8100 },
              taxKeys: { '1000': 99 },
            },
          },
        }),
      ),
      repo: new ExportRepository(t.database.db),
    });
    const sept: Buffer[] = [];
    for await (const b of (await tenPercent.datev('2026-09', new Date())).body) sept.push(b);
    const septLine = parseCsv(decodeWindows1252(Buffer.concat(sept)))[2];
    expect(septLine.slice(6, 9)).toEqual(['1360', '8100', '99']);
    const noSeven = new ExportService({
      catalogue: fixedCatalogue(
        parseShopConfig({
          ...noAccounting,
          accounting: { datev: { consultantNumber: 1001, clientNumber: 1, chart: 'SKR04' } },
        }),
      ),
      repo: new ExportRepository(t.database.db),
    });
    const file = await noSeven.datev('2026-11', new Date('2026-12-01T08:00:00Z'));
    const parts: Buffer[] = [];
    for await (const b of file.body) parts.push(b);
    const lines = parseCsv(decodeWindows1252(Buffer.concat(parts)));
    // SKR04: Geldtransit 1460, revenue 4400 / 4300; header says chart 04.
    expect(lines[0][26]).toBe('04');
    expect(lines.slice(2).map((l) => `${l[6]}/${l[7]}`)).toEqual([
      '1460/4400',
      '1460/4400',
      '1460/4400',
      '1460/4300',
    ]);
  });

  it('refuses without the token, with a wrong one, and under a foreign host', async () => {
    const url = '/api/operator/exports/bills.csv?from=2026-11-01&to=2026-11-30';
    expect((await t.app.inject({ method: 'GET', url, headers: { host: hostOf(t.app) } })).statusCode).toBe(
      401,
    );
    expect((await get(url, { authorization: 'Bearer not-the-token-0123456789' })).statusCode).toBe(401);
    const foreign = await get(url, { host: 'attacker.example' });
    expect(foreign.statusCode).toBe(421);
    expect(foreign.body).not.toContain('Müller');
  });
});

describe('the exports limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(databases[0], { env: { OPERATOR_TOKEN: TOKEN, RATE_LIMIT_EXPORTS: '2' } });
  });
  afterAll(() => t.close());

  it('answers 429 after the named limit, per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/operator/exports/datev.csv?month=2026-11',
        headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});
