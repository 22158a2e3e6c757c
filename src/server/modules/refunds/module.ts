import type { Container, Mount } from '../../container';
import { adminPaymentRoutes } from './admin-routes';
import { operatorPaymentRoutes } from './operator-routes';
import { RefundsDueService } from './refunds-due';
import { RefundsDueRepository } from './refunds-due-repository';

/** Refunds due (token API and back office), on the configured provider's refund. */
export function refundsModule(c: Container) {
  const refunds = new RefundsDueService({
    repo: new RefundsDueRepository(c.db),
    provider: c.provider,
    log: c.log,
  });
  const routes: Record<'operator' | 'admin', Mount> = {
    operator: (app) => app.register(operatorPaymentRoutes, { operator: c.operator, refunds }),
    admin: (app) => app.register(adminPaymentRoutes, { refunds, clock: c.clock }),
  };
  return { service: refunds, routes };
}
