import type { Container, Mount } from '../../container';
import type { SessionBookings } from '../booking';
import { checkoutRoutes } from './routes';
import { CheckoutService } from './service';

export function checkoutModule(c: Container, deps: { bookings: SessionBookings }) {
  const service = new CheckoutService({
    bookings: deps.bookings,
    payments: c.payments,
    inbox: c.inbox,
    log: c.log,
  });
  const shop: Mount = (app) => app.register(checkoutRoutes, { checkout: service, clock: c.clock });
  return { service, routes: { shop } };
}
