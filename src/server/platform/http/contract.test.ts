import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { ContractChecker } from '../../test/contract';
import { hostOf, startTestApp, type TestApp } from '../../test/harness';
import { seedOperatorSession } from '../../test/admin';
import { portalShopConfig } from '../../test/portal';

/**
 * The API document tells the truth (ADR 058): every answer a client can meet is in it, in the
 * shop's `{code, message}` format, with the media type it is sent in. The harness holds every
 * answer of every API test against the document (src/server/test/contract.ts); these tests pin
 * the edge's answers that no route declares itself, and the check itself.
 */
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const OPERATOR_TOKEN = 'operator-token-for-the-contract-test';

describe.each(databases.slice(0, 1))('the API contract on $name', (db) => {
  let t: TestApp;
  let doc: Doc;
  const ops = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })),
    );
  beforeAll(async () => {
    t = await startTestApp(db, {
      shopConfig: portalShopConfig(),
      env: { OPERATOR_TOKEN, ALLOW_DEMO_PAYMENTS: 'true' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { host: hostOf(t.app) },
    });
    doc = res.json();
  });
  afterAll(() => t.close());

  it('documents the edge answers on every operation: 400, 429, 500; 403 on changes; 414 with path ids', () => {
    const problems: string[] = [];
    for (const { path, method, op } of ops()) {
      const has = (s: number) => {
        const r = op.responses?.[String(s)];
        // In the shop's error format, as JSON.
        const schema = r?.content?.['application/json']?.schema;
        if (!schema || !(schema.required as string[] | undefined)?.includes('code'))
          problems.push(`${method.toUpperCase()} ${path}: ${s} not documented as {code, message}`);
      };
      [400, 429, 500].forEach(has);
      if (method !== 'get') has(403);
      if (path.includes('{')) has(414);
    }
    expect(problems).toEqual([]);
  });

  it('documents 204 answers without a body', () => {
    const with204 = ops().filter(({ op }) => op.responses?.['204']);
    expect(with204.length).toBeGreaterThan(10);
    for (const { path, method, op } of with204)
      expect(op.responses?.['204'].content, `${method} ${path}`).toBeUndefined();
  });

  it('documents files in their media types: CSV as text/csv, SEPA as XML, bills as PDF and XML, the manifest as sent', async () => {
    const typesOf = (path: string, method = 'get', status = '200') =>
      Object.keys(doc.paths[path]?.[method]?.responses?.[status]?.content ?? {});
    for (const kind of ['bookings', 'payments', 'bills', 'datev'])
      expect(typesOf(`/api/operator/exports/${kind}.csv`), kind).toEqual(['text/csv']);
    expect(typesOf('/api/admin/payments.csv')).toEqual(['text/csv']);
    expect(typesOf('/api/operator/sepa-exports/{id}')).toEqual(['application/xml']);
    for (const path of ['/api/bill/{billId}/{secret}', '/api/credit-note/{id}/{secret}'])
      expect(typesOf(path), path).toEqual(['application/json', 'application/pdf', 'application/xml']);
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(typesOf('/manifest.webmanifest')).toEqual([
      String(manifest.headers['content-type']).split(';')[0],
    ]);
  });

  it("answers an over-long path id with 414 URI_TOO_LONG in the shop's format", async () => {
    const op = await seedOperatorSession(t.database.db, {
      now: new Date('2026-11-20T09:30:00Z'),
      role: 'admin',
    });
    for (const url of [`/api/admin/bookings/${'x'.repeat(120)}`, `/api/ticket/${'x'.repeat(120)}/secret`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: op.headers });
      expect(res.statusCode, url).toBe(414);
      expect(res.json(), url).toEqual({ code: 'URI_TOO_LONG', message: expect.any(String) });
    }
  });

  it("answers a badly encoded path id with 400 VALIDATION, not the router's own format", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bill/%zz/secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: expect.any(String) });
  });
});

describe('the contract check itself', () => {
  const doc = {
    paths: {
      '/things/{id}': {
        get: {
          responses: {
            200: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      id: { type: 'string' },
                      note: { type: 'string', nullable: true },
                      // OpenAPI 3.0's (draft 4) form of "more than 0".
                      n: { type: 'integer', minimum: 0, exclusiveMinimum: true },
                    },
                    required: ['id', 'note'],
                  },
                },
              },
            },
            404: { content: { 'application/json': { schema: { type: 'object', required: ['code'] } } } },
          },
        },
        delete: { responses: { 204: { description: 'Gone' } } },
      },
      '/things/special': {
        get: { responses: { 200: { content: { 'text/csv': { schema: { type: 'string' } } } } } },
      },
    },
  };
  const app = Fastify();
  app.get('/things/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    if (id === 'special') return reply.type('text/csv').send('a;b\r\n');
    if (id === 'teapot') return reply.code(418).send({ code: 'TEAPOT' });
    if (id === 'wrong') return { id: 1, note: null };
    if (id === 'zero') return { id, note: null, n: 0 };
    if (id === 'text') return reply.type('text/plain').send('hi');
    return { id, note: null, n: 1 };
  });
  app.delete('/things/:id', async (_req, reply) => reply.code(204).send());
  afterAll(() => app.close());
  const check = async (method: 'GET' | 'DELETE', url: string) =>
    new ContractChecker(doc).problems(method, url, await app.inject({ method, url }));

  it('passes documented answers: JSON that matches (OpenAPI 3.0 nullable, exclusiveMinimum), a documented media type, an empty 204', async () => {
    expect(await check('GET', '/things/a?x=1')).toEqual([]);
    expect(await check('GET', '/things/special')).toEqual([]);
    expect(await check('DELETE', '/things/a')).toEqual([]);
  });

  it('names the method, path and status of an undocumented answer', async () => {
    expect(await check('GET', '/things/teapot')).toEqual([
      expect.stringMatching(/^GET \/things\/teapot .*answered 418: status not documented/),
    ]);
    expect(await check('GET', '/things/wrong')).toEqual([
      expect.stringMatching(/answered 200: body does not match the documented schema: \/id must be string/),
    ]);
    expect(await check('GET', '/things/zero')).toEqual([
      expect.stringMatching(/answered 200: body does not match the documented schema: \/n must be > 0/),
    ]);
    expect(await check('GET', '/things/text')).toEqual([
      expect.stringMatching(/answered 200: content type text\/plain not documented/),
    ]);
  });
});
