/**
 * The OpenAPI document's frame (ADR 022): everything but the operations, which the routes'
 * schemas describe (`operationId`, `summary`, `tags`, `security`). Integrators generate clients
 * from it, so names here are API: renaming a security scheme or an operationId breaks them.
 */
import { STATUS_CODES } from 'node:http';

/** The security schemes a route's `security` may name (checked by platform/http/openapi.test.ts). */
export const SECURITY_SCHEME_NAMES = [
  'operatorToken',
  'deviceKey',
  'customerSession',
  'operatorSession',
] as const;
export type SecuritySchemeName = (typeof SECURITY_SCHEME_NAMES)[number];

/** The back office's session cookie (ADR 023); Path=/api/admin, so `__Secure-` on https (ADR 035). */
export const OPERATOR_SESSION_COOKIE = 'admin_session';
export const SECURE_OPERATOR_SESSION_COOKIE = '__Secure-admin_session';

export interface OpenApiFrameOptions {
  shopName: string;
  /** PUBLIC_URL: the one server the document describes. */
  publicUrl: string;
  /** The shop session's cookie name (`__Host-shop_session` when PUBLIC_URL is https, ADR 012). */
  sessionCookie: string;
}

export function openApiFrame(o: OpenApiFrameOptions) {
  return {
    info: {
      title: `${o.shopName} – parking shop API`,
      description: [
        'Durations are integer seconds, instants ISO 8601 UTC, money integer cents (EUR). Errors are `{code, message, details?}`; `code` is stable, `message` is for people.',
        '',
        'Operations are public unless they name a security scheme. `operationId`s are stable: clients generated from this document use them as method names (ADR 022).',
        '',
        'Car park access systems (number-plate cameras, barriers, pay stations): see the `access` operations and docs/operations/access.md.',
      ].join('\n'),
      version: '1.0.0',
    },
    servers: [{ url: o.publicUrl, description: 'This shop (PUBLIC_URL)' }],
    // Public unless an operation says otherwise: the lead's rule for routes is "security where
    // authenticated", and platform/http/openapi.test.ts probes every operation without credentials, so
    // one that answers 401 without declaring its scheme fails the tests (ADR 022).
    security: [],
    components: {
      securitySchemes: {
        operatorToken: {
          type: 'http' as const,
          scheme: 'bearer',
          description:
            "The shop's OPERATOR_TOKEN (`Authorization: Bearer $OPERATOR_TOKEN`) on /api/operator/... A local shop without OPERATOR_TOKEN (PUBLIC_URL on localhost) answers requests from the machine itself without a token; a public one without it answers 401 to everyone (ADR 009). State-changing calls also need a JSON body or an `X-Requested-With` header (403 CROSS_SITE).",
        },
        deviceKey: {
          type: 'http' as const,
          scheme: 'bearer',
          description:
            "An access device's API key (`Authorization: Bearer <apiKey>`) on /api/access/...: shown once by POST /api/operator/access-devices, stored hashed. A wrong or revoked key gets 401.",
        },
        customerSession: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: o.sessionCookie,
          description:
            'The shop session of a visitor or logged-in customer, set by POST /api/booking/reserve and POST /auth/login (`shop_session`, `__Host-shop_session` when the shop runs on https). Browsers send it by themselves.',
        },
        operatorSession: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: o.publicUrl.startsWith('https://') ? SECURE_OPERATOR_SESSION_COOKIE : OPERATOR_SESSION_COOKIE,
          description:
            "The back office's operator session on /api/admin/... (`admin_session`, `__Secure-admin_session` when the shop runs on https; Path=/api/admin), set by its login; state-changing calls also send the session's `X-CSRF-Token`.",
        },
      },
    },
    tags: [
      { name: 'access', description: 'Number-plate cameras, barriers and pay stations (device key).' },
      { name: 'booking', description: "The shop's booking flow (spec §7)." },
      { name: 'renewal', description: 'Guest renewal: pay a parking stay by licence plate (spec §7).' },
      { name: 'operator', description: "The operator's machine API (OPERATOR_TOKEN)." },
      { name: 'portal', description: "A logged-in customer's calls (spec §7 /sapi)." },
      { name: 'auth', description: 'Customer login, logout and passwords.' },
      { name: 'ticket', description: 'Tickets by their secret link.' },
      { name: 'bill', description: 'Bills and credit notes by their secret link.' },
      { name: 'content', description: 'Styling and pages of the shop.' },
      { name: 'health', description: 'Probes for process managers and load balancers.' },
      { name: 'payment providers', description: "The payment providers' webhooks." },
      { name: 'demo provider', description: 'The built-in demo payment page (demo shops only).' },
    ],
  };
}

type Responses = Record<string, { description?: string }>;

/** Statuses answered without a body. */
const NO_BODY = new Set(['204', '301', '302', '303', '304', '307', '308']);
type PathItems = Record<string, Record<string, { responses?: Responses }>>;

/**
 * @fastify/swagger names every response without a description "Default Response", which is what
 * generated clients then show. Such responses get the HTTP reason instead ("Not Found"), and
 * error statuses say that they carry the error body.
 */
export function describeResponses<D extends { paths?: unknown }>(doc: D): D {
  for (const item of Object.values((doc.paths ?? {}) as PathItems)) {
    for (const op of Object.values(item)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        // 204 and 304 have no body (RFC 9110), nor have the shop's redirects: the route's
        // `z.null()` is how zod says so, but in the document it read as a JSON `null` the answer
        // never carries.
        if (NO_BODY.has(status)) delete (response as { content?: unknown }).content;
        if (response.description !== 'Default Response') continue;
        const reason = STATUS_CODES[Number(status)] ?? 'Response';
        response.description = Number(status) >= 400 ? `${reason}: {code, message, details?}` : reason;
      }
    }
  }
  return doc;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The answers the HTTP edge gives on any route, whatever the route itself does (ADR 058), each
 * `{code, message, details?}` from the one error handler or an edge hook:
 * - 400 VALIDATION (query, path, body) / INVALID_JSON, 429 RATE_LIMITED, 500 INTERNAL anywhere;
 * - 414 URI_TOO_LONG where the path has a parameter (longer than the router takes);
 * - 403 CROSS_SITE, 413 BODY_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE on state-changing calls;
 * - 403 PROXY_NOT_TRUSTED on the token API and the back office, and on the token API also
 *   401 UNAUTHORIZED and 421 WRONG_HOST (platform/operators/guard.ts).
 * The statuses a route declares itself win; these only fill the gaps, so the document names
 * every answer a client can meet (checked on every API test, src/server/test/contract.ts).
 */
export function edgeResponseStatuses(method: string, url: string): number[] {
  const statuses = [400, 429, 500];
  if (url.includes(':') || url.includes('*')) statuses.push(414);
  if (STATE_CHANGING.has(method)) statuses.push(403, 413, 415);
  if (/^\/api\/(operator|admin)\//.test(url)) statuses.push(403);
  if (url.startsWith('/api/operator/')) statuses.push(401, 421);
  return [...new Set(statuses)].sort((a, b) => a - b);
}

interface RouteShape {
  method: string | string[];
  url: string;
  schema?: { hide?: boolean; response?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * onRoute hook: adds the edge's error answers to every documented route's responses (a new
 * object: routes share their response maps). A route without response schemas stays as it is:
 * it is not part of the API document's promises.
 */
export function addEdgeResponses(errorBody: unknown) {
  return (route: RouteShape) => {
    const schema = route.schema;
    if (!schema?.response || schema.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const added: Record<string, unknown> = {};
    for (const method of methods)
      for (const status of edgeResponseStatuses(method, route.url))
        if (!(status in schema.response) && !(String(status) in schema.response)) added[status] = errorBody;
    route.schema = { ...schema, response: { ...schema.response, ...added } };
  };
}

/**
 * A response documented with its media types, for answers that are not (only) JSON: CSV and
 * XML files, PDFs, the web manifest. Fastify picks the serializer by the reply's media type;
 * files are sent as streams or buffers and skip it. In a route's schema:
 * `200: mediaResponse('CSV file', { 'text/csv': z.string() })`.
 */
export function mediaResponse<T extends Record<string, unknown>>(description: string, types: T) {
  return {
    description,
    content: Object.fromEntries(Object.entries(types).map(([type, schema]) => [type, { schema }])) as {
      [K in keyof T]: { schema: T[K] };
    },
  };
}
