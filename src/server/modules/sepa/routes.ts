import { guardOperatorRoutes } from '../../platform/operators/guard';
import { auditAsToken } from '../../platform/audit/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  excludedCollectionSchema,
  mandateListSchema,
  sepaExcludeRequestSchema,
  mandatePaymentRequestSchema,
  sepaPaymentRequestSchema,
  sepaPaymentResponseSchema,
} from '../../../shared/schemas/payment';
import { currentSession, currentSessionId } from '../../platform/customers/session-cookie';
import type { OperatorGate } from '../../platform/operators/gate';
import type { BankExportService } from './bank-export';
import type { MandateService } from './mandates';
import { mediaResponse } from '../../platform/http/openapi';

const payResponses = {
  200: sepaPaymentResponseSchema,
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

export const sepaRoutes: FastifyPluginAsyncZod<{ mandates: MandateService; clock: () => Date }> = async (
  app,
  { mandates, clock },
) => {
  app.post(
    '/api/booking/payment/sepa',
    {
      config: { limit: 'sepa' },
      schema: {
        tags: ['booking'],
        operationId: 'payBySepa',
        summary: 'Pay the booking by SEPA direct debit (new mandate)',
        security: [{ customerSession: [] }],
        description:
          "Pays the session's booking by SEPA direct debit with a new mandate (spec §7). Rules of spec §5: 400 IBAN_INVALID, BIC_INVALID (an empty BIC is filled from a German IBAN), ACCOUNT_NAME_INVALID (also: fewer than two letters in the SEPA character set), COUNTRY_INVALID (the booking's address country). Risk limits of the shop config: 422 SEPA_AMOUNT_LIMIT, 409 SEPA_OPEN_DEBITS_LIMIT. The permission is issued at once; the answer is the pre-notification. 404 NO_BOOKING, 409 WRONG_PAYMENT_METHOD or PAYMENT_CLOSED.",
        body: sepaPaymentRequestSchema,
        response: payResponses,
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return mandates.payWithNewMandate(await currentSessionId(req, clock()), req.body, clock());
    },
  );

  app.post(
    '/api/booking/payment/mandate',
    {
      config: { limit: 'sepa' },
      schema: {
        tags: ['booking'],
        operationId: 'payBySavedMandate',
        summary: 'Pay the booking with a saved SEPA mandate',
        security: [{ customerSession: [] }],
        description:
          "Pays the session's booking with a mandate saved earlier ('save for future payments') in this booking session with the same e-mail, or, in a session logged in as the account that owns both the booking and the mandate, with any of the account's saved mandates. 404 MANDATE_NOT_FOUND otherwise; 422 SEPA_AMOUNT_LIMIT, 409 SEPA_OPEN_DEBITS_LIMIT (risk limits).",
        body: mandatePaymentRequestSchema,
        response: payResponses,
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await currentSession(req, clock());
      return mandates.payWithSavedMandate(session?.id, req.body, clock(), session?.customerId);
    },
  );

  app.get(
    '/api/booking/payment/mandates',
    {
      schema: {
        tags: ['booking'],
        operationId: 'listSavedMandates',
        summary: 'SEPA mandates this visitor may use again',
        security: [{ customerSession: [] }],
        description:
          "Mandates this visitor may use again: saved in this booking session with the e-mail of its current booking, and, in a session logged in as the account that owns the current booking, the account's saved mandates (never by the booking's account alone: a reminder's renewal link is no login). IBANs are masked.",
        // The global limit (RATE_LIMIT_MAX) is the one refusal of this call.
        response: { 200: mandateListSchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await currentSession(req, clock());
      return mandates.mandates(session?.id, session?.customerId);
    },
  );
};

export const sepaExportRoutes: FastifyPluginAsyncZod<{
  bankExport: BankExportService;
  operator: OperatorGate;
  clock: () => Date;
}> = async (app, { bankExport, operator, clock }) => {
  guardOperatorRoutes(app, operator);

  app.post(
    '/api/operator/sepa-exports',
    {
      schema: {
        tags: ['operator'],
        operationId: 'createSepaExport',
        summary: 'Export the due SEPA debits (pain.008)',
        security: [{ operatorToken: [] }],
        description:
          'Puts every SEPA collection not yet exported (nor excluded) into a new batch and answers its pain.008.001.08 XML (201, Location of the batch); 204 when nothing is due. 409 WRONG_PAYMENT_METHOD when no SEPA creditor is configured. The file is checked against the EPC SEPA Core rules first: 422 SEPA_FILE_INVALID with `details.collections` (collectionId, endToEndId, problems) names the debits at fault, nothing is saved; exclude them and export again. Audited (`sepa.batch.create`, actor token). Needs `Authorization: Bearer $OPERATOR_TOKEN` and, against cross-site forms, `X-Requested-With` (any value) or a JSON body (403 CROSS_SITE otherwise); 421 WRONG_HOST under a foreign Host name.',
        response: {
          201: mediaResponse('SEPA pain.008.001.08 file', { 'application/xml': z.string() }),
          204: z.null(),
          409: errorBodySchema,
          401: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const batch = await bankExport.exportBatch(clock(), auditAsToken(req));
      if (!batch) return reply.code(204).send(null);
      return reply
        .code(201)
        .header('location', `/api/operator/sepa-exports/${batch.id}`)
        .header('x-transaction-count', String(batch.count))
        .header('content-disposition', `attachment; filename="sepa-${batch.id}.xml"`)
        .header('cache-control', 'no-store')
        .type('application/xml; charset=utf-8')
        .send(batch.xml);
    },
  );

  app.post(
    '/api/operator/sepa/collections/:id/exclude',
    {
      schema: {
        tags: ['operator'],
        operationId: 'excludeSepaCollection',
        summary: 'Take a debit out of the bank export',
        security: [{ operatorToken: [] }],
        description:
          'Takes a debit the file check refused out of the bank export, with a reason (JSON `{reason}`). It is never exported; its payment fails with `sepa-excluded` (the money was never collected) and is listed by GET /api/operator/sepa/collections/excluded. Repeating it changes nothing. Audited (`sepa.collection.exclude`, actor token). 404 COLLECTION_NOT_FOUND, 409 COLLECTION_EXPORTED.',
        params: z.object({ id: z.string().max(100) }),
        body: sepaExcludeRequestSchema,
        response: {
          200: excludedCollectionSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return bankExport.excludeCollection(req.params.id, req.body.reason.trim(), clock(), auditAsToken(req));
    },
  );

  app.get(
    '/api/operator/sepa/collections/excluded',
    {
      schema: {
        tags: ['operator'],
        operationId: 'listExcludedSepaCollections',
        summary: 'Debits taken out of the bank export',
        security: [{ operatorToken: [] }],
        description:
          'Debits taken out of the bank export (never collected), newest first: the bookings to follow up (another way to pay, or cancel the ticket and bill by hand).',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.array(excludedCollectionSchema), 401: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return bankExport.excludedCollections(req.query.limit);
    },
  );

  app.get(
    '/api/operator/sepa-exports/:id',
    {
      schema: {
        tags: ['operator'],
        operationId: 'getSepaExport',
        summary: 'A bank export made earlier',
        security: [{ operatorToken: [] }],
        description:
          'A bank export made earlier, again (pain.008.001.08 XML); audited (`sepa.batch.download`, actor token). 404 EXPORT_NOT_FOUND.',
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: mediaResponse('SEPA pain.008.001.08 file', { 'application/xml': z.string() }),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const batch = await bankExport.batch(req.params.id, auditAsToken(req));
      return reply
        .header('content-disposition', `attachment; filename="sepa-${batch.id}.xml"`)
        .header('cache-control', 'no-store')
        .type('application/xml; charset=utf-8')
        .send(batch.xml);
    },
  );
};
