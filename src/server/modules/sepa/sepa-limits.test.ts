import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bicProblem } from '../../../shared/domain/iban';
import { parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import { NOW, hostOf, reserve, reserveBody, startTestApp, testShopConfig, type TestApp } from '../../test/harness';
import { SEPA_ENV } from '../../test/payments';

const TOKEN = 'operator-token-0123456789';
const DAY = 86_400_000;
const IBAN_A = 'DE89370400440532013000'; // Commerzbank, COBADEFFXXX
const IBAN_B = 'DE02120300000000202051'; // DKB, BYLADEM1001
const IBAN_C = 'DE02500105170137075030'; // ING, INGDDEFFXXX
const DAY_TICKET = { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 };
const ADDRESS = { streetName: 'Markt', buildingNumber: '1', zipCode: '10115', city: 'Berlin', country: 'DE' };

describe.each(databases)('SEPA risk limits on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    const shopConfig = parseShopConfig({
      ...testShopConfig(),
      sepa: { maxDebitCents: 1500, maxOpenDebitsPerIban: 2, maxOpenDebitsPerMail: 2 },
    });
    t = await startTestApp(db, { env: { ...SEPA_ENV, OPERATOR_TOKEN: TOKEN }, shopConfig });
  });
  afterAll(() => t.close());

  const dayTicket = (mail: string) =>
    reserve(
      t.app,
      reserveBody({
        selection: DAY_TICKET,
        contact: { mail },
        identifications: [{ source: 'lp', code: 'B-X 1' }],
      }),
    );
  const pay = (cookie: string | undefined, iban: string, over: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/payment/sepa',
      headers: cookie ? { cookie } : {},
      payload: { iban, bic: '', accountName: 'Erika Mustermann', recurrentPayment: false, ...over },
    });
  const exportNow = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/sepa-exports',
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app), 'content-type': 'application/json' },
      payload: {},
    });

  it('refuses a debit above maxDebitCents with 422 SEPA_AMOUNT_LIMIT', async () => {
    const r = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'monatsparken', startTime: '2026-12-19T23:00:00.000Z', slotCount: 1 },
        contact: { mail: 'big@example.de', firstName: 'B', lastName: 'Ig', address: ADDRESS },
      }),
    );
    expect(r.res.statusCode).toBe(200);
    expect(r.json.priceToBePaid).toBeGreaterThan(1500);
    const res = await pay(r.cookie, IBAN_A);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SEPA_AMOUNT_LIMIT', details: { maxDebitCents: 1500 } });
  });

  it('an IBAN and an e-mail may have only so many open debits; collected ones no longer count', async () => {
    // Two on IBAN A (two e-mails): the third on IBAN A is refused, whoever asks.
    for (const mail of ['a1@example.de', 'a2@example.de']) {
      expect((await pay((await dayTicket(mail)).cookie, IBAN_A)).statusCode).toBe(200);
    }
    const third = await pay((await dayTicket('a3@example.de')).cookie, IBAN_A.toLowerCase());
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'SEPA_OPEN_DEBITS_LIMIT', details: { by: 'iban', limit: 2 } });
    // Two for one e-mail (two IBANs): a third IBAN does not help.
    for (const iban of [IBAN_B, IBAN_C]) {
      expect((await pay((await dayTicket('m@example.de')).cookie, iban)).statusCode).toBe(200);
    }
    const mailThird = await pay((await dayTicket('M@example.de')).cookie, 'AT611904300234573201', {
      bic: 'BKAUATWW',
    });
    expect(mailThird.statusCode).toBe(409);
    expect(mailThird.json().details).toMatchObject({ by: 'mail' });

    // Exported, the debits stay open until their due date (14 days of pre-notification).
    expect((await exportNow()).statusCode).toBe(201);
    expect((await pay((await dayTicket('a4@example.de')).cookie, IBAN_A)).statusCode).toBe(409);
    try {
      t.setNow(new Date(NOW.getTime() + 15 * DAY));
      const later = await reserve(
        t.app,
        reserveBody({
          selection: { ...DAY_TICKET, startTime: '2026-12-05T23:00:00.000Z' },
          contact: { mail: 'a5@example.de' },
          identifications: [{ source: 'lp', code: 'B-X 1' }],
        }),
      );
      expect(later.res.statusCode).toBe(200);
      expect((await pay(later.cookie, IBAN_A)).statusCode).toBe(200);
    } finally {
      t.setNow(NOW);
    }
  });

  it.each([['李明'], ['--'], ['Я.']])(
    'refuses the holder %s (fewer than two letters in the SEPA character set)',
    async (accountName) => {
      const res = await pay((await dayTicket('n@example.de')).cookie, IBAN_B, { accountName });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ACCOUNT_NAME_INVALID');
    },
  );

  it('address countries are ISO 3166 codes: reserve refuses others with 400 COUNTRY_INVALID', async () => {
    for (const country of ['XX', 'D', 'de', 'EU']) {
      const r = await reserve(
        t.app,
        reserveBody({
          selection: { templateId: 'monatsparken', startTime: '2026-12-19T23:00:00.000Z', slotCount: 1 },
          contact: { mail: 'c@example.de', firstName: 'C', lastName: 'C', address: { ...ADDRESS, country } },
        }),
      );
      expect(r.res.statusCode, country).toBe(400);
      expect(r.json.code, country).toBe('COUNTRY_INVALID');
    }
  });

  it('the form and the server apply one BIC rule: what the form accepts, the server accepts', async () => {
    // Default limits here: this test pays several times with one IBAN.
    const fresh = await startTestApp(db, { env: SEPA_ENV });
    try {
      const cases: [string, string][] = [
        ['COBADEFFXXX', IBAN_A],
        ['COBADEFF', IBAN_A],
        ['COB', IBAN_A], // enables the button (3 characters), but the form shows the format error
        ['COBADEFFX', IBAN_A],
        ['COBADE1', IBAN_A],
        ['ABNANL2A', IBAN_A], // well-formed, another country
        ['BYLADEM1001', IBAN_B],
      ];
      for (const [bic, iban] of cases) {
        const r = await reserve(
          fresh.app,
          reserveBody({
            selection: DAY_TICKET,
            contact: { mail: `bic${bic}@example.de` },
            identifications: [{ source: 'lp', code: 'B-X 1' }],
          }),
        );
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/booking/payment/sepa',
          headers: { cookie: r.cookie! },
          payload: { iban, bic, accountName: 'Erika Mustermann', recurrentPayment: false },
        });
        const formSaysOk = bicProblem(bic, iban) === null;
        expect(res.statusCode, `${bic} ${iban}`).toBe(formSaysOk ? 200 : 400);
        if (!formSaysOk) expect(res.json().code).toBe('BIC_INVALID');
      }
    } finally {
      await fresh.close();
    }
  });
});
