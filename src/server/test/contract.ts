import { appendFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * The API's contract check (ADR 058): every answer an API test receives from a documented
 * operation is held against the app's own OpenAPI document (the one /api/docs/json serves):
 * the status must be documented for the operation, the content type must be one the document
 * names for it (none for a 204), and a JSON body must match the documented schema. An answer
 * the document does not describe fails the test that received it, so the document cannot
 * drift from the server again without CI noticing.
 *
 * Requests to paths the document does not describe (the web app's pages, static files, unknown
 * routes) and methods it does not list for a path (HEAD, a wrong method's 404) are not checked:
 * there is no operation to hold them against.
 */

interface MediaType {
  schema?: object;
}
interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, Response>;
}
interface Doc {
  paths?: Record<string, Record<string, Operation>>;
}

interface Route {
  template: string;
  pattern: RegExp;
  params: number;
  operations: Record<string, Operation>;
}

type Validate = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null;
};

// The document's schemas are OpenAPI 3.0 (`nullable`); Ajv 8 knows that keyword. Nothing is
// coerced, defaulted or removed: the answer is checked as it was sent.
const compile = AjvCompiler()(
  {},
  {
    customOptions: {
      coerceTypes: false,
      useDefaults: false,
      removeAdditional: false,
      allErrors: true,
      strict: false,
    },
  },
) as (route: { schema: object; method: string; url: string; httpPart: string }) => Validate;

export class ContractChecker {
  private readonly routes: Route[];
  private readonly validators = new Map<object, Validate>();

  constructor(doc: Doc) {
    this.routes = Object.entries(doc.paths ?? {}).map(([template, operations]) => {
      const params = (template.match(/\{[^}]+\}/g) ?? []).length;
      const source = template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      return { template, pattern: new RegExp(`^${source}$`), params, operations };
    });
  }

  /**
   * The documented operation a request reached, or null (a static path beats one with parameters;
   * among as many parameters the one with more fixed text, `{secret}.pkpass` over `{secret}`).
   */
  private operationOf(method: string, path: string): { template: string; op: Operation } | null {
    let best: Route | null = null;
    const fixed = (r: Route) => r.template.replace(/\{[^}]+\}/g, '').length;
    for (const r of this.routes) {
      if (!r.pattern.test(path)) continue;
      if (best === null || r.params < best.params || (r.params === best.params && fixed(r) > fixed(best)))
        best = r;
    }
    const op = best?.operations[method.toLowerCase()];
    return best && op ? { template: best.template, op } : null;
  }

  private validator(schema: object): Validate {
    let v = this.validators.get(schema);
    if (!v) {
      v = compile({
        schema: toDraft7(schema) as object,
        method: 'contract',
        url: 'contract',
        httpPart: 'response',
      });
      this.validators.set(schema, v);
    }
    return v;
  }

  /** What is wrong with this answer by the document; empty when it is documented. */
  problems(method: string, url: string, res: LightMyRequestResponse): string[] {
    const path = url.split('?')[0];
    const found = this.operationOf(method, path);
    if (!found) return [];
    const status = String(res.statusCode);
    const documented = found.op.responses?.[status] ?? found.op.responses?.default;
    const where = `${method} ${path} (${method.toLowerCase()} ${found.template}) answered ${status}`;
    if (!documented) return [`${where}: status not documented; body ${res.body.slice(0, 200)}`];
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    const content = documented.content ?? {};
    const types = Object.keys(content);
    const body = bodyOf(res);
    if (types.length === 0) {
      if (body.length > 0 || contentType !== '')
        return [
          `${where}: documented without a body, but sent ${contentType || 'no type'} (${body.length} bytes)`,
        ];
      return [];
    }
    const media = content[contentType];
    if (!media)
      return [`${where}: content type ${contentType || '(none)'} not documented (${types.join(', ')})`];
    if (contentType !== 'application/json' || !media.schema) return [];
    let data: unknown;
    try {
      data = JSON.parse(body.toString('utf8'));
    } catch {
      return [`${where}: body is not JSON: ${body.toString('utf8').slice(0, 200)}`];
    }
    const validate = this.validator(media.schema);
    if (validate(data)) return [];
    const errors = (validate.errors ?? [])
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
      .join('; ');
    return [
      `${where}: body does not match the documented schema: ${errors}; body ${body.toString('utf8').slice(0, 300)}`,
    ];
  }
}

/**
 * OpenAPI 3.0's schema dialect says `exclusiveMinimum: true` next to `minimum` (draft 4); Ajv 8
 * speaks draft 7, where the bound itself is the value. Everything else passes unchanged.
 */
function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = toDraft7(v);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] === true) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

function bodyOf(res: LightMyRequestResponse): Buffer {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'br') return brotliDecompressSync(raw);
  return raw;
}

/** The request's method and URL as the app saw them. */
function requestOf(res: LightMyRequestResponse): { method: string; url: string } {
  const req = res.raw.req as { method?: string; url?: string };
  return { method: req.method ?? 'GET', url: req.url ?? '/' };
}

/**
 * Makes `app.inject(options)` check every answer against the app's OpenAPI document and throw
 * (failing the test) when the answer is undocumented. With CONTRACT_LOG=<file> the problems are
 * appended to that file instead, so one run of the whole suite can list all of them.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  let checker: ContractChecker | null = null;
  const original = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const inject = async (opts: InjectOptions | string) => {
    const res = await original(opts);
    checker ??= new ContractChecker(app.swagger() as Doc);
    const { method, url } = requestOf(res);
    const problems = checker.problems(method, url, res);
    if (problems.length > 0) {
      const log = process.env.CONTRACT_LOG;
      if (log) appendFileSync(log, `${problems.join('\n')}\n`);
      else throw new Error(`Answer not described by the OpenAPI document (ADR 058):\n${problems.join('\n')}`);
    }
    return res;
  };
  const wrapped = function (this: unknown, ...args: unknown[]) {
    // The chained form (`inject()`) and the callback form stay unchecked.
    if (args.length !== 1 || args[0] === undefined)
      return (original as (...a: unknown[]) => unknown)(...args);
    return inject(args[0] as InjectOptions | string);
  };
  (app as unknown as { inject: unknown }).inject = wrapped;
}
