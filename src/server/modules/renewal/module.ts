import type { Container, Mount } from '../../container';
import type { BookingService } from '../booking';
import type { CheckoutService } from '../checkout';
import { RenewalRepository } from './repository';
import { renewalRoutes } from './routes';
import { RenewalService } from './service';

export function renewalModule(c: Container, deps: { booking: BookingService; checkout: CheckoutService }) {
  const renewal = new RenewalService({
    shop: c.shop,
    repo: new RenewalRepository(c.db),
    booking: deps.booking,
    checkout: deps.checkout,
  });
  const shop: Mount = (app) => app.register(renewalRoutes, { renewal, clock: c.clock });
  return { routes: { shop } };
}
