import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import type { CancellationService } from '../refunds';
import { PortalRepository } from './repository';
import { portalRoutes } from './routes';
import { PortalService, type CustomerMandates } from './service';

export function portalModule(
  c: Container,
  deps: { sepa: CustomerMandates; customers: CustomerLookup; cancellations: CancellationService },
) {
  const portal = new PortalService({
    shop: c.shop,
    templates: c.paidTemplates,
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
