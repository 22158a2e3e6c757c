import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletLinksSchema } from '../../../shared/schemas/wallet';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import { bookAndPay, NOW, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASS_TYPE_ID, demoWalletKeys, makeDemoIdentity } from './demo-identity';

/** One demo identity for the file (RSA keys take a moment), written where openssl can read it. */
const identity = makeDemoIdentity(NOW);
const keys = demoWalletKeys(identity);
const dir = mkdtempSync(join(tmpdir(), 'wallet-test-'));
writeFileSync(join(dir, 'ca.pem'), identity.ca);

/** A stand-in of Apple's push service (APNs), as Apple documents it: POST /3/device/{token}. */
const APNS = 'http://apns.test';
const pushes: Array<{ token: string; topic: string | null; body: string }> = [];
const apns = setupServer(
  http.post(`${APNS}/3/device/:token`, async ({ params, request }) => {
    pushes.push({
      token: String(params.token),
      topic: request.headers.get('apns-topic'),
      body: await request.text(),
    });
    return params.token === 'gone-token'
      ? HttpResponse.json({ reason: 'Unregistered', timestamp: 0 }, { status: 410 })
      : new HttpResponse(null, { status: 200 });
  }),
);
beforeAll(() => apns.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  apns.close();
  rmSync(dir, { recursive: true, force: true });
});

let unzipCount = 0;
/** The files of a .pkpass, through the `unzip` command (a zip reader the test does not share with the code). */
function unzipped(pkpass: Buffer): Map<string, Buffer> {
  const at = join(dir, `pass-${++unzipCount}`);
  writeFileSync(`${at}.pkpass`, pkpass);
  execFileSync('unzip', ['-q', '-o', `${at}.pkpass`, '-d', at]);
  return new Map(readdirSync(at).map((f) => [f, readFileSync(join(at, f))]));
}

/** openssl's word on `signature` as the detached PKCS #7 signature of manifest.json. */
function opensslVerifies(files: Map<string, Buffer>, withCa: boolean): boolean {
  const at = join(dir, `verify-${++unzipCount}`);
  writeFileSync(`${at}.manifest`, files.get('manifest.json')!);
  writeFileSync(`${at}.signature`, files.get('signature')!);
  const trust = withCa ? ['-CAfile', join(dir, 'ca.pem'), '-purpose', 'any'] : ['-noverify'];
  try {
    execFileSync(
      'openssl',
      [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        `${at}.signature`,
        '-content',
        `${at}.manifest`,
        ...trust,
        '-out',
        '/dev/null',
      ],
      { stdio: 'pipe' },
    );
    return true;
  } catch {
    return false;
  }
}

describe.each(databases)('the ticket in the wallet on $name', (db) => {
  let t: TestApp;
  let staff: SeededOperator;
  let plateNo = 0;

  beforeAll(async () => {
    t = await startTestApp(db, { wallet: keys, env: { WALLET_APPLE_APNS_URL: APNS } });
    staff = await seedOperatorSession(t.database.db, { now: NOW, role: 'staff' });
  });
  afterAll(() => t.close());

  const DAY = { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 };
  async function paid() {
    const plate = `W-AL ${++plateNo}`;
    const b = await bookAndPay(
      t.app,
      reserveBody({ selection: DAY, identifications: [{ source: 'lp', code: plate }] }),
    );
    return { plate, ...b.checkout } as { plate: string; permissionId: string; permissionSecret: string };
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const pkpassOf = async (p: { permissionId: string; permissionSecret: string }) => {
    const res = await get(`/api/ticket/${p.permissionId}/${p.permissionSecret}.pkpass`);
    expect(res.statusCode).toBe(200);
    return res;
  };
  /** The booking behind a ticket, as the back office finds it by plate. */
  async function bookingIdOf(plate: string): Promise<string> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings?plate=${encodeURIComponent(plate)}`,
      headers: staff.headers,
    });
    return (res.json() as { data: Array<{ id: string }> }).data[0]!.id;
  }
  const adminAct = (id: string, action: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/${action}`,
      headers: staff.headers,
      payload,
    });

  it('hands out a signed pass: pass.json with the ticket, images, manifest hashes that match, a signature openssl accepts', async () => {
    const p = await paid();
    const res = await pkpassOf(p);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['cache-control']).toContain('no-store');
    const files = unzipped(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    );
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as Record<string, string>;
    for (const [name, content] of files) {
      if (name === 'manifest.json' || name === 'signature') continue;
      expect(manifest[name], name).toBe(createHash('sha1').update(content).digest('hex'));
    }
    expect(opensslVerifies(files, false)).toBe(true);
    // With the demo's CA as the trusted root: the chain in the signature holds.
    expect(opensslVerifies(files, true)).toBe(true);
    // A manifest changed after signing is refused.
    const tampered = new Map(files);
    tampered.set(
      'manifest.json',
      Buffer.from(files.get('manifest.json')!.toString().replace('"icon.png":"', '"icon.png":"0')),
    );
    expect(opensslVerifies(tampered, false)).toBe(false);

    const ticket = (await get(`/api/ticket/${p.permissionId}/${p.permissionSecret}`)).json();
    const pass = JSON.parse(files.get('pass.json')!.toString());
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: DEMO_PASS_TYPE_ID,
      serialNumber: p.permissionId,
      organizationName: 'Parkhaus am Markt',
      relevantDate: '2026-11-21T23:00:00.000Z',
      webServiceURL: expect.stringMatching(/\/api\/wallet\/apple$/),
      barcodes: [expect.objectContaining({ format: 'PKBarcodeFormatQR', message: ticket.ticketCode })],
    });
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.voided).toBeUndefined();
    expect(pass.generic.headerFields).toEqual([
      expect.objectContaining({ label: 'Kennzeichen', value: p.plate }),
    ]);
    const text = JSON.stringify(pass.generic);
    expect(text).toContain('2026-11-21T23:00:00.000Z');
    // The entrance and its place on the map, so the phone offers the pass at the gate.
    expect(ticket.entrance).toBeDefined();
    expect(text).toContain(ticket.entrance.address);
    expect(pass.locations).toEqual([
      expect.objectContaining({ latitude: ticket.entrance.latitude, longitude: ticket.entrance.longitude }),
    ]);
  });

  it('answers 404 for a wrong secret or an unknown ticket, as the ticket page does', async () => {
    const p = await paid();
    const wrong = await get(`/api/ticket/${p.permissionId}/${p.permissionSecret}x.pkpass`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('TICKET_NOT_FOUND');
    const unknown = await get(
      `/api/ticket/00000000-0000-4000-8000-000000000000/${p.permissionSecret}.pkpass`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TICKET_NOT_FOUND');
    expect((await get(`/api/ticket/${p.permissionId}/nope/wallet`)).statusCode).toBe(404);
  });

  it('links both wallets; the Google link carries a JWT signed with the service account key, with the plate', async () => {
    const p = await paid();
    const res = await get(`/api/ticket/${p.permissionId}/${p.permissionSecret}/wallet`);
    expect(res.statusCode).toBe(200);
    const links = walletLinksSchema.parse(res.json());
    expect(links.apple).toBe(`/api/ticket/${p.permissionId}/${p.permissionSecret}.pkpass`);
    expect(links.demo).toBe(true);
    const prefix = 'https://pay.google.com/gp/v/save/';
    expect(links.google!.startsWith(prefix)).toBe(true);
    const publicKey = createPublicKey(keys.google.privateKey);
    const { payload, protectedHeader } = await jwtVerify(links.google!.slice(prefix.length), publicKey, {
      issuer: keys.google.clientEmail,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    const object = (payload as { payload: { genericObjects: Array<Record<string, unknown>> } }).payload
      .genericObjects[0]!;
    expect(object.id).toBe(`${keys.google.issuerId}.${p.permissionId}`);
    expect(object.state).toBe('ACTIVE');
    expect(JSON.stringify(object.textModulesData)).toContain(p.plate);
  });

  it('a cancelled ticket gives a voided pass without a barcode, and an inactive Google pass', async () => {
    const p = await paid();
    const cancel = await adminAct(await bookingIdOf(p.plate), 'cancel', { refundCents: 0 });
    expect(cancel.statusCode).toBe(200);
    const pass = JSON.parse(
      unzipped((await pkpassOf(p)).rawPayload)
        .get('pass.json')!
        .toString(),
    );
    expect(pass.voided).toBe(true);
    expect(pass.barcodes).toBeUndefined();
    const links = (await get(`/api/ticket/${p.permissionId}/${p.permissionSecret}/wallet`)).json();
    const { payload } = await jwtVerify(
      links.google.split('/save/')[1],
      createPublicKey(keys.google.privateKey),
    );
    expect(JSON.stringify(payload)).toContain('"state":"INACTIVE"');
  });

  describe('the PassKit web service', () => {
    const base = '/api/wallet/apple/v1';
    const device = 'device-library-1';

    it('registers a phone, lists the pass as changed after a plate change, serves the new pass and forgets the phone', async () => {
      const p = await paid();
      const pass = JSON.parse(
        unzipped((await pkpassOf(p)).rawPayload)
          .get('pass.json')!
          .toString(),
      );
      const auth = { authorization: `ApplePass ${pass.authenticationToken}` };
      const reg = `${base}/devices/${device}/registrations/${DEMO_PASS_TYPE_ID}/${p.permissionId}`;
      const register = (headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: reg, headers, payload: { pushToken: 'push-token-1' } });

      expect((await register(auth)).statusCode).toBe(201);
      expect((await register(auth)).statusCode).toBe(200);

      const list = (since?: string) =>
        get(
          `${base}/devices/${device}/registrations/${DEMO_PASS_TYPE_ID}${since ? `?passesUpdatedSince=${since}` : ''}`,
        );
      const first = await list();
      expect(first.statusCode).toBe(200);
      expect(first.json().serialNumbers).toContain(p.permissionId);
      const tag = first.json().lastUpdated as string;
      expect((await list(tag)).statusCode).toBe(204);

      const latest = (headers: Record<string, string>) =>
        get(`${base}/passes/${DEMO_PASS_TYPE_ID}/${p.permissionId}`, headers);
      const before = await latest(auth);
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toBe('application/vnd.apple.pkpass');
      const lastModified = String(before.headers['last-modified']);
      expect((await latest({ ...auth, 'if-modified-since': lastModified })).statusCode).toBe(304);

      // The back office corrects the plate: the pass changes, the phone is told through APNs.
      t.advance(60_000);
      pushes.length = 0;
      const plate = await adminAct(await bookingIdOf(p.plate), 'plate', { plate: 'W-NEU 99' });
      expect(plate.statusCode).toBe(200);
      await t.app.shop.settled();
      expect(pushes).toEqual([{ token: 'push-token-1', topic: DEMO_PASS_TYPE_ID, body: '{}' }]);
      const changed = await list(tag);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().serialNumbers).toEqual([p.permissionId]);
      const after = await latest({ ...auth, 'if-modified-since': lastModified });
      expect(after.statusCode).toBe(200);
      const newPass = JSON.parse(unzipped(after.rawPayload).get('pass.json')!.toString());
      expect(newPass.generic.headerFields[0].value).toBe('W-NEU 99');
      expect(newPass.authenticationToken).toBe(pass.authenticationToken);

      const unregister = (headers: Record<string, string>) =>
        t.app.inject({ method: 'DELETE', url: reg, headers });
      expect((await unregister(auth)).statusCode).toBe(200);
      expect((await list()).statusCode).toBe(204);
    });

    it('refuses a wrong or missing token with 401 on every call that needs one', async () => {
      const p = await paid();
      await pkpassOf(p);
      const reg = `${base}/devices/${device}/registrations/${DEMO_PASS_TYPE_ID}/${p.permissionId}`;
      const refused: Array<Record<string, string>> = [
        { authorization: 'ApplePass not-the-token-at-all' },
        {},
        { authorization: 'Bearer x' },
      ];
      for (const headers of refused) {
        const r = await t.app.inject({ method: 'POST', url: reg, headers, payload: { pushToken: 'x' } });
        expect(r.statusCode).toBe(401);
        expect(r.json().code).toBe('UNAUTHORIZED');
        expect((await t.app.inject({ method: 'DELETE', url: reg, headers })).statusCode).toBe(401);
        expect((await get(`${base}/passes/${DEMO_PASS_TYPE_ID}/${p.permissionId}`, headers)).statusCode).toBe(
          401,
        );
      }
      // Another pass's token does not open this one, nor does another pass type.
      const other = await paid();
      const otherToken = JSON.parse(
        unzipped((await pkpassOf(other)).rawPayload)
          .get('pass.json')!
          .toString(),
      ).authenticationToken as string;
      const foreign = await get(`${base}/passes/${DEMO_PASS_TYPE_ID}/${p.permissionId}`, {
        authorization: `ApplePass ${otherToken}`,
      });
      expect(foreign.statusCode).toBe(401);
      const wrongType = await get(`${base}/passes/pass.other.type/${other.permissionId}`, {
        authorization: `ApplePass ${otherToken}`,
      });
      expect(wrongType.statusCode).toBe(401);
    });

    it('drops a phone Apple calls gone (410) after a change', async () => {
      const p = await paid();
      const token = JSON.parse(
        unzipped((await pkpassOf(p)).rawPayload)
          .get('pass.json')!
          .toString(),
      ).authenticationToken;
      const reg = `${base}/devices/device-gone/registrations/${DEMO_PASS_TYPE_ID}/${p.permissionId}`;
      const auth = { authorization: `ApplePass ${token}` };
      await t.app.inject({ method: 'POST', url: reg, headers: auth, payload: { pushToken: 'gone-token' } });
      await adminAct(await bookingIdOf(p.plate), 'cancel', { refundCents: 0 });
      await t.app.shop.settled();
      expect(pushes.some((x) => x.token === 'gone-token')).toBe(true);
      expect((await get(`${base}/devices/device-gone/registrations/${DEMO_PASS_TYPE_ID}`)).statusCode).toBe(
        204,
      );
    });
  });
});

describe.each(databases)('a shop without wallet keys on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  it('offers no wallet: no links, the pass and the web service answer 404 WALLET_NOT_CONFIGURED', async () => {
    const b = await bookAndPay(t.app, reserveBody());
    const { permissionId, permissionSecret } = b.checkout;
    const links = await t.app.inject({
      method: 'GET',
      url: `/api/ticket/${permissionId}/${permissionSecret}/wallet`,
    });
    expect(links.json()).toEqual({});
    const pass = await t.app.inject({
      method: 'GET',
      url: `/api/ticket/${permissionId}/${permissionSecret}.pkpass`,
    });
    expect(pass.statusCode).toBe(404);
    expect(pass.json().code).toBe('WALLET_NOT_CONFIGURED');
    const latest = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/apple/v1/passes/${DEMO_PASS_TYPE_ID}/${permissionId}`,
      headers: { authorization: 'ApplePass whatever-token-here' },
    });
    expect(latest.statusCode).toBe(404);
    expect(latest.json().code).toBe('WALLET_NOT_CONFIGURED');
  });
});
