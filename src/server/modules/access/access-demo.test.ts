import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccessDemoError,
  runAccessDemo,
  type AccessDemoIo,
  type AccessDemoOptions,
} from '../../../../scripts/access/demo';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import { accessDevices, parkingStays } from '../../db/schema';
import { closeOperatorListener, openOperatorListener } from '../../platform/operators/listener';
import { databases } from '../../test/databases';
import { demoPay, startTestApp, type TestApp } from '../../test/harness';

/**
 * `npm run access-demo` (scripts/access/demo.ts) against a listening shop: the script talks
 * HTTP through its OpenAPI-typed client, the test plays the driver who pays on the phone.
 */
describe.each(databases)('npm run access-demo against a running shop on $name', (db) => {
  const TOKEN = 'access-demo-test-operator-token';
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    // The built-in demo shop's settings (walk-in tariff, guest renewal on); a token as in production.
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const options = (over: Partial<AccessDemoOptions> = {}): AccessDemoOptions => ({
    url,
    plate: 'FR-AD 2026',
    operatorToken: TOKEN,
    parkedMinutes: 90,
    pollSeconds: 5,
    timeoutSeconds: 30,
    keepDevice: false,
    ...over,
  });
  /** The script's clock is the shop's; each wait is a moment in which `whileWaiting` may act. */
  const io = (lines: string[], whileWaiting: () => Promise<void> = async () => {}): AccessDemoIo => ({
    log: (line) => lines.push(line),
    now: () => t.app.shop.clock(),
    sleep: whileWaiting,
  });

  /** What the driver does on the phone: pay by plate with the demo provider. */
  async function payByPlate(plate: string) {
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/permission/pay',
      payload: { licensePlate: plate, contact: { mail: 'fahrer@example.de' } },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().priceToBePaid).toBeGreaterThan(0);
    expect((await demoPay(t.app, pay.json().paymentId, 'paid')).statusCode).toBe(303);
  }

  it('is refused at the exit, lets the car out once paid on the phone, closes the stay and revokes its device', async () => {
    const lines: string[] = [];
    let waits = 0;
    const result = await runAccessDemo(
      options(),
      io(lines, async () => {
        waits++;
        // The barrier asks once more unpaid before the driver has paid.
        if (waits === 2) await payByPlate('FR-AD 2026');
      }),
    );

    expect(result.refused).toMatchObject({ allowed: false, reason: 'unpaid' });
    expect(result.allowed).toMatchObject({ allowed: true, reason: 'paid' });
    expect(waits).toBe(2);
    const text = lines.join('\n');
    expect(text).toContain(`${url}/renew-ticket`);
    expect(text).toContain(result.refused.displayText);

    // The exit read closed the stay the entry opened; it is paid.
    expect(result.exitStayId).toBe(result.entryStayId);
    const [stay] = await t.database.db
      .select()
      .from(parkingStays)
      .where(eq(parkingStays.id, result.entryStayId!));
    expect(stay.status).toBe('closed');
    expect(stay.exitAt).not.toBeNull();
    expect(stay.paidCents).toBeGreaterThan(0);

    // The demo leaves no live key behind.
    const [device] = await t.database.db
      .select()
      .from(accessDevices)
      .where(eq(accessDevices.id, result.deviceId));
    expect(device.revokedAt).not.toBeNull();
  });

  it('gives up after the timeout when nobody pays, and still revokes its device', async () => {
    const lines: string[] = [];
    let waits = 0;
    const run = runAccessDemo(
      options({ plate: 'FR-AD 404', pollSeconds: 5, timeoutSeconds: 15 }),
      io(lines, async () => {
        waits++;
      }),
    );
    await expect(run).rejects.toThrow(/Not paid within 15 s/);
    expect(waits).toBe(3);
    expect(lines.join('\n')).toMatch(/Device revoked/);
    const live = (await t.database.db.select().from(accessDevices)).filter((d) => d.revokedAt === null);
    expect(live).toEqual([]);
  });

  it('names OPERATOR_TOKEN when the shop refuses the operator call, and registers nothing', async () => {
    const before = (await t.database.db.select().from(accessDevices)).length;
    await expect(
      runAccessDemo(options({ operatorToken: 'wrong-token-wrong-token' }), io([])),
    ).rejects.toThrow(AccessDemoError);
    await expect(runAccessDemo(options({ operatorToken: undefined }), io([]))).rejects.toThrow(
      /OPERATOR_TOKEN/,
    );
    expect((await t.database.db.select().from(accessDevices)).length).toBe(before);
  });
});

describe.each(databases)('npm run access-demo against a local shop without a token on $name', (db) => {
  let t: TestApp;
  let url: string;
  let operatorUrl: string;
  let operatorServer: Server;
  beforeAll(async () => {
    // A local demo as `npm start` runs it without OPERATOR_TOKEN: the public port and the
    // operator listener next to it (server.ts).
    t = await startTestApp(db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    operatorServer = await openOperatorListener(t.app, 0);
    operatorUrl = `http://127.0.0.1:${(operatorServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeOperatorListener(operatorServer);
    await t.close();
  });

  const options = (over: Partial<AccessDemoOptions> = {}): AccessDemoOptions => ({
    url,
    operatorUrl,
    plate: 'FR-AD 3001',
    parkedMinutes: 90,
    pollSeconds: 5,
    timeoutSeconds: 15,
    keepDevice: false,
    ...over,
  });
  const io = (lines: string[]): AccessDemoIo => ({
    log: (line) => lines.push(line),
    now: () => t.app.shop.clock(),
    sleep: async () => {},
  });

  it('registers and revokes its device on the operator port; the public port refuses it', async () => {
    const lines: string[] = [];
    await expect(runAccessDemo(options(), io(lines))).rejects.toThrow(/Not paid within 15 s/);
    expect(lines.join('\n')).toMatch(/Device .* registered/);
    expect(lines.join('\n')).toMatch(/Device revoked/);
    const devices = await t.database.db.select().from(accessDevices);
    expect(devices).toHaveLength(1);
    expect(devices[0].revokedAt).not.toBeNull();

    // Over the public port (a reverse proxy's way in) the token-less call is refused.
    await expect(runAccessDemo(options({ operatorUrl: undefined }), io([]))).rejects.toThrow(
      /OPERATOR_TOKEN/,
    );
    expect(await t.database.db.select().from(accessDevices)).toHaveLength(1);
  });
});

describe.each(databases)('npm run access-demo in a town of several car parks on $name', (db) => {
  const TOKEN = 'access-demo-town-operator-token';
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(db, {
      env: { OPERATOR_TOKEN: TOKEN },
      shopConfig: parseShopConfig(loadShopConfig(undefined, 'town')),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const options = (over: Partial<AccessDemoOptions> = {}): AccessDemoOptions => ({
    url,
    plate: 'FR-AD 5050',
    operatorToken: TOKEN,
    parkedMinutes: 90,
    pollSeconds: 5,
    timeoutSeconds: 5,
    keepDevice: true,
    ...over,
  });
  const io = (lines: string[]): AccessDemoIo => ({
    log: (line) => lines.push(line),
    now: () => t.app.shop.clock(),
    sleep: async () => {},
  });

  it('plays the gate of the chosen car park, says which, and the car entered there', async () => {
    const lines: string[] = [];
    await expect(runAccessDemo(options({ site: 'bahnhof' }), io(lines))).rejects.toThrow(/Not paid/);
    expect(lines.join('\n')).toContain('at car park "bahnhof"');
    const [device] = await t.database.db.select().from(accessDevices);
    expect(device.siteId).toBe('bahnhof');
    const [stay] = await t.database.db.select().from(parkingStays);
    expect(stay.siteId).toBe('bahnhof');
  });

  it('a car park the town does not have: the shop refuses it with SITE_UNKNOWN', async () => {
    await expect(runAccessDemo(options({ site: 'hafen', plate: 'FR-AD 5051' }), io([]))).rejects.toThrow(
      /HTTP 400 SITE_UNKNOWN/,
    );
  });
});
