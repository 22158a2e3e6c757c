import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import { adminPaymentRoutes } from './admin-routes';
import { CancellationRepository } from './cancellation-repository';
import {
  CancellationService,
  type BookingCanceller,
  type CompanyChargeVoid,
  type SepaDebits,
} from './cancellation-service';
import { refundsCustomerRoutes } from './customer-routes';
import { operatorPaymentRoutes } from './operator-routes';
import { RefundsDueService } from './refunds-due';
import { RefundsDueRepository } from './refunds-due-repository';
import { PaymentListRepository } from './payment-list-repository';
import { PaymentListService } from './payment-list';
import { bookingSiteFilterOf } from '../../platform/backoffice/site-scope';

/**
 * The cancel of a paid permission with its credit note and refund (the customer's own /sapi
 * call and the back office's booking actions), and the refunds due (token API and back office),
 * on the configured provider's refund.
 */
export function refundsModule(
  c: Container,
  deps: {
    sepa: SepaDebits;
    payments: ConstructorParameters<typeof CancellationService>[0]['payments'];
    customers: CustomerLookup;
    /** Booking's writer: the cancel changes the booking through it (ADR 029). */
    occupancy: BookingCanceller;
    companyCharges?: CompanyChargeVoid;
  },
) {
  const cancellations = new CancellationService({
    catalogue: c.catalogue,
    repo: new CancellationRepository(c.db),
    bookings: deps.occupancy,
    payments: deps.payments,
    provider: c.provider,
    sepa: deps.sepa,
    companyCharges: deps.companyCharges,
    publicUrl: c.env.PUBLIC_URL,
    mailEnabled: c.mailEnabled,
    onMailQueued: c.sendMail,
    log: c.log,
  });
  const refunds = new RefundsDueService({
    siteFilter: bookingSiteFilterOf(c.catalogue),
    repo: new RefundsDueRepository(c.db),
    provider: c.provider,
    log: c.log,
  });
  const paymentList = new PaymentListService({
    repo: new PaymentListRepository(c.db),
    // Pinned at start (ADR 025).
    zone: c.catalogue.current().config.shop.timeZone,
    siteFilter: bookingSiteFilterOf(c.catalogue),
  });
  const routes: Record<'operator' | 'admin' | 'customer', Mount> = {
    operator: (app) => app.register(operatorPaymentRoutes, { operator: c.operator, refunds }),
    admin: (app) => app.register(adminPaymentRoutes, { refunds, paymentList, clock: c.clock }),
    customer: (app) =>
      app.register(refundsCustomerRoutes, { cancellations, customers: deps.customers, clock: c.clock }),
  };
  return { service: refunds, cancellations, routes };
}
