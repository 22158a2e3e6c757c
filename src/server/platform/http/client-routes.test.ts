import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from '../../../shared/client-routes';

describe('the client routes the server knows (404 for the rest)', () => {
  it('lists every route of the router, and nothing else', () => {
    const router = readFileSync(new URL('../../../web/app/router.tsx', import.meta.url), 'utf8');
    const paths = [...router.matchAll(/<Route\s+(?:index|path="([^"]*)")/g)].map((m) => m[1] ?? '');
    // Nested routes: the router's `portal` with its children; `*` is the content page / not found.
    const flat = paths
      .filter((p) => p !== '*' && p !== '/')
      .map((p) => (p === '' ? null : p))
      .filter((p): p is string => p !== null)
      .map((p) => (p.startsWith('/') ? p : `/${p}`))
      .map((p) =>
        ['/data', '/permissions', '/bills', '/mandates', '/security', '/plates', '/company/*'].includes(p)
          ? `/portal${p}`
          : p,
      );
    expect(new Set(flat)).toEqual(new Set(CLIENT_ROUTES.filter((r) => r !== '/')));
  });

  it('matches the screens with their parameters and refuses the rest', () => {
    for (const p of [
      '/',
      '/renew-ticket',
      '/period/kurzzeit',
      '/t/a/b',
      '/portal/bills/',
      '/admin',
      '/admin/x/y',
      '/portal/company',
      '/portal/company/invoices',
    ])
      expect(isClientRoute(p), p).toBe(true);
    for (const p of ['/nope', '/period', '/period/a/b', '/portal/nope', '/t/a', '/administrator'])
      expect(isClientRoute(p), p).toBe(false);
  });
});
