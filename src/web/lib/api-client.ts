/**
 * The client's HTTP calls. Kept free of zod: the landing page validates its answers with the
 * light parsers of `parse.ts`, while lazily loaded screens pass the shared zod schemas (anything
 * with a zod-like `safeParse`).
 */

/** A failed call: the parsed error body, with the HTTP status added (spec §7). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { message: string } };
/** A zod schema (structurally) or a function that returns the value or throws. */
export type Parser<T> = { safeParse(data: unknown): SafeParseResult<T> } | ((body: unknown) => T);

function parseWith<T>(
  parser: Parser<T>,
  body: unknown,
): { ok: true; value: T } | { ok: false; message: string } {
  if (typeof parser === 'function') {
    try {
      return { ok: true, value: parser(body) };
    } catch (e) {
      return { ok: false, message: e instanceof Error ? e.message : String(e) };
    }
  }
  const r = parser.safeParse(body);
  return r.success ? { ok: true, value: r.data } : { ok: false, message: r.error.message };
}

function errorBody(body: unknown): { code: string; message: string; details?: unknown } | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  return typeof b.code === 'string' && typeof b.message === 'string'
    ? { code: b.code, message: b.message, details: b.details }
    : null;
}

/** Status 0 means the server could not be reached or answered something unreadable. */
async function request<T>(path: string, parser: Parser<T>, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'NETWORK', e instanceof Error ? e.message : 'network error');
  }
  const text = await res.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!res.ok) {
    const err = errorBody(body);
    if (err) throw new ApiError(res.status, err.code, err.message, err.details);
    throw new ApiError(res.status, `HTTP_${res.status}`, res.statusText || `HTTP ${res.status}`);
  }
  const parsed = parseWith(parser, body);
  if (!parsed.ok) {
    throw new ApiError(res.status, 'INVALID_RESPONSE', `unexpected response from ${path}: ${parsed.message}`);
  }
  return parsed.value;
}

export function apiGet<T>(path: string, parser: Parser<T>, signal?: AbortSignal): Promise<T> {
  return request(path, parser, { method: 'GET', signal });
}

export function apiPost<T>(path: string, body: unknown, parser: Parser<T>, signal?: AbortSignal): Promise<T> {
  return request(path, parser, { method: 'POST', body: JSON.stringify(body), signal });
}

export function apiPut<T>(path: string, body: unknown, parser: Parser<T>): Promise<T> {
  return request(path, parser, { method: 'PUT', body: JSON.stringify(body) });
}

export function apiDelete<T>(path: string, parser: Parser<T>): Promise<T> {
  return request(path, parser, { method: 'DELETE' });
}

/** For calls answering 204: whatever comes back is ignored. */
export const noContent = (): void => undefined;

/** `path?lang=xx` (or `&lang=xx`): operator texts come in the visitor's language. */
export function withLanguage(path: string, language: string | null | undefined): string {
  if (!language) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}
