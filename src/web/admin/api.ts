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
  type TotpSetupRequest,
} from '../../shared/schemas/admin';
import { ApiError, apiGet, noContent, type Parser } from '../lib/api-client';
import { withChosenSite } from './site-scope/site-choice';

/**
 * The back office's calls. Every write carries the session's CSRF token (from /me or the
 * login's answer). A 401 anywhere but on the login itself means the session ended (idle
 * timeout, disabled, logged out elsewhere): the app is told and shows the login with a message.
 */
let csrfToken = '';
let onSessionEnded: (() => void) | undefined;

let expired = false;
/** Set while the operator logs out (see adminCall). */
let loggingOut = false;

/** Ends the session on the server; calls in flight meanwhile are not "session expired". */
export async function logoutSession(): Promise<void> {
  loggingOut = true;
  try {
    await adminCall('POST', '/api/admin/auth/logout', noContent, {}).catch(() => undefined);
  } finally {
    csrfToken = '';
  }
}

/** A new login ends the logging-out state. */
function loggedIn(): void {
  loggingOut = false;
}

export function rememberSession(me: AdminMe | null): void {
  csrfToken = me?.csrfToken ?? '';
  if (me) {
    expired = false;
    loggedIn();
  }
}

/** The server ended the session (a 401 on a call): the login says so. */
export function markSessionExpired(): void {
  expired = true;
}

export function sessionExpired(): boolean {
  return expired;
}

/** Where a screen without a session sends the operator: the login, saying why. */
export function loginPath(): string {
  if (expired) return '/admin/login?expired=1';
  if (loggingOut) return '/admin/login?out=1';
  return '/admin/login';
}

/** The session's CSRF header, for a write that is not JSON (a file download by POST). */
export function csrfHeaders(): Record<string, string> {
  return csrfToken ? { 'X-CSRF-Token': csrfToken } : {};
}

export function setSessionEndedHandler(handler: (() => void) | undefined): void {
  onSessionEnded = handler;
}

/**
 * One back-office call: JSON in and out, the CSRF token on writes, a 401 tells the app the
 * session ended. Feature folders (`admin/<area>/api.ts`) build their calls on it.
 */
export async function adminCall<T>(
  method: string,
  path: string,
  parser: Parser<T>,
  body?: unknown,
): Promise<T> {
  // A read of a list or the dashboard narrows to the site chosen in the top bar.
  if (method === 'GET') path = withChosenSite(path);
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
    // A call still under way when the operator logs out comes back 401 too: that is not an
    // expired session, and must not replace the login's "logged out" notice.
    if (
      res.status === 401 &&
      !loggingOut &&
      !path.startsWith('/api/admin/auth/login') &&
      !keepsSession(path, err.code)
    ) {
      onSessionEnded?.();
    }
    throw err;
  }
  if (typeof parser === 'function') return parser(json);
  const r = parser.safeParse(json);
  if (!r.success) throw new ApiError(0, 'INVALID_RESPONSE', r.error.message);
  return r.data;
}

/**
 * 401s that are no lost session: a wrong current password (the session lives on), and the code
 * step ended by wrong codes (the login page itself goes back to the password, saying why).
 */
function keepsSession(path: string, code: string): boolean {
  return code === 'WRONG_OLD_PASSWORD' || (path === '/api/admin/auth/totp' && code === 'TOTP_SESSION_ENDED');
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
    withSession(adminCall('POST', '/api/admin/auth/login', adminMeSchema, { username, password })),
  totp: (code: string) => withSession(adminCall('POST', '/api/admin/auth/totp', adminMeSchema, { code })),
  /** A renewal sends the current password and a code of the current secret. */
  totpSetup: (proof: TotpSetupRequest = {}) =>
    adminCall('POST', '/api/admin/auth/totp/setup', totpSetupResponseSchema, proof),
  totpConfirm: (code: string) =>
    withSession(adminCall('POST', '/api/admin/auth/totp/confirm', adminMeSchema, { code })),
  setPassword: (token: string, password: string) =>
    adminCall('POST', '/api/admin/auth/set-password', noContent, { token, password }),
  changePassword: (oldPassword: string, newPassword: string) =>
    adminCall('POST', '/api/admin/auth/change-password', noContent, { oldPassword, newPassword }),
  operators: (q: Partial<OperatorListQuery>) =>
    adminCall('GET', `/api/admin/operators?${toQuery(q)}`, operatorListResponseSchema),
  createOperator: (body: CreateOperatorRequest) =>
    adminCall('POST', '/api/admin/operators', operatorLinkResponseSchema, body),
  patchOperator: (id: string, body: PatchOperatorRequest) =>
    adminCall('PATCH', `/api/admin/operators/${encodeURIComponent(id)}`, operatorSchema, body),
  resetOperator: (id: string) =>
    adminCall('POST', `/api/admin/operators/${encodeURIComponent(id)}/reset`, operatorLinkResponseSchema, {}),
  audit: (q: Partial<AuditQuery>) =>
    adminCall('GET', `/api/admin/audit?${toQuery(q)}`, auditListResponseSchema),
};

/** A query string of the set values of `q`. */
export function toQuery(q: object): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '' && v !== null) p.set(k, String(v));
  return p.toString();
}

export const meKey = ['admin', 'me'] as const;
