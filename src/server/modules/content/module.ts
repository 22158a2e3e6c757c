import type { Container, Mount } from '../../container';
import { contentRoutes } from './routes';
import { ContentService } from './service';

export function contentModule(c: Container): { routes: { shop: Mount } } {
  // Styling and pages are precomputed per snapshot.
  const content = c.catalogue.catalogue.follow(() => new ContentService(c.shop));
  return { routes: { shop: (app) => app.register(contentRoutes, { content }) } };
}
