import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ticketViewSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { isPdfRequest } from '../../platform/http/pdf-request';
import type { TicketService } from './service';
import { mediaResponse } from '../../platform/http/openapi';

export const ticketRoutes: FastifyPluginAsyncZod<{ tickets: TicketService }> = async (app, { tickets }) => {
  const params = z.object({ permissionId: z.string().max(100), secret: z.string().max(200) });

  // One route for both: Fastify cannot tell `:secret` from `:secret.pdf` in separate routes.
  app.get(
    '/api/ticket/:permissionId/:secret',
    {
      config: { limit: 'pdf', limitIf: isPdfRequest },
      schema: {
        tags: ['ticket'],
        operationId: 'getTicket',
        summary: 'A ticket (JSON, PDF with .pdf, calendar event with .ics)',
        description:
          'The ticket as JSON; with `.pdf` appended to the secret, the one-page PDF; with `.ics`, the period as an iCalendar event (times in UTC). 404 TICKET_NOT_FOUND for an unknown id or a wrong secret alike.',
        params,
        response: {
          200: mediaResponse('The JSON view, the PDF with `.pdf`, the calendar event with `.ics`', {
            'application/json': ticketViewSchema,
            'application/pdf': z.string(),
            'text/calendar': z.string(),
          }),
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { permissionId, secret } = req.params;
      // The link is the key: keep it out of caches shared between users.
      reply.header('cache-control', 'private, no-store');
      if (secret.endsWith('.ics')) {
        const { ics, ticketCode } = await tickets.ics(permissionId, secret.slice(0, -4));
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="ticket-${ticketCode}.ics"`)
          .send(ics as never);
      }
      if (secret.endsWith('.pdf')) {
        const { pdf, ticketCode } = await tickets.pdf(permissionId, secret.slice(0, -4));
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="ticket-${ticketCode}.pdf"`)
          .send(pdf as never);
      }
      return (await tickets.get(permissionId, secret)).view;
    },
  );
};
