import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import { billViewSchema } from '../../../shared/schemas/payment';
import { isPdfRequest } from '../../platform/http/pdf-request';
import type { BillService } from './service';
import { mediaResponse } from '../../platform/http/openapi';

export const billRoutes: FastifyPluginAsyncZod<{ bills: BillService }> = async (app, { bills }) => {
  // One route for both, as for tickets: Fastify cannot tell `:secret` from `:secret.pdf`.
  app.get(
    '/api/bill/:billId/:secret',
    {
      config: { limit: 'pdf', limitIf: isPdfRequest },
      schema: {
        tags: ['bill'],
        operationId: 'getBill',
        summary: 'A bill (JSON, or PDF with .pdf)',
        description:
          'The bill as JSON; with `.pdf` appended to the secret, the bill PDF (the ticket mail links it). 404 BILL_NOT_FOUND for an unknown id or a wrong secret alike.',
        params: z.object({ billId: z.string().max(100), secret: z.string().max(200) }),
        response: {
          200: mediaResponse('The JSON view, or the PDF with `.pdf`', {
            'application/json': billViewSchema,
            'application/pdf': z.string(),
          }),
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { billId, secret } = req.params;
      reply.header('cache-control', 'private, no-store');
      if (secret.endsWith('.pdf')) {
        const { pdf, nr } = await bills.pdf(billId, secret.slice(0, -4));
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="bill-${nr}.pdf"`)
          .send(pdf as never);
      }
      return bills.view(billId, secret);
    },
  );

  app.get(
    '/api/credit-note/:id/:secret',
    {
      config: { limit: 'pdf', limitIf: isPdfRequest },
      schema: {
        tags: ['bill'],
        operationId: 'getCreditNote',
        summary: 'A credit note (JSON, or PDF with .pdf)',
        description:
          "A credit note (the cancellation of a bill, ADR 016) as JSON in the bill view's shape; with `.pdf` appended to the secret, its PDF. Its own gap-free numbers; it names the bill it refers to and the credited net, VAT and gross. 404 BILL_NOT_FOUND for an unknown id or a wrong secret alike.",
        params: z.object({ id: z.string().max(100), secret: z.string().max(200) }),
        response: {
          200: mediaResponse('The JSON view, or the PDF with `.pdf`', {
            'application/json': billViewSchema,
            'application/pdf': z.string(),
          }),
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { id, secret } = req.params;
      reply.header('cache-control', 'private, no-store');
      if (!secret.endsWith('.pdf')) return bills.creditNoteView(id, secret);
      const { pdf, nr } = await bills.creditNotePdf(id, secret.slice(0, -4));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="credit-note-${nr}.pdf"`)
        .send(pdf as never);
    },
  );
};
