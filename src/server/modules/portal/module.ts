import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import { PortalRepository } from './repository';
import { portalRoutes } from './routes';
import { PortalService, type CustomerContacts } from './service';

export function portalModule(c: Container, deps: { customers: CustomerLookup; contacts: CustomerContacts }) {
  const portal = new PortalService({
    catalogue: c.catalogue,
    contacts: deps.contacts,
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
