import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { testEnv } from '../config/env';
import { loadShopConfig, parseShopConfig, type ShopConfig } from '../config/shop-config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { ReadinessProbe } from '../modules/health/readiness';
import { checkAnswersAgainstDocument } from './contract';
import type { TestDatabase } from './databases';

/** 2026-11-20 10:30 in Berlin (CET): the hourly grid's current slot began at 10:00. */
export const NOW = new Date('2026-11-20T09:30:00Z');

/** The built-in demo shop plus a free template (price 0 goes through without a provider). */
export function testShopConfig(): ShopConfig {
  const demo = loadShopConfig(undefined);
  return parseShopConfig({
    ...demo,
    // Most tests reserve many times as one visitor; the open-holds caps have their own tests.
    maxOpenHoldsPerClient: 10_000,
    maxHoldsPerClientPerProduct: null,
    templates: [
      // The server tests' hourly product asks for names, so the NameAndMail rules keep a product
      // to be tested on; the demo's asks only the e-mail and the plate (ADR 054, booking's
      // demo-contact.test.ts).
      ...demo.templates.map((t) =>
        t.id === 'kurzzeit' ? { ...t, requiredContactDetails: 'NameAndMail' as const } : t,
      ),
      {
        id: 'gratis',
        type: 'oneTime',
        name: 'Gratis-Parken',
        requiredContactDetails: 'MailOnly',
        requestedIdentifierSources: [],
        reservationSlotDetails: {
          stepDuration: 3600,
          startBefore: 86400,
          bookUntil: 172800,
          minDuration: 3600,
          maxDuration: 7200,
        },
        tariff: { pricePerStep: 0 },
      },
      {
        // startBefore = bookUntil, so a late start with many slots runs past the end.
        id: 'knapp',
        type: 'oneTime',
        name: 'Knapp',
        requiredContactDetails: 'MailOnly',
        requestedIdentifierSources: [],
        reservationSlotDetails: {
          stepDuration: 3600,
          startBefore: 172800,
          bookUntil: 172800,
          minDuration: 3600,
          maxDuration: 43200,
        },
        tariff: { pricePerStep: 100 },
      },
    ],
  });
}

/** PUBLIC_URL's host of each test app: requests that must name the shop (demo page, operator). */
const hosts = new WeakMap<FastifyInstance, string>();

/** The Host header a browser would send to this test app (PUBLIC_URL's host). */
export function hostOf(app: FastifyInstance): string {
  return hosts.get(app) ?? 'localhost:80';
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the injected clock. */
  setNow(d: Date): void;
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startTestApp(
  db: TestDatabase,
  opts: {
    now?: Date;
    env?: Record<string, string>;
    shopConfig?: ShopConfig;
    mailer?: Mailer;
    webRoot?: string;
    readinessProbes?: readonly ReadinessProbe[];
    /** A second instance on this (still open) database; close() then leaves it open. */
    database?: Database;
    /**
     * How the catalogue starts (ADR 025). Default 'import': the test's config replaces a stored
     * catalogue that differs, so every test runs on the config it passes. 'seed' is the
     * server's behaviour: the config only seeds an empty database.
     */
    catalogueStart?: 'seed' | 'import';
    /** Milliseconds between the catalogue's revision checks. */
    catalogueCheckMs?: number;
    /** Wallet certificates and keys (none by default: no wallet). */
    wallet?: AppOptions['wallet'];
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await db.open());
  let now = (opts.now ?? NOW).getTime();
  const env = testEnv(opts.env);
  const app = await buildApp({
    env,
    shopConfig: opts.shopConfig ?? testShopConfig(),
    catalogueStart: opts.catalogueStart ?? 'import',
    catalogueCheckMs: opts.catalogueCheckMs,
    db: database.db,
    database,
    clock: () => new Date(now),
    mailer: opts.mailer,
    logger: false,
    webRoot: opts.webRoot ?? null,
    readinessProbes: opts.readinessProbes,
    wallet: opts.wallet,
  });
  await app.ready();
  // Every answer a test receives must be one the OpenAPI document describes (ADR 058).
  checkAnswersAgainstDocument(app);
  hosts.set(app, env.publicHost);
  return {
    app,
    database,
    setNow: (d) => (now = d.getTime()),
    advance: (ms) => (now += ms),
    async close() {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}

export const hours = (n: number) => n * 3600_000;

/** An instant `h` hours after NOW's current slot start (10:00 Berlin = 09:00Z). */
export function slot(h: number): string {
  return new Date(Date.parse('2026-11-20T09:00:00Z') + hours(h)).toISOString();
}

/** The day ticket (no capacity) `day` days after NOW's day: only the open-holds caps refuse it. */
export function dayTicket(day: number) {
  return {
    templateId: 'tagesticket',
    startTime: new Date(Date.parse('2026-11-20T23:00:00.000Z') + day * 86_400_000).toISOString(),
    slotCount: 1,
  };
}

/** A private driver with a postal address (a bill's buyer as the e-invoice rules want one). */
export const DRIVER_WITH_ADDRESS = {
  mail: 'erika@example.de',
  firstName: 'Erika',
  lastName: 'Mustermann',
  address: {
    streetName: 'Hauptstraße',
    buildingNumber: '5',
    zipCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
};

export function reserveBody(over: Record<string, unknown> = {}) {
  return {
    selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 2 },
    contact: { mail: 'erika@example.de', firstName: 'Erika', lastName: 'Mustermann' },
    identifications: [{ source: 'lp', code: 'F-EM 123' }],
    ...over,
  };
}

/** The session cookie a response set (`__Host-shop_session` when PUBLIC_URL is https), as a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'shop_session' || x.name === '__Host-shop_session');
  if (!c) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${c.name}=${c.value}`;
}

/** Reserves and returns the answer plus the session cookie. */
export async function reserve(app: FastifyInstance, body: unknown = reserveBody(), cookie?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/booking/reserve',
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
  // Every successful reserve hands out a new session token (the old one stops working).
  return { res, json: res.json(), cookie: res.statusCode === 200 ? sessionCookie(res) : cookie };
}

export function demoPay(app: FastifyInstance, paymentId: string, outcome: 'paid' | 'failed') {
  return app.inject({
    method: 'POST',
    url: `/demo-pay/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: hostOf(app) },
    payload: `outcome=${outcome}`,
  });
}

export function checkout(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/booking/checkout', headers: cookie ? { cookie } : {} });
}

/**
 * Reserve, pay with the demo provider, and return the checkout data; with `cookie`, in that
 * session (a logged-in customer's: the reserve rotates the cookie, the new one is returned).
 */
export async function bookAndPay(app: FastifyInstance, body: unknown = reserveBody(), cookie?: string) {
  const r = await reserve(app, body, cookie);
  if (r.res.statusCode !== 200) throw new Error(`reserve ${r.res.statusCode} ${r.res.body}`);
  const pay = await demoPay(app, r.json.paymentId, 'paid');
  if (pay.statusCode !== 303) throw new Error(`pay ${pay.statusCode} ${pay.body}`);
  const co = await checkout(app, r.cookie);
  return {
    reservation: r.json,
    cookie: r.cookie!,
    checkout: co.json() as { permissionId: string; permissionSecret: string },
  };
}
