import type { Container, Mount } from '../../container';
import { ping } from '../../db/client';
import { Readiness, type ReadinessProbe } from './readiness';
import { healthRoutes } from './routes';

export function healthModule(c: Container, probes: readonly ReadinessProbe[] = []) {
  const readiness = new Readiness([{ name: 'database', check: () => ping(c.db) }, ...probes]);
  const routes: Record<'shop', Mount> = { shop: (app) => app.register(healthRoutes, { readiness }) };
  return { readiness, routes };
}
