/**
 * `npm run access-demo`: plays a number-plate camera and a barrier against a running shop, so
 * pay by plate can be tried end to end (docs/operations/access.md):
 *
 *   1. registers an access device (operator API),
 *   2. the camera reports the car's entry (by default 90 minutes ago, so a fee is due),
 *   3. the barrier asks whether the car may leave: refused, unpaid,
 *   4. you pay on the phone at /renew-ticket while the barrier asks again every few seconds,
 *   5. once allowed, the camera reports the exit, and the device is revoked again.
 *
 * Options: --url (default http://localhost:3000), --operator-url, --site <id> (the car park
 * whose gate the device plays; default the shop's first), --plate, --parked <minutes>,
 * --poll <seconds>, --timeout <seconds>, --keep-device. OPERATOR_TOKEN from the environment: the
 * operator calls then go to --url. A local demo shop without OPERATOR_TOKEN answers them only on
 * its operator listener (--operator-url, default OPERATOR_URL or http://127.0.0.1:3001; ADR 057).
 *
 * Every call is typed by the shop's OpenAPI document (openapi.d.ts, `npm run api:types`): this
 * file doubles as an example for integrators.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiClient } from './client';
import type { operations } from './openapi';

type Decision = operations['authorizeAccess']['responses'][200]['content']['application/json'];
type ErrorBody = { code: string; message: string };

export interface AccessDemoOptions {
  url: string;
  /** Where the operator calls go: without a token the shop's operator listener, else `url`. */
  operatorUrl?: string;
  plate: string;
  /** The car park whose gate the device serves; absent: the shop's first (GET /api/sites). */
  site?: string;
  operatorToken?: string;
  /** How long ago the camera saw the car enter. */
  parkedMinutes: number;
  pollSeconds: number;
  timeoutSeconds: number;
  keepDevice: boolean;
}

export interface AccessDemoIo {
  log(line: string): void;
  sleep(ms: number): Promise<void>;
  now(): Date;
}

export interface AccessDemoResult {
  deviceId: string;
  entryStayId: string | null;
  exitStayId: string | null;
  refused: Decision;
  allowed: Decision;
}

export class AccessDemoError extends Error {}

function fail(step: string, status: number, body: unknown): never {
  const e = body as Partial<ErrorBody> | undefined;
  throw new AccessDemoError(`${step}: HTTP ${status}${e?.code ? ` ${e.code}: ${e.message}` : ''}`);
}

const time = (d: Date) => d.toISOString().slice(11, 16) + ' UTC';

export async function runAccessDemo(o: AccessDemoOptions, io: AccessDemoIo): Promise<AccessDemoResult> {
  const operator = apiClient(o.operatorUrl ?? o.url, o.operatorToken);
  io.log(`Shop: ${o.url}${o.operatorUrl ? `   operator API: ${o.operatorUrl}` : ''}   plate: ${o.plate}`);

  const siteId = o.site ?? (await firstSiteId(o.url));
  const created = await operator('post', '/api/operator/access-devices', {
    body: {
      name: `access-demo ${io.now().toISOString()}`,
      direction: 'both',
      ...(siteId ? { siteId } : {}),
    },
  });
  if (created.status === 401) {
    throw new AccessDemoError(
      'The shop wants the operator token: set OPERATOR_TOKEN (a local shop without one answers only its operator port, --operator-url).',
    );
  }
  if (created.status !== 201) fail('Registering the device', created.status, created.body);
  const { id: deviceId, apiKey } = created.body;
  io.log(
    `1. Device ${deviceId} registered for entry and exit at car park "${created.body.siteId}" (its key comes in this one answer only).`,
  );

  const device = apiClient(o.url, apiKey);
  try {
    const enteredAt = new Date(io.now().getTime() - o.parkedMinutes * 60_000);
    const entry = await device('post', '/api/access/events', {
      body: {
        eventId: randomUUID(),
        occurredAt: enteredAt.toISOString(),
        direction: 'entry',
        plate: o.plate,
      },
    });
    if (entry.status !== 200) fail('Entry read', entry.status, entry.body);
    io.log(`2. Camera: ${o.plate} entered at ${time(enteredAt)} (stay ${entry.body.stayId}).`);

    const ask = async () => {
      const r = await device('post', '/api/access/authorize', {
        body: { plate: o.plate, direction: 'exit' },
      });
      if (r.status !== 200) fail('Asking the barrier', r.status, r.body);
      return r.body;
    };
    const show = (d: Decision) =>
      `${d.allowed ? 'open' : 'stays closed'} (${d.reason}); display: "${d.displayText}"`;

    const refused = await ask();
    io.log(`3. Barrier: may ${o.plate} leave? ${show(refused)}`);
    let allowed = refused;
    if (!refused.allowed) {
      io.log('');
      io.log(`   Pay now: open ${new URL('/renew-ticket', o.url)} (on a phone, use this computer's`);
      io.log(`   address instead of localhost), enter ${o.plate} and an e-mail, and pay.`);
      io.log(`   The barrier asks again every ${o.pollSeconds} s for up to ${o.timeoutSeconds} s.`);
      io.log('');
      const tries = Math.max(1, Math.ceil(o.timeoutSeconds / o.pollSeconds));
      for (let i = 0; i < tries && !allowed.allowed; i++) {
        await io.sleep(o.pollSeconds * 1000);
        allowed = await ask();
      }
      if (!allowed.allowed) {
        throw new AccessDemoError(`Not paid within ${o.timeoutSeconds} s: the barrier stays closed.`);
      }
      io.log(`4. Barrier: may ${o.plate} leave? ${show(allowed)}`);
    }

    const exit = await device('post', '/api/access/events', {
      body: { eventId: randomUUID(), occurredAt: io.now().toISOString(), direction: 'exit', plate: o.plate },
    });
    if (exit.status !== 200) fail('Exit read', exit.status, exit.body);
    io.log(`5. Camera: ${o.plate} left (stay ${exit.body.stayId} closed).`);
    return { deviceId, entryStayId: entry.body.stayId, exitStayId: exit.body.stayId, refused, allowed };
  } finally {
    // A demo device should not stay a live key on the shop.
    if (!o.keepDevice) {
      const revoked = await operator('delete', '/api/operator/access-devices/{id}', {
        path: { id: deviceId },
      });
      io.log(
        revoked.status === 204
          ? '6. Device revoked (--keep-device keeps it).'
          : `6. Could not revoke the device (HTTP ${revoked.status}): revoke ${deviceId} by hand.`,
      );
    }
  }
}

/**
 * The shop's first car park from its public list, or undefined when the shop has no such list
 * (an older shop: its one car park is taken when no site is named).
 */
async function firstSiteId(url: string): Promise<string | undefined> {
  const res = await fetch(new URL('/api/sites', url));
  if (!res.ok) return undefined;
  const body = (await res.json()) as { sites?: Array<{ id: string }> };
  return body.sites?.[0]?.id;
}

function optionsFromArgs(argv: string[], env: NodeJS.ProcessEnv): AccessDemoOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string', default: 'http://localhost:3000' },
      'operator-url': { type: 'string' },
      site: { type: 'string' },
      // A new plate per run: a second run with the same plate would send an entry inside the
      // first run's stay, and reads are folded by their own times.
      plate: { type: 'string', default: `FR-AD ${randomInt(100, 10_000)}` },
      parked: { type: 'string', default: '90' },
      poll: { type: 'string', default: '5' },
      timeout: { type: 'string', default: '600' },
      'keep-device': { type: 'boolean', default: false },
    },
  });
  const positive = (name: string, v: string) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new AccessDemoError(`--${name} must be a positive number`);
    return n;
  };
  const operatorToken = env.OPERATOR_TOKEN || undefined;
  return {
    url: values.url,
    // With a token the public port takes it; without one only the operator listener answers.
    operatorUrl: operatorToken
      ? values['operator-url']
      : (values['operator-url'] ?? (env.OPERATOR_URL || 'http://127.0.0.1:3001')),
    plate: values.plate,
    site: values.site,
    operatorToken,
    parkedMinutes: positive('parked', values.parked),
    pollSeconds: positive('poll', values.poll),
    timeoutSeconds: positive('timeout', values.timeout),
    keepDevice: values['keep-device'],
  };
}

async function main() {
  try {
    const opts = optionsFromArgs(process.argv.slice(2), process.env);
    await runAccessDemo(opts, {
      log: (line) => console.log(line),
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      now: () => new Date(),
    });
  } catch (e) {
    if (e instanceof AccessDemoError) {
      console.error(e.message);
    } else if (e instanceof TypeError && /fetch failed/.test(e.message)) {
      console.error('The shop does not answer: is it running (npm start)? Pass its address with --url.');
    } else throw e;
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
