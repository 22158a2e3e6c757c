import { isLanguageCode } from '../../shared/i18n/languages';
import { localize } from './localized';
import type { ShopConfig } from './shop-config';

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
 * The one source of the car park's address (ADR 054): `entrance`; a config written before it
 * keeps working through its one-line `shop.location`, and a config with neither names the
 * operator's address as before (ADR 050). Null when the config has none of them.
 */
export function entranceOf(shop: ShopConfig, language?: string): Entrance | null {
  const e = shop.entrance;
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
  if (shop.shop.location) return { line: shop.shop.location };
  const a = shop.shop.address;
  return a ? { line: `${`${a.street} ${a.buildingNumber}`.trim()}, ${a.zipCode} ${a.city}` } : null;
}
