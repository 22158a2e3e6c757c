import type { Container, Mount } from '../../container';
import { operatorRoutes } from './routes';
import { OperatorService } from './service';

/** The token API's own calls (the outbox); the other modules mount their token routes themselves. */
export function operatorModule(c: Container) {
  if (c.operator.lockedOut) {
    c.log.warn(
      `PUBLIC_URL ${c.env.PUBLIC_URL} is public and OPERATOR_TOKEN is not set: the operator endpoints (/api/operator/...) answer 401 to everyone. Set OPERATOR_TOKEN to use them.`,
    );
  }
  const outbox = new OperatorService({ mails: c.mails });
  const routes: Record<'operator', Mount> = {
    operator: (app) => app.register(operatorRoutes, { operator: c.operator, outbox }),
  };
  return { routes };
}
