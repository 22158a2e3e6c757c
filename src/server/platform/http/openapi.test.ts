import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { hostOf, startTestApp, type TestApp } from '../../test/harness';
import { portalShopConfig } from '../../test/portal';
import { SECURE_OPERATOR_SESSION_COOKIE, SECURITY_SCHEME_NAMES } from './openapi';

/**
 * The OpenAPI document is what integrators build against (ADR 022): every operation carries a
 * stable operationId, a summary and a tag, and every route that wants credentials says which.
 * These tests walk all routes, including ones added later, so a new route cannot slip through.
 */
type Security = Record<string, string[]>[];
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Security;
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
}
interface Doc {
  servers?: { url: string }[];
  security?: Security;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operationsOf(doc: Doc) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })),
  );
}

/** The schemes an operation cannot be called without (none when `{}` is one of its alternatives). */
function requiredSchemes(op: Operation): string[] {
  const sec = op.security ?? [];
  if (sec.length === 0 || sec.some((alt) => Object.keys(alt).length === 0)) return [];
  return [...new Set(sec.flatMap((alt) => Object.keys(alt)))];
}

/** Routes under these prefixes always need this scheme: a public one there is a mistake. */
const PREFIX_SCHEMES: [string, string][] = [
  ['/api/operator/', 'operatorToken'],
  ['/api/access/', 'deviceKey'],
  ['/sapi/', 'customerSession'],
];
/** Schemes that are credentials of a machine or operator: without them, nothing but a refusal. */
const STRICT_SCHEMES = new Set(['operatorToken', 'deviceKey', 'operatorSession']);

const PUBLIC_URL = 'https://parken.example.de';
const OPERATOR_TOKEN = 'operator-token-for-the-openapi-test';

describe.each(databases.slice(0, 1))('the OpenAPI document on $name', (db) => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    // A public https shop with a token, as integrators meet it; the demo provider stays on so
    // its routes are in the document too.
    t = await startTestApp(db, {
      shopConfig: portalShopConfig(),
      env: { PUBLIC_URL, OPERATOR_TOKEN, ALLOW_DEMO_PAYMENTS: 'true' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { host: hostOf(t.app) },
    });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('names the shop as its server and declares the security schemes', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
    const schemes = doc.components.securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual([...SECURITY_SCHEME_NAMES].sort());
    expect(schemes.operatorToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.deviceKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    // On https the shop's cookie carries the __Host- prefix (ADR 012): the document says so.
    expect(schemes.customerSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-shop_session',
    });
    expect(schemes.operatorSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SECURE_OPERATOR_SESSION_COOKIE,
    });
  });

  it('gives every operation a unique camelCase operationId, a summary and a tag', () => {
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(40);
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { path, method, op } of ops) {
      const name = `${method.toUpperCase()} ${path}`;
      if (!op.operationId || !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId)) {
        problems.push(`${name}: operationId ${JSON.stringify(op.operationId)} is not camelCase`);
      } else if (seen.has(op.operationId)) {
        problems.push(`${name}: operationId ${op.operationId} is taken by ${seen.get(op.operationId)}`);
      } else seen.set(op.operationId, name);
      if (!op.summary?.trim()) problems.push(`${name}: no summary`);
      if (!op.tags?.length) problems.push(`${name}: no tags`);
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        if (!r.description || r.description === 'Default Response') {
          problems.push(`${name}: response ${status} has no description`);
        }
      }
      for (const alt of op.security ?? []) {
        for (const scheme of Object.keys(alt)) {
          if (!(SECURITY_SCHEME_NAMES as readonly string[]).includes(scheme)) {
            problems.push(`${name}: unknown security scheme ${scheme}`);
          }
        }
      }
      for (const [prefix, scheme] of PREFIX_SCHEMES) {
        if (path.startsWith(prefix) && !requiredSchemes(op).includes(scheme)) {
          problems.push(`${name}: needs security [{ ${scheme}: [] }]`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares security on every operation that refuses a caller without credentials', async () => {
    const problems: string[] = [];
    for (const { path, method, op } of operationsOf(doc)) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { host: hostOf(t.app) },
        ...(op.requestBody ? { payload: {} } : {}),
      });
      const name = `${method.toUpperCase()} ${path}`;
      if (res.statusCode === 401 && requiredSchemes(op).length === 0) {
        problems.push(`${name} answers 401 without credentials but declares no security`);
      }
      // A route that names a machine's or operator's credential must refuse without it (a
      // body-taking one may stop at the body check first: it refused all the same).
      const strict = requiredSchemes(op).some((s) => STRICT_SCHEMES.has(s));
      if (strict && !(res.statusCode === 401 || (op.requestBody && res.statusCode === 400))) {
        problems.push(
          `${name} declares ${requiredSchemes(op).join('/')} but answers ${res.statusCode} without it`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a wrong bearer token on every operation that takes a token or device key', async () => {
    const bearerOps = operationsOf(doc).filter(({ op }) =>
      requiredSchemes(op).some((s) => s === 'operatorToken' || s === 'deviceKey'),
    );
    expect(bearerOps.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const { path, method, op } of bearerOps) {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        headers: { host: hostOf(t.app), authorization: `Bearer ${OPERATOR_TOKEN}x` },
        ...(op.requestBody ? { payload: {} } : {}),
      });
      if (!(res.statusCode === 401 || (op.requestBody && res.statusCode === 400))) {
        problems.push(`${method.toUpperCase()} ${path} answers ${res.statusCode} to a wrong token`);
      }
    }
    expect(problems).toEqual([]);
  });
});
