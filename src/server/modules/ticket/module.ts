import type { Container, Mount } from '../../container';
import { TicketRepository } from './repository';
import { ticketRoutes } from './routes';
import { TicketService } from './service';

/** Tickets: the PDF and calendar file of a permission; the ticket mails attach the same PDF. */
export function ticketModule(c: Container): { service: TicketService; routes: { shop: Mount } } {
  const onPdf = c.onPdfRendered;
  const tickets = new TicketService({
    catalogue: c.catalogue,
    repo: new TicketRepository(c.db),
    uidDomain: new URL(c.env.PUBLIC_URL).host,
    publicUrl: c.env.PUBLIC_URL,
    onRender: onPdf && ((id) => onPdf('ticket', id)),
  });
  return { service: tickets, routes: { shop: (app) => app.register(ticketRoutes, { tickets }) } };
}
