import type { ShopConfig, TemplateConfig } from '../../config/shop-config';

/** One revision of the catalogue as the shop sells from it at one moment. */
export interface CatalogueSnapshot {
  revision: number;
  /** The shop configuration (settings pinned at start kept as they were). */
  config: ShopConfig;
  /** The templates on sale (the booking flow). */
  templates: ReadonlyMap<string, TemplateConfig>;
  /** Plus walk-in and retired templates: whatever a paid booking may name. */
  paidTemplates: ReadonlyMap<string, TemplateConfig>;
}

/**
 * What the kernel knows of the catalogue: the snapshot in force now. The catalogue module
 * loads, stores and replaces it (ADR 025); everyone else only reads it, once per call, so one
 * answer never mixes two revisions.
 */
export interface CatalogueView {
  current(): CatalogueSnapshot;
  /** Called with each new snapshot (a write, another instance's write, a tariff's start). */
  onChange(fn: (s: CatalogueSnapshot) => void): void;
}

/**
 * What a service needs of the catalogue: a public method takes `current()` once at its start
 * and hands that snapshot to its helpers, so a later revision never shows halfway through.
 */
export type CatalogueReader = Pick<CatalogueView, 'current'>;

/**
 * A value precomputed from the catalogue (styling, pages, template lists), built again only
 * when the snapshot changes: memoised by the snapshot's identity, since the catalogue makes a
 * new snapshot for every revision and tariff switch and never changes one in place. Call the
 * returned function once per call, like `current()`.
 */
export function perSnapshot<T>(view: CatalogueReader, make: (snap: CatalogueSnapshot) => T): () => T {
  const of = bySnapshot(make);
  return () => of(view.current());
}

/**
 * The same memo for a service that has taken its snapshot already: it hands that snapshot in,
 * so the precomputed value and everything else the call reads come from one revision.
 */
export function bySnapshot<T>(make: (snap: CatalogueSnapshot) => T): (snap: CatalogueSnapshot) => T {
  let memo: { snap: CatalogueSnapshot; value: T } | undefined;
  return (snap) => {
    if (memo?.snap !== snap) memo = { snap, value: make(snap) };
    return memo.value;
  };
}
