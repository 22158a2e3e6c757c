import { sql, type SQL } from 'drizzle-orm';
import type { ShopConfig } from '../../config/shop-config';
import { isMultiSite, siteOrFirst } from '../../config/sites';
import { bookings } from '../../db/schema';

/**
 * Which paid bookings open the gates of one car park (ADR 060). A permit opens the gates of the
 * sites its product is valid at and no other; a walk-in booking pays one stay and opens only
 * that stay's site. A booking whose product the configuration no longer knows opens the site it
 * was booked at (`site_id`); a product valid at several sites stored no site, so such a booking
 * opens none once its product is gone: a gate never guesses in the driver's favour.
 *
 * A shop of one car park needs none of this: every booking is at its one site (null below), so
 * its queries and its barrier memory stay exactly as before sites existed.
 */
export interface GateSite {
  id: string;
  /** The templates valid at this site. */
  templates: ReadonlySet<string>;
  /** Every template the configuration knows (the others fall back to the booking's site). */
  known: ReadonlySet<string>;
}

/** What decides whether a booking opens a site's gate. */
export interface SitedPermit {
  templateId: string;
  siteId: string | null;
  stayId: string | null;
}

// Built once per configuration (a catalogue reload makes a new one): a decision builds no set.
const cache = new WeakMap<ShopConfig, Map<string, GateSite>>();

/** The gate rules of `siteId` (the first site for an unknown one); null in a one-site shop. */
export function gateSiteOf(shop: ShopConfig, siteId: string | null | undefined): GateSite | null {
  if (!isMultiSite(shop)) return null;
  let bySite = cache.get(shop);
  if (!bySite) {
    bySite = new Map();
    const known = new Set(shop.templates.map((t) => t.id));
    for (const site of shop.sites) {
      const templates = new Set(shop.templates.filter((t) => t.siteIds.includes(site.id)).map((t) => t.id));
      bySite.set(site.id, { id: site.id, templates, known });
    }
    cache.set(shop, bySite);
  }
  return bySite.get(siteOrFirst(shop, siteId).id)!;
}

/** Whether the booking opens the site's gate (the barrier memory's side of permitAtSiteSql). */
export function opensAt(site: GateSite | null, p: SitedPermit): boolean {
  if (!site) return true;
  if (p.stayId === null && site.known.has(p.templateId)) return site.templates.has(p.templateId);
  return p.siteId === site.id;
}

/**
 * The same rule in SQL, for a booking row under `alias` (the table itself when absent);
 * undefined (no condition) in a one-site shop. The template ids travel as one JSON parameter:
 * a shop of 2,000 products would otherwise bind 2,000 parameters per question.
 */
export function permitAtSiteSql(site: GateSite | null, alias?: string): SQL | undefined {
  if (!site) return undefined;
  const own = { template_id: bookings.templateId, site_id: bookings.siteId, stay_id: bookings.stayId };
  const col = (c: keyof typeof own) => (alias ? sql.raw(`${alias}.${c}`) : sql`${own[c]}`);
  const list = (ids: ReadonlySet<string>) =>
    sql`(select jsonb_array_elements_text(${JSON.stringify([...ids])}::jsonb))`;
  return sql`(case when ${col('stay_id')} is null and ${col('template_id')} in ${list(site.known)}
    then ${col('template_id')} in ${list(site.templates)}
    else ${col('site_id')} is not distinct from ${site.id} end)`;
}
