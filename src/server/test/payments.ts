import type { FastifyInstance } from 'fastify';
import { setupServer } from 'msw/node';
import { mswHandlers } from './fakes/http-fake';
import { MollieFake } from './fakes/mollie-fake';
import { SumUpFake } from './fakes/sumup-fake';

export const SUMUP_API = 'https://api.sumup.test';
export const MOLLIE_API = 'https://api.mollie.test/v2/';
export const PUBLIC = 'https://parken.example.de';

/** A valid creditor (the sepa library's example creditor id, a valid German IBAN). */
export const SEPA_ENV = {
  PAYMENT_PROVIDER: 'sepa',
  SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
  SEPA_CREDITOR_NAME: 'Parkhaus am Markt GmbH',
  SEPA_CREDITOR_IBAN: 'DE02120300000000202051',
  SEPA_CREDITOR_BIC: 'BYLADEM1001',
  PUBLIC_URL: PUBLIC,
};

/** Both provider fakes behind msw, for API and adapter tests in this process. */
export function providerFakes() {
  const sumup = new SumUpFake();
  const mollie = new MollieFake();
  const server = setupServer(...mswHandlers(sumup, SUMUP_API), ...mswHandlers(mollie, MOLLIE_API));
  return {
    sumup,
    mollie,
    server,
    sumupEnv: {
      PAYMENT_PROVIDER: 'sumup',
      SUMUP_API_KEY: sumup.apiKey,
      SUMUP_MERCHANT_CODE: sumup.merchantCode,
      SUMUP_API_URL: SUMUP_API,
      PUBLIC_URL: PUBLIC,
    },
    mollieEnv: {
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: mollie.apiKey,
      MOLLIE_API_URL: MOLLIE_API,
      PUBLIC_URL: PUBLIC,
    },
    reset() {
      sumup.faultMode = 'none';
      mollie.faultMode = 'none';
      sumup.requests.length = 0;
      mollie.requests.length = 0;
      sumup.checkouts.clear();
      mollie.payments.clear();
      sumup.refunds.length = 0;
      mollie.refunds.length = 0;
    },
  };
}

/** The inbox rows of a payment, oldest first (kind and status only). */
export async function inboxKinds(
  repo: { inboxOf(id: string): Promise<{ kind: string; status: string | null; authoritative: boolean }[]> },
  paymentId: string,
) {
  return (await repo.inboxOf(paymentId)).map((r) => ({
    kind: r.kind,
    status: r.status,
    authoritative: r.authoritative,
  }));
}

/** Signs a one-off SEPA mandate for the session's held booking (Erika's valid German account). */
export function payBySepa(app: FastifyInstance, cookie: string) {
  return app.inject({
    method: 'POST',
    url: '/api/booking/payment/sepa',
    headers: { cookie },
    payload: {
      iban: 'DE89370400440532013000',
      bic: '',
      accountName: 'Erika Mustermann',
      recurrentPayment: false,
    },
  });
}
