import type { Container, Mount } from '../../container';
import type { Db } from '../../db/client';
import type { ShopConfig } from '../../config/shop-config';
import { AuditRepository } from '../../platform/audit/repository';
import { Catalogue, pinnedOf } from './catalogue';
import { customerShopSwitch } from './customer-shop-switch';
import { CatalogueRepository } from './repository';
import { catalogueAdminRoutes } from './routes';
import { CatalogueService, loadOrSeed } from './service';
import { announceLocally, startCatalogueSync } from './sync';

export interface CatalogueParts {
  catalogue: Catalogue;
  repo: CatalogueRepository;
  service: CatalogueService;
}

/**
 * The catalogue (ADR 025): the database's, seeded from SHOP_CONFIG when empty. With
 * `catalogueStart: 'import'` a stored catalogue that differs from `shopConfig` is replaced by it.
 */
export async function catalogueAtStart(
  opts: { db: Db; shopConfig: ShopConfig; catalogueStart?: 'seed' | 'import' },
  clock: () => Date,
): Promise<CatalogueParts> {
  const { db } = opts;
  const repo = new CatalogueRepository(db);
  const stored = await loadOrSeed(repo, opts.shopConfig, clock());
  const importAtStart = opts.catalogueStart === 'import';
  const catalogue = new Catalogue(stored, pinnedOf(importAtStart ? opts.shopConfig : stored.document), clock);
  const service = new CatalogueService({ db, repo, catalogue, clock, afterWrite: () => announceLocally(db) });
  if (importAtStart && service.differs(opts.shopConfig)) {
    const auditAtStart = new AuditRepository(db);
    await service.import('any', opts.shopConfig, (e, tx) =>
      auditAtStart.insert(
        { ...e, at: clock(), actorKind: 'cli', actorId: null, actorName: 'start', address: null },
        tx,
      ),
    );
  }
  return { catalogue, repo, service };
}

export function catalogueModule(c: Container, parts: CatalogueParts, opts: { checkMs?: number }) {
  // The customer shop switches on and off with the catalogue: the routes are built enabled and
  // this hook, added before every route, answers for them while it is off (customer-shop-switch.ts).
  const switchHook: Mount = (app) => {
    app.addHook(
      'onRequest',
      customerShopSwitch(() => c.catalogue.current().config.options.enableCustomerShop),
    );
  };
  const routes: Record<'admin' | 'sync', Mount> = {
    admin: (app) => app.register(catalogueAdminRoutes, { catalogue: parts.service }),
    // Keeps this instance's catalogue current with the other instances' writes.
    sync: (app) => {
      const sync = startCatalogueSync({
        db: c.db,
        database: c.database,
        repo: parts.repo,
        catalogue: parts.catalogue,
        intervalMs: opts.checkMs ?? 30_000,
        log: c.log,
      });
      app.addHook('onClose', () => sync.stop());
    },
  };
  return { customerShopSwitch: switchHook, routes };
}
