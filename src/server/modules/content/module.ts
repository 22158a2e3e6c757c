import type { Container, Mount } from '../../container';
import { contentRoutes } from './routes';
import { ContentService } from './service';

export function contentModule(
  c: Container,
  deps: {
    /** Walk-in places free now (the access module's barrier memory), null when not counted. */
    freePlaces: (now: Date) => Promise<number | null>;
  },
): { routes: { shop: Mount } } {
  const content = new ContentService({ catalogue: c.catalogue });
  return {
    routes: {
      shop: (app) => app.register(contentRoutes, { content, freePlaces: deps.freePlaces, clock: c.clock }),
    },
  };
}
