import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogue, catalogueChanges, catalogueTariffs } from '../../db/schema';
import { shopConfigSchema, type ShopConfig, type TemplateConfig } from '../../config/shop-config';
import type { Tariff } from '../../../shared/domain/price';
import { inTransaction, type DbExecutor } from '../../db/executor';
import type { CatalogueState, TariffVersion } from './catalogue';
import { applyChange, type CatalogueChange } from './changes';

/** The channel of catalogue changes; the payload is the schema, so test schemas stay apart. */
export const CATALOGUE_CHANNEL = 'parkshop_catalogue';

const ROW_ID = 1;

/** How many writes' changes are kept: an instance further behind reads the whole catalogue. */
const KEPT_CHANGES = 100;

/**
 * The stored document as the services read it. A document written before sites (ADR 060) has
 * the car park's settings at the top and templates without siteIds: parsing it by today's
 * rules makes it one site `main` (the migration cannot, it is SQL). A document with sites was
 * parsed when it was written, and parsing is idempotent, so it is taken as stored.
 */
function storedDocument(raw: unknown): ShopConfig {
  if (raw && typeof raw === 'object' && Array.isArray((raw as { sites?: unknown }).sites)) {
    return raw as ShopConfig;
  }
  return shopConfigSchema.parse(raw);
}

/**
 * Every tariff version, read as one JSON text: a shop of 2,000 products has over 2,000
 * versions, and read as rows each costs PGlite a jsonb conversion and the driver a parse of its
 * own (about 45 ms of a reload on the bench's machine); as one text, one conversion and one
 * parse (about 10 ms). The catalogue reads every version at start and at each reload.
 */
async function tariffVersions(tx: DbExecutor): Promise<TariffVersion[]> {
  const [row] = await tx
    .select({
      json: sql<
        string | null
      >`json_agg(json_build_array(${catalogueTariffs.templateId}, ${catalogueTariffs.version}, ${catalogueTariffs.validFrom}, ${catalogueTariffs.tariff}))::text`,
    })
    .from(catalogueTariffs);
  const list = row?.json ? (JSON.parse(row.json) as Array<[string, number, string, Tariff]>) : [];
  return list.map(([templateId, version, validFrom, tariff]) => ({
    templateId,
    version,
    validFrom: new Date(validFrom),
    tariff,
  }));
}

export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async load(tx: DbExecutor = this.db, forUpdate = false): Promise<CatalogueState | undefined> {
    const q = tx.select().from(catalogue).where(eq(catalogue.id, ROW_ID));
    const [row] = forUpdate ? await q.for('update') : await q;
    if (!row) return undefined;
    const tariffs = await tariffVersions(tx);
    const document = storedDocument(row.document);
    const siteOfOld = document.sites[0].id;
    return {
      revision: row.revision,
      document,
      // A template retired before sites names none: it was sold at the shop's one car park.
      retired: (row.retired as TemplateConfig[]).map((t) => (t.siteIds ? t : { ...t, siteIds: [siteOfOld] })),
      tariffs,
    };
  }

  /**
   * The stored state, from `base` (the state this instance holds): the changes of the revisions
   * since, read in the same statement as the stored revision, applied in order. Reading the whole
   * catalogue instead when a revision between has no stored change (written before changes were
   * kept, or longer ago than the kept ones) or the changes do not fit `base`.
   */
  async loadSince(base: CatalogueState): Promise<CatalogueState | undefined> {
    const [row] = await this.db
      .select({
        revision: catalogue.revision,
        changes: sql<
          string | null
        >`(select json_agg(json_build_array(c.revision, c.change) order by c.revision)::text
          from ${catalogueChanges} c where c.revision > ${base.revision} and c.revision <= ${catalogue.revision})`,
      })
      .from(catalogue)
      .where(eq(catalogue.id, ROW_ID));
    if (!row) return undefined;
    if (row.revision <= base.revision) return base;
    const changes = row.changes ? (JSON.parse(row.changes) as Array<[number, CatalogueChange]>) : [];
    const complete =
      changes.length === row.revision - base.revision &&
      changes.every(([r], i) => r === base.revision + 1 + i);
    if (!complete) return this.load();
    try {
      return changes.reduce((state, [revision, change]) => applyChange(state, change, revision), base);
    } catch {
      return this.load();
    }
  }

  /** Keeps what the write of `revision` changed, and forgets the changes no instance needs. */
  async recordChange(tx: DbExecutor, revision: number, change: CatalogueChange, now: Date): Promise<void> {
    await tx
      .insert(catalogueChanges)
      .values({ revision, change, createdAt: now })
      .onConflictDoUpdate({ target: catalogueChanges.revision, set: { change, createdAt: now } });
    await tx.delete(catalogueChanges).where(lte(catalogueChanges.revision, revision - KEPT_CHANGES));
  }

  /** The stored revision only (the periodic check); undefined on an empty database. */
  async revision(): Promise<number | undefined> {
    const [row] = await this.db
      .select({ revision: catalogue.revision })
      .from(catalogue)
      .where(eq(catalogue.id, ROW_ID));
    return row?.revision;
  }

  /**
   * Seeds an empty database: the row and version 1 of every tariff. Two instances starting
   * at once: the primary key lets exactly one insert win; the loser inserts no versions.
   */
  async seedIfEmpty(document: ShopConfig, versions: TariffVersion[], now: Date): Promise<boolean> {
    return inTransaction(this.db, async (tx) => {
      const inserted = await tx
        .insert(catalogue)
        .values({ id: ROW_ID, revision: 1, document, retired: [], updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: catalogue.id });
      if (inserted.length === 0) return false;
      if (versions.length > 0) await this.insertTariffs(tx, versions, now);
      return true;
    });
  }

  async update(
    tx: DbExecutor,
    v: { revision: number; document: ShopConfig; retired: TemplateConfig[]; now: Date },
  ): Promise<void> {
    await tx
      .update(catalogue)
      .set({ revision: v.revision, document: v.document, retired: v.retired, updatedAt: v.now })
      .where(eq(catalogue.id, ROW_ID));
  }

  async insertTariffs(tx: DbExecutor, versions: TariffVersion[], now: Date): Promise<void> {
    if (versions.length === 0) return;
    await tx.insert(catalogueTariffs).values(
      versions.map((v) => ({
        templateId: v.templateId,
        version: v.version,
        validFrom: v.validFrom,
        tariff: v.tariff,
        createdAt: now,
      })),
    );
  }

  async deleteTariff(tx: DbExecutor, templateId: string, version: number): Promise<void> {
    await tx
      .delete(catalogueTariffs)
      .where(and(eq(catalogueTariffs.templateId, templateId), eq(catalogueTariffs.version, version)));
  }

  /** Tells every instance on this schema, delivered when the transaction commits. */
  async notify(tx: DbExecutor): Promise<void> {
    await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, current_schema())`);
  }
}
