import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import type { SessionBookings } from '../booking';
import { sepaAdminRoutes } from './admin-routes';
import { sepaCustomerRoutes } from './customer-routes';
import { SepaRepository } from './repository';
import { sepaExportRoutes, sepaRoutes } from './routes';
import { SepaService } from './service';

export function sepaModule(
  c: Container,
  deps: {
    bookings: SessionBookings;
    payments: ConstructorParameters<typeof SepaService>[0]['payments'];
    customers: CustomerLookup;
  },
) {
  const sepa = new SepaService({
    shop: c.shop,
    templates: c.paidTemplates,
    settings: c.paymentSettings.sepa,
    repo: new SepaRepository(c.db),
    bookings: deps.bookings,
    payments: deps.payments,
  });
  const routes: Record<'shop' | 'operator' | 'admin' | 'customer', Mount> = {
    shop: (app) => app.register(sepaRoutes, { sepa, clock: c.clock }),
    operator: (app) => app.register(sepaExportRoutes, { sepa, operator: c.operator, clock: c.clock }),
    admin: (app) => app.register(sepaAdminRoutes, { sepa, clock: c.clock }),
    customer: (app) =>
      app.register(sepaCustomerRoutes, { mandates: sepa, customers: deps.customers, clock: c.clock }),
  };
  return { service: sepa, routes };
}
