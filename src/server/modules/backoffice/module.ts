import type { Container, Mount } from '../../container';
import { OperatorSessionService } from '../../platform/backoffice/sessions';
import { LoginThrottle } from '../../platform/throttle/login-throttle';
import { LoginThrottleRepository } from '../../platform/throttle/repository';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { OperatorRepository } from './repository';
import { adminRoutes } from './routes';
import { AdminService } from './service';
import { operatorAccountTokenRoutes } from './token-routes';

/** The back office's own accounts, logins and audit log (ADR 023). */
export function backofficeModule(c: Container) {
  const repo = new OperatorRepository(c.db);
  // The back office's own sessions and cookie (ADR 023); its guard reads them from app.admin.
  const sessions = new OperatorSessionService({
    repo,
    idleMinutes: c.env.ADMIN_SESSION_IDLE_MINUTES,
    absoluteHours: c.env.ADMIN_SESSION_ABSOLUTE_HOURS,
    secure: c.env.PUBLIC_URL.startsWith('https://'),
    totpRoles: c.env.ADMIN_TOTP_ROLES,
  });
  const admin = c.catalogue.follow(
    () =>
      new AdminService({
        repo,
        tokens: new SingleUseTokens(c.db),
        auditLog: c.auditLog,
        sessions,
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
  return { sessions, routes };
}
