import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export interface AuthInfo {
  loggedIn: boolean;
  username: string;
  requirePasswordChange: boolean;
}

export const LOGGED_OUT: AuthInfo = { loggedIn: false, username: '', requirePasswordChange: false };
export const AUTH_INFO_KEY = ['auth-info'] as const;

export function parseAuthInfo(body: unknown): AuthInfo {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const username = typeof b.username === 'string' ? b.username : '';
  return {
    loggedIn: b.loggedIn === true || username !== '',
    username,
    requirePasswordChange: b.requirePasswordChange === true,
  };
}

/**
 * GET /auth/info, only where the customer shop is enabled. A failure counts as logged out
 * (spec §8), so the top bar then offers the login.
 */
export function useAuthInfo(enabled: boolean) {
  return useQuery({
    queryKey: AUTH_INFO_KEY,
    queryFn: ({ signal }) => apiGet('/auth/info', parseAuthInfo, signal).catch(() => LOGGED_OUT),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** What the portal shows for an auth state (spec §4). */
export type AuthView = 'loading' | 'login' | 'changePassword' | 'portal';

export function authView(info: AuthInfo | undefined): AuthView {
  if (!info) return 'loading';
  if (!info.loggedIn) return 'login';
  if (info.requirePasswordChange) return 'changePassword';
  return 'portal';
}

/** The logged-in customer, or null (also while unknown or where the customer shop is off). */
export function useCustomer(enabled: boolean): AuthInfo | null {
  const info = useAuthInfo(enabled).data;
  return enabled && info && authView(info) === 'portal' ? info : null;
}
