import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMe } from '../../../shared/schemas/admin';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from '../../db/client';
import { auditLog, operators } from '../../db/schema';
import { databases, type TestDatabase } from '../../test/databases';
import { seedPgliteDataDir } from '../../test/pglite-template';
import { hostOf, NOW, startTestApp, type TestApp } from '../../test/harness';
import { totpCodeAt } from './totp';
import { createOperatorDirectly } from '../../test/admin';

const TOKEN = 'operator-secret-token-1234567890';
const GOOD = 'Winter-Sonne-4711x';
const minutes = (n: number) => n * 60_000;

/** The admin_session cookie a response set, as a Cookie header value. */
function adminCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'admin_session' || x.name === '__Secure-admin_session');
  if (!c) throw new Error(`no admin cookie in ${res.statusCode} ${res.body}`);
  return `${c.name}=${c.value}`;
}

/** A browser-like back-office client: keeps the cookie and the CSRF token of its session. */
class Client {
  cookie = '';
  csrf = '';
  constructor(
    private readonly app: FastifyInstance,
    readonly address = '198.51.100.7',
  ) {}

  async call(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(method !== 'GET' && this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        ...extra,
      },
      ...(method !== 'GET' ? { payload: payload ?? {} } : {}),
    });
    if (res.cookies.some((c) => c.name.endsWith('admin_session'))) {
      const c = res.cookies.find((x) => x.name.endsWith('admin_session'))!;
      this.cookie = c.value ? adminCookie(res) : '';
    }
    if (res.statusCode === 200 && typeof res.json()?.csrfToken === 'string') this.csrf = res.json().csrfToken;
    return res;
  }

  login(username: string, password: string) {
    return this.call('POST', '/api/admin/auth/login', { username, password });
  }
}

function tokenApi(app: FastifyInstance) {
  return (body: object, token = TOKEN) =>
    app.inject({
      method: 'POST',
      url: '/api/operator/operators',
      headers: { authorization: `Bearer ${token}`, host: hostOf(app) },
      payload: body,
    });
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe.each(databases)('back office accounts on $name', (db) => {
  let t: TestApp;
  let now: Date;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    now = NOW;
  });
  afterAll(() => t.close());
  const at = (ms: number) => {
    now = new Date(now.getTime() + ms);
    t.setNow(now);
  };

  /**
   * Creates an operator as the shell's `npm run operator` does (the token API creates only the
   * first admin) and sets its password; returns its id.
   */
  async function operatorWithPassword(username: string, role: 'admin' | 'staff' | 'viewer') {
    const created = await createOperatorDirectly(t.database.db, { username, role }, now);
    const set = await new Client(t.app).call('POST', '/api/admin/auth/set-password', {
      token: tokenOf(created.setPasswordUrl),
      password: GOOD,
    });
    expect(set.statusCode, set.body).toBe(204);
    return created.operator.id;
  }

  /**
   * Logs in with the password and, at the enrolment step (every role by default),
   * enrols TOTP: the client's session is active afterwards.
   */
  async function activeClient(username: string, c = new Client(t.app)) {
    const login = await c.login(username, GOOD);
    expect(login.statusCode, login.body).toBe(200);
    if (login.json().stage !== 'enrol') return { c, secret: undefined };
    const secret = (await c.call('POST', '/api/admin/auth/totp/setup')).json().secret as string;
    const ok = await c.call('POST', '/api/admin/auth/totp/confirm', { code: totpCodeAt(secret, now) });
    expect(ok.statusCode, ok.body).toBe(200);
    return { c, secret };
  }

  /** An admin with TOTP enrolled and a logged-in client; returns the client and the secret. */
  async function enrolledAdmin(username: string) {
    await operatorWithPassword(username, 'admin');
    const { c, secret } = await activeClient(username);
    return { c, secret: secret! };
  }

  describe('the first admin through the token API', () => {
    it('401 without the bearer token; 201 with a one-time link; 409 for the name in other case', async () => {
      expect((await tokenApi(t.app)({ username: 'chefin', role: 'admin' }, 'wrong')).statusCode).toBe(401);
      const res = await tokenApi(t.app)({ username: 'Chefin', role: 'admin' });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.operator).toMatchObject({
        username: 'Chefin',
        role: 'admin',
        status: 'active',
        passwordSet: false,
      });
      expect(body.setPasswordUrl).toMatch(
        /^http:\/\/localhost:\d+\/admin\/set-password\?token=[A-Za-z0-9]{40}$/,
      );
      expect(Date.parse(body.expiresAt) - now.getTime()).toBe(72 * 3_600_000);
      const dup = await tokenApi(t.app)({ username: 'CHEFIN', role: 'staff' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().code).toBe('OPERATOR_EXISTS');
      const bad = await tokenApi(t.app)({ username: 'a b', role: 'root' });
      expect(bad.statusCode).toBe(400);
    });

    it('set password: 417 for a weak one (link still usable), 204, then 410 on reuse; no login before', async () => {
      const res = await tokenApi(t.app)({ username: 'erste', role: 'admin' });
      const token = tokenOf(res.json().setPasswordUrl);
      const c = new Client(t.app);
      expect((await c.login('erste', 'anything')).json().code).toBe('WRONG_CREDENTIALS');
      const weak = await c.call('POST', '/api/admin/auth/set-password', { token, password: 'short' });
      expect(weak.statusCode).toBe(417);
      const personal = await c.call('POST', '/api/admin/auth/set-password', {
        token,
        password: 'Erste-Parkhaus-2026',
      });
      expect(personal.json().details.problems).toContain('personal');
      expect(
        (await c.call('POST', '/api/admin/auth/set-password', { token, password: GOOD })).statusCode,
      ).toBe(204);
      const again = await c.call('POST', '/api/admin/auth/set-password', { token, password: GOOD });
      expect(again.statusCode).toBe(410);
      expect(again.json().code).toBe('TOKEN_GONE');
    });

    it('bootstrap only: once an active admin has a password, 409 OPERATORS_BOOTSTRAPPED for every role; nothing is created', async () => {
      // 'erste' set its password in the test before: the bootstrap is over.
      for (const role of ['admin', 'staff', 'viewer']) {
        const res = await tokenApi(t.app)({ username: `spaeter-${role}`, role });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().code).toBe('OPERATORS_BOOTSTRAPPED');
      }
      const rows = await t.database.db.select().from(operators);
      expect(rows.map((r) => r.username).filter((n) => n.startsWith('spaeter-'))).toEqual([]);
      // The wrong token still answers 401 first: the refusal tells nothing to a token guesser.
      expect((await tokenApi(t.app)({ username: 'x-y-z', role: 'admin' }, 'wrong')).statusCode).toBe(401);
    });
  });

  describe('login with TOTP', () => {
    it('an admin without TOTP must enrol before anything else; wrong code refused; then logged in', async () => {
      await operatorWithPassword('neu-admin', 'admin');
      const c = new Client(t.app);
      const login = await c.login('neu-admin', GOOD);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json()).toMatchObject({
        stage: 'enrol',
        totpRequired: false,
        operator: { role: 'admin', totpEnabled: false },
      });
      const cookie = login.cookies.find((x) => x.name === 'admin_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
      const blocked = await c.call('GET', '/api/admin/operators');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('TOTP_SETUP_REQUIRED');
      const setup = await c.call('POST', '/api/admin/auth/totp/setup');
      expect(setup.statusCode).toBe(200);
      const { uri, secret } = setup.json();
      expect(uri).toMatch(/^otpauth:\/\/totp\/.*neu-admin\?.*secret=/);
      expect(uri).toContain(`secret=${secret}`);
      const wrong = await c.call('POST', '/api/admin/auth/totp/confirm', {
        code: '000000' === totpCodeAt(secret, now) ? '111111' : '000000',
      });
      expect(wrong.json().code).toBe('TOTP_INVALID');
      const before = c.cookie;
      const ok = await c.call('POST', '/api/admin/auth/totp/confirm', { code: totpCodeAt(secret, now) });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ stage: 'active', operator: { totpEnabled: true } });
      expect(c.cookie).not.toBe(before);
      // The enrolment cookie is dead: the session moved on under a new token.
      const old = await t.app.inject({
        method: 'GET',
        url: '/api/admin/auth/me',
        headers: { cookie: before },
      });
      expect(old.statusCode).toBe(401);
      expect((await c.call('GET', '/api/admin/operators')).statusCode).toBe(200);
    });

    it("with TOTP: the code step; a wrong code and a replayed code are refused, the next step's code passes", async () => {
      const { secret } = await enrolledAdmin('zwei-faktor');
      const c = new Client(t.app);
      const login = await c.login('zwei-faktor', GOOD);
      expect(login.json()).toMatchObject({ stage: 'totp', totpRequired: true });
      const early = await c.call('GET', '/api/admin/operators');
      expect(early.json().code).toBe('TOTP_REQUIRED');
      expect((await c.call('GET', '/api/admin/auth/me')).json().stage).toBe('totp');
      // The code of the enrolment (same step) was used already.
      const replay = await c.call('POST', '/api/admin/auth/totp', { code: totpCodeAt(secret, now) });
      expect(replay.statusCode).toBe(403);
      expect(replay.json().code).toBe('TOTP_INVALID');
      const far = await c.call('POST', '/api/admin/auth/totp', {
        code: totpCodeAt(secret, new Date(now.getTime() + 120_000)),
      });
      expect(far.json().code).toBe('TOTP_INVALID');
      const next = totpCodeAt(secret, new Date(now.getTime() + 30_000));
      const ok = await c.call('POST', '/api/admin/auth/totp', { code: next });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().stage).toBe('active');
      // The same code on a second login is refused too.
      const d = new Client(t.app);
      await d.login('zwei-faktor', GOOD);
      expect((await d.call('POST', '/api/admin/auth/totp', { code: next })).json().code).toBe('TOTP_INVALID');
    });

    it('the code step ends after 5 minutes', async () => {
      const { secret } = await enrolledAdmin('langsam');
      const c = new Client(t.app);
      await c.login('langsam', GOOD);
      at(minutes(6));
      const res = await c.call('POST', '/api/admin/auth/totp', { code: totpCodeAt(secret, now) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ADMIN_NOT_LOGGED_IN');
    });

    it('staff and viewers without TOTP must enrol too (ADMIN_TOTP_ROLES: all by default); wrong password, unknown and disabled alike 403', async () => {
      await operatorWithPassword('schalter', 'staff');
      await operatorWithPassword('zuschauer', 'viewer');
      const c = new Client(t.app);
      const bad = await c.login('schalter', 'Falsch-Falsch-123');
      expect(bad.statusCode).toBe(403);
      expect(bad.json().code).toBe('WRONG_CREDENTIALS');
      expect((await c.login('niemand', GOOD)).json().code).toBe('WRONG_CREDENTIALS');
      const ok = await c.login('SCHALTER', GOOD);
      expect(ok.json()).toMatchObject({ stage: 'enrol', operator: { username: 'schalter', role: 'staff' } });
      expect(ok.json().csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Before the enrolment every call but the login steps is refused, reads as well.
      const blocked = await c.call('GET', '/api/admin/dashboard');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('TOTP_SETUP_REQUIRED');
      const v = new Client(t.app);
      expect((await v.login('zuschauer', GOOD)).json().stage).toBe('enrol');
      expect((await v.call('GET', '/api/admin/dashboard')).json().code).toBe('TOTP_SETUP_REQUIRED');
      // Enrolled, the staff member acts; the next login asks for the code.
      const { secret } = await activeClient('schalter', new Client(t.app));
      expect(secret).toBeDefined();
      expect((await new Client(t.app).login('schalter', GOOD)).json().stage).toBe('totp');
    });

    it('10 failed logins lock the name from this address (429), other addresses and customers unaffected', async () => {
      await operatorWithPassword('gesperrt', 'staff');
      const c = new Client(t.app, '203.0.113.9');
      for (let i = 0; i < 10; i++)
        expect((await c.login('gesperrt', `Wrong-${i}-abcdefgh`)).statusCode).toBe(403);
      const locked = await c.login('gesperrt', GOOD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('LOGIN_LOCKED');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await new Client(t.app, '203.0.113.10').login('gesperrt', GOOD)).statusCode).toBe(200);
    });

    /** A fresh client address per code-step session (the `login` request limit counts per address). */
    let nextAddress = 1;
    const freshClient = () => new Client(t.app, `198.18.7.${nextAddress++}`);
    /** A code that is none of the accepted steps around the current time. */
    const wrongCode = (secret: string) => {
      const near = [-30_000, 0, 30_000].map((d) => totpCodeAt(secret, new Date(now.getTime() + d)));
      return ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c))!;
    };
    /** Logs in with the right password and sends `n` wrong codes; returns the client and answers. */
    async function wrongCodes(username: string, secret: string, n: number, c = freshClient()) {
      expect((await c.login(username, GOOD)).json().stage).toBe('totp');
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < n; i++)
        answers.push(await c.call('POST', '/api/admin/auth/totp', { code: wrongCode(secret) }));
      return { c, answers };
    }
    const codesOf = (answers: LightMyRequestResponse[]) =>
      answers.map((r) => `${r.statusCode} ${r.json().code}`);

    it('3 wrong codes end the code-step session (401 TOTP_SESSION_ENDED, the cookie is dead)', async () => {
      const { secret } = await enrolledAdmin('vertipper');
      const c = freshClient();
      await c.login('vertipper', GOOD);
      const cookie = c.cookie;
      const { answers } = await wrongCodes('vertipper', secret, 3, c);
      expect(codesOf(answers)).toEqual(['403 TOTP_INVALID', '403 TOTP_INVALID', '401 TOTP_SESSION_ENDED']);
      expect(c.cookie).toBe('');
      const after = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('ADMIN_NOT_LOGGED_IN');
      // The right code on the dead session does not log in either.
      const late = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/totp',
        remoteAddress: c.address,
        headers: { cookie, 'x-csrf-token': c.csrf },
        payload: { code: totpCodeAt(secret, new Date(now.getTime() + 30_000)) },
      });
      expect(late.statusCode).toBe(401);
    });

    it('27 wrong codes from 9 addresses, each after a right password: locked after 10, the right code never passes; an admin sees and resets the lock', async () => {
      const { secret } = await enrolledAdmin('ratefuchs');
      const { c: aufsicht } = await enrolledAdmin('aufsicht');
      // Two sessions from other addresses reach the code step before the lock.
      const early = freshClient();
      expect((await early.login('ratefuchs', GOOD)).json().stage).toBe('totp');
      const answers: string[] = [];
      for (let s = 0; s < 9; s++) {
        const c = freshClient();
        const login = await c.login('ratefuchs', GOOD);
        if (login.statusCode !== 200) {
          answers.push(`login ${login.statusCode} ${login.json().code}`);
          continue;
        }
        for (let i = 0; i < 3 && c.cookie; i++) {
          const res = await c.call('POST', '/api/admin/auth/totp', { code: wrongCode(secret) });
          answers.push(`${res.statusCode} ${res.json().code}`);
        }
      }
      const ended = '401 TOTP_SESSION_ENDED';
      const invalid = '403 TOTP_INVALID';
      expect(answers).toEqual([
        ...[invalid, invalid, ended],
        ...[invalid, invalid, ended],
        ...[invalid, invalid, ended],
        '429 TOTP_LOCKED',
        ...Array(5).fill('login 429 TOTP_LOCKED'),
      ]);
      // The session opened before the lock: the right code is refused, and the session is over.
      const right = totpCodeAt(secret, new Date(now.getTime() + 30_000));
      const refused = await early.call('POST', '/api/admin/auth/totp', { code: right });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOTP_LOCKED');
      expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
      expect((await early.call('GET', '/api/admin/auth/me')).statusCode).toBe(401);
      // A wrong password still answers as always: the lock tells nothing to a password guesser.
      expect((await freshClient().login('ratefuchs', 'Falsch-Falsch-123')).json().code).toBe(
        'WRONG_CREDENTIALS',
      );

      const listed = await aufsicht.call('GET', '/api/admin/operators?search=ratefuchs');
      const [row] = listed.json().items;
      expect(row).toMatchObject({ username: 'ratefuchs', totpEnabled: true });
      expect(Date.parse(row.totpLockedUntil) - now.getTime()).toBe(15 * 60_000);
      const other = await aufsicht.call('GET', '/api/admin/operators?search=aufsicht');
      expect(other.json().items[0].totpLockedUntil).toBeNull();

      // The admin's reset ends the lock: a new password, a new enrolment, then logged in.
      const reset = await aufsicht.call('POST', `/api/admin/operators/${row.id}/reset`);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().operator.totpLockedUntil).toBeNull();
      const relisted = await aufsicht.call('GET', '/api/admin/operators?search=ratefuchs');
      expect(relisted.json().items[0].totpLockedUntil).toBeNull();
      const set = await freshClient().call('POST', '/api/admin/auth/set-password', {
        token: tokenOf(reset.json().setPasswordUrl),
        password: GOOD,
      });
      expect(set.statusCode, set.body).toBe(204);
      const back = freshClient();
      expect((await back.login('ratefuchs', GOOD)).json().stage).toBe('enrol');
      const setup = await back.call('POST', '/api/admin/auth/totp/setup');
      const confirmed = await back.call('POST', '/api/admin/auth/totp/confirm', {
        code: totpCodeAt(setup.json().secret, now),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    });

    it('renewing TOTP needs the current password and a current code; it ends the other sessions and is audited', async () => {
      const { c, secret } = await enrolledAdmin('neues-handy');
      const other = freshClient();
      await other.login('neues-handy', GOOD);
      const step = await other.call('POST', '/api/admin/auth/totp', {
        code: totpCodeAt(secret, new Date(now.getTime() + 30_000)),
      });
      expect(step.statusCode, step.body).toBe(200);
      at(60_000);
      const refusals = [
        await c.call('POST', '/api/admin/auth/totp/setup'),
        await c.call('POST', '/api/admin/auth/totp/setup', {
          password: 'Falsch-Falsch-123',
          code: totpCodeAt(secret, now),
        }),
        await c.call('POST', '/api/admin/auth/totp/setup', { password: GOOD }),
        await c.call('POST', '/api/admin/auth/totp/setup', { password: GOOD, code: wrongCode(secret) }),
      ];
      expect(codesOf(refusals)).toEqual([
        '401 WRONG_OLD_PASSWORD',
        '401 WRONG_OLD_PASSWORD',
        '403 TOTP_INVALID',
        '403 TOTP_INVALID',
      ]);
      // Refused, the session lives on (a wrong password here is not a lost session).
      expect((await c.call('GET', '/api/admin/auth/me')).statusCode).toBe(200);
      const setup = await c.call('POST', '/api/admin/auth/totp/setup', {
        password: GOOD,
        code: totpCodeAt(secret, now),
      });
      expect(setup.statusCode, setup.body).toBe(200);
      const fresh = setup.json().secret as string;
      expect((await other.call('GET', '/api/admin/auth/me')).statusCode).toBe(200);
      const done = await c.call('POST', '/api/admin/auth/totp/confirm', { code: totpCodeAt(fresh, now) });
      expect(done.statusCode, done.body).toBe(200);
      // This session stays; the one logged in with the old secret is out.
      expect((await c.call('GET', '/api/admin/auth/me')).statusCode).toBe(200);
      expect((await other.call('GET', '/api/admin/auth/me')).statusCode).toBe(401);
      const audit = await c.call('GET', '/api/admin/audit?actor=neues-handy&action=auth.totp-renew');
      expect(audit.json().items).toHaveLength(1);
      expect(audit.json().items[0]).toMatchObject({
        before: { totpEnabled: true },
        after: { totpEnabled: true },
      });
      expect(JSON.stringify(audit.json())).not.toContain(fresh);
      // From now on only the new app's codes log in.
      at(30_000);
      const next = freshClient();
      await next.login('neues-handy', GOOD);
      const old = await next.call('POST', '/api/admin/auth/totp', { code: totpCodeAt(secret, now) });
      expect(old.json().code).toBe('TOTP_INVALID');
      const ok = await next.call('POST', '/api/admin/auth/totp', { code: totpCodeAt(fresh, now) });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('only a complete login clears the count; the lock ends after 15 minutes', async () => {
      const { secret } = await enrolledAdmin('vergesslich');
      at(30_000);
      const first = await wrongCodes('vergesslich', secret, 2);
      expect(codesOf(first.answers)).toEqual(['403 TOTP_INVALID', '403 TOTP_INVALID']);
      const ok = await first.c.call('POST', '/api/admin/auth/totp', { code: totpCodeAt(secret, now) });
      expect(ok.statusCode, ok.body).toBe(200);
      // Counted afresh: 9 more wrong codes do not lock (they would with the 2 before)...
      const nine = [
        ...(await wrongCodes('vergesslich', secret, 3)).answers,
        ...(await wrongCodes('vergesslich', secret, 3)).answers,
        ...(await wrongCodes('vergesslich', secret, 3)).answers,
      ];
      expect(codesOf(nine).filter((x) => x.startsWith('429'))).toEqual([]);
      // ...the 10th does, though every session started with the right password.
      const tenth = await wrongCodes('vergesslich', secret, 1);
      expect(codesOf(tenth.answers)).toEqual(['429 TOTP_LOCKED']);
      at(minutes(14));
      expect((await freshClient().login('vergesslich', GOOD)).json().code).toBe('TOTP_LOCKED');
      at(minutes(1));
      const later = freshClient();
      expect((await later.login('vergesslich', GOOD)).json().stage).toBe('totp');
      const done = await later.call('POST', '/api/admin/auth/totp', { code: totpCodeAt(secret, now) });
      expect(done.statusCode, done.body).toBe(200);
    });
  });

  describe('sessions', () => {
    it('idle timeout: 15 minutes without a call end the session; calls keep it alive until 12 h', async () => {
      await operatorWithPassword('idle', 'viewer');
      const c = new Client(t.app);
      await c.login('idle', GOOD);
      at(minutes(14));
      expect((await c.call('GET', '/api/admin/auth/me')).statusCode).toBe(200);
      at(minutes(16));
      const res = await c.call('GET', '/api/admin/auth/me');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ADMIN_NOT_LOGGED_IN');

      const d = new Client(t.app);
      await d.login('idle', GOOD);
      for (let m = 10; m < 12 * 60; m += 10) {
        at(minutes(10));
        expect((await d.call('GET', '/api/admin/auth/me')).statusCode, `after ${m} min`).toBe(200);
      }
      at(minutes(10));
      expect((await d.call('GET', '/api/admin/auth/me')).statusCode).toBe(401);
    });

    it('logout ends the session (the old cookie is dead); it needs the CSRF token', async () => {
      await operatorWithPassword('raus', 'staff');
      const c = new Client(t.app);
      await c.login('raus', GOOD);
      const cookie = c.cookie;
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/logout',
        headers: { cookie },
        payload: {},
      });
      expect(noCsrf.json().code).toBe('CSRF_INVALID');
      const out = await c.call('POST', '/api/admin/auth/logout');
      expect(out.statusCode).toBe(204);
      const after = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    });

    it('change own password: old one must be right; other sessions end, this one stays; a viewer may', async () => {
      await operatorWithPassword('wechsel', 'viewer');
      const { c: a } = await activeClient('wechsel');
      const b = new Client(t.app);
      await b.login('wechsel', GOOD);
      const wrong = await a.call('POST', '/api/admin/auth/change-password', {
        oldPassword: 'x',
        newPassword: 'Neues-Passwort-2027x',
      });
      expect(wrong.json().code).toBe('WRONG_OLD_PASSWORD');
      const ok = await a.call('POST', '/api/admin/auth/change-password', {
        oldPassword: GOOD,
        newPassword: 'Neues-Passwort-2027x',
      });
      expect(ok.statusCode, ok.body).toBe(204);
      expect((await a.call('GET', '/api/admin/auth/me')).statusCode).toBe(200);
      expect((await b.call('GET', '/api/admin/auth/me')).statusCode).toBe(401);
      expect((await new Client(t.app).login('wechsel', 'Neues-Passwort-2027x')).statusCode).toBe(200);
    });

    it('wrong old passwords: each audited and counted like a failed login; the 5th ends the session (401 PASSWORD_SESSION_ENDED)', async () => {
      // A session left open must not be a free password oracle.
      const id = await operatorWithPassword('rater', 'staff');
      // Staff enrol TOTP at their first login (ADR 035): then the session is active.
      const { c } = await activeClient('rater', new Client(t.app, '198.51.100.70'));
      const change = (oldPassword: string) =>
        c.call('POST', '/api/admin/auth/change-password', {
          oldPassword,
          newPassword: 'Neues-Passwort-2027x',
        });
      for (let i = 0; i < 4; i++)
        expect((await change(`Falsch-${i}-Passwort`)).json().code).toBe('WRONG_OLD_PASSWORD');
      const fifth = await change('Falsch-5-Passwort');
      expect(fifth.statusCode).toBe(401);
      expect(fifth.json().code).toBe('PASSWORD_SESSION_ENDED');
      // The session is over: the back office shows the login.
      expect((await c.call('GET', '/api/admin/auth/me')).statusCode).toBe(401);
      // Even the right old password does nothing without a session.
      expect((await change(GOOD)).statusCode).toBe(401);
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'operator.change-password-failed' and ${auditLog.entityId} = ${id}`);
      expect(entries).toHaveLength(5);
      expect(entries.filter((e) => (e.after as { sessionEnded: boolean }).sessionEnded)).toHaveLength(1);
      // The five count like failed logins of the name from this address: five more lock it.
      for (let i = 0; i < 5; i++) expect((await c.login('rater', `Falsch-${i}-Login`)).statusCode).toBe(403);
      const locked = await c.login('rater', GOOD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('LOGIN_LOCKED');
      // Elsewhere the operator still logs in, and the password is unchanged.
      expect((await new Client(t.app, '198.51.100.71').login('rater', GOOD)).statusCode).toBe(200);
    });

    it('CSRF and cross-site: a write without X-CSRF-Token 403 CSRF_INVALID, from another site 403 CROSS_SITE', async () => {
      const { c } = await enrolledAdmin('csrf-admin');
      const noToken = await t.app.inject({
        method: 'POST',
        url: '/api/admin/operators',
        headers: { cookie: c.cookie },
        payload: { username: 'x-csrf', role: 'viewer' },
      });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().code).toBe('CSRF_INVALID');
      const crossSite = await c.call(
        'POST',
        '/api/admin/operators',
        { username: 'x-csrf', role: 'viewer' },
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().code).toBe('CROSS_SITE');
      const foreignOrigin = await c.call(
        'POST',
        '/api/admin/operators',
        { username: 'x-csrf', role: 'viewer' },
        { origin: 'https://evil.example' },
      );
      expect(foreignOrigin.json().code).toBe('CROSS_SITE');
      const list = await c.call('GET', '/api/admin/operators?search=x-csrf');
      expect(list.json().total).toBe(0);
    });
  });

  describe('operators management', () => {
    let admin: Client;
    let adminId: string;
    beforeAll(async () => {
      ({ c: admin } = await enrolledAdmin('verwalter'));
      adminId = (await admin.call('GET', '/api/admin/auth/me')).json().operator.id;
    });

    it('creates, lists (paged, sorted, searched), changes the role, disables and resets', async () => {
      const created = await admin.call('POST', '/api/admin/operators', {
        username: 'kasse-1',
        role: 'staff',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().operator.id;
      expect(
        (await admin.call('POST', '/api/admin/operators', { username: 'Kasse-1', role: 'viewer' })).json()
          .code,
      ).toBe('OPERATOR_EXISTS');
      for (const n of ['kasse-2', 'kasse-3'])
        await admin.call('POST', '/api/admin/operators', { username: n, role: 'viewer' });
      const page = await admin.call(
        'GET',
        '/api/admin/operators?search=kasse&sort=username&order=desc&page=0&pageSize=2',
      );
      expect(page.json().total).toBe(3);
      expect(page.json().items.map((o: { username: string }) => o.username)).toEqual(['kasse-3', 'kasse-2']);
      const page2 = await admin.call(
        'GET',
        '/api/admin/operators?search=kasse&sort=username&order=desc&page=1&pageSize=2',
      );
      expect(page2.json().items.map((o: { username: string }) => o.username)).toEqual(['kasse-1']);
      expect(JSON.stringify(page.json())).not.toMatch(/hash|secret/i);

      const role = await admin.call('PATCH', `/api/admin/operators/${id}`, { role: 'viewer' });
      expect(role.json()).toMatchObject({ role: 'viewer', status: 'active' });
      // Its link still works; then the disabled operator's session ends at once.
      await new Client(t.app).call('POST', '/api/admin/auth/set-password', {
        token: tokenOf(created.json().setPasswordUrl),
        password: GOOD,
      });
      const k = new Client(t.app);
      expect((await k.login('kasse-1', GOOD)).statusCode).toBe(200);
      const dis = await admin.call('PATCH', `/api/admin/operators/${id}`, { status: 'disabled' });
      expect(dis.json().status).toBe('disabled');
      expect((await k.call('GET', '/api/admin/auth/me')).statusCode).toBe(401);
      expect((await k.login('kasse-1', GOOD)).json().code).toBe('WRONG_CREDENTIALS');
      await admin.call('PATCH', `/api/admin/operators/${id}`, { status: 'active' });

      const reset = await admin.call('POST', `/api/admin/operators/${id}/reset`);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().operator).toMatchObject({ passwordSet: false, totpEnabled: false });
      expect((await k.login('kasse-1', GOOD)).json().code).toBe('WRONG_CREDENTIALS');
      await new Client(t.app).call('POST', '/api/admin/auth/set-password', {
        token: tokenOf(reset.json().setPasswordUrl),
        password: 'Ganz-Neu-Passwort-9',
      });
      expect((await k.login('kasse-1', 'Ganz-Neu-Passwort-9')).statusCode).toBe(200);
    });

    it('an admin cannot take their own admin role, disable or reset themselves; 404 for unknown ids', async () => {
      for (const body of [{ role: 'staff' }, { status: 'disabled' }]) {
        const res = await admin.call('PATCH', `/api/admin/operators/${adminId}`, body);
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('OPERATOR_SELF_CHANGE');
      }
      expect((await admin.call('POST', `/api/admin/operators/${adminId}/reset`)).json().code).toBe(
        'OPERATOR_SELF_CHANGE',
      );
      expect(
        (await admin.call('PATCH', `/api/admin/operators/${adminId}`, { role: 'admin' })).statusCode,
      ).toBe(200);
      expect(
        (
          await admin.call('PATCH', '/api/admin/operators/00000000-0000-4000-8000-000000000000', {
            role: 'staff',
          })
        ).statusCode,
      ).toBe(404);
      expect((await admin.call('PATCH', '/api/admin/operators/nope', { role: 'staff' })).json().code).toBe(
        'OPERATOR_NOT_FOUND',
      );
      expect((await admin.call('PATCH', `/api/admin/operators/${adminId}`, {})).statusCode).toBe(400);
    });

    it('a change whose audit entry cannot be written is not made (one transaction)', async () => {
      const created = await admin.call('POST', '/api/admin/operators', {
        username: 'pruefling',
        role: 'staff',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().operator.id as string;
      // The audit log refuses this one action, as a full disk or a broken constraint would.
      await t.database.db.execute(
        sql.raw(
          `alter table audit_log add constraint no_update_audit check (action <> 'operator.update') not valid`,
        ),
      );
      try {
        const res = await admin.call('PATCH', `/api/admin/operators/${id}`, { role: 'viewer' });
        expect(res.statusCode).toBe(500);
      } finally {
        await t.database.db.execute(sql.raw(`alter table audit_log drop constraint no_update_audit`));
      }
      const list = await admin.call('GET', '/api/admin/operators?search=pruefling');
      expect(list.json().items[0]).toMatchObject({ role: 'staff' });
      const audit = await admin.call('GET', `/api/admin/audit?action=operator.update&entityId=${id}`);
      expect(audit.json().total).toBe(0);
      // Without the refusal the same change is made and recorded.
      expect((await admin.call('PATCH', `/api/admin/operators/${id}`, { role: 'viewer' })).json().role).toBe(
        'viewer',
      );
      expect(
        (await admin.call('GET', `/api/admin/audit?action=operator.update&entityId=${id}`)).json().total,
      ).toBe(1);
    });

    it('staff and viewers: no operators, no audit log (403 FORBIDDEN_ROLE), reads and writes alike', async () => {
      await operatorWithPassword('nur-staff', 'staff');
      await operatorWithPassword('nur-lesen', 'viewer');
      for (const name of ['nur-staff', 'nur-lesen']) {
        const { c } = await activeClient(name);
        const calls = [
          c.call('GET', '/api/admin/operators'),
          c.call('POST', '/api/admin/operators', { username: `von-${name}`, role: 'admin' }),
          c.call('PATCH', `/api/admin/operators/${adminId}`, { status: 'disabled' }),
          c.call('POST', `/api/admin/operators/${adminId}/reset`),
          c.call('GET', '/api/admin/audit'),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.statusCode, `${name} ${res.body}`).toBe(403);
          expect(res.json().code).toBe('FORBIDDEN_ROLE');
        }
      }
      const [row] = await t.database.db
        .select()
        .from(operators)
        .where((await import('drizzle-orm')).eq(operators.id, adminId));
      expect(row.status).toBe('active');
    });

    it('the audit log: every write and login recorded with before/after, searchable, never a secret', async () => {
      const created = await admin.call('POST', '/api/admin/operators', {
        username: 'audit-ziel',
        role: 'viewer',
      });
      const id = created.json().operator.id;
      await admin.call('PATCH', `/api/admin/operators/${id}`, { role: 'staff' });
      await new Client(t.app).login('verwalter', 'Falsch-Passwort-77');

      const byEntity = await admin.call('GET', `/api/admin/audit?entity=operator&entityId=${id}&order=asc`);
      expect(byEntity.statusCode, byEntity.body).toBe(200);
      const items = byEntity.json().items;
      expect(items.map((e: { action: string }) => e.action)).toEqual(['operator.create', 'operator.update']);
      expect(items[0]).toMatchObject({
        actorKind: 'operator',
        actorName: 'verwalter',
        actorId: adminId,
        after: { username: 'audit-ziel', role: 'viewer', passwordSet: false },
      });
      expect(items[1]).toMatchObject({
        before: { role: 'viewer' },
        after: { role: 'staff' },
        address: '198.51.100.7',
      });

      const logins = await admin.call('GET', '/api/admin/audit?actor=VERWALTER&action=auth.');
      const actions = logins.json().items.map((e: { action: string }) => e.action);
      expect(actions).toEqual(
        expect.arrayContaining(['auth.login', 'auth.login-failed', 'auth.totp-enrol', 'auth.totp-setup']),
      );
      const period = await admin.call(
        'GET',
        `/api/admin/audit?from=${new Date(now.getTime() + 1).toISOString()}`,
      );
      expect(period.json().total).toBe(0);
      const paged = await admin.call('GET', '/api/admin/audit?pageSize=3&page=1');
      expect(paged.json().items).toHaveLength(3);
      expect(paged.json().total).toBeGreaterThan(10);

      const tokenEntry = await admin.call('GET', '/api/admin/audit?actor=token&action=operator.create');
      expect(tokenEntry.json().items[0]).toMatchObject({
        actorKind: 'token',
        actorName: 'token',
        actorId: null,
      });
      const unknown = (await admin.call('GET', '/api/admin/audit?action=auth.login-failed&actor=?')).json()
        .items;
      expect(unknown.length).toBeGreaterThan(0);
      expect(JSON.stringify(unknown)).not.toContain('niemand');

      // No password, hash, TOTP secret or link token anywhere in the log.
      const all = JSON.stringify(await t.database.db.select().from(auditLog));
      const secrets = (await t.database.db.select().from(operators)).flatMap((o) => [
        o.passwordHash,
        o.totpSecret,
      ]);
      for (const s of [GOOD, 'Neues-Passwort-2027x', tokenOf(created.json().setPasswordUrl), ...secrets]) {
        if (s) expect(all).not.toContain(s);
      }
      expect(all).not.toMatch(/argon2|secret|hash/i);
    });
  });
});

/** ADMIN_TOTP_ROLES=admin: the relaxed setting (staff and viewers without TOTP). */
describe.each(databases)('ADMIN_TOTP_ROLES=admin on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { ADMIN_TOTP_ROLES: 'admin' } });
  });
  afterAll(() => t.close());

  async function withPassword(username: string, role: 'admin' | 'staff' | 'viewer') {
    const created = await createOperatorDirectly(t.database.db, { username, role }, NOW);
    const set = await new Client(t.app).call('POST', '/api/admin/auth/set-password', {
      token: tokenOf(created.setPasswordUrl),
      password: GOOD,
    });
    expect(set.statusCode, set.body).toBe(204);
    return created.operator.id;
  }

  it('staff and viewers log in at once; admins still enrol', async () => {
    await withPassword('locker-staff', 'staff');
    await withPassword('locker-viewer', 'viewer');
    await withPassword('locker-admin', 'admin');
    for (const name of ['locker-staff', 'locker-viewer']) {
      const c = new Client(t.app);
      expect((await c.login(name, GOOD)).json()).toMatchObject({
        stage: 'active',
        operator: { username: name },
      });
      expect((await c.call('GET', '/api/admin/dashboard')).statusCode).toBe(200);
    }
    expect((await new Client(t.app).login('locker-admin', GOOD)).json().stage).toBe('enrol');
  });

  it('staff without TOTP made admin while logged in must enrol before the next admin call', async () => {
    await withPassword('verwalterin', 'admin');
    const admin = new Client(t.app);
    await admin.login('verwalterin', GOOD);
    const { secret: adminSecret } = (await admin.call('POST', '/api/admin/auth/totp/setup')).json();
    await admin.call('POST', '/api/admin/auth/totp/confirm', { code: totpCodeAt(adminSecret, NOW) });
    const id = await withPassword('aufsteiger', 'staff');
    const c = new Client(t.app);
    expect((await c.login('aufsteiger', GOOD)).json().stage).toBe('active');
    expect((await admin.call('PATCH', `/api/admin/operators/${id}`, { role: 'admin' })).statusCode).toBe(200);
    const blocked = await c.call('GET', '/api/admin/operators');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('TOTP_SETUP_REQUIRED');
    expect((await c.call('GET', '/api/admin/auth/me')).json().stage).toBe('enrol');
    const { secret } = (await c.call('POST', '/api/admin/auth/totp/setup')).json();
    const ok = await c.call('POST', '/api/admin/auth/totp/confirm', { code: totpCodeAt(secret, NOW) });
    expect(ok.json().stage).toBe('active');
    expect((await c.call('GET', '/api/admin/operators')).statusCode).toBe(200);
  });
});

/** On https (ADR 035): the cookie's path and name, and an old cookie cleared. */
describe.each(databases)('the back-office cookie on https on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { PUBLIC_URL: 'https://shop.example', ALLOW_DEMO_PAYMENTS: 'true' } });
  });
  afterAll(() => t.close());

  it('__Secure-admin_session with Path=/api/admin ; a Path=/ __Host- cookie of before is cleared', async () => {
    const created = await createOperatorDirectly(
      t.database.db,
      { username: 'https-admin', role: 'admin' },
      NOW,
    );
    const headers = { host: hostOf(t.app) };
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/set-password',
      headers,
      payload: { token: tokenOf(created.setPasswordUrl), password: GOOD },
    });
    expect(set.statusCode, set.body).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { ...headers, cookie: '__Host-admin_session=old-token' },
      payload: { username: 'https-admin', password: GOOD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.cookies.find((c) => c.name === '__Secure-admin_session')!;
    expect(session).toMatchObject({ path: '/api/admin', secure: true, httpOnly: true, sameSite: 'Strict' });
    const legacy = login.cookies.find((c) => c.name === '__Host-admin_session')!;
    expect(legacy).toMatchObject({ path: '/', value: '' });
    expect(legacy.maxAge === 0 || (legacy.expires && legacy.expires.getTime() <= Date.now())).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { ...headers, cookie: `__Secure-admin_session=${session.value}` },
    });
    expect(me.statusCode, me.body).toBe(200);
  });
});

/** The command line against a real data directory, then its link through the API. */
describe.each(databases)('npm run operator on $name', (db) => {
  const dir = mkdtempSync(join(tmpdir(), 'operator-cli-'));
  // An empty, migrated database (as after a first start), so the CLI does not run initdb.
  if (db.name === 'pglite') seedPgliteDataDir(dir);
  const schema = `cli_${Date.now().toString(36)}`;
  const dbEnv: Record<string, string> =
    db.name === 'pglite'
      ? { DATA_DIR: dir }
      : { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
    return new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/server/modules/backoffice/cli.ts', ...args],
        {
          env: { PATH: process.env.PATH, PUBLIC_URL: 'http://localhost:3999', LOG_LEVEL: 'silent', ...dbEnv },
        },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      child.on('exit', (code) => resolve({ code: code ?? -1, out, err }));
    });
  }

  it(
    'creates the first admin and prints a link that works through the API; refuses a taken name',
    { timeout: 120_000 },
    async () => {
      // The usage error stops before the database is opened: it runs alongside the first call.
      const [first, usage] = await Promise.all([
        run(['add', 'Chef', '--role', 'admin']),
        run(['add', 'x1y', '--role', 'root']),
      ]);
      expect(first.code, first.err).toBe(0);
      const link = /http:\/\/localhost:3999\/admin\/set-password\?token=[A-Za-z0-9]{40}/.exec(first.out)?.[0];
      expect(link, first.out).toBeDefined();
      const again = await run(['add', 'chef', '--role', 'staff']);
      // A staff member limited to a car park the shop does not have: refused, nothing made.
      // (One after the other: a PGlite directory serves one process.)
      const moon = await run(['add', 'kasse', '--role', 'staff', '--sites', 'mond']);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/exists/);
      expect(moon.code, moon.err).toBe(1);
      expect(moon.err).toMatch(/No such site: mond/);
      expect(usage.code).toBe(2);

      const target: TestDatabase = {
        name: db.name,
        async open() {
          const database = await openDatabase({
            dataDir: db.name === 'pglite' ? dir : undefined,
            databaseUrl: dbEnv.DATABASE_URL,
            schemaName: dbEnv.DATABASE_SCHEMA,
          });
          await migrate(database);
          return database;
        },
      };
      const t = await startTestApp(target, { now: new Date() });
      try {
        const c = new Client(t.app);
        const set = await c.call('POST', '/api/admin/auth/set-password', {
          token: tokenOf(link!),
          password: GOOD,
        });
        expect(set.statusCode, set.body).toBe(204);
        const login = await c.login('chef', GOOD);
        expect((login.json() as AdminMe).stage).toBe('enrol');
        const [entry] = await t.database.db.select().from(auditLog);
        expect(entry).toMatchObject({
          actorKind: 'cli',
          action: 'operator.create',
          after: { username: 'Chef', role: 'admin' },
        });
      } finally {
        if (db.name === 'postgres') {
          const { sql } = await import('drizzle-orm');
          await t.database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
        }
        await t.close();
      }
    },
  );
});
