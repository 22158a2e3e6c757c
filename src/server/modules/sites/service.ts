import { openingStatus } from '../../../shared/domain/opening-hours';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { OpeningHours, PermissionTemplate } from '../../../shared/schemas/booking';
import type { PublicSite, SitesResponse } from '../../../shared/schemas/sites';
import { entranceOf } from '../../config/entrance';
import { localize, perLanguage } from '../../config/localized';
import type { ShopConfig, SiteConfig } from '../../config/shop-config';
import { siteName, siteTimeZone } from '../../config/sites';
import { DomainError } from '../../errors';
import { perSnapshot, type CatalogueReader } from '../../platform/catalogue/view';

/** What changes only with the catalogue: everything of a site but its open-now and free places. */
type SiteStatic = Omit<PublicSite, 'openNow' | 'changesAt' | 'freePlaces' | 'at'>;

/** Whether a site is open, and until when that answer holds (computed again after). */
interface OpenMemo {
  from: number;
  until: number;
  open: boolean;
  changesAt: string | null;
}

/** One snapshot's sites, per language, with the memo of their open-now. */
interface Sites {
  list: Record<LanguageCode, SiteStatic[]>;
  byId: Record<LanguageCode, Map<string, SiteStatic>>;
  hours: Map<string, { openingHours: OpeningHours | undefined; zone: string; memo?: OpenMemo }>;
  shopLanguage: LanguageCode;
}

export interface SitesDeps {
  catalogue: CatalogueReader;
  /**
   * The products on sale as the booking calls show them (the shop's language): their
   * `priceFrom` is the booking module's, so a site's cheapest price is the one its list shows.
   */
  publicTemplates: () => readonly PermissionTemplate[];
  /** Walk-in places free now at a site (the barrier's memory), null when it counts none. */
  freePlaces: (now: Date, siteId: string) => Promise<number | null>;
  /** Moves whenever a free-places count may have changed other than by time (up to date when it answers). */
  occupancyVersion: () => Promise<number>;
}

/** A list answer kept while the snapshot, the occupancy and the time window it was made in hold. */
interface ListMemo {
  sites: Sites;
  occupancy: number;
  from: number;
  until: number;
  value: SitesResponse;
}

/**
 * The longest a list answer is kept when nothing else changes: a permit that starts or ends
 * changes whom the free places count, and the answer's `at` says when it was made.
 */
const LIST_KEEP_MS = 60_000;

/** An open-now answer without a change ahead is asked again after this long (ms). */
const OPEN_RECHECK_MS = 3600_000;

function sitesOf(shop: ShopConfig, templates: readonly PermissionTemplate[]): Sites {
  const shopLanguage = shop.shop.language;
  // One pass over the products, not one per site: 200 sites × 2,000 products stay cheap.
  const ids = new Map<string, string[]>(shop.sites.map((s) => [s.id, []]));
  const cheapest = new Map<string, number>();
  for (const t of templates) {
    for (const siteId of t.siteIds) {
      ids.get(siteId)?.push(t._id);
      const was = cheapest.get(siteId);
      if (was === undefined || t.info.priceFrom < was) cheapest.set(siteId, t.info.priceFrom);
    }
  }
  const view = (site: SiteConfig, lang: LanguageCode): SiteStatic => {
    const e = entranceOf(shop, lang, site.id);
    const line = site.contact?.line;
    return {
      id: site.id,
      name: siteName(shop, site, lang),
      entrance: {
        line: e?.line ?? null,
        latitude: e?.latitude ?? null,
        longitude: e?.longitude ?? null,
        directions: e?.directions ?? null,
      },
      openingHours: site.openingHours ?? null,
      timeZone: siteTimeZone(shop, site),
      phone: site.contact?.phone || null,
      contactLine: line === undefined ? null : localize(line, lang, shopLanguage) || null,
      templateIds: ids.get(site.id) ?? [],
      priceFrom: cheapest.get(site.id) ?? null,
      payByPlate: shop.acceptGuestRenewal && site.parking !== undefined,
    };
  };
  const list = perLanguage((lang) => shop.sites.map((s) => view(s, lang)));
  return {
    list,
    byId: perLanguage((lang) => new Map(list[lang].map((s) => [s.id, s]))),
    hours: new Map(
      shop.sites.map((s) => [s.id, { openingHours: s.openingHours, zone: siteTimeZone(shop, s) }]),
    ),
    shopLanguage,
  };
}

/**
 * The shop's car parks as drivers see them (GET /api/sites, ADR 060). Names, entrances, hours,
 * products and prices are built once per catalogue snapshot and language; a request computes
 * only whether each site is open (memoised until that changes) and asks for its free places.
 */
export class SitesService {
  private readonly sites: () => Sites;
  private readonly lists = new Map<LanguageCode, ListMemo>();

  constructor(private readonly deps: SitesDeps) {
    this.sites = perSnapshot(deps.catalogue, ({ config }) => sitesOf(config, deps.publicTemplates()));
  }

  /**
   * Every site. The answer is kept per language, and the same object is answered again, until
   * the catalogue's snapshot or the barrier's memory changes, a site opens or closes, the clock
   * leaves the minute it was made in, or is set back: a car let in shows in the next answer, and
   * the route serializes and compresses an answer once (routes.ts).
   */
  async list(
    now: Date,
    language?: LanguageCode,
    onCountFailed?: (err: unknown) => void,
  ): Promise<SitesResponse> {
    const sites = this.sites();
    const lang = language ?? sites.shopLanguage;
    // Read before the counts: a change while they are counted makes the next answer count again.
    const occupancy = await this.deps.occupancyVersion();
    const t = now.getTime();
    const memo = this.lists.get(lang);
    if (memo && memo.sites === sites && memo.occupancy === occupancy && memo.from <= t && t < memo.until)
      return memo.value;
    let failed = false;
    const value = {
      sites: await Promise.all(
        sites.list[lang].map((s) =>
          this.live(sites, s, now, (err) => {
            failed = true;
            onCountFailed?.(err);
          }),
        ),
      ),
    };
    // The next minute, or the first site's change of open-now before it.
    let until = (Math.floor(t / LIST_KEEP_MS) + 1) * LIST_KEEP_MS;
    for (const h of sites.hours.values()) if (h.memo) until = Math.min(until, h.memo.until);
    // An answer without a count is not kept: the next request tries to count again.
    if (failed) this.lists.delete(lang);
    else this.lists.set(lang, { sites, occupancy, from: t, until, value });
    return value;
  }

  async get(
    id: string,
    now: Date,
    language?: LanguageCode,
    onCountFailed?: (err: unknown) => void,
  ): Promise<PublicSite> {
    const sites = this.sites();
    const site = sites.byId[language ?? sites.shopLanguage].get(id);
    if (!site) throw new DomainError('SITE_NOT_FOUND', `No site ${id}`);
    return this.live(sites, site, now, onCountFailed);
  }

  /** The site with what moves: open now (from the memo) and the free places (the count is extra). */
  private async live(
    sites: Sites,
    site: SiteStatic,
    now: Date,
    onCountFailed?: (err: unknown) => void,
  ): Promise<PublicSite> {
    const { open, changesAt } = this.openNow(sites, site.id, now);
    // Without the count the list still shows the address, hours and prices.
    const freePlaces = await this.deps.freePlaces(now, site.id).catch((err: unknown) => {
      onCountFailed?.(err);
      return null;
    });
    return { ...site, openNow: open, changesAt, freePlaces, at: now.toISOString() };
  }

  private openNow(sites: Sites, id: string, now: Date): { open: boolean; changesAt: string | null } {
    const h = sites.hours.get(id)!;
    const t = now.getTime();
    // Valid from when it was computed until the change it names: a clock set back asks again.
    if (h.memo && h.memo.from <= t && t < h.memo.until) return h.memo;
    const s = openingStatus(h.openingHours, now, h.zone);
    h.memo = {
      from: t,
      until: Math.min(s.changesAt?.getTime() ?? Infinity, t + OPEN_RECHECK_MS),
      open: s.open,
      changesAt: s.changesAt?.toISOString() ?? null,
    };
    return h.memo;
  }
}
