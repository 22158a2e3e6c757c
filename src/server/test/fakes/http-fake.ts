import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** A request as the fakes see it, whether it came through msw or a real socket. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON or form body, else the raw text. */
  body: unknown;
  /** The body exactly as sent (to check how numbers were written). */
  raw: string;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  /** Sent as is (HTML, JavaScript) instead of JSON. */
  text?: string;
  headers?: Record<string, string>;
}

/** A provider fake: one handler for both msw (API tests) and a real HTTP server (E2E). */
export interface ProviderFake {
  handle(req: FakeRequest): FakeResponse | Promise<FakeResponse>;
  /** Every request it answered, for assertions. */
  requests: FakeRequest[];
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (!text) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toResponse(r: FakeResponse): Response {
  const headers = new Headers(r.headers);
  if (r.text !== undefined) return new Response(r.text, { status: r.status, headers });
  if (r.body === undefined) return new Response(null, { status: r.status, headers });
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(r.body), { status: r.status, headers });
}

/** msw handlers sending every request under `base` to the fake. */
export function mswHandlers(fake: ProviderFake, base: string): HttpHandler[] {
  const prefix = new URL(base);
  return [
    http.all(`${prefix.origin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const headers: Record<string, string> = {};
      request.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
      const req: FakeRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers,
        body: parseBody(text, headers['content-type']),
        raw: text,
      };
      fake.requests.push(req);
      const r = await fake.handle(req);
      if (r.status === 0) return HttpResponse.error();
      return toResponse(r);
    }),
  ];
}

/**
 * The same fake on a real port, for a shop running in a child process (E2E). With `tls` it
 * speaks https (Mollie's client refuses plain http).
 */
export async function serveFake(
  fake: ProviderFake,
  opts: { tls?: { key: string; cert: string } } = {},
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const listener: RequestListener = (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
        const raw = Buffer.concat(chunks).toString('utf8');
        const fr: FakeRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers,
          body: parseBody(raw, headers['content-type']),
          raw,
        };
        fake.requests.push(fr);
        const r = await fake.handle(fr);
        if (r.status === 0) {
          res.destroy();
          return;
        }
        const out = r.text !== undefined ? r.text : r.body === undefined ? '' : JSON.stringify(r.body);
        res.writeHead(r.status, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'content-type',
          ...(r.text === undefined && r.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...r.headers,
        });
        res.end(out);
      })();
    });
  };
  const server: Server = opts.tls ? createTlsServer(opts.tls, listener) : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FaultMode = 'none' | 'down' | 'http503' | 'http500';

/** A fault the tests switch on: no answer at all (network error) or a server error. */
export function fault(mode: FaultMode): FakeResponse | null {
  if (mode === 'down') return { status: 0 };
  // Retry-After 0: clients that retry 5xx (Mollie's) do so at once in tests.
  if (mode === 'http503')
    return { status: 503, body: { message: 'Service Unavailable' }, headers: { 'retry-after': '0' } };
  if (mode === 'http500') return { status: 500, body: { message: 'Internal Server Error' } };
  return null;
}

/** One held answer: `reached` resolves once the shop's request waits; `open()` lets it through. */
export interface HeldAnswer {
  reached: Promise<void>;
  open(): void;
}

/**
 * The fake, except that answers to chosen requests wait until the test opens them (a slow
 * provider): `keyOf` names a request (e.g. by the payment it asks about), `hold(key)` holds
 * every request of that name.
 */
export function holdingFake(
  fake: ProviderFake,
  keyOf: (req: FakeRequest) => string | undefined,
): ProviderFake & { hold(key: string): HeldAnswer; openAll(): void } {
  const held = new Map<string, { arrived(): void; opened: Promise<void>; answer: HeldAnswer }>();
  return {
    requests: fake.requests,
    async handle(req) {
      const key = keyOf(req);
      const h = key === undefined ? undefined : held.get(key);
      if (h) {
        h.arrived();
        await h.opened;
      }
      return fake.handle(req);
    },
    hold(key) {
      let arrived!: () => void;
      let open!: () => void;
      const reached = new Promise<void>((r) => (arrived = r));
      const opened = new Promise<void>((r) => (open = r));
      const answer = { reached, open };
      held.set(key, { arrived, opened, answer });
      return answer;
    },
    openAll() {
      for (const h of held.values()) h.answer.open();
    },
  };
}
