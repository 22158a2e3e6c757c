import type { Container, Mount } from '../../container';
import { DashboardRepository } from './repository';
import { dashboardAdminRoutes } from './routes';
import { DashboardService, type WalkInsInside } from './service';

/** The back office's dashboard: occupancy now, today's figures and their series. */
export function dashboardModule(c: Container, deps: { walkIns: WalkInsInside }) {
  const dashboard = new DashboardService({
    catalogue: c.catalogue,
    repo: new DashboardRepository(c.db),
    walkIns: deps.walkIns,
  });
  const admin: Mount = (app) => app.register(dashboardAdminRoutes, { dashboard, clock: c.clock });
  return { routes: { admin } };
}
