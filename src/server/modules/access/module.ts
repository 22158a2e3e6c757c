import type { Container, Mount } from '../../container';
import { AccessRepository } from './repository';
import { accessAdminRoutes, accessDeviceRoutes, accessOperatorRoutes } from './routes';
import { AccessService } from './service';

/** Issue 9: the car park's access system (devices, plate reads, stays, barrier decisions). */
export function accessModule(c: Container) {
  // `parking` (the walk-in tariff) is copied at construction: built per catalogue snapshot.
  const access = c.catalogue.catalogue.follow(
    () =>
      new AccessService({
        repo: new AccessRepository(c.db),
        parking: c.shop.parking,
        language: c.shop.shop.language,
        timeZone: c.shop.shop.timeZone,
      }),
  );
  const counts = new AccessRepository(c.db);
  const routes: Record<'operator' | 'device' | 'admin', Mount> = {
    operator: (app) => app.register(accessOperatorRoutes, { operator: c.operator, access, clock: c.clock }),
    device: (app) => app.register(accessDeviceRoutes, { access, clock: c.clock }),
    admin: (app) => app.register(accessAdminRoutes, { access, clock: c.clock }),
  };
  return {
    // '' is no plate's key: every open stay is counted (the entry barrier's own query).
    walkInsInside: (at: Date) => counts.walkInsInside('', at),
    /** The jobs close stays whose exit was never read (parking.staleStayHours). */
    closeStaleStays: (now: Date) => access.closeStaleStays(now),
    /** The retention job deletes old stays and plate reads (RETENTION_STAY_DAYS). */
    deleteStaysBefore: (before: Date) => counts.deleteBefore(before),
    routes,
  };
}
