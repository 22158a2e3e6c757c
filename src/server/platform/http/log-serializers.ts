import type { FastifyRequest } from 'fastify';

export const MASK = '[secret]';

/**
 * The links whose key is in the path, `/<kind>/<id>/<secret>` and `/api/<kind>/<id>/<secret>`
 * (with or without `.pdf`): tickets (`t` is the page, `ticket` the API), bills and credit notes,
 * pages and PDFs alike. The link is the key, so its secret never reaches a log line (ADR 009);
 * the id stays, for finding the request. One rule for every such route: a new kind of secret
 * link is added here and nowhere else.
 */
export const SECRET_LINK_KINDS = ['t', 'ticket', 'bill', 'credit-note'] as const;

/**
 * The links whose whole key is one path segment, `/<kind>/<token>`: the reminder's one-click
 * renewal (a single-use token, ADR 044). Masked like the others, with or without `/api`.
 */
export const TOKEN_LINK_KINDS = ['renewal', 'renewal-link'] as const;

const SECRET_PATHS: RegExp[] = [
  // Lenient on case and repeated slashes: what a router might still serve must be masked too.
  new RegExp(
    `^(\\/+(?:api\\/+)?(?:${SECRET_LINK_KINDS.join('|')})\\/+[^/]+\\/+)[^/]+?(?=\\.pdf$|\\/|$)`,
    'i',
  ),
  new RegExp(`^(\\/+(?:api\\/+)?(?:${TOKEN_LINK_KINDS.join('|')})\\/+)[^/]+?(?=\\/|$)`, 'i'),
];

/**
 * A path segment shaped like a token or secret (20 or more URL-safe characters with a letter and
 * a digit, not a UUID, which names a record): masked on every path, so a link added later does
 * not leak before someone lists it above (ADR 057). Long words of content pages have no digit.
 */
const TOKEN_SEGMENT = /^(?=[^/]*\d)(?=[^/]*[A-Za-z])[A-Za-z0-9_-]{20,}$/;
const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function maskTokenSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const pdf = /\.pdf$/i.exec(segment);
      const bare = pdf ? segment.slice(0, -4) : segment;
      if (!TOKEN_SEGMENT.test(bare) || UUID_SEGMENT.test(bare)) return segment;
      return `${MASK}${pdf ? pdf[0] : ''}`;
    })
    .join('/');
}

/** Query parameters that may carry a secret, on any path. */
const SECRET_PARAM = /^(secret|permissionsecret|token|key|code|access_token)$/i;

/** The URL with ticket/bill/permission secrets (path segment and query values) masked. */
export function maskSecretsInUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  let query = q === -1 ? '' : url.slice(q + 1);
  const secretPath = SECRET_PATHS.find((re) => re.test(path));
  if (secretPath) {
    path = path.replace(secretPath, `$1${MASK}`);
    // Nothing after a secret path is needed in a log; keep only that there was a query.
    if (query) query = MASK;
  }
  path = maskTokenSegments(path);
  if (!secretPath && query) {
    query = query
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        const name = eq === -1 ? pair : pair.slice(0, eq);
        let decoded = name;
        try {
          decoded = decodeURIComponent(name);
        } catch {
          // keep the raw name
        }
        return eq !== -1 && SECRET_PARAM.test(decoded) ? `${name}=${MASK}` : pair;
      })
      .join('&');
  }
  return q === -1 ? path : `${path}?${query}`;
}

/**
 * Fastify's request serializer with the URL masked: the same fields as Fastify's default
 * (method, url, host, remoteAddress = req.ip, remotePort).
 */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: maskSecretsInUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Never in a log line: credentials of the shop, the providers and the operator. */
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.authorization',
    'headers.cookie',
    '*.apiKey',
    '*.authorization',
    '*.Authorization',
    '*.headers.authorization',
    '*.headers.Authorization',
  ],
  censor: '[redacted]',
};

/** Request log lines carry no ticket, bill or permission secret. */
export const LOG_SERIALIZERS = { req: serializeRequest };
