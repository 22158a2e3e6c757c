import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export interface AuthInfo {
  loggedIn: boolean;
  username: string;
  requirePasswordChange: boolean;
}

const LOGGED_OUT: AuthInfo = { loggedIn: false, username: '', requirePasswordChange: false };

function parseAuthInfo(body: unknown): AuthInfo {
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
    queryKey: ['auth-info'],
    queryFn: ({ signal }) => apiGet('/auth/info', parseAuthInfo, signal).catch(() => LOGGED_OUT),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
