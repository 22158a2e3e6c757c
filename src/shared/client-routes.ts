/**
 * The client's routes (src/web/app/router.tsx) as patterns, for the server: a path that is none
 * of them and no content page of the styling's navigation answers 404 with the client's "not
 * found" page. `client-routes.test.ts` keeps this list and the router in step.
 */
const SEGMENT = '[^/]+';
export const CLIENT_ROUTES: readonly string[] = [
  '/',
  '/reserve',
  '/p/:siteId',
  '/period/:id',
  '/data/:id',
  '/confirm/:id',
  '/payment/:id',
  '/checkout',
  '/renew-ticket',
  '/checkout/renew',
  '/renewal/:token',
  '/t/:permissionId/:permissionSecret',
  '/portal',
  '/portal/data',
  '/portal/permissions',
  '/portal/bills',
  '/portal/mandates',
  '/portal/security',
  '/portal/plates',
  // The company screens route their own pages (invoices, mandate) inside their chunk.
  '/portal/company/*',
  '/bill/:id/:secret',
  '/credit-note/:id/:secret',
  '/set-password',
  '/confirm-account',
  // The back office routes its own screens (and shows its own "not found").
  '/admin/*',
];

const PATTERNS = CLIENT_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/\/\*$/, '(?:/.*)?').replace(/:[A-Za-z]+/g, SEGMENT)}$`),
);

/** True when the client renders `path` (without query, trailing slashes ignored) as a screen. */
export function isClientRoute(path: string): boolean {
  const p = path.replace(/\/+$/, '') || '/';
  return PATTERNS.some((re) => re.test(p));
}
