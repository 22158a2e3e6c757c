import type { BookingRow } from '../db/rows';
import type { BillSite } from '../db/schema';
import type { ShopConfig } from '../config/shop-config';
import { entranceOf } from '../config/entrance';
import { isMultiSite, siteById, siteName, sitesOfTemplate } from '../config/sites';
import { paymentTexts } from './texts';

/**
 * Where a bill's service was, for a shop with several car parks (ADR 060): the booking's site
 * with its entrance ("Standort: Parkhaus am Bahnhof, Bismarckallee 5, …"), or, for a product
 * valid at several sites, the sites it is valid at ("Gültig in: …"). Null in a shop with one car
 * park (its bills read as they did before sites) and for a site no longer configured.
 *
 * A bill freezes this line at issue (`seller.site`), so renaming or moving a site later leaves
 * its bills and credit notes as they were issued.
 */
export function billSiteLine(
  shop: ShopConfig,
  booking: Pick<BookingRow, 'siteId' | 'templateId'>,
  language: string,
): BillSite | null {
  if (!isMultiSite(shop)) return null;
  const t = paymentTexts(language);
  if (booking.siteId) {
    const site = siteById(shop, booking.siteId);
    if (!site) return null;
    const entrance = entranceOf(shop, language, site.id);
    const name = siteName(shop, site, language);
    return { label: t.site, text: entrance ? `${name}, ${entrance.line}` : name };
  }
  const template = shop.templates.find((x) => x.id === booking.templateId);
  const sites = template ? sitesOfTemplate(shop, template.siteIds) : [];
  if (sites.length === 0) return null;
  return { label: t.validAt, text: sites.map((s) => siteName(shop, s, language)).join(', ') };
}
