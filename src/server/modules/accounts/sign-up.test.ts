import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { customers, singleUseTokens } from '../../db/schema';
import { parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import { mimeParts } from '../../test/mime';
import { startSmtp } from '../../test/smtp';
import { hostOf, NOW, sessionCookie, startTestApp, testShopConfig, type TestApp } from '../../test/harness';

const TOKEN = 'operator-secret-token-1234567890';
const GOOD = 'Sommer-Regen-4711x';
const OTHER = 'Winter-Schnee-0815y';

const signUp = (app: FastifyInstance, mail: string, password = GOOD, address = '198.51.100.20') =>
  app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { mail, password, language: 'de' },
    remoteAddress: address,
  });
const confirm = (app: FastifyInstance, token: string, password = GOOD, address = '198.51.100.21') =>
  app.inject({
    method: 'POST',
    url: '/auth/confirm',
    payload: { token, password },
    remoteAddress: address,
  });
const login = (app: FastifyInstance, username: string, password = GOOD, address = '198.51.100.22') =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password },
    remoteAddress: address,
  });

let seq = 0;
const freshMail = () => `fahrer${++seq}-${Date.now()}@example.com`;

describe.each(databases)('driver sign-up on $name', (db) => {
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

  /** The plain text of every mail the SMTP server got for `mail`, oldest first. */
  async function mailsTo(mail: string): Promise<string[]> {
    await t.app.shop.settled();
    return smtp.received
      .filter((m) => m.to.includes(mail))
      .map((m) =>
        mimeParts(m.raw)
          .find((p) => p.contentType === 'text/plain')!
          .body.toString('utf8'),
      );
  }
  async function linkIn(mail: string, page: 'confirm-account' | 'set-password'): Promise<string> {
    const texts = await mailsTo(mail);
    const m = new RegExp(`/${page}\\?token=([A-Za-z0-9]+)`).exec(texts[texts.length - 1] ?? '');
    expect(m, texts.join('\n---\n')).not.toBeNull();
    return m![1];
  }

  it('sign-up mails a confirmation link; no login before it; the link and the password log in, once', async () => {
    const mail = freshMail();
    const res = await signUp(t.app, mail);
    expect(res.statusCode, res.body).toBe(204);
    const texts = await mailsTo(mail);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('Konto bestätigen');
    const token = await linkIn(mail, 'confirm-account');

    // Not confirmed: the login answers like a wrong password.
    const early = await login(t.app, mail);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('WRONG_CREDENTIALS');

    // The link alone is not enough: the password chosen at sign-up must come with it.
    const wrong = await confirm(t.app, token, OTHER);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('WRONG_CREDENTIALS');

    const ok = await confirm(t.app, token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ loggedIn: true, username: mail, requirePasswordChange: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/sapi/customer/me',
      headers: { cookie: sessionCookie(ok) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().contact.mail).toBe(mail);

    const again = await confirm(t.app, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('TOKEN_GONE');

    // Login by e-mail (any case) and by username.
    expect((await login(t.app, mail.toUpperCase())).statusCode).toBe(200);
  });

  it('a known e-mail gets the same answer; its owner gets a mail with a reset link and keeps the password', async () => {
    const mail = freshMail();
    await signUp(t.app, mail);
    await confirm(t.app, await linkIn(mail, 'confirm-account'));

    const known = await signUp(t.app, mail, OTHER);
    const unknown = await signUp(t.app, freshMail(), OTHER);
    expect(known.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);

    const texts = await mailsTo(mail);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('Zu ihr gibt es bereits ein Kundenkonto');
    await linkIn(mail, 'set-password');
    // The sign-up did not change the account: the old password still works, the new one not.
    expect((await login(t.app, mail)).statusCode).toBe(200);
    expect((await login(t.app, mail, OTHER)).statusCode).toBe(403);
  });

  it('signing up again before confirming (a stranger with the same e-mail): each link keeps its own password, none ends another', async () => {
    const mail = freshMail();
    await signUp(t.app, mail);
    const first = await linkIn(mail, 'confirm-account');
    await signUp(t.app, mail, OTHER, '203.0.113.45');
    const second = await linkIn(mail, 'confirm-account');
    expect(second).not.toBe(first);
    // The second sign-up's password does not open the first link, nor the reverse.
    expect((await confirm(t.app, first, OTHER)).json().code).toBe('WRONG_CREDENTIALS');
    expect((await confirm(t.app, second, GOOD)).json().code).toBe('WRONG_CREDENTIALS');
    // The first sign-up still confirms with its own password; then every other link is dead.
    expect((await confirm(t.app, first, GOOD)).statusCode).toBe(200);
    expect((await confirm(t.app, second, OTHER)).statusCode).toBe(410);
    expect((await login(t.app, mail)).statusCode).toBe(200);
    expect((await login(t.app, mail, OTHER)).statusCode).toBe(403);
  });

  it("a stranger's sign-ups and forgot-password requests neither use up an invitation's budget nor end it", async () => {
    const mail = freshMail();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/customers',
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
      payload: { mail, firstName: 'Erika', lastName: 'Muster' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const invite = await linkIn(mail, 'set-password');
    for (let i = 0; i < 4; i++) {
      expect((await signUp(t.app, mail, OTHER, `203.0.113.${50 + i}`)).statusCode).toBe(204);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/auth/forgot',
            payload: { mail },
            remoteAddress: '203.0.113.60',
          })
        ).statusCode,
      ).toBe(204);
    }
    // The anonymous requests had their own three links, beside the invitation.
    expect(await mailsTo(mail)).toHaveLength(4);
    // The invitation still sets the password.
    const set = await t.app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token: invite, newPassword: 'Herbst-Laub-2024z' },
    });
    expect(set.statusCode, set.body).toBe(204);
  });

  it('at most LINKS_PER_HOUR mails per e-mail and hour, every answer the same', async () => {
    const mail = freshMail();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await signUp(t.app, mail, GOOD, `198.51.100.${30 + i}`));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(204));
    expect(await mailsTo(mail)).toHaveLength(3);
  });

  it('the confirmation link expires after 24 hours; a reset link cannot confirm', async () => {
    const mail = freshMail();
    await signUp(t.app, mail);
    const token = await linkIn(mail, 'confirm-account');
    t.advance(24 * 3_600_000 + 60_000);
    const late = await confirm(t.app, token);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('TOKEN_GONE');

    // An operator-made account's reset link is not a confirmation link.
    const opMail = freshMail();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/customers',
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
      payload: { mail: opMail, firstName: 'Erika', lastName: 'Muster' },
    });
    expect(created.statusCode).toBe(201);
    const invite = await linkIn(opMail, 'set-password');
    expect((await confirm(t.app, invite)).statusCode).toBe(410);
  });

  it('refuses a weak password (417) and a malformed e-mail (400) before anything is mailed', async () => {
    const weak = await signUp(t.app, freshMail(), 'passwort');
    expect(weak.statusCode).toBe(417);
    expect(weak.json().code).toBe('PASSWORD_POLICY');
    const bad = await signUp(t.app, 'kein-mail', GOOD);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_MAIL');
    const unknownLink = await confirm(t.app, 'x'.repeat(40));
    expect(unknownLink.statusCode).toBe(410);
  });

  it('wrong passwords at the confirmation count like failed logins (429 LOGIN_LOCKED)', async () => {
    const mail = freshMail();
    await signUp(t.app, mail);
    const token = await linkIn(mail, 'confirm-account');
    for (let i = 0; i < 10; i++) expect((await confirm(t.app, token, OTHER)).statusCode).toBe(403);
    const locked = await confirm(t.app, token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_LOCKED');
  });

  it('a sign-up never confirmed goes after RETENTION_PENDING_ACCOUNT_DAYS (7): its e-mail first, the row once no mail names it', async () => {
    const never = freshMail();
    const kept = freshMail();
    const start = NOW;
    const day = (n: number) => new Date(start.getTime() + n * 86_400_000);
    const accountOf = async (mail: string) =>
      (
        await t.database.db
          .select()
          .from(customers)
          .where(sql`lower(${customers.mail}) = lower(${mail})`)
      )[0];
    try {
      t.setNow(start);
      expect((await signUp(t.app, never, GOOD, '203.0.113.77')).statusCode).toBe(204);
      expect((await signUp(t.app, kept, GOOD, '203.0.113.77')).statusCode).toBe(204);
      const oldLink = await linkIn(never, 'confirm-account');
      expect(
        (await confirm(t.app, await linkIn(kept, 'confirm-account'), GOOD, '203.0.113.77')).statusCode,
      ).toBe(200);
      const id = (await accountOf(never))!.id;
      const linksOf = async () =>
        (await t.database.db.select().from(singleUseTokens).where(eq(singleUseTokens.customerId, id))).length;
      expect(await linksOf()).toBe(1);

      // Six days on: the unconfirmed account is still there.
      await t.app.shop.retention.run(day(6));
      expect((await accountOf(never))?.status).toBe('pending');

      // Eight days on: the e-mail, the password and the links are gone; the confirmation mail
      // (kept 30 days) still names the row, so the row itself stays for now, stripped.
      const r8 = await t.app.shop.retention.run(day(8));
      expect(r8.pendingAccounts).toBeGreaterThanOrEqual(1);
      expect(await accountOf(never)).toBeUndefined();
      const [stripped] = await t.database.db.select().from(customers).where(eq(customers.id, id));
      expect(stripped).toMatchObject({ status: 'pending', passwordHash: null, contact: {} });
      expect(stripped.mail).not.toContain('@example.com');
      expect(await linksOf()).toBe(0);
      t.setNow(day(8));
      expect((await confirm(t.app, oldLink, GOOD, '203.0.113.77')).statusCode).toBe(410);

      // The confirmed account is untouched and still logs in.
      expect((await accountOf(kept))?.status).toBe('active');
      expect((await login(t.app, kept, GOOD, '203.0.113.77')).statusCode).toBe(200);

      // After the mail retention: the row goes.
      await t.app.shop.retention.run(day(40));
      expect(await t.database.db.select().from(customers).where(eq(customers.id, id))).toHaveLength(0);
      expect((await accountOf(kept))?.status).toBe('active');

      // The e-mail can sign up afresh and gets a new link.
      t.setNow(day(40));
      expect((await signUp(t.app, never, GOOD, '203.0.113.77')).statusCode).toBe(204);
      expect(await linkIn(never, 'confirm-account')).not.toBe(oldLink);
      expect((await accountOf(never))?.status).toBe('pending');
    } finally {
      t.setNow(start);
    }
  });
});

describe.each(databases)('sign-up switched off on $name', (db) => {
  it('404 when options.enableSignUp is off, and the client is told so', async () => {
    const base = testShopConfig();
    const t = await startTestApp(db, {
      shopConfig: parseShopConfig({ ...base, options: { ...base.options, enableSignUp: false } }),
    });
    try {
      const res = await signUp(t.app, freshMail());
      expect(res.statusCode).toBe(404);
      const styling = await t.app.inject({ method: 'GET', url: '/api/page/styling' });
      expect(styling.json().options).toEqual({ enableCustomerShop: true, enableSignUp: false });
    } finally {
      await t.close();
    }
  });
});
