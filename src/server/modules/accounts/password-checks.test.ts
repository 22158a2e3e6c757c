import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { databases } from '../../test/databases';
import { hostOf, sessionCookie, startTestApp, type TestApp } from '../../test/harness';
import { startSmtp } from '../../test/smtp';

/**
 * The bounded hashing queue (ADR 032) seen from the login, old-password checks
 * under the login's rules, and the cap on set-password links per account.
 */
const TOKEN = 'operator-secret-token-1234567890';
const GOOD = 'Sommer-Regen-4711x';

let seq = 0;
async function account(app: FastifyInstance, password: string | null = GOOD) {
  const mail = `pruefung${++seq}-${Date.now().toString(36)}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/operator/customers',
    headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(app) },
    payload: { mail, firstName: 'Erika', lastName: 'Muster', ...(password ? { password } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as { id: string; username: string }), mail };
}

const login = (app: FastifyInstance, username: string, password: string, address: string) =>
  app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, remoteAddress: address });

const changePassword = (app: FastifyInstance, cookie: string, oldPassword: string, address: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/change-password',
    payload: { oldPassword, newPassword: 'Herbst-Nebel-2026x' },
    headers: { cookie },
    remoteAddress: address,
  });

const codes = (answers: LightMyRequestResponse[]) =>
  answers.map((r) => `${r.statusCode} ${r.json().code ?? ''}`.trim());

describe.each(databases)('password checks and links on $name', (db) => {
  describe('the hashing queue, seen from the login', () => {
    let t: TestApp;
    beforeAll(async () => {
      // One hash at a time, none waiting, one per address: the smallest queue there is.
      t = await startTestApp(db, {
        env: { OPERATOR_TOKEN: TOKEN, HASH_CONCURRENCY: '1', HASH_QUEUE_MAX: '0', HASH_PER_ADDRESS: '1' },
      });
    });
    afterAll(() => t.close());

    it('logins beyond the queue answer 503 LOGIN_BUSY with Retry-After at once; the others are served', async () => {
      const a = await account(t.app);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => login(t.app, a.username, GOOD, `198.51.100.${10 + i}`)),
      );
      const busy = answers.filter((r) => r.statusCode === 503);
      expect(busy.length, codes(answers).join()).toBeGreaterThan(0);
      for (const r of busy) {
        expect(r.json().code).toBe('LOGIN_BUSY');
        expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      // Whatever was not refused was served; nothing failed.
      expect(answers.filter((r) => r.statusCode !== 503).every((r) => r.statusCode === 200)).toBe(true);
      expect(answers.some((r) => r.statusCode === 200)).toBe(true);
      // Once the queue is empty, the next login goes through.
      expect((await login(t.app, a.username, GOOD, '198.51.100.30')).statusCode).toBe(200);
    });

    it('one address gets at most HASH_PER_ADDRESS checks at once: 429 RATE_LIMITED, not counted as a failure', async () => {
      const a = await account(t.app);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => login(t.app, a.username, GOOD, '203.0.113.40')),
      );
      const limited = answers.filter((r) => r.statusCode === 429);
      expect(limited.length, codes(answers).join()).toBeGreaterThan(0);
      for (const r of limited) {
        expect(r.json().code).toBe('RATE_LIMITED');
        expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      expect(answers.filter((r) => r.statusCode !== 429).every((r) => r.statusCode === 200)).toBe(true);
      expect((await login(t.app, a.username, GOOD, '203.0.113.40')).statusCode).toBe(200);
    });
  });

  describe('old-password checks', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    });
    afterAll(() => t.close());

    it('the 5th wrong old password of a session ends it (401 PASSWORD_SESSION_ENDED); each counts as a failed login', async () => {
      const a = await account(t.app);
      const from = '198.51.100.50';
      const cookie = sessionCookie(await login(t.app, a.username, GOOD, from));
      for (let i = 0; i < 4; i++) {
        const wrong = await changePassword(t.app, cookie, `Falsch-${i}-Passwort`, from);
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().code).toBe('WRONG_OLD_PASSWORD');
      }
      const fifth = await changePassword(t.app, cookie, 'Falsch-5-Passwort', from);
      expect(fifth.statusCode).toBe(401);
      expect(fifth.json().code).toBe('PASSWORD_SESSION_ENDED');
      // Logged out: the portal shows the login; the right old password no longer helps.
      const info = await t.app.inject({ method: 'GET', url: '/auth/info', headers: { cookie } });
      expect(info.json().loggedIn).toBe(false);
      expect((await changePassword(t.app, cookie, GOOD, from)).statusCode).toBe(403);
      // Five more wrong passwords at the login lock the account from this address (10 in all).
      for (let i = 0; i < 5; i++)
        expect((await login(t.app, a.username, `Falsch-${i}-Login`, from)).statusCode).toBe(403);
      const locked = await login(t.app, a.username, GOOD, from);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('LOGIN_LOCKED');
      // The lock holds for the password change too, from a session started elsewhere.
      const elsewhere = sessionCookie(await login(t.app, a.username, GOOD, '198.51.100.51'));
      const refused = await changePassword(t.app, elsewhere, GOOD, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('LOGIN_LOCKED');
      // The password is unchanged.
      expect((await login(t.app, a.username, GOOD, '198.51.100.52')).statusCode).toBe(200);
    });

    it('a right old password after wrong ones still changes it (the session lives on)', async () => {
      const a = await account(t.app);
      const from = '198.51.100.53';
      const cookie = sessionCookie(await login(t.app, a.username, GOOD, from));
      expect((await changePassword(t.app, cookie, 'Falsch-1-Passwort', from)).statusCode).toBe(401);
      expect((await changePassword(t.app, cookie, GOOD, from)).statusCode).toBe(204);
      expect((await login(t.app, a.username, 'Herbst-Nebel-2026x', from)).statusCode).toBe(200);
    });
  });

  it('the password change is under the `login` request limit (RATE_LIMIT_LOGIN per address)', async () => {
    const t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN, RATE_LIMIT_LOGIN: '3' } });
    try {
      const a = await account(t.app);
      const cookie = sessionCookie(await login(t.app, a.username, GOOD, '198.51.100.60'));
      const from = '198.51.100.61';
      for (let i = 0; i < 3; i++)
        expect((await changePassword(t.app, cookie, `Falsch-${i}-Pass`, from)).statusCode).toBe(401);
      const limited = await changePassword(t.app, cookie, GOOD, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });

  describe('set-password links per hour (LINKS_PER_HOUR, no mail-bombing)', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN, SMTP_URL: smtp.url, LINKS_PER_HOUR: '3' } });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });
    const forgot = (mail: string) =>
      t.app.inject({ method: 'POST', url: '/auth/forgot', payload: { mail }, remoteAddress: '203.0.113.70' });
    const mailsTo = (mail: string) => smtp.received.filter((m) => m.to.includes(mail));

    it('10 parallel forgot-password requests mail at most 3 links; every answer is the same 204', async () => {
      const a = await account(t.app);
      const answers = await Promise.all(Array.from({ length: 10 }, () => forgot(a.mail)));
      await t.app.shop.settled();
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(204));
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(mailsTo(a.mail)).toHaveLength(3);
      // An unknown address gets the very same answer (no account enumeration).
      const unknown = await forgot('niemand-hier@example.com');
      expect(unknown.statusCode).toBe(204);
      expect(unknown.body).toBe(answers[0].body);
      // An hour after the first, the next link is possible again.
      t.advance(61 * 60_000);
      await forgot(a.mail);
      await t.app.shop.settled();
      expect(mailsTo(a.mail)).toHaveLength(4);
    });

    it('forgot-password requests have their own budget: after an invitation, three more links in the hour', async () => {
      const a = await account(t.app, null);
      await t.app.shop.settled();
      expect(mailsTo(a.mail)).toHaveLength(1);
      for (let i = 0; i < 4; i++) expect((await forgot(a.mail)).statusCode).toBe(204);
      await t.app.shop.settled();
      expect(mailsTo(a.mail)).toHaveLength(4);
    });
  });
});
