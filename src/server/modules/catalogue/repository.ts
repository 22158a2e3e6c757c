import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogue, catalogueTariffs } from '../../db/schema';
import type { ShopConfig, TemplateConfig } from '../../config/shop-config';
import type { Tariff } from '../../../shared/domain/price';
import { inTransaction, type DbExecutor } from '../../db/executor';
import type { CatalogueState, TariffVersion } from './catalogue';

/** The channel of catalogue changes; the payload is the schema, so test schemas stay apart. */
export const CATALOGUE_CHANNEL = 'parkshop_catalogue';

const ROW_ID = 1;

export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async load(tx: DbExecutor = this.db, forUpdate = false): Promise<CatalogueState | undefined> {
    const q = tx.select().from(catalogue).where(eq(catalogue.id, ROW_ID));
    const [row] = forUpdate ? await q.for('update') : await q;
    if (!row) return undefined;
    const tariffs = await tx.select().from(catalogueTariffs);
    return {
      revision: row.revision,
      document: row.document as ShopConfig,
      retired: row.retired as TemplateConfig[],
      tariffs: tariffs.map((t) => ({
        templateId: t.templateId,
        version: t.version,
        validFrom: t.validFrom,
        tariff: t.tariff as Tariff,
      })),
    };
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
