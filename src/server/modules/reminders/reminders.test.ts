import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { mimeParts } from '../../test/mime';
import { seedCustomerSession } from '../../test/customers';
import { startSmtp } from '../../test/smtp';
import { demoPay, NOW, reserve, startTestApp, type TestApp } from '../../test/harness';
import { portalShopConfig, sapi } from '../../test/portal';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';

const DAY = 86_400_000;
/** A monthly permit from today's midnight (Berlin) for 30 days: it ends 2026-12-19T23:00Z. */
const MONTH = { templateId: 'monatsparken', startTime: '2026-11-19T23:00:00.000Z', slotCount: 1 };
const END = Date.parse('2026-12-19T23:00:00.000Z');
const FULL = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  address: {
    streetName: 'Hauptstraße',
    buildingNumber: '1',
    zipCode: '79098',
    city: 'Freiburg',
    country: 'DE',
  },
};

describe.each(databases)('reminder mails on $name', (db) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(db, {
      shopConfig: portalShopConfig(),
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://parken.example.de', ALLOW_DEMO_PAYMENTS: 'true' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Books and pays a monthly permit for `mail` (as the customer when `cookie` is given). */
  const permit = async (mail: string, plate: string, cookie?: string) => {
    t.setNow(NOW);
    const r = await reserve(
      t.app,
      {
        selection: MONTH,
        contact: { mail, ...FULL },
        contactEdit: true,
        identifications: [{ source: 'lp', code: plate }],
      },
      cookie,
    );
    expect(r.res.statusCode).toBe(200);
    expect((await demoPay(t.app, r.json.paymentId, 'paid')).statusCode).toBe(303);
    await t.app.shop.settled();
  };
  const runJobs = async (at: number) => {
    t.setNow(new Date(at));
    const r = await t.app.shop.reminders.run(new Date(at));
    await t.app.shop.settled();
    return r;
  };
  const mailsTo = (to: string, subject: RegExp) =>
    smtp.received.filter((m) => m.to[0] === to && subject.test(decodeSubject(m.raw)));
  const textOf = (raw: string) =>
    mimeParts(raw)
      .find((p) => p.contentType === 'text/plain')!
      .body.toString('utf8');
  const linkToken = (raw: string) => /\/renewal\/([A-Za-z0-9_-]+)\?lang=de/.exec(textOf(raw))![1];
  const useLink = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/renewal-link', payload: { token } });

  it('sends the reminder N days before the end, not before and not twice, with a one-click renewal link', async () => {
    const mail = 'monat@example.de';
    await permit(mail, 'FR-RM 1');
    // One minute early: nothing.
    await runJobs(END - 3 * DAY - 60_000);
    expect(mailsTo(mail, /endet bald/)).toHaveLength(0);
    // Due now; a second round (or a second job) sends nothing more.
    expect((await runJobs(END - 3 * DAY)).reminders).toBeGreaterThanOrEqual(1);
    await runJobs(END - 3 * DAY + 60_000);
    const sent = mailsTo(mail, /endet bald/);
    expect(sent).toHaveLength(1);
    const text = textOf(sent[0].raw);
    expect(text).toContain('Ihre Parkberechtigung „Monatsparken“ endet am');
    expect(text).toContain('Kennzeichen: FR-RM 1');
    expect(text).toContain('Preis: 89,00');
    expect(text).toMatch(
      /Jetzt verlängern: https:\/\/parken\.example\.de\/renewal\/[A-Za-z0-9_-]{40}\?lang=de/,
    );
    expect(text).toContain('Bezahlt wird erst, wenn Sie die Zahlung ausführen.');

    // The link holds the next month, right after the end, at the current tariff; nothing is paid.
    const token = linkToken(sent[0].raw);
    const res = await useLink(token);
    expect(res.statusCode).toBe(200);
    const held = res.json();
    expect(held).toMatchObject({
      templateId: 'monatsparken',
      priceToBePaid: 8900,
      paymentMethod: 'Redirect',
      startTime: new Date(END).toISOString(),
      endTime: new Date(END + 30 * DAY - 1000).toISOString(),
    });
    expect(held.paymentRedirect).toContain(`/demo-pay/${held.paymentId}`);
    // Valid once.
    const again = await useLink(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('TOKEN_GONE');

    // Paying the held renewal gives the next month's ticket.
    expect((await demoPay(t.app, held.paymentId, 'paid')).statusCode).toBe(303);
    await t.app.shop.settled();
    expect(mailsTo(mail, /Ihr Parkticket/)).toHaveLength(2);
  });

  it('refuses an expired, an unknown and a foreign link', async () => {
    const mail = 'abgelaufen@example.de';
    await permit(mail, 'FR-RM 2');
    await runJobs(END - 3 * DAY);
    const token = linkToken(mailsTo(mail, /endet bald/)[0].raw);
    // The link works until the permit ends.
    t.setNow(new Date(END));
    const expired = await useLink(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('TOKEN_GONE');
    t.setNow(new Date(END - 3 * DAY));
    expect((await useLink('x'.repeat(40))).statusCode).toBe(410);
    // A customer's password-reset link is no renewal link.
    const customer = await seedCustomerSession(t.database.db, { now: NOW });
    const reset = await new SingleUseTokens(t.database.db).issue(
      { kind: 'customer', id: customer.id },
      'reset',
      DAY,
      new Date(END - 3 * DAY),
    );
    expect((await useLink((reset as { token: string }).token)).statusCode).toBe(410);
    // Bad input is a 400, not a 500.
    const bad = await t.app.inject({ method: 'POST', url: '/api/renewal-link', payload: { token: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('mails the driver when the renewal payment fails, once, with a new link', async () => {
    const mail = 'fehlschlag@example.de';
    await permit(mail, 'FR-RM 3');
    await runJobs(END - 3 * DAY);
    const held = (await useLink(linkToken(mailsTo(mail, /endet bald/)[0].raw))).json();
    expect((await demoPay(t.app, held.paymentId, 'failed')).statusCode).toBe(303);
    expect((await runJobs(END - 3 * DAY + 60_000)).failures).toBeGreaterThanOrEqual(1);
    await runJobs(END - 3 * DAY + 120_000);
    const failed = mailsTo(mail, /Verlängerung nicht bezahlt/);
    expect(failed).toHaveLength(1);
    const text = textOf(failed[0].raw);
    expect(text).toContain('ist fehlgeschlagen. Die Berechtigung wurde nicht verlängert.');
    // The new link works: it holds the renewal again.
    expect((await useLink(linkToken(failed[0].raw))).statusCode).toBe(200);
  });

  it('sends nothing to a customer who switched the mails off in the portal', async () => {
    t.setNow(NOW);
    const customer = await seedCustomerSession(t.database.db, {
      now: NOW,
      contact: FULL,
      cookieName: '__Host-shop_session',
    });
    const get = await sapi(t.app, customer.cookie, 'GET', '/sapi/customer/reminders');
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ endReminder: true, renewalFailure: true });
    const put = await sapi(t.app, customer.cookie, 'PUT', '/sapi/customer/reminders', {
      endReminder: false,
      renewalFailure: true,
    });
    expect(put.statusCode).toBe(200);
    expect((await sapi(t.app, customer.cookie, 'GET', '/sapi/customer/reminders')).json()).toEqual({
      endReminder: false,
      renewalFailure: true,
    });
    expect(
      (await sapi(t.app, customer.cookie, 'PUT', '/sapi/customer/reminders', { endReminder: 'no' }))
        .statusCode,
    ).toBe(400);
    expect((await sapi(t.app, undefined, 'GET', '/sapi/customer/reminders')).statusCode).toBe(401);
    await permit(customer.mail, 'FR-RM 4', customer.cookie);
    await runJobs(END - 3 * DAY);
    await runJobs(END - 2 * DAY);
    expect(mailsTo(customer.mail, /endet bald/)).toHaveLength(0);
    expect(mailsTo(customer.mail, /Ihr Parkticket/)).toHaveLength(1);
  });
});

describe.each(databases)('reminders switched off in the shop config on $name', (db) => {
  it('sends no reminder at all', async () => {
    const base = portalShopConfig();
    const t = await startTestApp(db, {
      shopConfig: { ...base, reminders: { ...base.reminders, endReminder: false } },
      env: { ALLOW_DEMO_PAYMENTS: 'true' },
    });
    try {
      const r = await reserve(t.app, {
        selection: MONTH,
        contact: { mail: 'aus@example.de', ...FULL },
        identifications: [{ source: 'lp', code: 'FR-RM 5' }],
      });
      await demoPay(t.app, r.json.paymentId, 'paid');
      t.setNow(new Date(END - 2 * DAY));
      expect(await t.app.shop.reminders.run(new Date(END - 2 * DAY))).toEqual({ reminders: 0, failures: 0 });
      const outbox = (await t.app.inject({ method: 'GET', url: '/api/operator/outbox' })).json();
      expect(outbox.map((m: { kind: string }) => m.kind)).toEqual(['ticket']);
    } finally {
      await t.close();
    }
  });
});

/** The subject header, decoded from RFC 2047 words. */
function decodeSubject(raw: string): string {
  const header = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\?=\s+=\?/g, '')
    .trim();
}
