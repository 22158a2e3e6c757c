import { entranceOf, type Entrance } from './entrance';
import type { ShopConfig, TemplateConfig } from './shop-config';
import { isMultiSite, siteById, siteName, sitesOfTemplate } from './sites';

/**
 * Where a booking's ticket, PDF, mail and calendar event send the driver (ADR 060). A one-site
 * shop names no site: its documents read exactly as before there were sites.
 */
export interface DocumentPlace {
  /** The car park the booking is for; absent in a one-site shop and for a city-wide permit. */
  site?: { id: string; name: string };
  /** A permit valid at several car parks: each of them, in the shop's order. */
  validAt?: Array<{ id: string; name: string }>;
  /** The entrance to drive to; null for a city-wide permit (it has one per car park). */
  entrance: Entrance | null;
}

/**
 * The place of a booking: its own site when it has one (a one-site product, a walk-in), else the
 * sites its product is valid at; one of those is that site.
 */
export function placeOfBooking(
  shop: ShopConfig,
  booking: { siteId: string | null; language: string },
  template: Pick<TemplateConfig, 'siteIds'> | undefined,
): DocumentPlace {
  const lang = booking.language;
  if (!isMultiSite(shop)) return { entrance: entranceOf(shop, lang) };
  const own = booking.siteId ? siteById(shop, booking.siteId) : undefined;
  const sites = own ? [own] : sitesOfTemplate(shop, template?.siteIds ?? []);
  // A product whose sites were all deleted since: the documents name none rather than a wrong one.
  if (sites.length === 0) return { entrance: null };
  const named = sites.map((s) => ({ id: s.id, name: siteName(shop, s, lang) }));
  if (named.length > 1) return { validAt: named, entrance: null };
  return { site: named[0], entrance: entranceOf(shop, lang, named[0].id) };
}

/** "Parkhaus am Markt, Parkhaus am Hauptbahnhof": the names of a city-wide permit's car parks. */
export function validAtLine(place: DocumentPlace): string | undefined {
  return place.validAt?.map((s) => s.name).join(', ');
}
