import { templatesWithWalkIn, type ShopConfig, type TemplateConfig } from '../../config/shop-config';
import type { Tariff } from '../../../shared/domain/price';
import { canonicalJson } from './canonical';
import { walkInTariffKey } from '../../config/sites';

/** One tariff version of a template (or of `walk-in`, the walk-in tariff). */
export interface TariffVersion {
  templateId: string;
  version: number;
  validFrom: Date;
  tariff: Tariff;
}

/** What the database holds (catalogue row + tariff versions). */
export interface CatalogueState {
  revision: number;
  document: ShopConfig;
  /** Retired templates: hidden from the shop, still resolvable for their bookings. */
  retired: TemplateConfig[];
  tariffs: TariffVersion[];
}

/**
 * Settings that are read once at start and so change only with a restart (ADR 025): the
 * payment provider and its SEPA creditor data, the accountant's numbers, the seller's identity
 * on bills, the VAT rate, the time zone and the shop language. They are stored in the document
 * like everything else (export/import round-trips them), but a running instance keeps the
 * values it started with, so no service sees a half-changed identity.
 */
export const RESTART_ONLY_SHOP_KEYS = [
  'legalName',
  'address',
  'vatId',
  'vatRatePercent',
  'timeZone',
  'language',
] as const;
export const RESTART_ONLY_KEYS = ['sepa', 'paymentProvider', 'accounting'] as const;

export type Pinned = Pick<ShopConfig, (typeof RESTART_ONLY_KEYS)[number]> & {
  shop: Pick<ShopConfig['shop'], (typeof RESTART_ONLY_SHOP_KEYS)[number]>;
};

export function pinnedOf({ sepa, paymentProvider, accounting, shop }: ShopConfig): Pinned {
  return {
    sepa,
    paymentProvider,
    accounting,
    shop: {
      legalName: shop.legalName,
      address: shop.address,
      vatId: shop.vatId,
      vatRatePercent: shop.vatRatePercent,
      timeZone: shop.timeZone,
      language: shop.language,
    },
  };
}

/** Paths of the restart-only settings in which `doc` differs from what this instance runs with. */
export function pendingRestart(doc: ShopConfig, pinned: Pinned): string[] {
  const now = pinnedOf(doc);
  const out: string[] = [];
  for (const k of RESTART_ONLY_KEYS) {
    if (canonicalJson(now[k]) !== canonicalJson(pinned[k])) out.push(k);
  }
  for (const k of RESTART_ONLY_SHOP_KEYS) {
    if (canonicalJson(now.shop[k]) !== canonicalJson(pinned.shop[k])) out.push(`shop.${k}`);
  }
  return out;
}

/** Every versioned tariff of the document: each template's, and each site's walk-in tariff. */
export function versionedTariffs(doc: ShopConfig): [string, Tariff][] {
  const out: [string, Tariff][] = doc.templates.map((t) => [t.id, t.tariff]);
  for (const site of doc.sites) if (site.parking) out.push([walkInTariffKey(site.id), site.parking.tariff]);
  return out;
}

/**
 * Each template with a tariff, kept per template object and tariff object: a reload from the
 * changes (changes.ts) keeps the unchanged templates and versions as the same objects, so the
 * next snapshot builds only the changed products anew. Snapshots never change a template.
 */
const withTariff = new WeakMap<TemplateConfig, { tariff: Tariff; template: TemplateConfig }>();

function templateWith(t: TemplateConfig, tariff: Tariff): TemplateConfig {
  if (t.tariff === tariff) return t;
  const kept = withTariff.get(t);
  if (kept?.tariff === tariff) return kept.template;
  const template = { ...t, tariff };
  withTariff.set(t, { tariff, template });
  return template;
}

/** The document with every tariff replaced by `tariffOf(key, tariff)` (the versions in force). */
export function mapTariffs(doc: ShopConfig, tariffOf: (key: string, tariff: Tariff) => Tariff): ShopConfig {
  return {
    ...doc,
    templates: doc.templates.map((t) => templateWith(t, tariffOf(t.id, t.tariff))),
    sites: doc.sites.map((s) =>
      s.parking
        ? { ...s, parking: { ...s.parking, tariff: tariffOf(walkInTariffKey(s.id), s.parking.tariff) } }
        : s,
    ),
  };
}

/** Whether `v` is later than `best` in force order (validFrom, then version). */
const later = (v: TariffVersion, best: TariffVersion | undefined) =>
  !best ||
  v.validFrom.getTime() > best.validFrom.getTime() ||
  (v.validFrom.getTime() === best.validFrom.getTime() && v.version > best.version);

/** The version in force at `at` (latest validFrom not after it; ties: the higher version). */
export function versionAt(
  versions: readonly TariffVersion[],
  templateId: string,
  at: number,
): TariffVersion | undefined {
  let best: TariffVersion | undefined;
  for (const v of versions) {
    if (v.templateId !== templateId || v.validFrom.getTime() > at) continue;
    if (later(v, best)) best = v;
  }
  return best;
}

/**
 * `versionAt` for every key at once: the versions grouped by key first, so a catalogue of
 * 2,000 products with 2,200 versions costs one pass, not one pass per product.
 */
export function versionsAt(
  versions: readonly TariffVersion[],
  at: number,
): ReadonlyMap<string, TariffVersion> {
  const out = new Map<string, TariffVersion>();
  for (const v of versions) {
    if (v.validFrom.getTime() > at) continue;
    if (later(v, out.get(v.templateId))) out.set(v.templateId, v);
  }
  return out;
}

/** What the services see at one moment: the effective config and its template maps. */
export interface Snapshot {
  revision: number;
  config: ShopConfig;
  templates: ReadonlyMap<string, TemplateConfig>;
  paidTemplates: ReadonlyMap<string, TemplateConfig>;
  /** Epoch ms of the next scheduled tariff switch (Infinity: none). */
  until: number;
}

/** The effective config at `at`: the document with the tariffs in force then and the pinned settings. */
export function snapshotOf(state: CatalogueState, pinned: Pinned, at: number): Snapshot {
  const inForce = versionsAt(state.tariffs, at);
  const tariffAt = (id: string, fallback: Tariff) => inForce.get(id)?.tariff ?? fallback;
  const doc = state.document;
  const config: ShopConfig = {
    ...mapTariffs(doc, tariffAt),
    ...pinned,
    shop: { ...doc.shop, ...pinned.shop },
  };
  const paid = new Map(templatesWithWalkIn(config));
  // Retired templates stay resolvable for the bills, tickets and mails of their bookings.
  for (const t of state.retired) if (!paid.has(t.id)) paid.set(t.id, t);
  let until = Infinity;
  for (const v of state.tariffs) {
    const from = v.validFrom.getTime();
    if (from > at && from < until) until = from;
  }
  return {
    revision: state.revision,
    config,
    templates: new Map(config.templates.map((t) => [t.id, t])),
    paidTemplates: paid,
    until,
  };
}

/**
 * The catalogue held in memory (ADR 025): the database's state, the clock and the settings
 * pinned at start. `current()` is the snapshot in force, rebuilt when the revision changes (a
 * write here, a NOTIFY or the periodic check) or when the clock passes a scheduled tariff's
 * validFrom. The services read it once per call (CatalogueReader) and memoise what they
 * precompute from it by snapshot (perSnapshot, bySnapshot).
 */
export class Catalogue {
  private state: CatalogueState;
  private snap: Snapshot;
  private readonly listeners = new Set<(s: Snapshot) => void>();

  constructor(
    state: CatalogueState,
    readonly pinned: Pinned,
    private readonly clock: () => Date,
  ) {
    this.state = state;
    this.snap = snapshotOf(state, pinned, clock().getTime());
  }

  get revision(): number {
    return this.state.revision;
  }

  /** The raw state (the admin API answers with it). */
  get stored(): CatalogueState {
    return this.state;
  }

  /** The snapshot in force now; rebuilt when the clock passed a scheduled switch. */
  current(): Snapshot {
    if (this.clock().getTime() >= this.snap.until) this.rebuild();
    return this.snap;
  }

  /** Takes a newer state (from this instance's write, a NOTIFY or the periodic check). */
  replace(state: CatalogueState): void {
    if (state.revision <= this.state.revision) return;
    this.state = state;
    this.rebuild();
  }

  onChange(fn: (s: Snapshot) => void): void {
    this.listeners.add(fn);
  }

  private rebuild() {
    this.snap = snapshotOf(this.state, this.pinned, this.clock().getTime());
    for (const fn of this.listeners) fn(this.snap);
  }
}
