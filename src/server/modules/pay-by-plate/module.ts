import type { Container, Mount } from '../../container';
import type { CheckoutService } from '../checkout';
import { DistinctLookupLimiter } from '../../platform/limits/rate-limit-store';
import { PayByPlateRepository } from './repository';
import { payByPlateRoutes } from './routes';
import { PayByPlateService, type PlateStays, type WalkInBooker } from './service';

export function payByPlateModule(
  c: Container,
  deps: { booking: WalkInBooker; checkout: CheckoutService; stays: PlateStays },
) {
  const payByPlate = new PayByPlateService({
    catalogue: c.catalogue,
    repo: new PayByPlateRepository(c.db),
    stays: deps.stays,
    booking: deps.booking,
    checkout: deps.checkout,
    plateLookups: new DistinctLookupLimiter(c.db, c.env.PLATE_LOOKUPS_PER_HOUR, 3600_000),
  });
  const shop: Mount = (app) => app.register(payByPlateRoutes, { payByPlate, clock: c.clock });
  return { routes: { shop } };
}
