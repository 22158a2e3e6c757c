import type { ShopConfig, TemplateConfig } from '../../config/shop-config';
import type { Tariff } from '../../../shared/domain/price';
import { canonicalJson } from './canonical';
import type { CatalogueState, TariffVersion } from './catalogue';

/**
 * What one catalogue write changed, stored beside the revision it made (`catalogue_changes`), so
 * that another instance takes a new revision by reading this instead of the whole document
 * (ADR 060): a town of 2,000 products has a document of megabytes, and an operator's write
 * changes one product, one site or one setting. The pieces are whole objects, never patches
 * inside one: a changed template is stored whole, and applying never has to merge.
 */
export interface CatalogueChange {
  /** The document's keys other than `templates` and `sites` whose value changed, with it. */
  set: Record<string, unknown>;
  /** Such keys the write removed. */
  unset: string[];
  templates?: ListChange<TemplateConfig>;
  sites?: ListChange<ShopConfig['sites'][number]>;
  /** The retired list, whole, when it changed (ids may repeat there, so it is not keyed). */
  retired?: TemplateConfig[];
  /** Tariff versions written and deleted: versions are never changed in place. */
  addTariffs: [templateId: string, version: number, validFrom: string, tariff: Tariff][];
  deleteTariffs: [templateId: string, version: number][];
}

/** A list keyed by id: the entries that are new or changed; the ids in order when the order or the set changed. */
interface ListChange<T extends { id: string }> {
  ids?: string[];
  put: T[];
}

function listChange<T extends { id: string }>(before: readonly T[], after: readonly T[]) {
  const old = new Map(before.map((x) => [x.id, canonicalJson(x)]));
  const put = after.filter((x) => old.get(x.id) !== canonicalJson(x));
  const sameIds = before.length === after.length && before.every((x, i) => x.id === after[i].id);
  if (sameIds && put.length === 0) return undefined;
  return sameIds ? { put } : { ids: after.map((x) => x.id), put };
}

function applyList<T extends { id: string }>(list: readonly T[], change: ListChange<T> | undefined): T[] {
  if (!change) return list as T[];
  const put = new Map(change.put.map((x) => [x.id, x]));
  if (!change.ids) return list.map((x) => put.get(x.id) ?? x);
  const old = new Map(list.map((x) => [x.id, x]));
  return change.ids.map((id) => {
    const x = put.get(id) ?? old.get(id);
    // Not the state the change was made on: the caller reads the whole catalogue instead.
    if (!x) throw new Error(`catalogue change names ${id}, which the state does not have`);
    return x;
  });
}

const versionKey = (v: { templateId: string; version: number }) => `${v.templateId}\u0000${v.version}`;

/** What turns `before` into `after` (both as the write saw them). */
export function changeOf(before: CatalogueState, after: CatalogueState): CatalogueChange {
  const { templates: t0, sites: s0, ...rest0 } = before.document as ShopConfig & Record<string, unknown>;
  const { templates: t1, sites: s1, ...rest1 } = after.document as ShopConfig & Record<string, unknown>;
  const set: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest1)) {
    if (v !== undefined && canonicalJson(v) !== canonicalJson(rest0[k])) set[k] = v;
  }
  const unset = Object.keys(rest0).filter((k) => rest0[k] !== undefined && rest1[k] === undefined);
  const had = new Set(before.tariffs.map(versionKey));
  const has = new Set(after.tariffs.map(versionKey));
  return {
    set,
    unset,
    templates: listChange(t0, t1),
    sites: listChange(s0, s1),
    retired: canonicalJson(before.retired) === canonicalJson(after.retired) ? undefined : after.retired,
    addTariffs: after.tariffs
      .filter((v) => !had.has(versionKey(v)))
      .map((v) => [v.templateId, v.version, v.validFrom.toISOString(), v.tariff]),
    deleteTariffs: before.tariffs
      .filter((v) => !has.has(versionKey(v)))
      .map((v) => [v.templateId, v.version]),
  };
}

/** `state` with `change` applied: the state of `revision`. */
export function applyChange(
  state: CatalogueState,
  change: CatalogueChange,
  revision: number,
): CatalogueState {
  const doc = { ...(state.document as ShopConfig & Record<string, unknown>), ...change.set };
  for (const k of change.unset) delete doc[k];
  doc.templates = applyList(state.document.templates, change.templates);
  doc.sites = applyList(state.document.sites, change.sites);
  const deleted = new Set(
    change.deleteTariffs.map(([templateId, version]) => versionKey({ templateId, version })),
  );
  const added: TariffVersion[] = change.addTariffs.map(([templateId, version, validFrom, tariff]) => ({
    templateId,
    version,
    validFrom: new Date(validFrom),
    tariff,
  }));
  // Unchanged parts stay the same objects: the snapshot reuses what it built from them.
  const kept = deleted.size === 0 ? state.tariffs : state.tariffs.filter((v) => !deleted.has(versionKey(v)));
  return {
    revision,
    document: doc,
    retired: change.retired ?? state.retired,
    tariffs: added.length === 0 ? kept : [...kept, ...added],
  };
}
