import type { Container, Mount } from '../../container';
import type { CustomerService } from '../accounts';
import type { CustomerLookup } from '../../platform/customers/guard';
import type { PortalService } from '../portal';
import { privacyAdminRoutes, privacyPortalRoutes } from './routes';
import { PrivacyService, type BookingEraser, type CustomerMandates } from './service';

/** A customer's data export and erasure (ADR 033), in the portal and the back office. */
export function privacyModule(
  c: Container,
  deps: {
    customers: CustomerLookup;
    accounts: CustomerService;
    portal: PortalService;
    sepa: CustomerMandates;
    booking: BookingEraser;
  },
) {
  const privacy = new PrivacyService(deps);
  const routes: Record<'shop' | 'admin', Mount> = {
    shop: (app) => app.register(privacyPortalRoutes, { privacy, customers: deps.customers, clock: c.clock }),
    admin: (app) => app.register(privacyAdminRoutes, { privacy, accounts: deps.accounts, clock: c.clock }),
  };
  return { routes };
}
