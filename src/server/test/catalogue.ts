import { templatesWithWalkIn, type ShopConfig } from '../config/shop-config';
import type { CatalogueReader, CatalogueSnapshot } from '../platform/catalogue/view';

/** A catalogue that stays at one snapshot of `config`: for a service a test builds by hand. */
export function fixedCatalogue(config: ShopConfig): CatalogueReader {
  const snap: CatalogueSnapshot = {
    revision: 1,
    config,
    templates: new Map(config.templates.map((t) => [t.id, t])),
    paidTemplates: templatesWithWalkIn(config),
  };
  return { current: () => snap };
}
