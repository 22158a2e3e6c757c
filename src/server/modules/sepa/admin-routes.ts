import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPageQuerySchema,
  sepaBatchListSchema,
  sepaBatchSchema,
  sepaCollectionListSchema,
  sepaCollectionQuerySchema,
  sepaCollectionSchema,
  sepaMandateListSchema,
  sepaMandateSchema,
} from '../../../shared/schemas/admin-payments';
import { errorBodySchema } from '../../../shared/schemas/common';
import { excludedCollectionSchema, sepaExcludeRequestSchema } from '../../../shared/schemas/payment';
import { requireOperator } from '../../platform/backoffice/guard';
import { auditIn } from '../../platform/audit/audit';
import type { BankExportService } from './bank-export';
import type { MandateService } from './mandates';
import { requireVisible, siteScopeOf } from '../../platform/backoffice/site-scope';
import { mediaResponse } from '../../platform/http/openapi';

const AUTH = 'Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without)';
const WRITE =
  "staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID). Audited (`before`/`after`) in the same transaction";
const idParams = z.object({ id: z.string().max(100) });
const refusals = { 401: errorBodySchema, 403: errorBodySchema };

function sendXml(reply: FastifyReply, batch: { id: string; xml: string }) {
  return reply
    .header('content-disposition', `attachment; filename="sepa-${batch.id}.xml"`)
    .type('application/xml; charset=utf-8')
    .send(batch.xml);
}

/** SEPA in the back office: bank exports, debits and mandates. */
export const sepaAdminRoutes: FastifyPluginAsyncZod<{
  mandates: MandateService;
  bankExport: BankExportService;
  clock: () => Date;
}> = async (app, { mandates, bankExport, clock }) => {
  // Objects of sites outside the operator's answer their usual 404 (ADR 060).
  const batchOfAllSites = requireVisible(async (_id, scope) => bankExport.assertAllSites(scope, 'file'));
  const collectionInSites = requireVisible((id, scope) => bankExport.visibleCollection(id, scope));
  app.get(
    '/api/admin/sepa/batches',
    {
      preValidation: requireOperator('viewer'),
      schema: {
        tags: ['admin'],
        operationId: 'adminListSepaBatches',
        summary: 'SEPA bank exports',
        security: [{ operatorSession: [] }],
        description: `The bank exports (pain.008.001.08 batches), newest first, paged from 0. ${AUTH}, any role.`,
        querystring: adminPageQuerySchema,
        response: { 200: sepaBatchListSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (req) =>
      bankExport.batches(req.query.page, req.query.pageSize, siteScopeOf(req.operator, req.query.site)),
  );

  app.post(
    '/api/admin/sepa/batches',
    {
      preValidation: requireOperator('staff'),
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateSepaBatch',
        summary: 'Export the due SEPA debits',
        security: [{ operatorSession: [] }],
        description: `Puts every debit not yet exported (nor excluded) into a new batch (201 with the batch; download its file with GET .../{id}/xml); 204 when nothing is due. 422 SEPA_FILE_INVALID with \`details.collections\` names the debits that break the EPC rules (nothing saved: exclude them and export again); 409 WRONG_PAYMENT_METHOD when no SEPA creditor is configured. ${AUTH}; ${WRITE}.`,
        response: {
          201: sepaBatchSchema,
          204: z.null(),
          ...refusals,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      bankExport.assertAllSites(siteScopeOf(req.operator), 'make');
      const now = clock();
      const batch = await bankExport.exportBatch(now, auditIn(req));
      if (!batch) return reply.code(204).send(null);
      return reply.code(201).send({
        id: batch.id,
        messageId: batch.messageId,
        transactionCount: batch.count,
        controlSumCents: batch.controlSumCents,
        createdAt: now.toISOString(),
      });
    },
  );

  app.get(
    '/api/admin/sepa/batches/:id/xml',
    {
      preValidation: [requireOperator('viewer'), batchOfAllSites],
      schema: {
        tags: ['admin'],
        operationId: 'adminDownloadSepaBatch',
        summary: "A bank export's file",
        security: [{ operatorSession: [] }],
        description: `The batch's pain.008.001.08 XML as a download, recorded in the audit log (\`sepa.batch.download\`: the file holds every debtor's IBAN). 404 EXPORT_NOT_FOUND. ${AUTH}, any role.`,
        params: idParams,
        response: {
          200: mediaResponse('SEPA pain.008.001.08 file', { 'application/xml': z.string() }),
          ...refusals,
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => sendXml(reply, await bankExport.batch(req.params.id, auditIn(req))),
  );

  app.post(
    '/api/admin/sepa/batches/:id/re-export',
    {
      preValidation: [requireOperator('staff'), batchOfAllSites],
      schema: {
        tags: ['admin'],
        operationId: 'adminReexportSepaBatch',
        summary: 'Hand out a bank export again',
        security: [{ operatorSession: [] }],
        description: `The batch's file again, unchanged: the same message id, so a bank refuses a second submission rather than collecting twice. Recorded in the audit log (\`sepa.batch.reexport\`). 404 EXPORT_NOT_FOUND. ${AUTH}; ${WRITE}.`,
        params: idParams,
        response: {
          200: mediaResponse('SEPA pain.008.001.08 file', { 'application/xml': z.string() }),
          ...refusals,
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => sendXml(reply, await bankExport.reexport(req.params.id, auditIn(req))),
  );

  app.get(
    '/api/admin/sepa/collections',
    {
      preValidation: requireOperator('viewer'),
      schema: {
        tags: ['admin'],
        operationId: 'adminListSepaCollections',
        summary: 'SEPA debits',
        security: [{ operatorSession: [] }],
        description: `Direct debits, newest first, paged from 0; \`state\` open (the next export takes them), exported or excluded (never collected). ${AUTH}, any role.`,
        querystring: sepaCollectionQuerySchema,
        response: { 200: sepaCollectionListSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (req) =>
      bankExport.collections(
        req.query.state,
        req.query.page,
        req.query.pageSize,
        siteScopeOf(req.operator, req.query.site),
      ),
  );

  app.post(
    '/api/admin/sepa/collections/:id/exclude',
    {
      preValidation: [requireOperator('staff'), collectionInSites],
      schema: {
        tags: ['admin'],
        operationId: 'adminExcludeSepaCollection',
        summary: 'Take a debit out of the next export',
        security: [{ operatorSession: [] }],
        description: `With a reason (1 to 200 characters): the debit is not exported and its payment fails with \`sepa-excluded\` (ADR 011); include it again to collect it after all. Repeating it changes nothing. 404 COLLECTION_NOT_FOUND, 409 COLLECTION_EXPORTED. ${AUTH}; ${WRITE}.`,
        params: idParams,
        body: sepaExcludeRequestSchema,
        response: {
          200: excludedCollectionSchema,
          400: errorBodySchema,
          ...refusals,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => bankExport.excludeCollection(req.params.id, req.body.reason.trim(), clock(), auditIn(req)),
  );

  app.post(
    '/api/admin/sepa/collections/:id/include',
    {
      preValidation: [requireOperator('staff'), collectionInSites],
      schema: {
        tags: ['admin'],
        operationId: 'adminIncludeSepaCollection',
        summary: 'Put an excluded debit back into the next export',
        security: [{ operatorSession: [] }],
        description: `The debit goes into the next export again and its payment is paid again; it becomes the mandate's first debit (FRST) when the mandate has no other. 404 COLLECTION_NOT_FOUND; 409 COLLECTION_NOT_EXCLUDED, COLLECTION_CANCELLED (dropped by the booking's cancellation), MANDATE_REVOKED. ${AUTH}; ${WRITE}.`,
        params: idParams,
        response: { 200: sepaCollectionSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (req) => bankExport.includeCollection(req.params.id, clock(), auditIn(req)),
  );

  app.get(
    '/api/admin/sepa/mandates',
    {
      preValidation: requireOperator('viewer'),
      schema: {
        tags: ['admin'],
        operationId: 'adminListSepaMandates',
        summary: 'SEPA mandates',
        security: [{ operatorSession: [] }],
        description: `Every mandate with its status (active, revoked), newest first, IBANs masked. ${AUTH}, any role.`,
        querystring: adminPageQuerySchema,
        response: { 200: sepaMandateListSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (req) =>
      mandates.allMandates(req.query.page, req.query.pageSize, siteScopeOf(req.operator, req.query.site)),
  );

  app.post(
    '/api/admin/sepa/mandates/:id/revoke',
    {
      preValidation: [
        requireOperator('staff'),
        requireVisible((id, scope) => mandates.visibleMandate(id, scope)),
      ],
      schema: {
        tags: ['admin'],
        operationId: 'adminRevokeSepaMandate',
        summary: 'Revoke a SEPA mandate',
        security: [{ operatorSession: [] }],
        description: `Never offered or used again. 404 MANDATE_NOT_FOUND; 409 MANDATE_IN_USE (a debit on it awaits the export: exclude it first), MANDATE_REVOKED. ${AUTH}; ${WRITE}.`,
        params: idParams,
        response: { 200: sepaMandateSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (req) => mandates.revokeMandate(req.params.id, clock(), auditIn(req)),
  );
};
