import type { Container, Mount } from '../../container';
import { LoginThrottle } from '../../platform/throttle/login-throttle';
import { LoginThrottleRepository } from '../../platform/throttle/repository';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { adminRoutes } from './routes';
import { AdminService } from './service';
import { operatorAccountTokenRoutes } from './token-routes';

/** The back office's own accounts, logins and audit log (ADR 023). */
export function backofficeModule(c: Container) {
  const admin = c.catalogue.catalogue.follow(
    () =>
      new AdminService({
        repo: c.operatorRepo,
        tokens: new SingleUseTokens(c.db),
        auditLog: c.auditLog,
        sessions: c.operatorSessions,
        throttle: new LoginThrottle(new LoginThrottleRepository(c.db), 'admin-'),
        hasher: c.hasher,
        linksPerHour: c.env.LINKS_PER_HOUR,
        publicUrl: c.env.PUBLIC_URL,
        shopName: c.shop.shop.name,
      }),
  );
  const routes: Record<'admin' | 'operator', Mount> = {
    admin: (app) => app.register(adminRoutes, { admin, clock: c.clock }),
    operator: (app) =>
      app.register(operatorAccountTokenRoutes, { operator: c.operator, admin, clock: c.clock }),
  };
  return { routes };
}
