import type { ShopConfig, TemplateConfig } from '../../config/shop-config';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import type { Tariff } from '../../../shared/domain/price';
import type {
  CatalogueResponse,
  CatalogueSettingsBody,
  TariffVersionView,
} from '../../../shared/schemas/admin-catalogue';
import { inTransaction, type DbExecutor } from '../../db/executor';
import {
  pendingRestart,
  RESTART_ONLY_KEYS,
  RESTART_ONLY_SHOP_KEYS,
  mapTariffs,
  versionAt,
  versionsAt,
  type Catalogue,
  type CatalogueState,
  type TariffVersion,
} from './catalogue';
import {
  changedFields,
  checkBrand,
  hasTariff,
  importVersions,
  missingVersions,
  replaceTariff,
  sameJson,
  settingsOf,
  tariffView,
  validateDocument,
  withTariffsOf,
} from './document';
import { changeOf } from './changes';
import type { CatalogueRepository } from './repository';
import { siteCreate, siteDelete, siteUpdate } from './site-changes';

/** One audit entry of a catalogue write; the caller writes it in the write's transaction. */
export interface CatalogueAuditEntry {
  action: string;
  entity: 'catalogue';
  entityId: string | null;
  before: unknown;
  after: unknown;
}
export type AuditSink = (entry: CatalogueAuditEntry, tx: DbExecutor) => Promise<void>;

/**
 * Runs inside every catalogue write's transaction with the templates (offered and retired)
 * before and after it: a module whose own rows derive from a template keeps them in step in the
 * same commit (the booking module's slot occupancy, ADR 049). The catalogue knows no module.
 */
export type TemplatesChanged = (
  tx: DbExecutor,
  before: readonly TemplateConfig[],
  after: readonly TemplateConfig[],
  now: Date,
) => Promise<void>;

/** What a write changes; `document` is raw and validated by the shop config's rules. */
interface Change {
  document: unknown;
  retired?: TemplateConfig[];
  addTariffs?: Omit<TariffVersion, 'version'>[];
  deleteTariff?: { templateId: string; version: number };
  audit: (next: ShopConfig) => Omit<CatalogueAuditEntry, 'entity'>;
}

/** Seeds an empty database from `seed`; otherwise the database's catalogue is the truth. */
export async function loadOrSeed(
  repo: CatalogueRepository,
  seed: ShopConfig,
  now: Date,
): Promise<CatalogueState> {
  const stored = await repo.load();
  if (stored) return stored;
  await repo.seedIfEmpty(seed, missingVersions(seed, [], now), now);
  // Whether this instance or another one won the seed, the stored catalogue is read back.
  const state = await repo.load();
  if (!state) throw new Error('catalogue: seeding the empty database failed');
  return state;
}

export class CatalogueService {
  private readonly templateHooks: TemplatesChanged[] = [];

  constructor(
    private readonly deps: {
      db: Db;
      repo: CatalogueRepository;
      catalogue: Catalogue;
      clock: () => Date;
      /** Runs after each committed write of this instance (the other apps of this process). */
      afterWrite?: () => void;
    },
  ) {}

  /** Registers a hook run in each write's transaction (modules register at their construction). */
  onTemplatesChanged(hook: TemplatesChanged): void {
    this.templateHooks.push(hook);
  }

  /** The stored catalogue with the tariffs in force now, as the admin API and the export show it. */
  view(): CatalogueResponse {
    const { catalogue } = this.deps;
    const state = catalogue.stored;
    const now = this.deps.clock().getTime();
    return {
      revision: state.revision,
      document: this.exportDocument() as Record<string, unknown>,
      retired: state.retired as unknown as Record<string, unknown>[],
      tariffs: state.tariffs
        .slice()
        .sort((a, b) => a.templateId.localeCompare(b.templateId) || a.version - b.version)
        .map((v) => tariffView(v, state.tariffs, now)),
      restartOnly: [...RESTART_ONLY_KEYS, ...RESTART_ONLY_SHOP_KEYS.map((k) => `shop.${k}`)],
      pendingRestart: pendingRestart(state.document, catalogue.pinned),
    };
  }

  /** The document in the SHOP_CONFIG format (what `catalogue export` writes). */
  exportDocument(): ShopConfig {
    const state = this.deps.catalogue.stored;
    const now = this.deps.clock().getTime();
    const inForce = versionsAt(state.tariffs, now);
    return mapTariffs(state.document, (id, t) => inForce.get(id)?.tariff ?? t);
  }

  tariffs(templateId: string): TariffVersionView[] {
    this.known(templateId);
    return this.view().tariffs.filter((v) => v.templateId === templateId);
  }

  /** A template id (or walk-in) that has tariffs; 404 TEMPLATE_NOT_FOUND otherwise. */
  private known(templateId: string) {
    if (!hasTariff(this.deps.catalogue.stored.document, templateId))
      throw new DomainError('TEMPLATE_NOT_FOUND', `No template ${templateId}`);
  }

  async updateSettings(body: CatalogueSettingsBody, audit: AuditSink): Promise<CatalogueResponse> {
    if (body.styling !== undefined) checkBrand(body.styling);
    return this.write(body.baseRevision, audit, (cur) => {
      const d = cur.document;
      // The settings' `parking` is the walk-in of a one-site shop; a shop with several sites
      // edits each site's through the sites calls.
      if (body.parking !== undefined && d.sites.length > 1) {
        throw new DomainError('CATALOGUE_INVALID', 'This shop has several sites', [
          { path: 'parking', message: 'belongs to a site when the shop has several (sites[].parking)' },
        ]);
      }
      const site = d.sites[0];
      const parking =
        body.parking === undefined
          ? site.parking
          : body.parking === null
            ? undefined
            : // The walk-in tariff is versioned: a new one goes through the tariff calls.
              { ...body.parking, tariff: site.parking?.tariff ?? body.parking.tariff };
      const { parking: _old, ...siteRest } = site;
      return {
        document: {
          ...d,
          shop: {
            ...d.shop,
            ...(body.shopName !== undefined ? { name: body.shopName } : {}),
            ...(body.holdMinutes !== undefined ? { holdMinutes: body.holdMinutes } : {}),
          },
          options: {
            ...d.options,
            ...(body.enableCustomerShop !== undefined ? { enableCustomerShop: body.enableCustomerShop } : {}),
          },
          ...(body.acceptGuestRenewal !== undefined ? { acceptGuestRenewal: body.acceptGuestRenewal } : {}),
          ...(body.maxBookingCount !== undefined ? { maxBookingCount: body.maxBookingCount } : {}),
          ...(body.styling !== undefined ? { styling: body.styling } : {}),
          sites: [{ ...siteRest, ...(parking ? { parking } : {}) }, ...d.sites.slice(1)],
        },
        audit: (next) => changedFields(settingsOf(d), settingsOf(next)),
      };
    });
  }

  async createTemplate(
    baseRevision: number,
    raw: Record<string, unknown>,
    audit: AuditSink,
  ): Promise<CatalogueResponse> {
    return this.write(baseRevision, audit, (cur) => {
      const id = raw.id;
      const active = cur.document.templates.some((t) => t.id === id);
      if (
        typeof id === 'string' &&
        !active &&
        (cur.retired.some((t) => t.id === id) || cur.tariffs.some((v) => v.templateId === id))
      ) {
        // A retired template's bookings keep pointing at its id: a new template must not take it.
        throw new DomainError('CATALOGUE_INVALID', 'The id belongs to a retired template', [
          { path: 'template.id', message: `"${id}" belongs to a retired template` },
        ]);
      }
      const index = cur.document.templates.length;
      return {
        document: { ...cur.document, templates: [...cur.document.templates, raw] },
        audit: (next) => ({
          action: 'catalogue.template.create',
          entityId: typeof id === 'string' ? id : null,
          before: null,
          after: next.templates[index],
        }),
      };
    });
  }

  async updateTemplate(
    baseRevision: number,
    id: string,
    raw: Record<string, unknown>,
    audit: AuditSink,
  ): Promise<CatalogueResponse> {
    return this.write(baseRevision, audit, (cur) => {
      const index = cur.document.templates.findIndex((t) => t.id === id);
      if (index < 0) throw new DomainError('TEMPLATE_NOT_FOUND', `No template ${id}`);
      const before = cur.document.templates[index];
      // The id is the key of its bookings, the tariff is versioned: neither changes here.
      const template = { ...raw, id, tariff: before.tariff };
      const templates = cur.document.templates.map((t, i) => (i === index ? template : t));
      return {
        document: { ...cur.document, templates },
        audit: (next) => ({
          action: 'catalogue.template.update',
          entityId: id,
          before,
          after: next.templates[index],
        }),
      };
    });
  }

  async retireTemplate(baseRevision: number, id: string, audit: AuditSink): Promise<CatalogueResponse> {
    return this.write(baseRevision, audit, (cur) => {
      const t = cur.document.templates.find((x) => x.id === id);
      if (!t) throw new DomainError('TEMPLATE_NOT_FOUND', `No template ${id}`);
      const now = this.deps.clock().getTime();
      const kept = { ...t, tariff: versionAt(cur.tariffs, id, now)?.tariff ?? t.tariff };
      return {
        document: { ...cur.document, templates: cur.document.templates.filter((x) => x.id !== id) },
        retired: [...cur.retired.filter((x) => x.id !== id), kept],
        audit: () => ({ action: 'catalogue.template.retire', entityId: id, before: kept, after: null }),
      };
    });
  }

  /** A new site (car park) in the config format; its walk-in tariff starts as version 1. */
  async createSite(baseRevision: number, raw: Record<string, unknown>, audit: AuditSink) {
    return this.write(baseRevision, audit, (cur) => siteCreate(cur, raw, this.deps.clock()));
  }

  /** The whole site in the config format; its id and walk-in tariff stay. 404 SITE_NOT_FOUND. */
  async updateSite(baseRevision: number, id: string, raw: Record<string, unknown>, audit: AuditSink) {
    return this.write(baseRevision, audit, (cur) => siteUpdate(cur, id, raw, this.deps.clock()));
  }

  /** 404 SITE_NOT_FOUND; 409 SITE_IN_USE for the last site or one a product names. */
  async deleteSite(baseRevision: number, id: string, audit: AuditSink) {
    return this.write(baseRevision, audit, (cur) => siteDelete(cur, id));
  }

  async scheduleTariff(
    baseRevision: number,
    templateId: string,
    body: { validFrom?: string; tariff: Tariff },
    audit: AuditSink,
  ): Promise<CatalogueResponse> {
    this.known(templateId);
    const now = this.deps.clock();
    // A past instant means "at once": past versions are history and never rewritten.
    const asked = body.validFrom ? new Date(body.validFrom) : now;
    const validFrom = asked.getTime() < now.getTime() ? now : asked;
    return this.write(baseRevision, audit, (cur) => {
      const before = versionAt(cur.tariffs, templateId, now.getTime()) ?? null;
      // The document's tariff is validated like a config file's: put the new one in its place.
      const document = replaceTariff(cur.document, templateId, body.tariff);
      return {
        document,
        addTariffs: [{ templateId, validFrom, tariff: body.tariff }],
        audit: () => ({
          action: 'catalogue.tariff.schedule',
          entityId: templateId,
          before: before && { version: before.version, validFrom: before.validFrom, tariff: before.tariff },
          after: { validFrom, tariff: body.tariff },
        }),
        // The stored document keeps the tariff in force: a scheduled one is only validated.
        keepDocumentTariffs: validFrom.getTime() > now.getTime(),
      };
    });
  }

  async deleteTariff(
    baseRevision: number,
    templateId: string,
    version: number,
    audit: AuditSink,
  ): Promise<CatalogueResponse> {
    this.known(templateId);
    return this.write(baseRevision, audit, (cur) => {
      const v = cur.tariffs.find((x) => x.templateId === templateId && x.version === version);
      if (!v) throw new DomainError('TARIFF_VERSION_NOT_FOUND', `No version ${version} of ${templateId}`);
      if (v.validFrom.getTime() <= this.deps.clock().getTime()) {
        throw new DomainError(
          'TARIFF_VERSION_PAST',
          'Only scheduled (future) tariff versions can be deleted',
        );
      }
      return {
        document: cur.document,
        deleteTariff: { templateId, version },
        audit: () => ({
          action: 'catalogue.tariff.delete',
          entityId: templateId,
          before: { version, validFrom: v.validFrom, tariff: v.tariff },
          after: null,
        }),
      };
    });
  }

  /**
   * Replaces the whole document (the import). Templates missing from it are retired, tariffs
   * that differ from the ones in force start a new version at once.
   */
  async import(baseRevision: number | 'any', raw: unknown, audit: AuditSink): Promise<CatalogueResponse> {
    return this.write(baseRevision, audit, (cur) => {
      const doc = validateDocument(raw);
      const ids = new Set(doc.templates.map((t) => t.id));
      const inForce = versionsAt(cur.tariffs, this.deps.clock().getTime());
      const dropped = cur.document.templates
        .filter((t) => !ids.has(t.id))
        .map((t) => ({ ...t, tariff: inForce.get(t.id)?.tariff ?? t.tariff }));
      return {
        document: doc,
        retired: [...cur.retired.filter((t) => !ids.has(t.id)), ...dropped],
        addTariffs: importVersions(doc, cur.tariffs, this.deps.clock()),
        audit: () => ({
          action: 'catalogue.import',
          entityId: null,
          before: { revision: cur.revision, document: cur.document },
          after: { revision: cur.revision + 1, document: doc },
        }),
      };
    });
  }

  /** Whether `doc` differs from the stored catalogue (the test harness imports only then). */
  differs(doc: ShopConfig): boolean {
    return !sameJson(this.exportDocument(), doc) || this.deps.catalogue.stored.retired.length > 0;
  }

  /**
   * One write: locks the row, checks the revision, validates the new document by the config
   * rules, stores it with the next revision, audits and NOTIFYs in the same transaction, then
   * applies the new state here before answering (the caller sees its change in force).
   */
  private async write(
    baseRevision: number | 'any',
    audit: AuditSink,
    make: (cur: CatalogueState) => Change & { keepDocumentTariffs?: boolean },
  ): Promise<CatalogueResponse> {
    const { repo, db } = this.deps;
    const now = this.deps.clock();
    const next = await inTransaction(db, async (tx) => {
      const cur = await repo.load(tx, true);
      if (!cur) throw new Error('catalogue: not seeded');
      if (baseRevision !== 'any' && cur.revision !== baseRevision) {
        throw new DomainError('CATALOGUE_CONFLICT', 'The catalogue changed since your revision', {
          revision: cur.revision,
        });
      }
      const change = make(cur);
      let document = validateDocument(change.document);
      if (change.keepDocumentTariffs) document = withTariffsOf(document, cur.document);
      const retired = change.retired ?? cur.retired;
      const maxVersion = (id: string) =>
        cur.tariffs.filter((v) => v.templateId === id).reduce((m, v) => Math.max(m, v.version), 0);
      const added: TariffVersion[] = [];
      for (const a of change.addTariffs ?? []) {
        const version =
          Math.max(
            maxVersion(a.templateId),
            ...added.filter((x) => x.templateId === a.templateId).map((x) => x.version),
          ) + 1;
        added.push({ ...a, version });
      }
      let tariffs = [...cur.tariffs, ...added];
      added.push(...missingVersions(document, tariffs, now));
      tariffs = [...cur.tariffs, ...added];
      if (change.deleteTariff) {
        const d = change.deleteTariff;
        tariffs = tariffs.filter((v) => !(v.templateId === d.templateId && v.version === d.version));
        await repo.deleteTariff(tx, d.templateId, d.version);
      }
      const revision = cur.revision + 1;
      await repo.update(tx, { revision, document, retired, now });
      for (const hook of this.templateHooks) {
        await hook(tx, [...cur.document.templates, ...cur.retired], [...document.templates, ...retired], now);
      }
      await repo.insertTariffs(tx, added, now);
      await audit({ entity: 'catalogue', ...change.audit(document) }, tx);
      const written: CatalogueState = { revision, document, retired, tariffs };
      // Other instances take this revision from the change alone (repository.loadSince).
      await repo.recordChange(tx, revision, changeOf(cur, written), now);
      await repo.notify(tx);
      return written;
    });
    this.deps.catalogue.replace(next);
    this.deps.afterWrite?.();
    return this.view();
  }
}
