import type { Container, Mount } from '../../container';
import { OperatorSessionService } from '../../platform/backoffice/sessions';
import { LoginThrottle } from '../../platform/throttle/login-throttle';
import { LoginThrottleRepository } from '../../platform/throttle/repository';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { OperatorAccountService } from './operator-accounts';
import { OperatorLoginService } from './operator-login';
import { OperatorRepository } from './repository';
import { adminRoutes } from './routes';
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
  const throttle = new LoginThrottle(new LoginThrottleRepository(c.db), 'admin-');
  const logins = new OperatorLoginService({
    repo,
    tokens: new SingleUseTokens(c.db),
    sessions,
    throttle,
    hasher: c.hasher,
    catalogue: c.catalogue,
  });
  const operators = new OperatorAccountService({
    repo,
    auditLog: c.auditLog,
    throttle,
    linksPerHour: c.env.LINKS_PER_HOUR,
    publicUrl: c.env.PUBLIC_URL,
    knownSiteIds: () => c.catalogue.current().config.sites.map((s) => s.id),
  });
  const routes: Record<'admin' | 'operator', Mount> = {
    admin: (app) => app.register(adminRoutes, { logins, operators, clock: c.clock }),
    operator: (app) =>
      app.register(operatorAccountTokenRoutes, { operator: c.operator, operators, clock: c.clock }),
  };
  return { sessions, routes };
}
