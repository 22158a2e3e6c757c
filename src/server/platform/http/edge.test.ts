import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testEnv } from '../../config/env';
import { bills, permissions } from '../../db/schema';
import type { Database } from '../../db/client';
import { databases, type TestDatabase } from '../../test/databases';
import {
  bookAndPay,
  demoPay,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
} from '../../test/harness';
import { PUBLIC, providerFakes } from '../../test/payments';
import { CLIENT_ROUTES } from '../../../shared/client-routes';
import { newSessionId } from '../codes';

/**
 * The edge of the server (ADR 009): public-shop defaults, Host checks, proxies, media types,
 * cross-site refusal, log masking and PDF caching, each through real requests.
 */

const TOKEN = 'operator-token-0123456789';
const PUBLIC_HOST = new URL(PUBLIC).host; // parken.example.de
const fakes = providerFakes();

beforeAll(() => fakes.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakes.reset());
afterAll(() => fakes.server.close());

/** An app on its own database with a logger writing into `lines`. */
async function loggedApp(
  db: TestDatabase,
  env: Record<string, string>,
  extra: { onPdfRendered?: (kind: 'ticket' | 'bill', id: string) => void } = {},
) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const database: Database = await db.open();
  const app = await buildApp({
    env: testEnv(env),
    shopConfig: testShopConfig(),
    db: database.db,
    clock: () => NOW,
    logger: { level: 'info', stream },
    webRoot: null,
    ...extra,
  });
  await app.ready();
  return {
    app,
    database,
    lines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const outbox = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/api/operator/outbox', headers, remoteAddress });

const priceBody = { templateId: 'kurzzeit', startTime: slot(2), slotCount: 2 };

describe.each(databases)('a public shop on $name', (db) => {
  describe('without OPERATOR_TOKEN (SumUp)', () => {
    let s: Awaited<ReturnType<typeof loggedApp>>;
    beforeAll(async () => {
      s = await loggedApp(db, fakes.sumupEnv);
    });
    afterAll(() => s.close());

    it('answers 401 on the operator endpoints to everyone, loopback included, and warned once at start', async () => {
      for (const remoteAddress of ['127.0.0.1', '::1', '203.0.113.9']) {
        const res = await outbox(s.app, { host: PUBLIC_HOST }, remoteAddress);
        expect(res.statusCode, remoteAddress).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
      const warnings = s.lines.filter((l) => l.includes('OPERATOR_TOKEN is not set'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]).level).toBe(40);
    });

    it('has no demo page: /demo-pay/* is 404 while SumUp is the provider', async () => {
      const r = await reserve(
        s.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
      );
      expect(r.res.statusCode).toBe(200);
      const page = await s.app.inject({
        method: 'GET',
        url: `/demo-pay/${r.json.paymentId}`,
        headers: { host: PUBLIC_HOST },
      });
      expect(page.statusCode).toBe(404);
      const pay = await demoPay(s.app, r.json.paymentId, 'paid');
      expect(pay.statusCode).toBe(404);
      expect(pay.json().code).toBe('NOT_FOUND');
    });
  });

  describe('with OPERATOR_TOKEN behind a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db, {
        env: { ...fakes.sumupEnv, OPERATOR_TOKEN: TOKEN, TRUST_PROXY: '127.0.0.1' },
      });
    });
    afterAll(() => t.close());
    const bearer = { authorization: `Bearer ${TOKEN}` };

    it('serves the operator endpoints only under its own Host name (DNS rebinding): 421 WRONG_HOST', async () => {
      expect((await outbox(t.app, { ...bearer, host: PUBLIC_HOST }, '198.51.100.4')).statusCode).toBe(200);
      for (const host of ['evil.example', 'parken.example.de:8080', 'localhost:3000', '127.0.0.1']) {
        const res = await outbox(t.app, { ...bearer, host });
        expect(res.statusCode, host).toBe(421);
        expect(res.json().code).toBe('WRONG_HOST');
      }
      // The trusted proxy may pass the visitor's Host on as X-Forwarded-Host; anyone else may not.
      const viaProxy = { ...bearer, host: '127.0.0.1:3000', 'x-forwarded-host': PUBLIC_HOST };
      expect((await outbox(t.app, viaProxy, '127.0.0.1')).statusCode).toBe(200);
      expect((await outbox(t.app, viaProxy, '198.51.100.4')).statusCode).toBe(421);
    });

    it('counts wrong tokens against the operator limit: guessing the token meets 429s', async () => {
      const limited = await startTestApp(db, {
        env: { ...fakes.sumupEnv, OPERATOR_TOKEN: TOKEN, RATE_LIMIT_OPERATOR: '5' },
      });
      try {
        const guess = (n: number) =>
          outbox(
            limited.app,
            { host: PUBLIC_HOST, authorization: `Bearer wrong-token-${n}-xxxxxxxx` },
            '198.51.100.7',
          );
        for (let i = 0; i < 5; i++) expect((await guess(i)).statusCode).toBe(401);
        const sixth = await guess(5);
        expect(sixth.statusCode).toBe(429);
        expect(sixth.json().code).toBe('RATE_LIMITED');
        // Another address still gets its own answer.
        expect((await outbox(limited.app, { ...bearer, host: PUBLIC_HOST }, '198.51.100.8')).statusCode).toBe(
          200,
        );
      } finally {
        await limited.close();
      }
    });

    it('needs the token even from a loopback proxy whose X-Forwarded-For claims 127.0.0.1', async () => {
      const res = await outbox(t.app, { host: PUBLIC_HOST, 'x-forwarded-for': '127.0.0.1' }, '127.0.0.1');
      expect(res.statusCode).toBe(401);
    });

    it('state-changing operator calls need a JSON body or X-Requested-With (no cross-site form, no no-cors fetch)', async () => {
      const exportCall = (headers: Record<string, string>, payload?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/operator/sepa-exports',
          headers: { ...bearer, host: PUBLIC_HOST, ...headers },
          payload,
        });
      // What a form or a no-cors fetch can send:
      for (const [headers, payload] of [
        [{}, undefined],
        [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
        [{ 'content-type': 'text/plain' }, '{}'],
        [{ 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
      ] as const) {
        const res = await exportCall(headers, payload);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json().code).toBe('CROSS_SITE');
      }
      // A script passes the guard (and then hears that this SumUp shop has no SEPA creditor).
      const withHeader = await exportCall({ 'x-requested-with': 'curl' });
      expect(withHeader.statusCode).toBe(409);
      expect(withHeader.json().code).toBe('WRONG_PAYMENT_METHOD');
      const withJson = await exportCall({ 'content-type': 'application/json' }, '{}');
      expect(withJson.statusCode).toBe(409);
      // The header does not make a text body acceptable: JSON calls take JSON only.
      const text = await exportCall({ 'x-requested-with': 'curl', 'content-type': 'text/plain' }, 'x');
      expect(text.statusCode).toBe(415);
      expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('refuses cookie-carrying changes from another origin; its own origin and cookie-less calls pass', async () => {
      const r = await reserve(t.app);
      const cookie = r.cookie!;
      const price = (headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/api/booking/price', payload: priceBody, headers });
      expect((await price({ cookie, origin: PUBLIC })).statusCode).toBe(200);
      for (const origin of [
        'https://evil.example',
        'http://parken.example.de',
        'http://localhost:3000',
        'null',
      ]) {
        const res = await price({ cookie, origin });
        expect(res.statusCode, origin).toBe(403);
        expect(res.json().code).toBe('CROSS_SITE');
      }
      expect((await price({ origin: 'https://evil.example' })).statusCode).toBe(200);
    });
  });

  describe('behind a proxy that is not in TRUST_PROXY', () => {
    let s: Awaited<ReturnType<typeof loggedApp>>;
    beforeAll(async () => {
      s = await loggedApp(db, { ...fakes.sumupEnv, OPERATOR_TOKEN: TOKEN, TRUST_PROXY: '10.0.0.0/8' });
    });
    afterAll(() => s.close());
    const bearer = { authorization: `Bearer ${TOKEN}`, host: PUBLIC_HOST };
    const adminLogin = (headers: Record<string, string>, remoteAddress: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { host: PUBLIC_HOST, ...headers },
        payload: { username: 'niemand', password: 'Falsch-Falsch-123' },
        remoteAddress,
      });

    it('refuses operator and back-office calls with a forwarding header from an untrusted peer (403 PROXY_NOT_TRUSTED); the shop still serves; one warning', async () => {
      const forwarded: Record<string, string>[] = [
        { 'x-forwarded-for': '198.51.100.23' },
        { forwarded: 'for=198.51.100.23' },
        { 'x-real-ip': '198.51.100.23' },
      ];
      for (const [i, header] of forwarded.entries()) {
        const peer = `203.0.113.${60 + i}`;
        const op = await outbox(s.app, { ...bearer, ...header }, peer);
        expect(op.statusCode, JSON.stringify(header)).toBe(403);
        expect(op.json().code).toBe('PROXY_NOT_TRUSTED');
        const login = await adminLogin(header, peer);
        expect(login.statusCode).toBe(403);
        expect(login.json().code).toBe('PROXY_NOT_TRUSTED');
        // A mapped IPv6 peer is the same untrusted IPv4 address.
        expect((await outbox(s.app, { ...bearer, ...header }, `::ffff:${peer}`)).json().code).toBe(
          'PROXY_NOT_TRUSTED',
        );
        // The shop's own calls go on (their limits count the proxy, as before).
        const shop = await s.app.inject({
          method: 'GET',
          url: '/api/booking/config',
          headers: { host: PUBLIC_HOST, ...header },
          remoteAddress: peer,
        });
        expect(shop.statusCode).toBe(200);
      }
      // The listed proxy passes; so does a direct call without a forwarding header.
      expect(
        (await outbox(s.app, { ...bearer, 'x-forwarded-for': '198.51.100.23' }, '10.1.2.3')).statusCode,
      ).toBe(200);
      expect((await outbox(s.app, bearer, '203.0.113.70')).statusCode).toBe(200);
      expect((await adminLogin({ 'x-forwarded-for': '198.51.100.23' }, '10.1.2.3')).json().code).toBe(
        'WRONG_CREDENTIALS',
      );
      const warnings = s.lines.filter((l) => l.includes('not in TRUST_PROXY'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]).level).toBe(40);
    });
  });

  describe('with ALLOW_DEMO_PAYMENTS=true', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db, { env: { PUBLIC_URL: PUBLIC, ALLOW_DEMO_PAYMENTS: 'true' } });
    });
    afterAll(() => t.close());

    it('starts with the demo provider, and serves the demo page only under its own Host name', async () => {
      const r = await reserve(t.app);
      expect(r.json.paymentRedirect).toBe(`/demo-pay/${r.json.paymentId}`);
      const page = (host: string) =>
        t.app.inject({ method: 'GET', url: `/demo-pay/${r.json.paymentId}`, headers: { host } });
      expect((await page(PUBLIC_HOST)).statusCode).toBe(200);
      const rebound = await page('evil.example');
      expect(rebound.statusCode).toBe(421);
      expect(rebound.json().code).toBe('WRONG_HOST');
      const forged = await t.app.inject({
        method: 'POST',
        url: `/demo-pay/${r.json.paymentId}`,
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      });
      expect(forged.statusCode).toBe(421);
      // The form on the page, posted same-origin with the session cookie, still pays.
      const pay = await t.app.inject({
        method: 'POST',
        url: `/demo-pay/${r.json.paymentId}`,
        headers: {
          host: PUBLIC_HOST,
          cookie: r.cookie!,
          'sec-fetch-site': 'same-origin',
          origin: PUBLIC,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'outcome=paid',
      });
      expect(pay.statusCode).toBe(303);
    });
  });
});

describe.each(databases)('a local shop on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  it('without a token serves the operator endpoints to the machine itself under any loopback name and port', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000', '127.0.0.2']) {
      expect((await outbox(t.app, { host })).statusCode, host).toBe(200);
    }
    expect((await outbox(t.app, { host: 'localhost' }, '::1')).statusCode).toBe(200);
    expect((await outbox(t.app, { host: 'localhost' }, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('refuses a DNS-rebinding Host even from the machine itself', async () => {
    const res = await outbox(t.app, { host: 'rebind.evil.example:3000' });
    expect(res.statusCode).toBe(421);
    expect(res.json().code).toBe('WRONG_HOST');
  });

  it('looks at the socket address, never at X-Forwarded-For', async () => {
    const spoofed = await outbox(t.app, { host: 'localhost', 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9');
    expect(spoofed.statusCode).toBe(401);
  });

  it('a state-changing operator call from a form or no-cors fetch is refused, a script passes', async () => {
    const post = (headers: Record<string, string>, payload?: string) =>
      t.app.inject({ method: 'POST', url: '/api/operator/sepa-exports', headers, payload });
    const form = await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'x=1');
    expect(form.statusCode).toBe(403);
    expect(form.json().code).toBe('CROSS_SITE');
    expect((await post({})).statusCode).toBe(403);
    // The demo shop has no SEPA creditor: past the guard, the export itself says no.
    expect((await post({ 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(409);
  });

  it('JSON calls answer 415 UNSUPPORTED_MEDIA_TYPE to url-encoded, text and untyped bodies', async () => {
    for (const url of ['/api/booking/reserve', '/api/booking/price']) {
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', 'templateId=kurzzeit&slotCount=2'],
        ['text/plain', JSON.stringify(priceBody)],
        ['multipart/form-data; boundary=x', '--x--'],
      ]) {
        const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
        expect(res.statusCode, `${url} ${type}`).toBe(415);
        expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
    }
    const sumupForm = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sumup/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=abc',
    });
    expect(sumupForm.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/booking/price',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(priceBody),
    });
    expect(json.statusCode).toBe(200);
  });

  it('cookie-carrying changes: Sec-Fetch-Site cross-site and same-site are refused, same-origin passes', async () => {
    const r = await reserve(t.app);
    const cookie = r.cookie!;
    const price = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/booking/price', payload: priceBody, headers });
    for (const site of ['cross-site', 'same-site']) {
      const res = await price({ cookie, 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE');
    }
    // Sec-Fetch-Site wins over Origin when a browser sends both.
    expect((await price({ cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await price({ cookie, 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    // Without Sec-Fetch-Site: Origin decides; a local shop takes any loopback origin.
    expect((await price({ cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await price({ cookie, origin: 'http://127.0.0.1:5173' })).statusCode).toBe(200);
    expect((await price({ cookie, origin: 'http://[::1]:3000' })).statusCode).toBe(200);
    expect((await price({ cookie })).statusCode).toBe(200);
    // Reads and cookie-less calls are not affected.
    expect((await price({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/booking/checkout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(409);
    // A cross-site reserve cannot move the session's booking.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/booking/reserve',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: reserveBody(),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('the demo page works on any loopback name, its form posts url-encoded and pays', async () => {
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 1 } }),
    );
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'localhost:5173']) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/demo-pay/${r.json.paymentId}`,
        headers: { host },
      });
      expect(page.statusCode, host).toBe(200);
    }
    const pay = await t.app.inject({
      method: 'POST',
      url: `/demo-pay/${r.json.paymentId}`,
      headers: {
        host: '127.0.0.1:3000',
        cookie: r.cookie!,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'outcome=paid',
    });
    expect(pay.statusCode).toBe(303);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/demo-pay/${r.json.paymentId}`,
      headers: {
        cookie: r.cookie!,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'outcome=failed',
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe.each(databases)('TRUST_PROXY on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8', RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  const templates = (remoteAddress: string, xff?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/booking/templates',
      remoteAddress,
      headers: xff ? { 'x-forwarded-for': xff } : {},
    });

  it('counts visitors behind a trusted proxy one by one (req.ip from X-Forwarded-For)', async () => {
    for (let i = 0; i < 3; i++) expect((await templates('127.0.0.1', '198.51.100.1')).statusCode).toBe(200);
    const limited = await templates('127.0.0.1', '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Another visitor through the same proxy, and through a second proxy of the list.
    expect((await templates('127.0.0.1', '198.51.100.2')).statusCode).toBe(200);
    expect((await templates('10.1.2.3', '198.51.100.3')).statusCode).toBe(200);
    // A chain of trusted proxies: the visitor is the right-most untrusted address.
    expect((await templates('127.0.0.1', '198.51.100.1, 10.0.0.7')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await templates('203.0.113.50', `192.0.2.${i}`)).statusCode).toBe(200);
    }
    expect((await templates('203.0.113.50', '192.0.2.99')).statusCode).toBe(429);
  });

  it('a local shop behind a loopback proxy is a public one: a proxied call gets no operator access without the token', async () => {
    // A proxy on the same host makes every visitor loopback; its headers give it away. Without
    // OPERATOR_TOKEN such a "visitor" once created an admin through /api/operator/operators.
    // Each from its own loopback address: the operator request limit is per address.
    const headers = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'];
    for (const [i, header] of headers.entries()) {
      const value = header === 'via' ? '1.1 nginx' : '127.0.0.1';
      const res = await outbox(t.app, { host: 'localhost', [header]: value }, `127.0.0.${i + 10}`);
      expect(res.statusCode, header).toBe(401);
    }
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/operator/operators',
      headers: { host: 'localhost', 'x-forwarded-for': '203.0.113.77' },
      payload: { username: 'proxied-admin', role: 'admin' },
      remoteAddress: '127.0.0.20',
    });
    expect(create.statusCode).toBe(401);
    // The same call straight from the machine itself still works (the local demo's operator).
    expect((await outbox(t.app, { host: 'localhost' }, '127.0.0.21')).statusCode).toBe(200);
  });
});

describe.each(databases)('logs and PDFs on $name', (db) => {
  const rendered: string[] = [];
  let s: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    s = await loggedApp(db, {}, { onPdfRendered: (kind, id) => rendered.push(`${kind}:${id}`) });
  });
  afterAll(() => s.close());

  const billOf = async (permissionId: string) => {
    const [perm] = await s.database.db.select().from(permissions).where(eq(permissions.id, permissionId));
    return (await s.database.db.select().from(bills).where(eq(bills.bookingId, perm.bookingId)))[0];
  };

  it('request log lines never carry a ticket, bill or permission secret, but keep the id', async () => {
    const { checkout } = await bookAndPay(
      s.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(6), slotCount: 1 } }),
    );
    const bill = await billOf(checkout.permissionId);
    const { permissionId, permissionSecret } = checkout;
    const urls = [
      `/t/${permissionId}/${permissionSecret}`,
      `/t/${permissionId}/${permissionSecret}?lang=en`,
      `/api/ticket/${permissionId}/${permissionSecret}`,
      `/api/ticket/${permissionId}/${permissionSecret}.pdf`,
      `/api/ticket/${permissionId}/${permissionSecret}.pdf?download=${permissionSecret}`,
      `/api/bill/${bill.id}/${bill.secret}`,
      `/api/bill/${bill.id}/${bill.secret}.pdf`,
      // The bill and credit-note pages and the credit note's PDF carry their secret too.
      `/bill/${bill.id}/${bill.secret}`,
      `/credit-note/${bill.id}/CreditNoteSecret0123456789`,
      `/api/credit-note/${bill.id}/CreditNoteSecret0123456789.pdf`,
    ];
    s.lines.length = 0;
    for (const url of urls) await s.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const text = s.lines.join('');
    expect(s.lines.filter((l) => l.includes('"incoming request"'))).toHaveLength(urls.length);
    expect(text).toContain(`/api/ticket/${permissionId}/[secret].pdf`);
    expect(text).toContain(`/api/bill/${bill.id}/[secret].pdf`);
    expect(text).toContain(`/t/${permissionId}/[secret]`);
    expect(text).not.toContain(permissionSecret);
    expect(text).not.toContain(bill.secret);
    expect(text).not.toContain('CreditNoteSecret0123456789');
    expect(text).toContain(`/api/credit-note/${bill.id}/[secret].pdf`);
  });

  it('walks every route with a token or secret parameter: its value never reaches a log line', async () => {
    const docs = await s.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { host: testEnv({}).publicHost },
    });
    expect(docs.statusCode).toBe(200);
    const apiRoutes = Object.keys((docs.json() as { paths: Record<string, unknown> }).paths).map((p) =>
      p.replace(/\{([^}]+)\}/g, ':$1'),
    );
    const secretParam = /token|secret|key|code/i;
    const routes = [...apiRoutes, ...CLIENT_ROUTES].filter((r) =>
      [...r.matchAll(/:([A-Za-z]+)/g)].some(([, name]) => secretParam.test(name)),
    );
    // The ones known today; a route added later with such a parameter is walked as well.
    expect(routes).toEqual(
      expect.arrayContaining([
        '/renewal/:token',
        '/t/:permissionId/:permissionSecret',
        '/bill/:id/:secret',
        '/credit-note/:id/:secret',
      ]),
    );
    expect(routes.filter((r) => r.startsWith('/api/'))).not.toHaveLength(0);
    // Both shapes the shop hands out: session-style tokens and base64url secrets.
    const shapes = [
      () => newSessionId(),
      () => randomBytes(32).toString('base64url'),
      () => newSessionId().slice(0, 12),
    ];
    const secrets: string[] = [];
    const urls: string[] = [];
    for (const route of routes) {
      for (const shape of shapes) {
        const url = route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
          if (!secretParam.test(name)) return randomUUID();
          const secret = shape();
          secrets.push(secret);
          return secret;
        });
        urls.push(url, `${url}.pdf`, `${url}?lang=en`);
      }
    }
    // The links that carry their token in the query.
    for (const page of ['/set-password', '/confirm-account', '/admin/set-password']) {
      const secret = newSessionId();
      secrets.push(secret);
      urls.push(`${page}?token=${secret}`);
    }
    s.lines.length = 0;
    for (const url of urls) await s.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(s.lines.filter((l) => l.includes('"incoming request"'))).toHaveLength(urls.length);
    const text = s.lines.join('');
    expect(text).toContain('/renewal/[secret]');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('renders a ticket and a bill PDF once: later downloads are the same bytes, the secret still checked', async () => {
    const { checkout } = await bookAndPay(
      s.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(7), slotCount: 1 } }),
    );
    const { permissionId, permissionSecret } = checkout;
    const get = (url: string) => s.app.inject({ method: 'GET', url });
    const first = await get(`/api/ticket/${permissionId}/${permissionSecret}.pdf`);
    const second = await get(`/api/ticket/${permissionId}/${permissionSecret}.pdf`);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rendered.filter((r) => r === `ticket:${permissionId}`)).toHaveLength(1);
    const wrong = await get(`/api/ticket/${permissionId}/${'x'.repeat(permissionSecret.length)}.pdf`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('TICKET_NOT_FOUND');

    const bill = await billOf(permissionId);
    const b1 = await get(`/api/bill/${bill.id}/${bill.secret}.pdf`);
    const b2 = await get(`/api/bill/${bill.id}/${bill.secret}.pdf`);
    expect(b1.statusCode).toBe(200);
    expect(b2.rawPayload.equals(b1.rawPayload)).toBe(true);
    expect(rendered.filter((r) => r === `bill:${bill.id}`)).toHaveLength(1);
    expect((await get(`/api/bill/${bill.id}/nope.pdf`)).statusCode).toBe(404);
  });
});

describe.each(databases)('Mollie webhook stays form-encoded on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: fakes.mollieEnv });
  });
  afterAll(() => t.close());

  it('accepts the url-encoded webhook while the booking calls stay JSON-only', async () => {
    const r = await reserve(t.app);
    expect(r.res.statusCode).toBe(200);
    const molliePayment = [...fakes.mollie.payments.values()].at(-1)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${molliePayment.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/booking/reserve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
  });
});
