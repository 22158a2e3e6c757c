import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import { PortalRepository } from './repository';
import { portalRoutes } from './routes';
import { PortalService } from './service';

export function portalModule(c: Container, deps: { customers: CustomerLookup }) {
  const portal = new PortalService({
    catalogue: c.catalogue,
    repo: new PortalRepository(c.db),
  });
  const shop: Mount = (app) =>
    app.register(portalRoutes, {
      portal,
      customers: deps.customers,
      enabled: true,
      clock: c.clock,
    });
  return { service: portal, routes: { shop } };
}
