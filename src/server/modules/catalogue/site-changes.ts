import type { ShopConfig } from '../../config/shop-config';
import { walkInTariffKey } from '../../config/sites';
import { DomainError } from '../../errors';
import type { Tariff } from '../../../shared/domain/price';
import { versionAt, type CatalogueState, type TariffVersion } from './catalogue';
import { sameJson } from './document';

// The catalogue's writes of sites (ADR 060) as changes of the document: the service locks,
// checks the revision, validates by the config rules, stores and audits them like any other.

/** A site write: the new document, the walk-in tariff version it starts, and its audit entry. */
export interface SiteChange {
  document: unknown;
  addTariffs?: Omit<TariffVersion, 'version'>[];
  audit: (next: ShopConfig) => { action: string; entityId: string | null; before: unknown; after: unknown };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A site that gets a walk-in tariff where versions exist already (a site deleted and created
 * again, or its walk-in removed and added again): the tariff asked for starts at once, since
 * the old versions would otherwise price its stays. A key without versions gets version 1
 * from the write itself (missingVersions), like a new template.
 */
function restartedWalkIn(cur: CatalogueState, siteId: string, parking: unknown, now: Date) {
  if (!isObject(parking) || !isObject(parking.tariff)) return [];
  const key = walkInTariffKey(siteId);
  const inForce = versionAt(cur.tariffs, key, now.getTime());
  if (!inForce || sameJson(inForce.tariff, parking.tariff)) return [];
  return [{ templateId: key, validFrom: now, tariff: parking.tariff as Tariff }];
}

/** `raw` added as the document's last site. */
export function siteCreate(cur: CatalogueState, raw: Record<string, unknown>, now: Date): SiteChange {
  const index = cur.document.sites.length;
  const id = typeof raw.id === 'string' ? raw.id : null;
  return {
    document: { ...cur.document, sites: [...cur.document.sites, raw] },
    addTariffs: id ? restartedWalkIn(cur, id, raw.parking, now) : [],
    audit: (next) => ({
      action: 'catalogue.site.create',
      entityId: id,
      before: null,
      after: next.sites[index],
    }),
  };
}

/** Site `id` replaced by `raw`: its id stays, and its walk-in tariff (versioned) too. */
export function siteUpdate(
  cur: CatalogueState,
  id: string,
  raw: Record<string, unknown>,
  now: Date,
): SiteChange {
  const index = cur.document.sites.findIndex((s) => s.id === id);
  if (index < 0) throw new DomainError('SITE_NOT_FOUND', `No site ${id}`);
  const before = cur.document.sites[index];
  const parking = isObject(raw.parking)
    ? { ...raw.parking, ...(before.parking ? { tariff: before.parking.tariff } : {}) }
    : raw.parking;
  const site = { ...raw, id, parking };
  return {
    document: { ...cur.document, sites: cur.document.sites.map((s, i) => (i === index ? site : s)) },
    addTariffs: before.parking ? [] : restartedWalkIn(cur, id, parking, now),
    audit: (next) => ({ action: 'catalogue.site.update', entityId: id, before, after: next.sites[index] }),
  };
}

/**
 * Site `id` removed. Refused (409 SITE_IN_USE) for the last site and for a site a product on
 * sale still names: the product would be valid nowhere, or its buyers would lose a car park
 * without being asked. Its stays, devices and tariff versions keep their rows.
 */
export function siteDelete(cur: CatalogueState, id: string): SiteChange {
  const before = cur.document.sites.find((s) => s.id === id);
  if (!before) throw new DomainError('SITE_NOT_FOUND', `No site ${id}`);
  if (cur.document.sites.length === 1) {
    throw new DomainError('SITE_IN_USE', 'The last site cannot be deleted', { templateIds: [] });
  }
  const templateIds = cur.document.templates.filter((t) => t.siteIds.includes(id)).map((t) => t.id);
  if (templateIds.length > 0) {
    throw new DomainError('SITE_IN_USE', 'Products are still valid at this site', { templateIds });
  }
  return {
    document: { ...cur.document, sites: cur.document.sites.filter((s) => s.id !== id) },
    audit: () => ({ action: 'catalogue.site.delete', entityId: id, before, after: null }),
  };
}
