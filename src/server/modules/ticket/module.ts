import type { Container, Mount } from '../../container';
import { ticketRoutes } from './routes';

/** The ticket service itself is built by the container: the mails attach its PDFs. */
export function ticketModule(c: Container): { routes: { shop: Mount } } {
  return { routes: { shop: (app) => app.register(ticketRoutes, { tickets: c.tickets }) } };
}
