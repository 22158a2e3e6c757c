/**
 * The guest renewal's whole walk in Chromium against the real shop: a car park's
 * camera reports an entry (POST /api/access/events with a device key the operator created), the
 * barrier refuses the exit while the stay is owed, the driver pays by plate on a phone
 * ("Already parked? Pay now" on home, /renew-ticket, the provider's widget, the result), the
 * barrier then lets the plate out, and the exit read closes the stay. Once per provider kind:
 * the card widget (SumUp, fake API and widget), SEPA direct debit (the real form) and a redirect
 * (Mollie, fake hosted page). Also: already paid, nothing owed within the free minutes, a plate
 * without a ticket (the closable error alert), and renewal switched off (no card). One browser;
 * one shop per provider kind, each the demo shop (renewal on, walk-in tariff: 2,50 € for the
 * first started hour, 15 free minutes).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFake } from '../src/server/test/fakes/http-fake';
import { MollieFake } from '../src/server/test/fakes/mollie-fake';
import { SumUpFake } from '../src/server/test/fakes/sumup-fake';
import { selfSignedCertificate } from '../src/server/test/fakes/tls';
import type { z } from 'zod';
import type { AccessDecision, staySummarySchema } from '../src/shared/schemas/access';

type StaySummary = z.infer<typeof staySummarySchema>;
import { launchChromium, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

const OPERATOR_TOKEN = 'e2e-operator-token-renewal-0123456789';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A driver's phone next to the car. */
async function phone(): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return context.newPage();
}

async function post<T>(shop: RunningShop, path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The car park's side: one camera-and-barrier device the operator set up. */
class CarPark {
  private events = 0;
  constructor(
    private readonly shop: RunningShop,
    private readonly apiKey: string,
  ) {}

  static async install(shop: RunningShop): Promise<CarPark> {
    const device = await post<{ id: string; apiKey: string }>(
      shop,
      '/api/operator/access-devices',
      OPERATOR_TOKEN,
      { name: 'Einfahrt und Ausfahrt Schusterstraße', direction: 'both' },
    );
    expect(device.apiKey).toBeTruthy();
    return new CarPark(shop, device.apiKey);
  }

  /** A plate read by a camera `minutesAgo` minutes ago. */
  read(direction: 'entry' | 'exit', plate: string, minutesAgo = 0) {
    return post<{ stayId: string | null; duplicate: boolean }>(this.shop, '/api/access/events', this.apiKey, {
      eventId: `cam-${Date.now()}-${++this.events}`,
      occurredAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      direction,
      plate,
      confidence: 0.97,
    });
  }

  authorize(plate: string, direction: 'entry' | 'exit' = 'exit') {
    return post<AccessDecision>(this.shop, '/api/access/authorize', this.apiKey, { plate, direction });
  }
}

/** Text with Intl's non-breaking spaces as plain ones ("2,50 €"). */
async function text(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s/g, ' ');
}

async function next(page: Page) {
  const button = page.getByTestId('next-button');
  await button.waitFor();
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}

/**
 * Home -> the card -> step 1 (the plate typed in lower case shows upper-cased; the button only
 * with a plate) -> step 2 with the plate's price, then the e-mail for the receipt (the
 * amount first, ADR 042).
 */
async function lookUp(shop: RunningShop, page: Page, typed: string, mail: string) {
  await page.goto(`${shop.url}/`);
  await page.getByTestId('renew-card').waitFor();
  // Before the template cards.
  const first = page.locator('section').first();
  expect(await first.getAttribute('data-testid')).toBe('renew-card');
  expect(await page.getByTestId('renew-card').textContent()).toContain('Schon geparkt? Jetzt bezahlen');
  await page.getByTestId('renew-card-link').click();
  await page.waitForURL('**/renew-ticket');
  await page.getByRole('heading', { level: 1, name: 'Parkticket bezahlen' }).waitFor();
  const nextButton = page.getByTestId('next-button');
  expect(await nextButton.isDisabled()).toBe(true);
  await page.getByTestId('renew-plate').fill(typed);
  expect(await page.getByTestId('renew-plate').inputValue()).toBe(typed.toUpperCase());
  await next(page);
  await page.getByTestId('renew-ticket').waitFor();
  expect(await page.getByTestId('renew-plate-value').textContent()).toBe(typed.toUpperCase());
  await page.getByTestId('renew-mail').fill(mail);
}

/** Step 2 shows 2,50 € owed; Next requests the payment. */
async function requestPayment(page: Page) {
  expect(await text(page, 'renew-price')).toBe('2,50 €');
  expect(await page.getByTestId('renew-already-paid').count()).toBe(0);
  // What the payment covers, in the shop's zone, as the rest of the shop does.
  expect(await page.getByTestId('renew-paid-until').textContent()).toMatch(
    /^Nach der Zahlung haben Sie Zeit zum Ausfahren: bitte bis \d\d\.\d\d\.\d{4}, \d\d:\d\d ausfahren\.$/,
  );
  await next(page);
}

/** /checkout/renew shows the paid stay with its receipt PDF. */
async function expectPaidRenewal(page: Page, plate: string) {
  await page.waitForURL('**/checkout/renew');
  const status = page.getByTestId('renew-checkout-status');
  await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('paid');
  expect(await status.textContent()).toContain('Das Parkticket ist bezahlt.');
  // No booking stepper on the renewal's result (spec §2).
  expect(await page.getByRole('navigation', { name: 'Buchungsschritte' }).count()).toBe(0);
  expect(await page.getByTestId('renew-checkout-plate').textContent()).toBe(plate);
  expect(await text(page, 'renew-checkout-amount')).toBe('2,50 €');
  const href = await page.getByTestId('renew-receipt-download').getAttribute('href');
  const pdf = Buffer.from(await (await page.context().request.get(new URL(href!, page.url()).href)).body());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
}

/** The operator's view of the stays in a state (GET /api/operator/stays). */
async function stays(shop: RunningShop, status: 'open' | 'unpaid-after-exit') {
  const res = await fetch(`${shop.url}/api/operator/stays?status=${status}&limit=200`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: StaySummary[] }).data;
}

/** The barrier lets the paid plate out, and the exit read closes the paid stay. */
async function driveOut(shop: RunningShop, park: CarPark, plate: string, paidCents: number) {
  const open = (await stays(shop, 'open')).find((s) => s.plate === plate);
  expect(open).toMatchObject({ status: 'open', paidCents });
  const allowed = await park.authorize(plate);
  expect(allowed).toMatchObject({ allowed: true, reason: 'paid' });
  expect(allowed.displayText).toBeTruthy();
  const exit = await park.read('exit', plate);
  expect(exit.stayId).toBe(open!.id);
  expect((await stays(shop, 'open')).some((s) => s.plate === plate)).toBe(false);
  expect((await stays(shop, 'unpaid-after-exit')).some((s) => s.plate === plate)).toBe(false);
}

describe('card widget (SumUp)', () => {
  const sumup = new SumUpFake();
  let fake: Awaited<ReturnType<typeof serveFake>>;
  let shop: RunningShop;
  let park: CarPark;
  beforeAll(async () => {
    fake = await serveFake(sumup);
    // Like SumUp: the checkout's return_url (the shop's webhook) hears about the payment.
    sumup.onPaid = (c) => {
      if (c.return_url) {
        void fetch(c.return_url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ event_type: 'CHECKOUT_STATUS_CHANGED', id: c.id }),
        }).catch(() => undefined);
      }
    };
    shop = await startShop({
      OPERATOR_TOKEN,
      RATE_LIMIT_MAX: '0',
      PAYMENT_PROVIDER: 'sumup',
      SUMUP_API_KEY: sumup.apiKey,
      SUMUP_MERCHANT_CODE: sumup.merchantCode,
      SUMUP_API_URL: fake.url,
      SUMUP_WIDGET_URL: `${fake.url}/widget/sdk.js`,
    });
    park = await CarPark.install(shop);
  });
  afterAll(async () => {
    await shop?.stop();
    await fake?.close();
  });

  it('entry read, exit refused, pay by plate with the card widget, exit allowed, exit read closes the stay', async () => {
    const plate = 'FR-SU 101';
    await park.read('entry', plate, 40);
    expect(await park.authorize(plate)).toMatchObject({ allowed: false, reason: 'unpaid' });

    const page = await phone();
    await lookUp(shop, page, 'fr-su 101', 'karte@example.de');
    await requestPayment(page);
    const widget = page.getByTestId('sumup-standin');
    await widget.waitFor({ timeout: 15_000 });
    const checkout = sumup.checkouts.get((await widget.getAttribute('data-checkout-id'))!);
    expect(checkout).toMatchObject({ amount: 2.5, currency: 'EUR', status: 'PENDING' });
    expect(await widget.getAttribute('data-locale')).toBe('de-DE');
    await page.getByTestId('sumup-pay').click();
    await expectPaidRenewal(page, plate);
    await driveOut(shop, park, plate, 250);
    await page.context().close();
  });

  it('an already paid stay: the phone that paid is told so with its time, anyone else learns nothing', async () => {
    const plate = 'FR-AP 202';
    // 30 minutes in: the first started hour (2,50 €), paid until its end.
    await park.read('entry', plate, 30);
    const page = await phone();
    await lookUp(shop, page, plate, 'bezahlt@example.de');
    await requestPayment(page);
    await page.getByTestId('sumup-standin').waitFor({ timeout: 15_000 });
    await page.getByTestId('sumup-pay').click();
    await expectPaidRenewal(page, plate);

    // Another phone asks for the plate: the same "nothing to pay" as any plate (ADR 033), no times.
    const stranger = await phone();
    await stranger.goto(`${shop.url}/renew-ticket`);
    await stranger.locator('html[data-hydrated]').waitFor();
    await stranger.getByTestId('renew-plate').fill(plate);
    await next(stranger);
    await stranger.getByTestId('renew-no-payment').waitFor();
    expect(await stranger.getByTestId('renew-already-paid').count()).toBe(0);
    expect(await stranger.getByTestId('renew-paid-until').count()).toBe(0);
    await stranger.context().close();

    // The driver looks again before leaving: this tab remembers the plate and asks again at
    // once; the session that paid is told it paid, and until when (spec §2).
    const checkoutsBefore = sumup.checkouts.size;
    await page.goto(`${shop.url}/renew-ticket`);
    await page.getByTestId('renew-already-paid').waitFor();
    expect(await page.getByTestId('renew-plate-value').textContent()).toBe(plate);
    expect(await text(page, 'renew-already-paid')).toMatch(
      /^Das Ticket ist bezahlt\. Bitte fahren Sie bis \d\d\.\d\d\.\d{4}, \d\d:\d\d aus\.$/,
    );
    expect(await page.getByTestId('renew-paid-until').count()).toBe(0);
    expect(await text(page, 'renew-price')).toBe('0,00 €');
    // The tab remembers the e-mail typed before.
    expect(await page.getByTestId('renew-mail').inputValue()).toBe('bezahlt@example.de');
    await next(page);
    await page.waitForURL('**/checkout/renew');
    await expect
      .poll(() => page.getByTestId('renew-checkout-status').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('none');
    expect(await page.getByTestId('renew-checkout-plate').textContent()).toBe(plate);
    expect(sumup.checkouts.size).toBe(checkoutsBefore);
    await page.context().close();
  });

  it('within the free minutes: "No payment required." and the barrier opens without paying', async () => {
    const plate = 'FR-FM 303';
    await park.read('entry', plate, 5);
    const page = await phone();
    await lookUp(shop, page, plate, 'kurz@example.de');
    await page.getByTestId('renew-no-payment').waitFor();
    expect(await page.getByTestId('renew-no-payment').textContent()).toBe('Keine Zahlung erforderlich.');
    expect(await text(page, 'renew-price')).toBe('0,00 €');
    const checkoutsBefore = sumup.checkouts.size;
    await next(page);
    await page.waitForURL('**/checkout/renew');
    await expect
      .poll(() => page.getByTestId('renew-checkout-status').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('none');
    expect(await page.getByTestId('renew-checkout-status').textContent()).toContain(
      'Keine Zahlung erforderlich.',
    );
    expect(sumup.checkouts.size).toBe(checkoutsBefore);
    expect(await park.authorize(plate)).toMatchObject({ allowed: true, reason: 'free-minutes' });
    await page.context().close();
  });

  it('a plate without a ticket: "Ticket nicht gefunden." in an alert that closes', async () => {
    const page = await phone();
    await page.goto(`${shop.url}/renew-ticket`);
    await page.getByTestId('renew-plate').fill('FR-XX 999');
    await next(page);
    const alert = page.getByTestId('renew-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Ticket nicht gefunden.');
    await alert.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    // Still on step 1 with the input kept.
    expect(await page.getByTestId('renew-plate').inputValue()).toBe('FR-XX 999');
    await page.context().close();
  });

  it('with renewal switched off the card is not on home and the screen says so', async () => {
    const page = await phone();
    // The shop's answer with renewal off (the server's own 404s are its API tests).
    await page.route('**/api/booking/config**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as Record<string, unknown>;
      await route.fulfill({ response: res, json: { ...body, acceptGuestRenewal: false } });
    });
    // The server renders the landing page with its own config (ADR 037), so the browser-side
    // answer applies where the client asks: the renewal screen, then home reached from it.
    await page.goto(`${shop.url}/renew-ticket`);
    await page.getByTestId('renew-off').waitFor();
    expect(await page.getByTestId('renew-form').count()).toBe(0);
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await page.getByTestId('book-tagesticket').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('renew-card').count()).toBe(0);
    await page.context().close();
  });
});

describe('SEPA direct debit', () => {
  let shop: RunningShop;
  let park: CarPark;
  beforeAll(async () => {
    shop = await startShop({
      OPERATOR_TOKEN,
      RATE_LIMIT_MAX: '0',
      PAYMENT_PROVIDER: 'sepa',
      SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
      SEPA_CREDITOR_NAME: 'Parkhaus am Markt GmbH',
      SEPA_CREDITOR_IBAN: 'DE02120300000000202051',
      SEPA_CREDITOR_BIC: 'BYLADEM1001',
    });
    park = await CarPark.install(shop);
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('entry read, pay by plate with a new mandate, /checkout, exit allowed and closed', async () => {
    const plate = 'FR-SE 404';
    await park.read('entry', plate, 40);
    expect(await park.authorize(plate)).toMatchObject({ allowed: false, reason: 'unpaid' });
    const page = await phone();
    await lookUp(shop, page, 'fr-se 404', 'lastschrift@example.de');
    await requestPayment(page);
    const buy = page.getByTestId('sepa-buy');
    await buy.waitFor();
    await page.getByTestId('sepa-account-name').fill('Erika Mustermann');
    await page.getByTestId('sepa-iban').pressSequentially('DE89370400440532013000');
    await expect.poll(() => buy.isEnabled(), { timeout: 10_000 }).toBe(true);
    await buy.click();
    // Spec §4: after SEPA success to /checkout.
    await page.waitForURL(/\/checkout$/);
    await expect
      .poll(() => page.getByTestId('checkout-status').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('paid');
    await driveOut(shop, park, plate, 250);
    // The receipt mail (with the SEPA pre-notification) waits in the shop's outbox.
    const outbox = (await (
      await fetch(`${shop.url}/api/operator/outbox`, {
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      })
    ).json()) as Array<{ to: string }>;
    expect(outbox.some((m) => m.to === 'lastschrift@example.de')).toBe(true);
    await page.context().close();
  });
});

describe('redirect (Mollie)', () => {
  const mollie = new MollieFake();
  // Mollie's client speaks https only and trusts its own CA list: the API fake runs with a
  // throw-away certificate and only this shop skips certificate checks (as in payments.spec.ts).
  const tls = selfSignedCertificate();
  let api: Awaited<ReturnType<typeof serveFake>>;
  let fake: Awaited<ReturnType<typeof serveFake>>;
  let shop: RunningShop;
  let park: CarPark;
  beforeAll(async () => {
    api = await serveFake(mollie, { tls });
    fake = await serveFake(mollie);
    mollie.checkoutBase = fake.url;
    shop = await startShop({
      OPERATOR_TOKEN,
      RATE_LIMIT_MAX: '0',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: mollie.apiKey,
      MOLLIE_API_URL: `${api.url}/v2/`,
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
    });
    park = await CarPark.install(shop);
  });
  afterAll(async () => {
    await shop?.stop();
    await fake?.close();
    await api?.close();
  });

  it('entry read, the link to the hosted page, paid there, exit allowed and closed', async () => {
    const plate = 'FR-MO 505';
    await park.read('entry', plate, 40);
    expect(await park.authorize(plate)).toMatchObject({ allowed: false, reason: 'unpaid' });
    const page = await phone();
    await lookUp(shop, page, plate, 'mollie@example.de');
    await requestPayment(page);
    // A redirect provider's page opens at once: no extra tap on a link.
    await page.getByTestId('mollie-amount').waitFor();
    expect(await page.getByTestId('mollie-amount').textContent()).toBe('EUR 2.50');
    await page.getByTestId('mollie-paid').click();
    // Mollie sends the browser back to the renewal's own result (spec §2, §4).
    await expectPaidRenewal(page, plate);
    await driveOut(shop, park, plate, 250);
    await page.context().close();
  });
});
