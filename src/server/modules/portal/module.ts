import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import type { SepaService } from '../sepa';
import { PortalRepository } from './repository';
import { portalRoutes } from './routes';
import { PortalService } from './service';

export function portalModule(c: Container, deps: { sepa: SepaService; customers: CustomerLookup }) {
  const portal = new PortalService({
    shop: c.shop,
    templates: c.paidTemplates,
    repo: new PortalRepository(c.db),
    payments: c.paymentsRepo,
    provider: c.provider,
    sepa: deps.sepa,
    publicUrl: c.env.PUBLIC_URL,
    mailEnabled: c.mailEnabled,
    onMailQueued: c.sendMail,
    log: c.log,
  });
  const shop: Mount = (app) =>
    app.register(portalRoutes, {
      portal,
      sepa: deps.sepa,
      customers: deps.customers,
      enabled: true,
      clock: c.clock,
    });
  return { service: portal, routes: { shop } };
}
