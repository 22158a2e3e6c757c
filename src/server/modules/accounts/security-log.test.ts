import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../db/schema';
import { databases } from '../../test/databases';
import { hostOf, startTestApp, type TestApp } from '../../test/harness';
import { deviceSummary, maskedAddress } from './security-log';
import { AuthService, type AuthServiceDeps } from './auth-service';

const TOKEN = 'security-log-operator-token-0123';
const GOOD = 'Sommer-Regen-4711x';
const NEXT = 'Winter-Schnee-0815y';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('security log summaries', () => {
  it('names browser and system, never the whole User-Agent', () => {
    expect(deviceSummary(FIREFOX)).toBe('Firefox · Windows');
    expect(deviceSummary(IPHONE)).toBe('Safari · iOS');
    expect(deviceSummary('curl/8.5.0')).toBeNull();
    expect(deviceSummary(undefined)).toBeNull();
  });
  it('masks the host part of the address', () => {
    expect(maskedAddress('203.0.113.77')).toBe('203.0.113.x');
    expect(maskedAddress('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(maskedAddress(undefined)).toBeNull();
  });
});

// A customer sees who logged in to the account, and the failed attempts.
describe.each(databases)("the customer's security log on $name", (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const op = { authorization: `Bearer ${TOKEN}`, 'x-requested-with': 'test' };
  const login = (username: string, password: string, address: string, ua = FIREFOX) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username, password },
      remoteAddress: address,
      headers: { 'user-agent': ua },
    });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === 'shop_session')!;
    return `${c.name}=${c.value}`;
  };
  const log = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/sapi/customer/security-log', headers: cookie ? { cookie } : {} });

  async function account(mail: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/customers',
      headers: { ...op, host: hostOf(t.app) },
      payload: { mail, firstName: 'Erika', lastName: 'Muster', password: GOOD },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  it('logins, failed logins from known networks, password changes and resets, newest first, masked', async () => {
    await account('sicher@example.com');
    // A network the account never logged in from: a stranger's guess, not the owner's event.
    expect((await login('sicher@example.com', 'wrong-one', '203.0.113.77', IPHONE)).statusCode).toBe(403);
    // A wrong name is nobody's event.
    expect((await login('nobody@example.com', 'x', '203.0.113.78')).statusCode).toBe(403);
    const ok = await login('sicher@example.com', GOOD, '198.51.100.23');
    expect(ok.statusCode).toBe(200);
    const cookie = cookieOf(ok);
    // The owner mistyping on their own network is shown.
    expect((await login('sicher@example.com', 'wrong-two', '198.51.100.40', IPHONE)).statusCode).toBe(403);
    await t.app.shop.settled();
    // While the initial password must be changed, the portal's calls stay closed.
    expect((await log(cookie)).statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      payload: { oldPassword: GOOD, newPassword: NEXT },
      headers: { cookie, 'user-agent': FIREFOX },
      remoteAddress: '198.51.100.23',
    });
    expect(changed.statusCode, changed.body).toBe(204);

    const res = await log(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const entries = res.json().entries as { kind: string; device: string; address: string; at: string }[];
    expect(entries.map((e) => [e.kind, e.device, e.address])).toEqual([
      ['password-changed', 'Firefox · Windows', '198.51.100.x'],
      ['login-failed', 'Safari · iOS', '198.51.100.x'],
      ['login', 'Firefox · Windows', '198.51.100.x'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('203.0.113');

    // A reset through a mailed link is recorded too.
    await t.app.inject({ method: 'POST', url: '/auth/forgot', payload: { mail: 'sicher@example.com' } });
    await t.app.shop.settled();
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(sql`lower(${mails.recipient}) = 'sicher@example.com' and ${mails.kind} = 'reset'`);
    const token = /\/set-password\?token=([A-Za-z0-9]+)/.exec(mail.text)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token, newPassword: 'Herbst-Laub-2024z' },
      headers: { 'user-agent': IPHONE },
      remoteAddress: '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const again = await login('sicher@example.com', 'Herbst-Laub-2024z', '198.51.100.23');
    const latest = (await log(cookieOf(again))).json().entries;
    expect(latest.slice(0, 2).map((e: { kind: string; address: string }) => [e.kind, e.address])).toEqual([
      ['login', '198.51.100.x'],
      ['password-reset', '2001:db8:1:2::/64'],
    ]);
  });

  it("strangers' failed logins never reach the owner's list, however many; the owner's logins stay", async () => {
    await account('viel@example.com');
    const ok = await login('viel@example.com', GOOD, '192.0.2.10');
    const cookie = cookieOf(ok);
    await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      payload: { oldPassword: GOOD, newPassword: NEXT },
      headers: { cookie },
      remoteAddress: '192.0.2.10',
    });
    const before = (await log(cookie)).json().entries;
    for (let i = 1; i <= 30; i++) {
      const res = await login('viel@example.com', `guess-${i}`, `198.18.${i}.1`);
      expect(res.statusCode).toBe(403);
    }
    await t.app.shop.settled();
    expect((await log(cookie)).json().entries).toEqual(before);
  });

  it('shows each customer only their own entries, and nobody without a session', async () => {
    await account('andere@example.com');
    const ok = await login('andere@example.com', GOOD, '192.0.2.1');
    const cookie = cookieOf(ok);
    await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      payload: { oldPassword: GOOD, newPassword: NEXT },
      headers: { cookie },
    });
    const entries = (await log(cookie)).json().entries as { address: string }[];
    expect(entries.map((e) => e.address)).toEqual(['127.0.0.x', '192.0.2.x']);
    const anon = await log();
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('NOT_LOGGED_IN');
  });
});

/**
 * A failed login by e-mail must answer as fast for an existing account as for an unknown name:
 * the account's security-log entry is written after the answer, never on its path (ADR 057).
 */
describe('a failed login answers before anything is written about the account', () => {
  const customer = {
    id: 'c1',
    username: 'kunde',
    mail: 'kunde@example.com',
    status: 'active',
    passwordHash: '$argon2id$stored',
    requirePasswordChange: false,
  };
  const service = (afterAnswer: (work: () => Promise<void>) => void, verifies: (string | undefined)[]) =>
    new AuthService({
      customers: {
        findByUsername: async () => undefined,
        findByMail: async (m: string) => (m === customer.mail ? customer : undefined),
      },
      throttle: { assertOpen: async () => {}, failed: async () => {} },
      hasher: {
        verify: async (stored: string | undefined) => {
          verifies.push(stored);
          return false;
        },
      },
      // A write that never finishes: a login that waited for it would never answer.
      securityLog: { record: () => new Promise(() => {}), recordFailedLogin: () => new Promise(() => {}) },
      afterAnswer,
    } as unknown as AuthServiceDeps);

  it('known and unknown e-mail: one password check each, a 403 at once, the log entry after', async () => {
    const later: (() => Promise<void>)[] = [];
    const verifies: (string | undefined)[] = [];
    const auth = service((w) => later.push(w), verifies);
    for (const username of [customer.mail, 'fremd@example.com']) {
      await expect(
        auth.login({ username, password: 'wrong', address: '203.0.113.5' }, new Date()),
      ).rejects.toMatchObject({ code: 'WRONG_CREDENTIALS' });
    }
    // Both paths checked a password (the unknown one against the hasher's decoy).
    expect(verifies).toEqual([customer.passwordHash, undefined]);
    // Only the known account has work left, and it runs after the answer.
    expect(later).toHaveLength(1);
  }, 5000);
});
