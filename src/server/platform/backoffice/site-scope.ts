import type { FastifyRequest } from 'fastify';
import { templateIdsAt } from '../../config/sites';
import type { CatalogueReader } from '../catalogue/view';
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

/**
 * A booking's place in a scope: its own site (a one-site product, a walk-in), or, for a
 * product valid at several sites (site null), the sites of its template. `templateIds` are
 * the templates valid at any scope site (`templateIdsAt`); null: every booking.
 */
export interface BookingSiteFilter {
  siteIds: readonly string[];
  templateIds: readonly string[];
}

export function bookingSiteFilter(
  scope: SiteScope,
  templateIdsAt: (siteIds: readonly string[]) => readonly string[],
): BookingSiteFilter | null {
  return scope === null ? null : { siteIds: scope, templateIds: templateIdsAt(scope) };
}

/** Whether a booking row lies in the filter (the same rule as the repositories' SQL). */
export function bookingInSiteFilter(
  filter: BookingSiteFilter | null,
  booking: { siteId: string | null; templateId: string },
): boolean {
  if (filter === null) return true;
  return booking.siteId === null
    ? filter.templateIds.includes(booking.templateId)
    : filter.siteIds.includes(booking.siteId);
}

/**
 * A preValidation hook (after requireOperator) of a route on one object: `visible` throws the
 * object's own 404 when it lies outside the operator's sites, before any rule of the action
 * speaks about it (a 409 would tell that the id exists).
 */
export function requireVisible(
  visible: (id: string, scope: SiteScope, req: FastifyRequest) => Promise<unknown>,
  param = 'id',
) {
  return async (req: FastifyRequest) => {
    const id = String((req.params as Record<string, unknown>)[param] ?? '');
    await visible(id, siteScopeOf(req.operator), req);
  };
}

/** The booking filter of a scope on the catalogue in force (a service's `siteFilter` dep). */
export type BookingSiteFilterOf = (scope: SiteScope) => BookingSiteFilter | null;

export function bookingSiteFilterOf(catalogue: CatalogueReader): BookingSiteFilterOf {
  return (scope) => bookingSiteFilter(scope, (ids) => templateIdsAt(catalogue.current().config, ids));
}
