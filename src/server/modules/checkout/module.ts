import type { Container, Mount } from '../../container';
import type { BookingRepository } from '../booking';
import { checkoutRoutes } from './routes';
import { CheckoutService } from './service';

export function checkoutModule(c: Container, deps: { bookings: BookingRepository }) {
  const service = new CheckoutService({
    repo: deps.bookings,
    payments: c.payments,
    inbox: c.inbox,
    log: c.log,
  });
  const shop: Mount = (app) => app.register(checkoutRoutes, { checkout: service, clock: c.clock });
  return { service, routes: { shop } };
}
