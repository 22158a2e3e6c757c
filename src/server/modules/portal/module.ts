import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import type { CancellationService } from '../refunds';
import type { SepaService } from '../sepa';
import { PortalRepository } from './repository';
import { portalRoutes } from './routes';
import { PortalService } from './service';

export function portalModule(
  c: Container,
  deps: { sepa: SepaService; customers: CustomerLookup; cancellations: CancellationService },
) {
  const portal = new PortalService({
    catalogue: c.catalogue,
    repo: new PortalRepository(c.db),
  });
  const shop: Mount = (app) =>
    app.register(portalRoutes, {
      portal,
      cancellations: deps.cancellations,
      sepa: deps.sepa,
      customers: deps.customers,
      enabled: true,
      clock: c.clock,
    });
  return { service: portal, routes: { shop } };
}
