import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseShopConfig, type ShopConfig } from '../config/shop-config';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashSessionToken } from '../platform/customers/sessions';
import { newSessionId } from '../platform/codes';
import { seedCustomerSession } from './customers';
import { bookAndPay, NOW, reserveBody, testShopConfig } from './harness';

/**
 * The test shop with the portal on and cancellation rules (ADR 016): the day ticket until an
 * hour before its start with a full refund, short-term parking free of charge to cancel without
 * refund, monthly parking pro rata, the free template without a rule.
 */
export function portalShopConfig(
  over: Record<string, unknown> = {},
  /** More rules by template id (the free template is cancellable with `gratis`). */
  moreRules: Record<string, unknown> = {},
): ShopConfig {
  const base = testShopConfig();
  const rules: Record<string, unknown> = {
    tagesticket: { until: 3600, refund: 'full' },
    kurzzeit: { until: 0, refund: 'none' },
    monatsparken: { until: 0, refund: 'proRata' },
    ...moreRules,
  };
  return parseShopConfig({
    ...base,
    options: { enableCustomerShop: true },
    templates: base.templates.map((t) => (rules[t.id] ? { ...t, cancellation: rules[t.id] } : t)),
    ...over,
  });
}

/** One more logged-in session of an existing customer (a second tab or device). */
export async function extraSession(
  db: Db,
  customerId: string,
  now: Date,
  cookieName = 'shop_session',
): Promise<string> {
  const token = newSessionId();
  await db.insert(sessions).values({
    id: randomUUID(),
    tokenHash: hashSessionToken(token),
    customerId,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return `${cookieName}=${token}`;
}

export const DAY_TICKET = { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 };

/** A call of the portal with the customer's cookie. */
export function sapi(
  app: FastifyInstance,
  cookie: string | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

/**
 * A paid permission of the logged-in customer (the portal's and the cancel's tests start from
 * one), paid on the demo page; the reserve rotates the cookie.
 */
export async function bookAndPayAsCustomer(
  app: FastifyInstance,
  cookie: string,
  body: object = reserveBody({ selection: DAY_TICKET }),
) {
  const b = await bookAndPay(app, body, cookie);
  return {
    cookie: b.cookie,
    permissionId: b.checkout.permissionId,
    secret: b.checkout.permissionSecret,
    paymentId: b.reservation.paymentId as string,
  };
}

/** How a test's new customer is seeded: seedCustomerSession's options, `now` NOW by default. */
export type CustomerSeed = Partial<Parameters<typeof seedCustomerSession>[1]>;

/** A new customer, logged in on a session of its own. */
export function loginNewCustomer(db: Db, opts: CustomerSeed = {}) {
  return seedCustomerSession(db, { now: NOW, ...opts });
}
