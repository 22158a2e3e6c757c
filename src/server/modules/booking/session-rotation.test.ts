import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomerSession } from '../../test/customers';
import { databases } from '../../test/databases';
import { NOW, reserveBody, slot, startTestApp, type TestApp } from '../../test/harness';
import { portalShopConfig, sapi } from '../../test/portal';

/** The cookie a browser keeps after these answers arrive in this order: the last Set-Cookie. */
function keptCookie(original: string, answers: LightMyRequestResponse[]): string {
  let kept = original;
  for (const a of answers) {
    const c = a.cookies.find((x) => x.name === 'shop_session');
    if (c) kept = `shop_session=${c.value}`;
  }
  return kept;
}

// Two reserves racing in one logged-in session once both rotated the token; the browser kept
// whichever Set-Cookie came last, often the already replaced (dead) one: logged out.
describe.each(databases)('session rotation under parallel requests on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: portalShopConfig() });
  });
  afterAll(() => t.close());

  const reserveWith = (cookie: string, hours: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/reserve',
      headers: { cookie },
      payload: reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(hours), slotCount: 1 } }),
    });

  it('two parallel reserves in one session: whichever answer arrives last, the session still works', async () => {
    const c = await seedCustomerSession(t.database.db, { now: NOW });
    const answers = await Promise.all([reserveWith(c.cookie, 2), reserveWith(c.cookie, 3)]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    // At least one answer rotated the token (a reserve still replaces the token it was given).
    expect(answers.some((a) => a.cookies.some((x) => x.name === 'shop_session'))).toBe(true);
    // Past any grace for replaced tokens: only the current token works then.
    t.advance(5 * 60_000);
    for (const order of [answers, [...answers].reverse()]) {
      const kept = keptCookie(c.cookie, order);
      const me = await sapi(t.app, kept, 'GET', '/sapi/customer/me');
      expect(me.statusCode, `kept ${kept === c.cookie ? 'the original' : 'a new'} cookie`).toBe(200);
    }
    // The session is still the customer's: a next reserve with it books for the account.
    const next = await reserveWith(keptCookie(c.cookie, answers), 4);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('a request still carrying the replaced token is served for a short grace, then refused', async () => {
    const c = await seedCustomerSession(t.database.db, { now: new Date(NOW.getTime()) });
    const first = await reserveWith(c.cookie, 2);
    expect(first.statusCode, first.body).toBe(200);
    const fresh = keptCookie(c.cookie, [first]);
    expect(fresh).not.toBe(c.cookie);
    // A poll sent before the answer arrived: the old token, within the grace.
    const late = await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me');
    expect(late.statusCode).toBe(200);
    // It does not rotate again, so the browser's new cookie stays the session's.
    const second = await reserveWith(c.cookie, 3);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.cookies.find((x) => x.name === 'shop_session')).toBeUndefined();
    t.advance(31_000);
    expect((await sapi(t.app, c.cookie, 'GET', '/sapi/customer/me')).statusCode).toBe(401);
    expect((await sapi(t.app, fresh, 'GET', '/sapi/customer/me')).statusCode).toBe(200);
  });
});
