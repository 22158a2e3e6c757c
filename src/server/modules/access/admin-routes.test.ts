import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessDeviceCreatedSchema,
  accessDeviceListSchema,
  decisionListResponseSchema,
  stayListResponseSchema,
  staySummarySchema,
} from '../../../shared/schemas/access';
import { accessDevices, auditLog } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import { hostOf, NOW, startTestApp, type TestApp } from '../../test/harness';
import { insertStay, stayOf } from '../../test/stays';

const TOKEN = 'parking-admin-operator-token-0123456789';
const H = 3600_000;
/** The day before NOW: stays that have left by NOW. */
const DAY0 = Date.parse('2026-11-19T07:00:00Z');
const at = (h: number) => new Date(DAY0 + h * H);

/**
 * The back office's parking calls: devices, stays (with the walk-in price and what
 * a stay that left still owes), closing a stay by hand, the decisions log. The demo tariff:
 * 2.50 € the first started hour, 2.00 € each further one, at most 18.00 € a day, 15 free minutes.
 */
describe.each(databases)('back-office parking on $name', (db) => {
  let t: TestApp;
  let staff: SeededOperator;
  let viewer: SeededOperator;

  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    staff = await seedOperatorSession(t.database.db, { now: NOW, role: 'staff' });
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const device = (key: string, path: string, payload: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: path, payload, headers: { authorization: `Bearer ${key}` } });
  const auditOf = async (entityId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
  const newDevice = async (name: string) => {
    const res = await call('POST', '/api/admin/access-devices', staff.headers, { name, direction: 'both' });
    expect(res.statusCode, res.body).toBe(201);
    return accessDeviceCreatedSchema.parse(res.json());
  };

  it('staff create a device: the key is shown once, works at once, is never audited, and dies when revoked', async () => {
    const { id, apiKey } = await newDevice('Einfahrt Nord');
    expect(apiKey).toMatch(/^pkd_/);
    const listed = accessDeviceListSchema.parse(
      (await call('GET', '/api/admin/access-devices', { cookie: viewer.cookie })).json(),
    );
    expect(listed.find((d) => d.id === id)).toMatchObject({ name: 'Einfahrt Nord', revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(apiKey);

    const read = await device(apiKey, '/api/access/events', {
      eventId: 'e-1',
      occurredAt: new Date(NOW.getTime() - 60_000).toISOString(),
      direction: 'entry',
      plate: 'KA-NO 1',
    });
    expect(read.statusCode, read.body).toBe(200);
    const ask = await device(apiKey, '/api/access/authorize', { plate: 'KA-NO 1', direction: 'entry' });
    expect(ask.json()).toMatchObject({ allowed: true, reason: 'capacity' });

    const [created] = await auditOf(id);
    expect(created).toMatchObject({
      action: 'access-device.create',
      actorKind: 'operator',
      actorName: staff.username,
      before: null,
      after: { id, name: 'Einfahrt Nord', direction: 'both', revokedAt: null },
    });
    const [row] = await t.database.db.select().from(accessDevices).where(eq(accessDevices.id, id));
    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(everything).not.toContain(apiKey);
    expect(everything).not.toContain(row.keyHash);

    t.advance(1000);
    const revoked = await call('DELETE', `/api/admin/access-devices/${id}`, staff.headers);
    expect(revoked.statusCode, revoked.body).toBe(204);
    const [, revoke] = await auditOf(id);
    expect(revoke).toMatchObject({
      action: 'access-device.revoke',
      before: { revokedAt: null },
      after: { revokedAt: new Date(NOW.getTime() + 1000).toISOString() },
    });
    const refused = await device(apiKey, '/api/access/events', {
      eventId: 'e-2',
      occurredAt: NOW.toISOString(),
      direction: 'exit',
      plate: 'KA-NO 1',
    });
    expect(refused.statusCode).toBe(401);
    t.setNow(NOW);
  });

  it('shows an open stay and the decisions log with device names, filtered on the server', async () => {
    const { id, apiKey } = await newDevice('Schranke Süd');
    for (const [i, plate] of ['HD-FL 11', 'HD-FL 12', 'MA-X 9'].entries()) {
      await device(apiKey, '/api/access/events', {
        eventId: `s-${i}`,
        occurredAt: new Date(NOW.getTime() - (i + 2) * 60_000).toISOString(),
        direction: 'entry',
        plate,
      });
      await device(apiKey, '/api/access/authorize', { plate, direction: 'exit' });
    }
    const open = stayListResponseSchema.parse(
      (
        await call('GET', '/api/admin/stays?status=open&plate=hd fl&sort=plate&order=asc', {
          cookie: viewer.cookie,
        })
      ).json(),
    );
    expect(open.data.map((s) => [s.plate, s.status, s.amountDueCents])).toEqual([
      // Inside for 4 and 3 minutes: within the free minutes, nothing owed yet.
      ['HD-FL 11', 'open', 0],
      ['HD-FL 12', 'open', 0],
    ]);
    expect(open.count).toBe(2);

    const log = decisionListResponseSchema.parse(
      (
        await call('GET', `/api/admin/access-decisions?plate=HDFL&deviceId=${id}&order=asc`, {
          cookie: viewer.cookie,
        })
      ).json(),
    );
    expect(log.data.map((d) => [d.plate, d.deviceName, d.direction, d.allowed, d.reason])).toEqual([
      ['HD-FL 11', 'Schranke Süd', 'exit', true, 'free-minutes'],
      ['HD-FL 12', 'Schranke Süd', 'exit', true, 'free-minutes'],
    ]);
    const refused = decisionListResponseSchema.parse(
      (
        await call('GET', '/api/admin/access-decisions?allowed=false&plate=MAX', { cookie: viewer.cookie })
      ).json(),
    );
    expect(refused.count).toBe(0);
    const paged = decisionListResponseSchema.parse(
      (
        await call('GET', `/api/admin/access-decisions?deviceId=${id}&limit=1&page=1`, {
          cookie: viewer.cookie,
        })
      ).json(),
    );
    expect([paged.count, paged.data.map((d) => d.plate)]).toEqual([3, ['HD-FL 12']]);
    const later = decisionListResponseSchema.parse(
      (
        await call(
          'GET',
          `/api/admin/access-decisions?from=${encodeURIComponent(new Date(NOW.getTime() + 1000).toISOString())}`,
          { cookie: viewer.cookie },
        )
      ).json(),
    );
    expect(later.count).toBe(0);
  });

  it('prices the stays that left: what each owes by the walk-in tariff, not the approximation', async () => {
    // 3 h 30 min, nothing paid: 4 started hours = 2.50 + 3 × 2.00.
    const a = await insertStay(t.database.db, { plate: 'UP-A 1', entryAt: at(0), exitAt: at(3.5) });
    // 2 h 30 min, the first hour paid: 6.50 − 2.50.
    const b = await insertStay(t.database.db, {
      plate: 'UP-B 2',
      entryAt: at(1),
      exitAt: at(3.5),
      paidUntil: at(2),
      paidCents: 250,
    });
    // 12 h with the daily cap paid for 10 h: the cap covers 12 h too; nothing owed although
    // paid_until lies before the exit (the old approximation listed it).
    await insertStay(t.database.db, {
      plate: 'UP-C 3',
      entryAt: at(0),
      exitAt: at(12),
      paidUntil: at(10),
      paidCents: 1800,
    });
    // Within the free minutes; paid to the exit: neither owes.
    await insertStay(t.database.db, { plate: 'UP-D 4', entryAt: at(2), exitAt: at(2.2) });
    await insertStay(t.database.db, {
      plate: 'UP-E 5',
      entryAt: at(2),
      exitAt: at(3),
      paidUntil: at(3.1),
      paidCents: 250,
    });

    const list = async (query: string) =>
      stayListResponseSchema.parse(
        (
          await call('GET', `/api/admin/stays?status=unpaid-after-exit&plate=UP${query}`, {
            cookie: viewer.cookie,
          })
        ).json(),
      );
    const due = await list('&sort=amountDue&order=asc');
    expect(due.data.map((s) => [s.id, s.priceCents, s.paidCents, s.amountDueCents])).toEqual([
      [b, 650, 250, 400],
      [a, 850, 0, 850],
    ]);
    expect([due.count, due.capped]).toEqual([2, false]);
    expect((await list('&sort=amountDue&order=desc&limit=1&page=1')).data.map((s) => s.id)).toEqual([b]);
    // The period: stays that overlap it (B entered at 08:00Z, A at 07:00Z; both left 10:30Z).
    const after = encodeURIComponent(at(3.6).toISOString());
    expect((await list(`&from=${after}`)).count).toBe(0);
    expect((await list(`&to=${encodeURIComponent(at(0.5).toISOString())}`)).data.map((s) => s.id)).toEqual([
      a,
    ]);

    // The token API answers the same list (one service).
    const token = stayListResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/operator/stays?status=unpaid-after-exit&plate=UP',
          headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
        })
      ).json(),
    );
    expect(token.data.map((s) => s.amountDueCents).sort()).toEqual([400, 850]);
  });

  it('staff close a stale open stay with a reason: audited, listed apart, a later exit read still closes it', async () => {
    const { apiKey } = await newDevice('Spur 3');
    const read = (eventId: string, direction: 'entry' | 'exit', when: Date) =>
      device(apiKey, '/api/access/events', {
        eventId,
        occurredAt: when.toISOString(),
        direction,
        plate: 'ZZ-OLD 7',
      });
    // Entered almost three days ago (within parking.maxReadAgeHours); its exit was never read.
    const id = (await read('z-a', 'entry', at(-44))).json().stayId as string;
    const closed = await call('POST', `/api/admin/stays/${id}/close`, staff.headers, {
      reason: 'Exit camera was down on Tuesday',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(staySummarySchema.parse(closed.json())).toMatchObject({
      status: 'closed-by-operator',
      closure: { closedBy: staff.username, reason: 'Exit camera was down on Tuesday' },
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'stay.close',
      entity: 'parking-stay',
      actorName: staff.username,
      before: { plate: 'ZZ-OLD 7', status: 'open', exitAt: null },
      after: { status: 'closed-by-operator', reason: 'Exit camera was down on Tuesday' },
    });
    const again = await call('POST', `/api/admin/stays/${id}/close`, staff.headers, { reason: 'twice' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'STAY_NOT_OPEN']);

    const ids = async (status: string) =>
      stayListResponseSchema
        .parse(
          (
            await call('GET', `/api/admin/stays?status=${status}&plate=ZZOLD`, { cookie: viewer.cookie })
          ).json(),
        )
        .data.map((s) => s.id);
    expect(await ids('open')).toEqual([]);
    expect(await ids('closed-by-operator')).toEqual([id]);

    // A new entry of the plate does not reopen it (the reads cannot know the operator's close)...
    expect((await read('z-1', 'entry', at(0))).statusCode).toBe(200);
    expect((await stayOf(t.database.db, id)).status).toBe('closed-by-operator');
    // ...but a late exit read of the closed stay is what really happened.
    expect((await read('z-0', 'exit', at(-40))).statusCode).toBe(200);
    expect(await stayOf(t.database.db, id)).toMatchObject({ status: 'closed', exitAt: at(-40) });
  });

  it('a viewer reads every list but writes nothing', async () => {
    for (const url of ['/api/admin/stays', '/api/admin/access-decisions', '/api/admin/access-devices']) {
      expect((await call('GET', url, { cookie: viewer.cookie })).statusCode, url).toBe(200);
    }
    const stay = await insertStay(t.database.db, { plate: 'VW-R 1', entryAt: at(0) });
    const { id } = await newDevice('Kasse');
    const before = (await t.database.db.select().from(auditLog)).length;
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/api/admin/access-devices', { name: 'x', direction: 'entry' }],
      ['DELETE', `/api/admin/access-devices/${id}`, undefined],
      ['POST', `/api/admin/stays/${stay}/close`, { reason: 'gone home' }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(method as 'POST', url, viewer.headers, body);
      expect([res.statusCode, res.json().code], url).toEqual([403, 'FORBIDDEN_ROLE']);
    }
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
    expect((await stayOf(t.database.db, stay)).status).toBe('open');
    const [row] = await t.database.db.select().from(accessDevices).where(eq(accessDevices.id, id));
    expect(row.revokedAt).toBeNull();
  });

  it('answers 401 without a session (before any 400) and 403 CSRF_INVALID on writes without the token', async () => {
    const stay = await insertStay(t.database.db, { plate: 'CS-RF 1', entryAt: at(0) });
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/stays?status=bogus', undefined],
      ['GET', '/api/admin/access-decisions?limit=0', undefined],
      ['GET', '/api/admin/access-devices', undefined],
      ['POST', '/api/admin/access-devices', { name: '' }],
      ['DELETE', '/api/admin/access-devices/not-an-id', undefined],
      ['POST', `/api/admin/stays/${stay}/close`, {}],
    ];
    for (const [method, url, body] of calls) {
      const none = await call(method as 'GET', url, {}, body);
      expect([none.statusCode, none.json().code], url).toEqual([401, 'ADMIN_NOT_LOGGED_IN']);
      // The machine API's token is no key to the back office.
      const bearer = await call(method as 'GET', url, { authorization: `Bearer ${TOKEN}` }, body);
      expect(bearer.statusCode, url).toBe(401);
    }
    for (const [method, url, body] of calls.filter(([m]) => m !== 'GET')) {
      const res = await call(method as 'POST', url, { cookie: staff.cookie }, body);
      expect([res.statusCode, res.json().code], url).toEqual([403, 'CSRF_INVALID']);
    }
    expect((await stayOf(t.database.db, stay)).status).toBe('open');
  });

  it('refuses bad input with 400 and its code, unknown ids with 404', async () => {
    const bad: Array<[string, string, unknown, string]> = [
      ['POST', '/api/admin/access-devices', { name: ' ', direction: 'both' }, 'VALIDATION'],
      ['POST', '/api/admin/access-devices', { name: 'x', direction: 'sideways' }, 'VALIDATION'],
      ['GET', '/api/admin/stays?status=bogus', undefined, 'VALIDATION'],
      ['GET', '/api/admin/stays?limit=500', undefined, 'VALIDATION'],
      [
        'GET',
        '/api/admin/stays?from=2026-11-20T10:00:00Z&to=2026-11-20T09:00:00Z',
        undefined,
        'PERIOD_INVALID',
      ],
      ['GET', '/api/admin/access-decisions?deviceId=lane-1', undefined, 'VALIDATION'],
      [
        'GET',
        '/api/admin/access-decisions?from=2026-11-20T10:00:00Z&to=2026-11-20T10:00:00Z',
        undefined,
        'PERIOD_INVALID',
      ],
    ];
    for (const [method, url, body, code] of bad) {
      const res = await call(method as 'GET', url, staff.headers, body);
      expect([res.statusCode, res.json().code], url).toEqual([400, code]);
    }
    const stay = await insertStay(t.database.db, { plate: 'BA-D 1', entryAt: at(0) });
    const short = await call('POST', `/api/admin/stays/${stay}/close`, staff.headers, { reason: ' a ' });
    expect([short.statusCode, short.json().code]).toEqual([400, 'VALIDATION']);

    const unknown = '6b1f3c4e-0000-4000-8000-000000000000';
    const notFound: Array<[string, string, unknown, string]> = [
      ['DELETE', `/api/admin/access-devices/${unknown}`, undefined, 'ACCESS_DEVICE_NOT_FOUND'],
      ['DELETE', '/api/admin/access-devices/lane-1', undefined, 'ACCESS_DEVICE_NOT_FOUND'],
      ['POST', `/api/admin/stays/${unknown}/close`, { reason: 'left long ago' }, 'PARKING_STAY_NOT_FOUND'],
      ['POST', '/api/admin/stays/42/close', { reason: 'left long ago' }, 'PARKING_STAY_NOT_FOUND'],
    ];
    for (const [method, url, body, code] of notFound) {
      const res = await call(method as 'POST', url, staff.headers, body);
      expect([res.statusCode, res.json().code], url).toEqual([404, code]);
    }
  });

  it('the token API writes are audited too, naming the token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/access-devices',
      payload: { name: 'Skript', direction: 'entry' },
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app) },
    });
    expect(res.statusCode).toBe(201);
    const { id } = accessDeviceCreatedSchema.parse(res.json());
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'access-device.create',
      actorKind: 'token',
      after: { name: 'Skript' },
    });
  });
});

describe.each(databases.slice(0, 1))('the parking calls in the OpenAPI document on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  it('names, tags and secures every back-office parking call, and the token API keeps its names', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<
      string,
      Record<string, { operationId?: string; tags?: string[]; security?: Array<Record<string, string[]>> }>
    >;
    const op = (path: string, method: string) => {
      const o = paths[path]?.[method];
      return [o?.operationId, o?.tags, Object.keys(o?.security?.[0] ?? {})];
    };
    expect([
      op('/api/admin/access-devices', 'post'),
      op('/api/admin/access-devices', 'get'),
      op('/api/admin/access-devices/{id}', 'delete'),
      op('/api/admin/stays', 'get'),
      op('/api/admin/stays/{id}/close', 'post'),
      op('/api/admin/access-decisions', 'get'),
    ]).toEqual([
      ['adminCreateAccessDevice', ['admin'], ['operatorSession']],
      ['adminListAccessDevices', ['admin'], ['operatorSession']],
      ['adminRevokeAccessDevice', ['admin'], ['operatorSession']],
      ['adminListParkingStays', ['admin'], ['operatorSession']],
      ['adminCloseParkingStay', ['admin'], ['operatorSession']],
      ['adminListAccessDecisions', ['admin'], ['operatorSession']],
    ]);
    // Scripts built on the token API's operation names keep working.
    expect(op('/api/operator/stays', 'get')[0]).toBe('listParkingStays');
    expect(op('/api/operator/access-devices', 'post')[0]).toBe('createAccessDevice');
  });
});
