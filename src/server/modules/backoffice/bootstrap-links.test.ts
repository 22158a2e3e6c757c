import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { hostOf, startTestApp, type TestApp } from '../../test/harness';

const TOKEN = 'operator-secret-token-1234567890';
const GOOD = 'Winter-Sonne-4711x';

const tokenApi = (app: FastifyInstance, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/operator/operators',
    headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(app) },
    payload: body,
  });
const setPassword = (app: FastifyInstance, url: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/auth/set-password',
    payload: { token: new URL(url).searchParams.get('token'), password: GOOD },
  });

/**
 * The token API creates operators only until an admin can log in (ADR 035). The links it printed
 * before that die when the first admin sets a password (ADR 057): a link handed out during the
 * set-up must not open the back office later.
 */
describe.each(databases)('the end of the bootstrap on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it("the first admin's password ends every other link the token handed out; a staff member's password did not", async () => {
    const links: Record<string, string> = {};
    for (const [username, role] of [
      ['erste', 'admin'],
      ['zweite', 'admin'],
      ['kasse', 'staff'],
      ['leser', 'viewer'],
      ['pforte', 'staff'],
    ]) {
      const res = await tokenApi(t.app, { username, role });
      expect(res.statusCode, res.body).toBe(201);
      links[username] = res.json().setPasswordUrl;
    }
    // A staff member sets a password first: no admin can log in yet, the other links live on.
    expect((await setPassword(t.app, links.pforte)).statusCode).toBe(204);
    // The first admin's password ends the bootstrap.
    expect((await setPassword(t.app, links.erste)).statusCode).toBe(204);
    for (const username of ['zweite', 'kasse', 'leser']) {
      const late = await setPassword(t.app, links[username]);
      expect(late.statusCode, username).toBe(410);
      expect(late.json().code).toBe('TOKEN_GONE');
    }
    // Nobody can log in with a late link; the ones who set passwords before still can.
    const login = (username: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username, password: GOOD } });
    expect((await login('zweite')).json().code).toBe('WRONG_CREDENTIALS');
    expect((await login('erste')).statusCode).toBe(200);
    expect((await login('pforte')).statusCode).toBe(200);
  });
});
