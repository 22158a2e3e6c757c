import { isLanguageCode } from '../../shared/i18n/languages';
import { localize } from './localized';
import {
  DEFAULT_SITE_ID,
  WALK_IN_TEMPLATE_ID,
  type ParkingConfig,
  type ShopConfig,
  type SiteConfig,
  type TemplateConfig,
} from './shop-config';
import type { OpeningHours } from '../../shared/schemas/booking';

// The shop's car parks as every reader finds them (ADR 060). A configuration always has at
// least one site after parsing; a one-site shop shows no site anywhere.

export { DEFAULT_SITE_ID };

/** Whether drivers and operators choose among car parks (two or more sites). */
export function isMultiSite(shop: Pick<ShopConfig, 'sites'>): boolean {
  return shop.sites.length > 1;
}

/** The site with this id, or undefined (an unknown id is a 404 for whoever asked). */
export function siteById(shop: Pick<ShopConfig, 'sites'>, id: string): SiteConfig | undefined {
  return shop.sites.find((s) => s.id === id);
}

/**
 * The shop's first site: the one site of a one-site shop, and the site of rows written before
 * there were sites (they carry `main`, which is the first site's id in a migrated shop).
 */
export function firstSite(shop: Pick<ShopConfig, 'sites'>): SiteConfig {
  return shop.sites[0];
}

/** The site of `id`, falling back to the first one (a stored row whose site was deleted). */
export function siteOrFirst(shop: Pick<ShopConfig, 'sites'>, id: string | null | undefined): SiteConfig {
  return (id ? siteById(shop, id) : undefined) ?? firstSite(shop);
}

/** The walk-in tariff and places of a site; undefined: no paying by plate there. */
export function parkingOf(
  shop: Pick<ShopConfig, 'sites'>,
  siteId?: string | null,
): ParkingConfig | undefined {
  return siteOrFirst(shop, siteId).parking;
}

/**
 * The key of a site's walk-in tariff versions (catalogue_tariffs.template_id): `walk-in` for
 * the site a one-site shop was migrated to, so its stored versions keep applying, and
 * `walk-in@{siteId}` for every other site ('@' is never part of a template id).
 */
export function walkInTariffKey(siteId: string): string {
  return siteId === DEFAULT_SITE_ID ? WALK_IN_TEMPLATE_ID : `${WALK_IN_TEMPLATE_ID}@${siteId}`;
}

/** The site of a walk-in tariff key, or undefined when the key is a template's id. */
export function siteOfWalkInKey(key: string): string | undefined {
  if (key === WALK_IN_TEMPLATE_ID) return DEFAULT_SITE_ID;
  return key.startsWith(`${WALK_IN_TEMPLATE_ID}@`) ? key.slice(WALK_IN_TEMPLATE_ID.length + 1) : undefined;
}

/** The sites a template is valid at, in the shop's order. */
export function sitesOfTemplate(shop: Pick<ShopConfig, 'sites'>, siteIds: readonly string[]): SiteConfig[] {
  return shop.sites.filter((s) => siteIds.includes(s.id));
}

/** The ids of the templates valid at any of `siteIds` (the operator's and the site page's filter). */
export function templateIdsAt(shop: Pick<ShopConfig, 'templates'>, siteIds: readonly string[]): string[] {
  return shop.templates.filter((t) => t.siteIds.some((id) => siteIds.includes(id))).map((t) => t.id);
}

/** A site's name in `language` (the shop's language when it has none). */
export function siteName(shop: ShopConfig, site: SiteConfig, language?: string): string {
  const lang = language && isLanguageCode(language) ? language : shop.shop.language;
  return localize(site.name, lang, shop.shop.language);
}

/** The time zone of a site's opening hours: its own, else the shop's. */
export function siteTimeZone(shop: ShopConfig, site: SiteConfig): string {
  return site.timeZone ?? shop.shop.timeZone;
}

/**
 * The opening hours a template's periods must keep: its site's when it is valid at one; a
 * product valid at several car parks is not bound to one garage's hours (ADR 060).
 */
export function hoursOfTemplate(
  shop: Pick<ShopConfig, 'sites'>,
  template: Pick<TemplateConfig, 'siteIds'>,
): OpeningHours | undefined {
  return template.siteIds.length === 1 ? siteById(shop, template.siteIds[0])?.openingHours : undefined;
}
