import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import { sepaAdminRoutes } from './admin-routes';
import { BankExportService, type BankExportServiceDeps } from './bank-export';
import { sepaCustomerRoutes } from './customer-routes';
import { MandateService, type MandateServiceDeps, type SessionBookingReader } from './mandates';
import { SepaRepository } from './repository';
import { bookingSiteFilterOf } from '../../platform/backoffice/site-scope';
import { sepaExportRoutes, sepaRoutes } from './routes';

export function sepaModule(
  c: Container,
  deps: {
    bookings: SessionBookingReader;
    /** The mandate's payment settles through it; an excluded debit fails its payment. */
    payments: MandateServiceDeps['payments'] & BankExportServiceDeps['payments'];
    customers: CustomerLookup;
  },
) {
  const repo = new SepaRepository(c.db);
  const settings = c.paymentSettings.sepa;
  const mandates = new MandateService({
    siteFilter: bookingSiteFilterOf(c.catalogue),
    catalogue: c.catalogue,
    settings,
    repo,
    bookings: deps.bookings,
    payments: deps.payments,
  });
  const bankExport = new BankExportService({
    siteFilter: bookingSiteFilterOf(c.catalogue),
    timeZone: c.catalogue.current().config.shop.timeZone,
    settings,
    repo,
    payments: deps.payments,
  });
  const routes: Record<'shop' | 'operator' | 'admin' | 'customer', Mount> = {
    shop: (app) => app.register(sepaRoutes, { mandates, clock: c.clock }),
    operator: (app) => app.register(sepaExportRoutes, { bankExport, operator: c.operator, clock: c.clock }),
    admin: (app) => app.register(sepaAdminRoutes, { mandates, bankExport, clock: c.clock }),
    customer: (app) =>
      app.register(sepaCustomerRoutes, { mandates, customers: deps.customers, clock: c.clock }),
  };
  return { mandates, bankExport, routes };
}
