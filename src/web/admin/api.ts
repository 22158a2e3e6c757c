import {
  adminMeSchema,
  auditListResponseSchema,
  operatorLinkResponseSchema,
  operatorListResponseSchema,
  operatorSchema,
  totpSetupResponseSchema,
  type AdminMe,
  type AuditQuery,
  type CreateOperatorRequest,
  type OperatorListQuery,
  type PatchOperatorRequest,
} from '../../shared/schemas/admin';
import { ApiError, apiGet, noContent, type Parser } from '../lib/api-client';

/**
 * The back office's calls. Every write carries the session's CSRF token (from /me or the
 * login's answer). A 401 anywhere but on the login itself means the session ended (idle
 * timeout, disabled, logged out elsewhere): the app is told and shows the login with a message.
 */
let csrfToken = '';
let onSessionEnded: (() => void) | undefined;

let expired = false;

export function rememberSession(me: AdminMe | null): void {
  csrfToken = me?.csrfToken ?? '';
  if (me) expired = false;
}

/** The server ended the session (a 401 on a call): the login says so. */
export function markSessionExpired(): void {
  expired = true;
}

export function sessionExpired(): boolean {
  return expired;
}

export function setSessionEndedHandler(handler: (() => void) | undefined): void {
  onSessionEnded = handler;
}

async function call<T>(method: string, path: string, parser: Parser<T>, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(method !== 'GET' && csrfToken ? { 'X-CSRF-Token': csrfToken } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  }).catch((e: unknown) => {
    throw new ApiError(0, 'NETWORK', e instanceof Error ? e.message : 'network error');
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const b = (json ?? {}) as { code?: string; message?: string; details?: unknown };
    const err = new ApiError(
      res.status,
      b.code ?? `HTTP_${res.status}`,
      b.message ?? res.statusText,
      b.details,
    );
    if (res.status === 401 && !path.startsWith('/api/admin/auth/login')) onSessionEnded?.();
    throw err;
  }
  if (typeof parser === 'function') return parser(json);
  const r = parser.safeParse(json);
  if (!r.success) throw new ApiError(0, 'INVALID_RESPONSE', r.error.message);
  return r.data;
}

/** The session, or null when there is none (401). */
export async function fetchMe(): Promise<AdminMe | null> {
  try {
    const me = await apiGet('/api/admin/auth/me', adminMeSchema);
    rememberSession(me);
    return me;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      rememberSession(null);
      return null;
    }
    throw e;
  }
}

const withSession = async (p: Promise<AdminMe>) => {
  const me = await p;
  rememberSession(me);
  return me;
};

export const adminApi = {
  login: (username: string, password: string) =>
    withSession(call('POST', '/api/admin/auth/login', adminMeSchema, { username, password })),
  totp: (code: string) => withSession(call('POST', '/api/admin/auth/totp', adminMeSchema, { code })),
  totpSetup: () => call('POST', '/api/admin/auth/totp/setup', totpSetupResponseSchema, {}),
  totpConfirm: (code: string) =>
    withSession(call('POST', '/api/admin/auth/totp/confirm', adminMeSchema, { code })),
  logout: () => call('POST', '/api/admin/auth/logout', noContent, {}),
  setPassword: (token: string, password: string) =>
    call('POST', '/api/admin/auth/set-password', noContent, { token, password }),
  changePassword: (oldPassword: string, newPassword: string) =>
    call('POST', '/api/admin/auth/change-password', noContent, { oldPassword, newPassword }),
  operators: (q: Partial<OperatorListQuery>) =>
    call('GET', `/api/admin/operators?${query(q)}`, operatorListResponseSchema),
  createOperator: (body: CreateOperatorRequest) =>
    call('POST', '/api/admin/operators', operatorLinkResponseSchema, body),
  patchOperator: (id: string, body: PatchOperatorRequest) =>
    call('PATCH', `/api/admin/operators/${encodeURIComponent(id)}`, operatorSchema, body),
  resetOperator: (id: string) =>
    call('POST', `/api/admin/operators/${encodeURIComponent(id)}/reset`, operatorLinkResponseSchema, {}),
  audit: (q: Partial<AuditQuery>) => call('GET', `/api/admin/audit?${query(q)}`, auditListResponseSchema),
};

function query(q: object): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '' && v !== null) p.set(k, String(v));
  return p.toString();
}

export const meKey = ['admin', 'me'] as const;
