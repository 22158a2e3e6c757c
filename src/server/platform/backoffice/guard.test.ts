import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { DomainError, statusOf } from '../../errors';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { databases } from '../../test/databases';
import { requireOperator } from './guard';
import { OperatorRepository } from '../../modules/backoffice/repository';
import { OperatorSessionService } from './sessions';
import { audit, withoutSecrets } from '../audit/audit';
import { AuditRepository } from '../audit/repository';

const NOW = new Date('2026-11-20T09:30:00Z');

/**
 * The guard on its own, on a bare Fastify with one route per role and method: the matrix of
 * who may read and write what, exactly as another module would mount it.
 */
describe.each(databases)('requireOperator and audit on $name', (db) => {
  let database: Database;
  let app: FastifyInstance;
  let now = NOW.getTime();
  const ops: Record<'admin' | 'staff' | 'viewer', SeededOperator> = {} as never;

  beforeAll(async () => {
    database = await db.open();
    const repo = new OperatorRepository(database.db);
    app = Fastify({ logger: false });
    await app.register(fastifyCookie, { hook: false });
    app.decorate('admin', {
      sessions: new OperatorSessionService({ repo, idleMinutes: 15, absoluteHours: 12, secure: false, totpRoles: ['admin'] }),
      auditLog: new AuditRepository(database.db),
      clock: () => new Date(now),
    });
    app.setErrorHandler((err, _req, reply) => {
      if (err instanceof DomainError) return reply.code(statusOf(err.code)).send({ code: err.code });
      return reply.code(500).send({ code: 'INTERNAL', message: String(err) });
    });
    for (const role of ['viewer', 'staff', 'admin'] as const) {
      app.get(`/r/${role}`, { preHandler: requireOperator(role) }, async (req) => req.operator);
      app.post(`/w/${role}`, { preHandler: requireOperator(role) }, async (req) => {
        await audit(req, {
          action: 'thing.write',
          entity: 'thing',
          entityId: 't1',
          before: {
            name: 'a',
            passwordHash: 'x',
            nested: { totpSecret: 'y', apiKey: 'k', plateKey: 'B-AB1' },
          },
          after: { name: 'b', totpEnabled: true, token: 'z' },
        });
        return { ok: true };
      });
    }
    await app.ready();
    for (const role of ['viewer', 'staff', 'admin'] as const) {
      ops[role] = await seedOperatorSession(database.db, { now: NOW, role });
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string | undefined> = {}) =>
    app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });

  it('reads: each role reads what its level allows; 403 FORBIDDEN_ROLE above it', async () => {
    const expected = {
      viewer: { viewer: 200, staff: 403, admin: 403 },
      staff: { viewer: 200, staff: 200, admin: 403 },
      admin: { viewer: 200, staff: 200, admin: 200 },
    } as const;
    for (const who of ['viewer', 'staff', 'admin'] as const) {
      for (const route of ['viewer', 'staff', 'admin'] as const) {
        const res = await call('GET', `/r/${route}`, ops[who].headers);
        expect(res.statusCode, `${who} GET ${route}`).toBe(expected[who][route]);
        if (res.statusCode === 403) expect(res.json().code).toBe('FORBIDDEN_ROLE');
      }
    }
    const me = (await call('GET', '/r/viewer', ops.staff.headers)).json();
    expect(me).toMatchObject({ id: ops.staff.id, username: ops.staff.username, role: 'staff' });
  });

  it('writes: a viewer never writes, even on a route open to viewers; staff not on admin routes', async () => {
    const expected = {
      viewer: { viewer: 403, staff: 403, admin: 403 },
      staff: { viewer: 200, staff: 200, admin: 403 },
      admin: { viewer: 200, staff: 200, admin: 200 },
    } as const;
    for (const who of ['viewer', 'staff', 'admin'] as const) {
      for (const route of ['viewer', 'staff', 'admin'] as const) {
        const res = await call('POST', `/w/${route}`, ops[who].headers);
        expect(res.statusCode, `${who} POST ${route}`).toBe(expected[who][route]);
        if (res.statusCode === 403) expect(res.json().code).toBe('FORBIDDEN_ROLE');
      }
    }
  });

  it('401 ADMIN_NOT_LOGGED_IN without a cookie, with a foreign or a customer cookie', async () => {
    for (const headers of [
      {},
      { cookie: 'admin_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      { cookie: ops.admin.cookie.replace('admin_session', 'shop_session') },
    ]) {
      const res = await call('GET', '/r/viewer', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ADMIN_NOT_LOGGED_IN');
    }
  });

  it("403 CSRF_INVALID on a write without the token, with another session's token or a wrong one; reads need none", async () => {
    const { cookie } = ops.admin;
    for (const headers of [
      { cookie },
      { cookie, 'x-csrf-token': ops.staff.csrfToken },
      { cookie, 'x-csrf-token': `${ops.admin.csrfToken}x` },
      { cookie, 'x-csrf-token': '' },
    ]) {
      const res = await call('POST', '/w/viewer', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CSRF_INVALID');
    }
    expect((await call('GET', '/r/admin', { cookie })).statusCode).toBe(200);
  });

  it('the audit entry names the operator, keeps before/after without secrets', async () => {
    const res = await call('POST', '/w/staff', { ...ops.staff.headers });
    expect(res.statusCode).toBe(200);
    const rows = await database.db.select().from(auditLog);
    const row = rows.find((r) => r.actorId === ops.staff.id)!;
    expect(row).toMatchObject({
      actorKind: 'operator',
      actorName: ops.staff.username,
      action: 'thing.write',
      entity: 'thing',
      entityId: 't1',
      before: { name: 'a', nested: { plateKey: 'B-AB1' } },
      after: { name: 'b', totpEnabled: true },
      address: '127.0.0.1',
    });
    expect(JSON.stringify(rows)).not.toMatch(/passwordHash|totpSecret|apiKey|"token"|"x"|"y"|"z"/);
  });

  it('idle: 15 minutes without a call end the session; a call within keeps it alive (clock injected)', async () => {
    const s = await seedOperatorSession(database.db, { now: new Date(now), role: 'staff' });
    now += 14 * 60_000;
    expect((await call('GET', '/r/viewer', s.headers)).statusCode).toBe(200);
    now += 14 * 60_000;
    expect((await call('GET', '/r/viewer', s.headers)).statusCode).toBe(200);
    now += 15 * 60_000;
    const res = await call('GET', '/r/viewer', s.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ADMIN_NOT_LOGGED_IN');
  });

  it('withoutSecrets drops secret keys at any depth, keeps booleans and other data', () => {
    expect(
      withoutSecrets({
        a: 1,
        password: 'p',
        list: [{ secret: 's', b: 2 }],
        passwordSet: true,
        key: 'k',
        d: new Date(0),
      }),
    ).toEqual({ a: 1, list: [{ b: 2 }], passwordSet: true, d: '1970-01-01T00:00:00.000Z' });
  });
});
