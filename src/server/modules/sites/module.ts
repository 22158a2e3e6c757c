import type { PermissionTemplate } from '../../../shared/schemas/booking';
import type { Container, Mount } from '../../container';
import { sitesRoutes } from './routes';
import { SitesService, type SitesDeps } from './service';

export function sitesModule(
  c: Container,
  deps: {
    freePlaces: SitesDeps['freePlaces'];
    occupancyVersion: SitesDeps['occupancyVersion'];
    /** The booking module's public lists (GET /api/booking/config's products). */
    quotes: { getTemplates(): readonly PermissionTemplate[] };
  },
): { routes: { shop: Mount } } {
  const sites = new SitesService({
    catalogue: c.catalogue,
    freePlaces: deps.freePlaces,
    occupancyVersion: deps.occupancyVersion,
    publicTemplates: () => deps.quotes.getTemplates(),
  });
  return { routes: { shop: (app) => app.register(sitesRoutes, { sites, clock: c.clock }) } };
}
