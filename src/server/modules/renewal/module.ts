import type { Container, Mount } from '../../container';
import type { CheckoutService } from '../checkout';
import { DistinctLookupLimiter } from '../../platform/limits/rate-limit-store';
import { RenewalRepository } from './repository';
import { renewalRoutes } from './routes';
import { RenewalService, type WalkInBooker } from './service';

export function renewalModule(c: Container, deps: { booking: WalkInBooker; checkout: CheckoutService }) {
  const renewal = new RenewalService({
    shop: c.shop,
    repo: new RenewalRepository(c.db),
    booking: deps.booking,
    checkout: deps.checkout,
    plateLookups: new DistinctLookupLimiter(c.db, c.env.PLATE_LOOKUPS_PER_HOUR, 3600_000),
  });
  const shop: Mount = (app) => app.register(renewalRoutes, { renewal, clock: c.clock });
  return { routes: { shop } };
}
