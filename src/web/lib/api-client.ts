import type { z } from 'zod';
import { errorBodySchema } from '../../shared/schemas/common';

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

/** Status 0 means the server could not be reached or answered something unreadable. */
async function request<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<z.infer<S>> {
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
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
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) throw new ApiError(res.status, parsed.data.code, parsed.data.message, parsed.data.details);
    throw new ApiError(res.status, `HTTP_${res.status}`, res.statusText || `HTTP ${res.status}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(res.status, 'INVALID_RESPONSE', `unexpected response from ${path}: ${parsed.error.message}`);
  }
  return parsed.data;
}

export function apiGet<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>> {
  return request(path, schema, { method: 'GET', signal });
}

export function apiPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  return request(path, schema, { method: 'POST', body: JSON.stringify(body), signal });
}
