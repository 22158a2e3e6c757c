import type { Container, Mount } from '../../container';
import type { BillService } from '../bills';
import { checkoutRoutes } from './routes';
import { CheckoutService, type CheckoutBookings } from './service';

export function checkoutModule(
  c: Container,
  deps: {
    bookings: CheckoutBookings;
    bills: Pick<BillService, 'pdfUrlOfBooking'>;
    payments: ConstructorParameters<typeof CheckoutService>[0]['payments'];
    inbox: ConstructorParameters<typeof CheckoutService>[0]['inbox'];
  },
) {
  const service = new CheckoutService({
    bookings: deps.bookings,
    payments: deps.payments,
    inbox: deps.inbox,
    log: c.log,
    mailEnabled: c.mailEnabled,
    billUrlOf: (bookingId) => deps.bills.pdfUrlOfBooking(bookingId),
  });
  const shop: Mount = (app) => app.register(checkoutRoutes, { checkout: service, clock: c.clock });
  return { service, routes: { shop } };
}
