import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseShopConfig } from '../../config/shop-config';
import { bookings, customers, loginThrottle, mails, payments, sessions } from '../../db/schema';
import { databases } from '../../test/databases';
import {
  hostOf,
  reserve,
  reserveBody,
  sessionCookie,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';
import { CustomerRepository } from './customer-repository';
import { DEMO_CUSTOMER, seedBuiltInDemo } from './demo-seed';

const TOKEN = 'operator-secret-token-1234567890';
const GOOD = 'Sommer-Regen-4711x';
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;

function operator(app: FastifyInstance) {
  const headers = { authorization: `Bearer ${TOKEN}`, host: hostOf(app) };
  return {
    create: (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/operator/customers', headers, payload: body }),
    list: (query: string) => app.inject({ method: 'GET', url: `/api/operator/customers?${query}`, headers }),
    block: (id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/operator/customers/${id}/block`,
        headers: { ...headers, 'x-requested-with': 'curl' },
      }),
  };
}

const login = (
  app: FastifyInstance,
  username: string,
  password: string,
  address = '198.51.100.1',
  cookie?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password },
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });
const info = (app: FastifyInstance, cookie?: string) =>
  app.inject({ method: 'GET', url: '/auth/info', headers: cookie ? { cookie } : {} });
const changePassword = (
  app: FastifyInstance,
  cookie: string | undefined,
  oldPassword: string,
  newPassword: string,
) =>
  app.inject({
    method: 'POST',
    url: '/auth/change-password',
    payload: { oldPassword, newPassword },
    headers: cookie ? { cookie } : {},
  });
const forgot = (app: FastifyInstance, mail: string) =>
  app.inject({ method: 'POST', url: '/auth/forgot', payload: { mail } });
const reset = (app: FastifyInstance, token: string, newPassword: string) =>
  app.inject({ method: 'POST', url: '/auth/reset', payload: { token, newPassword } });

/** The booking behind a reserve's payment id. */
async function bookingOf(t: TestApp, paymentId: string) {
  const [row] = await t.database.db
    .select({ booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId));
  return row.booking;
}

let seq = 0;
/** A fresh account created by the operator with an initial password; returns its id and username. */
async function accountWithPassword(t: TestApp, over: Record<string, unknown> = {}) {
  const mail = `kunde${++seq}@example.com`;
  const res = await operator(t.app).create({
    mail,
    firstName: 'Erika',
    lastName: 'Muster',
    password: GOOD,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as { id: string; username: string }), mail };
}

/** The token of the newest set-password link mailed to `mail` (read from the mails table). */
async function linkTokenFor(t: TestApp, mail: string): Promise<string> {
  await t.app.shop.settled();
  const rows = await t.database.db
    .select()
    .from(mails)
    .where(sql`lower(${mails.recipient}) = lower(${mail})`)
    .orderBy(sql`${mails.createdAt} desc`);
  expect(rows.length).toBeGreaterThan(0);
  const m = /\/set-password\?token=([A-Za-z0-9]+)/.exec(rows[0].text);
  expect(m).not.toBeNull();
  return m![1];
}

describe.each(databases)('customer accounts and login on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  describe('operator API', () => {
    it('401 without the bearer token', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/operator/customers',
        headers: { host: hostOf(t.app) },
        payload: { mail: 'x@example.com', firstName: 'A', lastName: 'B' },
      });
      expect(res.statusCode).toBe(401);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/operator/customers',
        headers: { host: hostOf(t.app) },
      });
      expect(list.statusCode).toBe(401);
    });

    it('creates with a password: the first login must change it; 409 for the same mail or username in other case', async () => {
      const a = await accountWithPassword(t, { username: 'Falk.Parker' });
      expect(a.username).toBe('Falk.Parker');
      const dupMail = await operator(t.app).create({
        mail: a.mail.toUpperCase(),
        firstName: 'X',
        lastName: 'Y',
      });
      expect(dupMail.statusCode).toBe(409);
      expect(dupMail.json().code).toBe('CUSTOMER_EXISTS');
      const dupUser = await operator(t.app).create({
        mail: 'other-falk@example.com',
        username: 'falk.parker',
        firstName: 'X',
        lastName: 'Y',
      });
      expect(dupUser.statusCode).toBe(409);
      const res = await login(t.app, 'FALK.parker', GOOD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ loggedIn: true, username: 'Falk.Parker', requirePasswordChange: true });
    });

    it('refuses a weak initial password (417) and a bad mail (400)', async () => {
      const weak = await operator(t.app).create({
        mail: 'weak@example.com',
        firstName: 'A',
        lastName: 'B',
        password: 'short1A',
      });
      expect(weak.statusCode).toBe(417);
      expect(weak.json().code).toBe('PASSWORD_POLICY');
      const bad = await operator(t.app).create({ mail: 'not-a-mail', firstName: 'A', lastName: 'B' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('INVALID_MAIL');
    });

    it('an operator-set password proves the mail: earlier guest bookings with it join the account', async () => {
      const guest = await reserve(
        t.app,
        reserveBody({ contact: { mail: 'Frueher.Gast@example.com', firstName: 'F', lastName: 'G' } }),
      );
      const other = await reserve(
        t.app,
        reserveBody({ contact: { mail: 'jemand.anders@example.com', firstName: 'J', lastName: 'A' } }),
      );
      const a = await accountWithPassword(t, { mail: 'frueher.gast@EXAMPLE.com' });
      expect((await bookingOf(t, guest.json.paymentId)).customerId).toBe(a.id);
      expect((await bookingOf(t, other.json.paymentId)).customerId).toBeNull();
      const [c] = await t.database.db.select().from(customers).where(eq(customers.id, a.id));
      expect(c.mailVerifiedAt).not.toBeNull();
      expect(c.requirePasswordChange).toBe(true);
    });

    it('lists with paging and search on mail, username and name', async () => {
      await operator(t.app).create({
        mail: 'suche.eins@example.org',
        firstName: 'Zacharias',
        lastName: 'Quell',
      });
      await operator(t.app).create({ mail: 'suche.zwei@example.org', firstName: 'Ute', lastName: 'Quell' });
      const byName = await operator(t.app).list('search=quell&limit=1&page=0');
      expect(byName.statusCode).toBe(200);
      expect(byName.json().count).toBe(2);
      expect(byName.json().data).toHaveLength(1);
      const page2 = await operator(t.app).list('search=quell&limit=1&page=1');
      expect(page2.json().data).toHaveLength(1);
      expect(page2.json().data[0].id).not.toBe(byName.json().data[0].id);
      const byMail = await operator(t.app).list('search=SUCHE.EINS');
      expect(byMail.json().data.map((c: { firstName: string }) => c.firstName)).toEqual(['Zacharias']);
      expect(byMail.json().data[0]).toMatchObject({
        passwordSet: false,
        status: 'active',
        mailVerifiedAt: null,
      });
    });

    it('blocking refuses the login like wrong credentials and ends the sessions; unknown id 404', async () => {
      const a = await accountWithPassword(t);
      const cookie = sessionCookie(await login(t.app, a.username, GOOD));
      expect((await info(t.app, cookie)).json().loggedIn).toBe(true);
      expect((await operator(t.app).block(a.id)).statusCode).toBe(204);
      expect((await info(t.app, cookie)).json()).toEqual({
        loggedIn: false,
        username: '',
        requirePasswordChange: false,
      });
      const res = await login(t.app, a.username, GOOD);
      const unknown = await login(t.app, 'nobody-here', GOOD);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(unknown.body);
      expect((await operator(t.app).block('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await operator(t.app).block('nope')).statusCode).toBe(404);
    });
  });

  describe('login', () => {
    it('a login starts a new session (new token, guest token dead) and keeps the held booking', async () => {
      const a = await accountWithPassword(t);
      const guest = await reserve(t.app, reserveBody());
      expect(guest.res.statusCode).toBe(200);
      const res = await login(t.app, a.username, GOOD, '198.51.100.1', guest.cookie);
      expect(res.statusCode).toBe(200);
      const cookie = sessionCookie(res);
      expect(cookie).not.toBe(guest.cookie);
      expect((await info(t.app, cookie)).json()).toMatchObject({ loggedIn: true, username: a.username });
      // The guest token is dead; the held booking now belongs to the new session.
      const row = await bookingOf(t, guest.json.paymentId);
      const [s] = await t.database.db.select().from(sessions).where(eq(sessions.id, row.sessionId!));
      expect(s.customerId).toBe(a.id);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/booking/checkout',
            headers: { cookie: guest.cookie! },
          })
        ).statusCode,
      ).not.toBe(200);
    });

    it('wrong password and unknown user answer the same 403 body', async () => {
      const a = await accountWithPassword(t);
      const wrong = await login(t.app, a.username, 'Wrong-Password-123', '198.51.100.2');
      const unknown = await login(t.app, 'does-not-exist@example.com', 'Wrong-Password-123', '198.51.100.2');
      expect(wrong.statusCode).toBe(403);
      expect(unknown.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ code: 'WRONG_CREDENTIALS', message: 'Wrong username or password' });
      expect(unknown.body).toBe(wrong.body);
      expect(wrong.cookies).toHaveLength(0);
    });

    it('10 failures lock the account from that address for 15 minutes, not from another address', async () => {
      const a = await accountWithPassword(t);
      const attacker = '203.0.113.66';
      for (let i = 0; i < 10; i++)
        expect((await login(t.app, a.username, `Wrong-${i}-Password`, attacker)).statusCode).toBe(403);
      const locked = await login(t.app, a.username, GOOD, attacker);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('LOGIN_LOCKED');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
      // The customer at home is not locked out.
      expect((await login(t.app, a.username, GOOD, '198.51.100.77')).statusCode).toBe(200);
      t.advance(minutes(16));
      expect((await login(t.app, a.username, GOOD, attacker)).statusCode).toBe(200);
    });

    it('an IPv6 attacker cannot escape the lock by moving within a /64', async () => {
      const a = await accountWithPassword(t);
      // Every failure from another address of the same /64, as a phone may pick any of them.
      for (let i = 0; i < 10; i++) {
        const from = `2001:db8:4:7::${(i + 1).toString(16)}`;
        expect((await login(t.app, a.username, `Wrong-${i}-Password`, from)).statusCode).toBe(403);
      }
      const locked = await login(t.app, a.username, GOOD, '2001:db8:4:7:ffff::1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('LOGIN_LOCKED');
      // The next /64 is someone else.
      expect((await login(t.app, a.username, GOOD, '2001:db8:4:8::1')).statusCode).toBe(200);
      t.advance(minutes(16));
    });

    it('an address spraying many accounts waits longer after each failure (1 s doubling to 60 s), never locked for long', async () => {
      // One address may be a whole NAT (a car park's Wi-Fi), so it gets growing waits
      // answered at once (429 + Retry-After), never the 15-minute lock of one account.
      const a = await accountWithPassword(t);
      const sprayer = '203.0.113.99';
      const waits: number[] = [];
      for (let i = 0; i < 20; i++) {
        const name = `victim${i}@example.com`;
        let res = await login(t.app, name, 'Winter-Sonne-2026', sprayer);
        if (res.statusCode === 429) {
          expect(res.json().code).toBe('LOGIN_LOCKED');
          waits.push(Number(res.headers['retry-after']));
          t.advance(waits.at(-1)! * 1000);
          res = await login(t.app, name, 'Winter-Sonne-2026', sprayer);
        }
        expect(res.statusCode).toBe(403);
      }
      // 10 free failures, then each further one doubles the wait, up to a minute.
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
      // Another customer behind the same address: told to wait a minute at most, then let in.
      const waiting = await login(t.app, a.username, GOOD, sprayer);
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
      // From elsewhere at once.
      expect((await login(t.app, a.username, GOOD, '198.51.100.78')).statusCode).toBe(200);
      t.advance(Number(waiting.headers['retry-after']) * 1000);
      expect((await login(t.app, a.username, GOOD, sprayer)).statusCode).toBe(200);
      t.advance(minutes(16));
    });

    it('the hard lock of one account from one address still holds amid the address waits', async () => {
      const b = await accountWithPassword(t);
      const from = '203.0.113.100';
      /** A login that waits as often as the address's delay says (at most 60 s each time). */
      const patient = async (password: string) => {
        for (;;) {
          const res = await login(t.app, b.username, password, from);
          const wait = Number(res.headers['retry-after']);
          if (res.statusCode !== 429 || wait > 60) return res;
          t.advance(wait * 1000);
        }
      };
      for (let i = 0; i < 10; i++) expect((await patient(`Wrong-${i}-Password`)).statusCode).toBe(403);
      const locked = await patient(GOOD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('LOGIN_LOCKED');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect((await login(t.app, b.username, GOOD, '198.51.100.79')).statusCode).toBe(200);
      t.advance(minutes(16));
      expect((await patient(GOOD)).statusCode).toBe(200);
    });

    it('failure counters of a day ago are deleted by a later failure (the table stays small)', async () => {
      await login(t.app, 'old-failure@example.com', 'Wrong-Password-1', '203.0.113.5');
      const keyOf = (k: string) => t.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, k));
      expect(await keyOf('acct:old-failure@example.com|203.0.113.5')).toHaveLength(1);
      t.advance(hours(25));
      await login(t.app, 'new-failure@example.com', 'Wrong-Password-1', '203.0.113.6');
      expect(await keyOf('acct:old-failure@example.com|203.0.113.5')).toHaveLength(0);
      expect(await keyOf('acct:new-failure@example.com|203.0.113.6')).toHaveLength(1);
      // Later tests reserve near NOW.
      t.advance(-hours(25));
    });

    it('logout ends the session: 204, and 204 without one too', async () => {
      const a = await accountWithPassword(t);
      const cookie = sessionCookie(await login(t.app, a.username, GOOD));
      expect(
        (await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } })).statusCode,
      ).toBe(204);
      expect((await info(t.app, cookie)).json().loggedIn).toBe(false);
      expect((await t.app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(204);
    });
  });

  describe('change password', () => {
    it('not logged in 403; wrong old 401; weak passwords 417', async () => {
      const a = await accountWithPassword(t, { username: 'Kilian-Strand' });
      expect((await changePassword(t.app, undefined, GOOD, 'Herbst-Nebel-2026x')).statusCode).toBe(403);
      const cookie = sessionCookie(await login(t.app, a.username, GOOD));
      const wrongOld = await changePassword(t.app, cookie, 'Not-The-Old-1234', 'Herbst-Nebel-2026x');
      expect(wrongOld.statusCode).toBe(401);
      expect(wrongOld.json().code).toBe('WRONG_OLD_PASSWORD');
      for (const [weak, problem] of [
        ['Short-Pw-1', 'length'],
        ['No-Digits-In-Here', 'digit'],
        ['Password12345678', 'common'],
        ['Mein-kilian-strand-1', 'personal'],
        [`${a.mail.split('@')[0]}-Xy-12345678`, 'personal'],
      ]) {
        const res = await changePassword(t.app, cookie, GOOD, weak);
        expect(res.statusCode, weak).toBe(417);
        expect(res.json().code).toBe('PASSWORD_POLICY');
        expect(res.json().details.problems, weak).toContain(problem);
      }
      // Still required: nothing changed.
      expect((await info(t.app, cookie)).json().requirePasswordChange).toBe(true);
    });

    it('a change clears requirePasswordChange, keeps this session and ends the others', async () => {
      const a = await accountWithPassword(t);
      const first = sessionCookie(await login(t.app, a.username, GOOD));
      const second = sessionCookie(await login(t.app, a.username, GOOD, '198.51.100.9'));
      expect((await changePassword(t.app, second, GOOD, 'Herbst-Nebel-2026x')).statusCode).toBe(204);
      expect((await info(t.app, second)).json()).toEqual({
        loggedIn: true,
        username: a.username,
        requirePasswordChange: false,
      });
      expect((await info(t.app, first)).json().loggedIn).toBe(false);
      expect((await login(t.app, a.username, GOOD)).statusCode).toBe(403);
      expect((await login(t.app, a.username, 'Herbst-Nebel-2026x')).statusCode).toBe(200);
    });
  });

  describe('invitation, forgot and reset', () => {
    it('invitation: the mailed link sets the password, proves the mail and links earlier guest bookings', async () => {
      const mail = 'Eingeladen@Example.com';
      const guest = await reserve(
        t.app,
        reserveBody({ contact: { mail: 'eingeladen@example.com', firstName: 'E', lastName: 'G' } }),
      );
      expect(guest.res.statusCode).toBe(200);
      const created = await operator(t.app).create({
        mail,
        firstName: 'Ina',
        lastName: 'Eingeladen',
        language: 'en',
      });
      expect(created.statusCode).toBe(201);
      const { id, username } = created.json();
      expect(username).toBe(mail);
      // No password yet: a login is refused like wrong credentials.
      expect((await login(t.app, mail, GOOD)).statusCode).toBe(403);
      const outbox = await t.app.inject({
        method: 'GET',
        url: '/api/operator/outbox',
        headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
      });
      const invite = outbox.json().find((m: { to: string }) => m.to === mail);
      expect(invite).toMatchObject({ kind: 'invite', language: 'en', permissionId: null });
      expect(invite.subject).toContain('customer account');
      const token = await linkTokenFor(t, mail);
      expect((await reset(t.app, token, 'short')).statusCode).toBe(417);
      expect((await reset(t.app, token, GOOD)).statusCode).toBe(204);
      expect((await reset(t.app, token, GOOD)).statusCode).toBe(410);
      const [c] = await t.database.db.select().from(customers).where(eq(customers.id, id));
      expect(c.mailVerifiedAt).not.toBeNull();
      const b = await bookingOf(t, guest.json.paymentId);
      expect(b.customerId).toBe(id);
      const res = await login(t.app, mail, GOOD);
      expect(res.json()).toEqual({ loggedIn: true, username: mail, requirePasswordChange: false });
    });

    it('forgot answers 204 for unknown mails and mails nothing; a reset link works once and expires after 1 h', async () => {
      const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mails);
      const unknown = await forgot(t.app, 'nobody@example.com');
      expect(unknown.statusCode).toBe(204);
      await t.app.shop.settled();
      const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mails);
      expect(after[0].n).toBe(before[0].n);

      const a = await accountWithPassword(t);
      const session = sessionCookie(await login(t.app, a.username, GOOD));
      expect((await forgot(t.app, a.mail.toUpperCase())).statusCode).toBe(204);
      const token = await linkTokenFor(t, a.mail);
      expect((await reset(t.app, token, 'Neues-Passwort-2026')).statusCode).toBe(204);
      // A reset ends every session of the account.
      expect((await info(t.app, session)).json().loggedIn).toBe(false);
      expect((await reset(t.app, token, 'Noch-Ein-Passwort-2026')).statusCode).toBe(410);
      expect((await login(t.app, a.username, 'Neues-Passwort-2026')).json().requirePasswordChange).toBe(
        false,
      );

      await forgot(t.app, a.mail);
      const late = await linkTokenFor(t, a.mail);
      t.advance(minutes(61));
      const gone = await reset(t.app, late, 'Spaetes-Passwort-2026');
      expect(gone.statusCode).toBe(410);
      expect(gone.json().code).toBe('TOKEN_GONE');
      expect((await reset(t.app, 'unknownToken123', 'Spaetes-Passwort-2026')).statusCode).toBe(410);
    });

    it('a newer link ends the older one, and a customer link does not set an operator password', async () => {
      const a = await accountWithPassword(t);
      await forgot(t.app, a.mail);
      const first = await linkTokenFor(t, a.mail);
      t.advance(minutes(1));
      await forgot(t.app, a.mail);
      const second = await linkTokenFor(t, a.mail);
      expect(second).not.toBe(first);
      // Only the newest mail works: whoever reads an old one in a shared inbox gets nothing.
      const old = await reset(t.app, first, 'Altes-Mail-Passwort-2026');
      expect(old.statusCode).toBe(410);
      expect(old.json().code).toBe('TOKEN_GONE');
      // One store holds both kinds of link; the back office refuses a customer's.
      const crossed = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/set-password',
        payload: { token: second, password: 'Fremdes-Konto-2026x' },
        headers: { host: hostOf(t.app), 'x-requested-with': 'fetch' },
      });
      expect(crossed.statusCode, crossed.body).toBe(410);
      expect((await reset(t.app, second, 'Neues-Mail-Passwort-2026')).statusCode).toBe(204);
    });

    it('a blocked account gets no reset mail', async () => {
      const a = await accountWithPassword(t);
      await operator(t.app).block(a.id);
      const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mails);
      expect((await forgot(t.app, a.mail)).statusCode).toBe(204);
      await t.app.shop.settled();
      const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mails);
      expect(after[0].n).toBe(before[0].n);
    });
  });

  it('the OpenAPI documents the auth and operator customer calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { description?: string }>>;
    for (const p of [
      '/auth/info',
      '/auth/login',
      '/auth/logout',
      '/auth/change-password',
      '/auth/forgot',
      '/auth/reset',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
    expect(paths['/api/operator/customers'].post.description).toContain('CUSTOMER_EXISTS');
    expect(paths['/api/operator/customers'].get).toBeDefined();
    expect(paths['/api/operator/customers/{id}/block'].post).toBeDefined();
  });

  it('the built-in demo seeds its demo customer once; a SHOP_CONFIG shop never, a public one only as a declared demo', async () => {
    const repo = new CustomerRepository(t.database.db);
    const shop = testShopConfig();
    expect(await seedBuiltInDemo({ SHOP_CONFIG: '/etc/shop.json' }, shop, t.database.db, new Date())).toBe(
      'skipped',
    );
    // A public shop that forgot SHOP_CONFIG: no account with a published password.
    expect(await seedBuiltInDemo({ isPublic: true }, shop, t.database.db, new Date())).toBe('skipped');
    expect(await repo.findByUsername(DEMO_CUSTOMER.username)).toBeUndefined();
    // ALLOW_DEMO_PAYMENTS=true declares a public demo: it gets its demo customer.
    expect(
      await seedBuiltInDemo({ isPublic: true, ALLOW_DEMO_PAYMENTS: true }, shop, t.database.db, new Date()),
    ).toBe('created');
    expect(await seedBuiltInDemo({}, shop, t.database.db, new Date())).toBe('exists');
    const res = await login(t.app, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    expect(res.json()).toEqual({ loggedIn: true, username: 'demo', requirePasswordChange: true });
  });
});

describe.each(databases)('with enableCustomerShop off on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    const shopConfig = parseShopConfig({ ...testShopConfig(), options: { enableCustomerShop: false } });
    t = await startTestApp(db, { shopConfig });
  });
  afterAll(() => t.close());

  it('every /auth call but /auth/info answers 404; info answers logged out', async () => {
    for (const [url, payload] of [
      ['/auth/login', { username: 'a', password: 'b' }],
      ['/auth/change-password', { oldPassword: 'a', newPassword: 'b' }],
      ['/auth/forgot', { mail: 'a@example.com' }],
      ['/auth/reset', { token: 'abc', newPassword: 'b' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(404);
    }
    // Even a malformed body: the call does not exist, so nothing is validated.
    expect((await t.app.inject({ method: 'POST', url: '/auth/login', payload: {} })).statusCode).toBe(404);
    const res = await info(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loggedIn: false, username: '', requirePasswordChange: false });
  });
});
