import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { bookAndPay, reserve, reserveBody, slot, startTestApp, type TestApp } from '../../test/harness';

/**
 * Every call of the OpenAPI document, fuzzed: generated bad and nearly-valid bodies,
 * queries, path parameters and headers. The shop must answer each with a 4xx or a success, never
 * a 5xx, never hang, and stay healthy afterwards. The run count is bounded so `npm test` stays fast.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);
/** A hang detector, not a speed check. */
const HANG_MS = 10_000;
const TOKEN = 'fuzz-operator-token-0123456789';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  $ref?: string;
};
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  op: Operation;
}

// ---- building blocks ----
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
});
const nasty = fc.constantFrom(
  '',
  ' ',
  '../../etc/passwd',
  '..',
  '%00',
  '\u0000',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'toString',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${jndi:ldap://x}',
  '\u202e\u0301\ud83d\ude97',
  'DE89370400440532013000',
  'tr_WDqYK6vllg',
  '0000-00-00T00:00:00Z',
  '275760-09-13T00:00:00.000Z',
);
const junkString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  nasty,
  fc.integer({ min: 200, max: 20_000 }).map((n) => 'x'.repeat(n)),
);
const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5),
    junkString,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), nasty), tie('v'), { maxKeys: 4 }),
  ),
})).v;

const isoNearNow = fc
  .integer({ min: -400, max: 400 })
  .map((h) => slot(h))
  .chain((s) => fc.constantFrom(s, s, s, s.replace('.000Z', '+01:00'), s.replace('T', ' '), s.slice(0, 10)));
const isoAny = fc
  .date({ min: new Date(-8_640_000_000_000_000), max: new Date(8_640_000_000_000_000), noInvalidDate: true })
  .map((d) => d.toISOString());

/** A generated value as URL text (objects may lack a prototype, so no String()). */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

/** Nearly valid values from a JSON schema: right shape, edge values, sometimes junk. */
function fromSchema(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return fromSchema(components[schema.$ref.split('/').pop()!] ?? {}, components, depth);
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts) return fc.oneof(...alts.map((s) => fromSchema(s, components, depth + 1)), junkValue);
  if (schema.allOf?.length)
    return fromSchema(Object.assign({}, ...schema.allOf) as JsonSchema, components, depth);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), junkValue);
  if (schema.enum)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: junkValue },
    );
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const sometimesJunk = (a: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: junkValue });
  switch (type) {
    case 'string':
      if (schema.format === 'date-time')
        return sometimesJunk(fc.oneof({ weight: 4, arbitrary: isoNearNow }, isoAny));
      if (schema.format === 'email') return sometimesJunk(fc.oneof(fc.emailAddress(), fc.constant('a@b')));
      return sometimesJunk(
        fc.oneof(
          fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }),
          {
            weight: 3,
            arbitrary: fc.constantFrom(
              'kurzzeit',
              'gratis',
              'knapp',
              'lp',
              'DE89370400440532013000',
              'COBADEFFXXX',
            ),
          },
          fc.string({ minLength: schema.maxLength ?? 100, maxLength: (schema.maxLength ?? 100) + 2 }),
        ),
      );
    case 'integer':
    case 'number':
      return sometimesJunk(
        fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: -5, max: 50 }) },
          fc.integer({
            min: Math.max(schema.minimum ?? -1e9, -1e15),
            max: Math.min(schema.maximum ?? 1e9, 1e15),
          }),
          fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5, 1e21),
        ),
      );
    case 'boolean':
      return sometimesJunk(fc.boolean());
    case 'array':
      return depth > 4
        ? fc.constant([])
        : sometimesJunk(fc.array(fromSchema(schema.items ?? {}, components, depth + 1), { maxLength: 4 }));
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fromSchema(s, components, depth + 1)]),
      );
      const record = fc.record(props, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
      return sometimesJunk(
        fc.oneof(
          { weight: 4, arbitrary: record },
          fc
            .tuple(record, fc.dictionary(fc.string({ maxLength: 8 }), junkValue, { maxKeys: 2 }))
            .map(([a, b]) => ({ ...b, ...a })),
          // Any field may be dropped, whatever the schema requires.
          fc.record(props, { requiredKeys: [] }),
        ),
      );
    }
    default:
      return junkValue;
  }
}

/** Request bodies as raw text with a content type. */
function bodies(route: Route, components: Record<string, JsonSchema>) {
  const schema = route.op.requestBody?.content['application/json']?.schema;
  const json = (v: fc.Arbitrary<unknown>) =>
    v.map((x) => ({ type: 'application/json', text: JSON.stringify(x) ?? 'null' }));
  const depth = fc.integer({ min: 10, max: 20_000 });
  return fc.oneof(
    { weight: 6, arbitrary: json(schema ? fromSchema(schema, components) : junkValue) },
    { weight: 2, arbitrary: json(junkValue) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '',
          '{',
          '{"a":',
          'null',
          '[]',
          '"text"',
          '{"__proto__":{"polluted":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '\ufeff{}',
          '{"a":1}{"b":2}',
          'NaN',
        )
        .map((text) => ({ type: 'application/json', text })),
    },
    {
      weight: 1,
      arbitrary: depth.map((n) => ({ type: 'application/json', text: '['.repeat(n) + ']'.repeat(n) })),
    },
    {
      weight: 1,
      arbitrary: depth.map((n) => ({
        type: 'application/json',
        text: '{"a":'.repeat(n) + '1' + '}'.repeat(n),
      })),
    },
    // Just above the 64 KiB body limit, and a large valid-looking string inside it.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(70_000, 60_000)
        .map((n) => ({ type: 'application/json', text: JSON.stringify({ s: 'x'.repeat(n) }) })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=xyz',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/octet-stream',
          'application/x-www-form-urlencoded; charset=utf-7',
          'nonsense',
          '',
        ),
        text: fc.oneof(
          printable,
          fc.constantFrom(
            'outcome=paid',
            'id=tr_abc&id=tr_def',
            'a[b][c]=1',
            '%zz=%',
            'outcome',
            '--xyz\r\n\r\n--xyz--',
          ),
          junkValue.map((v) => JSON.stringify(v) ?? ''),
        ),
      }),
    },
  );
}

function paramValue(schema: JsonSchema, components: Record<string, JsonSchema>, known: string[]) {
  return fc.oneof(
    fc.constantFrom(...known),
    fromSchema(schema, components).map((v) => encodeURIComponent(asText(v))),
    junkString.map(encodeURIComponent),
    // Raw, not encoded: traversal, bad escapes, NUL.
    fc.constantFrom(
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      '%',
      '%zz',
      '%c0%af',
      'a%2F..%2Fb',
      '.pdf',
      '%00.pdf',
      'x.pdf.pdf',
    ),
  );
}

function queryString(route: Route, components: Record<string, JsonSchema>) {
  const declared = (route.op.parameters ?? []).filter((p) => p.in === 'query');
  const pairs = fc.array(
    fc.oneof(
      ...declared.map((p) => fromSchema(p.schema, components).map((v) => [p.name, v] as const)),
      fc.tuple(fc.oneof(fc.string({ maxLength: 8 }), nasty), junkValue),
    ),
    { maxLength: 4 },
  );
  return fc.oneof(
    pairs.map((ps) =>
      ps.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(asText(v))}`).join('&'),
    ),
    fc.constantFrom(
      '',
      'lang=de&lang=en',
      'a[b]=1&a=2',
      '%zz',
      '&&&=',
      'limit=1e3',
      'limit=-1',
      'url=' + 'x'.repeat(5000),
      'lang[]=de',
    ),
  );
}

function headers(knownCookies: string[]) {
  const long = fc.integer({ min: 1_000, max: 8_000 }).map((n) => 'h'.repeat(n));
  return fc.record(
    {
      cookie: fc.oneof(
        fc.constantFrom(...knownCookies),
        printable.map((s) => `shop_session=${s}`),
        fc.constantFrom(
          'shop_session=',
          'shop_session="unterminated',
          '=;=;;;',
          'a=b; shop_session=%zz',
          'shop_session=a; shop_session=b',
        ),
        printable,
        long.map((s) => `shop_session=${s}`),
      ),
      authorization: fc.oneof(
        fc.constant(`Bearer ${TOKEN}`),
        printable.map((s) => `Bearer ${s}`),
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic Zm9vOmJhcg==',
          'bearer ' + TOKEN,
          `Bearer ${TOKEN} extra`,
        ),
        long,
      ),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/pdf', 'nonsense/;;', ''),
      'accept-encoding': fc.constantFrom('br', 'gzip', 'deflate', 'identity;q=0', '*;q=0', 'br;q=x', ''),
      'accept-language': fc.oneof(printable, long),
      'x-forwarded-for': fc.oneof(printable, fc.constantFrom('1.2.3.4, 5.6.7.8', '::1', 'unknown')),
      origin: fc.oneof(printable, fc.constantFrom('null', 'https://evil.example', 'http://localhost:3000')),
      'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none', 'bogus'),
      host: fc.constantFrom(
        'localhost',
        'localhost:3000',
        '127.0.0.1',
        'evil.example',
        '[::1]',
        'x'.repeat(300),
      ),
      'x-long': long,
    },
    { requiredKeys: [] },
  );
}

function requestFor(route: Route, components: Record<string, JsonSchema>, known: Known) {
  const params = (route.op.parameters ?? []).filter((p) => p.in === 'path');
  const path = fc
    .tuple(...params.map((p) => paramValue(p.schema, components, known.params[p.name] ?? ['x'])))
    .map((values) => params.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i]!), route.path));
  const withBody = route.method !== 'GET';
  return fc.record({
    path: params.length ? path : fc.constant(route.path),
    query: queryString(route, components),
    body: withBody ? bodies(route, components) : fc.constant(undefined),
    headers: headers(known.cookies),
  });
}

interface Known {
  params: Record<string, string[]>;
  cookies: string[];
}

/** Rejects when the shop has not answered within HANG_MS. */
async function answerWithin(app: FastifyInstance, opts: InjectOptions): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    return await Promise.race([app.inject(opts), hang]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(databases)('every call fuzzed on $name', (db) => {
  let t: TestApp;
  let routes: Route[];
  let components: Record<string, JsonSchema>;
  let known: Known;

  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    // Real ids and sessions too, so that calls get past "not found" into the rules.
    const paid = await bookAndPay(t.app);
    const held = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(5), slotCount: 1 } }),
    );
    const ticket = paid.checkout;
    known = {
      params: {
        permissionId: [ticket.permissionId],
        secret: [ticket.permissionSecret, `${ticket.permissionSecret}.pdf`],
        paymentId: [held.json.paymentId as string],
        billId: ['00000000-0000-0000-0000-000000000000'],
        id: ['00000000-0000-0000-0000-000000000000'],
      },
      cookies: [paid.cookie, held.cookie!],
    };
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    components = doc.components?.schemas ?? {};
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase() as Route['method'],
        path,
        op,
      })),
    );
    // The demo provider's page is hidden from the document but public all the same.
    routes.push({
      method: 'GET',
      path: '/demo-pay/{paymentId}',
      op: { parameters: [{ in: 'path', name: 'paymentId', schema: { type: 'string' } }] },
    });
  });
  afterAll(() => t?.close());

  it('reads every route from the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/booking/reserve');
  });

  it('answers generated bad requests to every route without a 5xx or a hang, and stays healthy', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route, components, known), async (r) => {
          const res = await answerWithin(t.app, {
            method: route.method,
            url: r.query ? `${r.path}?${r.query}` : r.path,
            headers: {
              ...r.headers,
              ...(r.body ? { 'content-type': r.body.type } : {}),
            },
            ...(r.body ? { payload: r.body.text } : {}),
          });
          if (res.statusCode >= 500) {
            throw new Error(`${route.method} ${r.path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    await t.app.shop.settled();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // A hang is caught per request (HANG_MS); the walk's total grows with the routes (every new
    // call adds RUNS_PER_ROUTE requests) and with the machine's load, so the file's 60 s is too
    // tight a bound for the whole walk.
  }, 300_000);
});
