import type { Container, Mount } from '../../container';
import { LoginThrottle } from '../../platform/throttle/login-throttle';
import { LoginThrottleRepository } from '../../platform/throttle/repository';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { adminRoutes } from './routes';
import { OperatorAccountService } from './operator-accounts';
import { OperatorLoginService } from './operator-login';
import { operatorAccountTokenRoutes } from './token-routes';

/** The back office's own accounts, logins and audit log (ADR 023). */
export function backofficeModule(c: Container) {
  const throttle = new LoginThrottle(new LoginThrottleRepository(c.db), 'admin-');
  // The authenticator app's issuer is the shop's name: built per catalogue snapshot.
  const logins = c.catalogue.catalogue.follow(
    () =>
      new OperatorLoginService({
        repo: c.operatorRepo,
        tokens: new SingleUseTokens(c.db),
        sessions: c.operatorSessions,
        throttle,
        hasher: c.hasher,
        shopName: c.shop.shop.name,
      }),
  );
  const operators = new OperatorAccountService({
    repo: c.operatorRepo,
    auditLog: c.auditLog,
    throttle,
    linksPerHour: c.env.LINKS_PER_HOUR,
    publicUrl: c.env.PUBLIC_URL,
  });
  const routes: Record<'admin' | 'operator', Mount> = {
    admin: (app) => app.register(adminRoutes, { logins, operators, clock: c.clock }),
    operator: (app) =>
      app.register(operatorAccountTokenRoutes, { operator: c.operator, operators, clock: c.clock }),
  };
  return { routes };
}
