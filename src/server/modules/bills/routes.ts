import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import { billViewSchema } from '../../../shared/schemas/payment';
import { isDocumentRequest } from '../../platform/http/pdf-request';
import type { BillService } from './service';
import { mediaResponse } from '../../platform/http/openapi';

export const billRoutes: FastifyPluginAsyncZod<{ bills: BillService }> = async (app, { bills }) => {
  // One route for both, as for tickets: Fastify cannot tell `:secret` from `:secret.pdf`.
  app.get(
    '/api/bill/:billId/:secret',
    {
      config: { limit: 'pdf', limitIf: isDocumentRequest },
      schema: {
        tags: ['bill'],
        operationId: 'getBill',
        summary: 'A bill (JSON, PDF with .pdf, e-invoice with .xml)',
        description:
          'The bill as JSON; with `.pdf` appended to the secret, the bill PDF (the ticket mail links it); with `.xml`, the bill as an EN 16931 e-invoice (XRechnung 3.0, CII syntax). 404 BILL_NOT_FOUND for an unknown id or a wrong secret alike.',
        params: z.object({ billId: z.string().max(100), secret: z.string().max(200) }),
        response: {
          200: mediaResponse('The JSON view, the PDF with `.pdf`, or the XRechnung CII XML with `.xml`', {
            'application/json': billViewSchema,
            'application/pdf': z.string(),
            'application/xml': z.string(),
          }),
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { billId, secret } = req.params;
      reply.header('cache-control', 'private, no-store');
      if (secret.endsWith('.xml'))
        return sendXml(reply, 'bill', await bills.xml(billId, secret.slice(0, -4)));
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
      config: { limit: 'pdf', limitIf: isDocumentRequest },
      schema: {
        tags: ['bill'],
        operationId: 'getCreditNote',
        summary: 'A credit note (JSON, PDF with .pdf, e-invoice with .xml)',
        description:
          "A credit note (the cancellation of a bill, ADR 016) as JSON in the bill view's shape; with `.pdf` appended to the secret, its PDF; with `.xml`, its EN 16931 e-invoice (XRechnung 3.0, CII, type 381, naming the bill it cancels). Its own gap-free numbers; it names the bill it refers to and the credited net, VAT and gross. 404 BILL_NOT_FOUND for an unknown id or a wrong secret alike.",
        params: z.object({ id: z.string().max(100), secret: z.string().max(200) }),
        response: {
          200: mediaResponse('The JSON view, the PDF with `.pdf`, or the XRechnung CII XML with `.xml`', {
            'application/json': billViewSchema,
            'application/pdf': z.string(),
            'application/xml': z.string(),
          }),
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { id, secret } = req.params;
      reply.header('cache-control', 'private, no-store');
      if (secret.endsWith('.xml'))
        return sendXml(reply, 'credit-note', await bills.creditNoteXml(id, secret.slice(0, -4)));
      if (!secret.endsWith('.pdf')) return bills.creditNoteView(id, secret);
      const { pdf, nr } = await bills.creditNotePdf(id, secret.slice(0, -4));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="credit-note-${nr}.pdf"`)
        .send(pdf as never);
    },
  );
};

/** An e-invoice as a download named by its number (a file for the buyer's bookkeeping). */
function sendXml(
  reply: FastifyReply,
  kind: 'bill' | 'credit-note',
  { xml, nr }: { xml: string; nr: string },
) {
  return reply
    .type('application/xml')
    .header('content-disposition', `attachment; filename="${kind}-${nr}.xml"`)
    .send(xml);
}
