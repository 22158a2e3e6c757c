import { isLanguageCode } from '../../shared/i18n/languages';
import { localize } from './localized';
import type { ShopConfig } from './shop-config';
import { isMultiSite, siteOrFirst } from './sites';

/** The entrance as every place that names it reads it (ADR 054). */
export interface Entrance {
  /** "Rathausgasse 12, 79098 Freiburg im Breisgau" (no country: a driver knows where they drive). */
  line: string;
  latitude?: number;
  longitude?: number;
  /** How to find it, in the asked language; absent when the shop wrote none. */
  directions?: string;
}

/**
 * The one source of a car park's address (ADR 054, 060): the site's `entrance`; a site written
 * before it keeps working through its one-line `location`, and a one-site shop with neither
 * names the operator's address as before (ADR 050). Null when there is none of them. Without
 * `siteId`, the first site (a one-site shop's only one).
 */
export function entranceOf(shop: ShopConfig, language?: string, siteId?: string | null): Entrance | null {
  const site = siteOrFirst(shop, siteId);
  const e = site.entrance;
  if (e) {
    const directions = e.directions
      ? localize(
          e.directions,
          language && isLanguageCode(language) ? language : shop.shop.language,
          shop.shop.language,
        ).trim()
      : '';
    return {
      line: `${`${e.street} ${e.number}`.trim()}, ${e.zip} ${e.city}`,
      ...(e.latitude !== undefined && e.longitude !== undefined
        ? { latitude: e.latitude, longitude: e.longitude }
        : {}),
      ...(directions ? { directions } : {}),
    };
  }
  if (site.location) return { line: site.location };
  // The operator's address is the car park's only in a shop with one car park.
  const a = shop.shop.address;
  return a && !isMultiSite(shop)
    ? { line: `${`${a.street} ${a.buildingNumber}`.trim()}, ${a.zipCode} ${a.city}` }
    : null;
}
