import { DomainError } from '../../errors';
import type { RequestOperator } from './guard';

/**
 * The sites a back-office call looks at (ADR 060): null for every site, else a list. An
 * operator limited to sites never sees beyond them; the site switcher (`?site=`) narrows the
 * view to one. A site outside the operator's answers 404, like an object of it would.
 */
export type SiteScope = readonly string[] | null;

export function siteScopeOf(
  operator: Pick<RequestOperator, 'siteIds'> | undefined,
  requested?: string,
): SiteScope {
  const own = operator?.siteIds ?? null;
  if (requested === undefined || requested === '') return own;
  if (own && !own.includes(requested)) throw new DomainError('NOT_FOUND', 'No such site');
  return [requested];
}

/** Whether an object of `siteIds` (its site, or a city-wide product's sites) lies in the scope. */
export function inSiteScope(scope: SiteScope, siteIds: readonly string[] | string | null): boolean {
  if (scope === null) return true;
  if (siteIds === null) return false;
  const ids = typeof siteIds === 'string' ? [siteIds] : siteIds;
  return ids.some((id) => scope.includes(id));
}
