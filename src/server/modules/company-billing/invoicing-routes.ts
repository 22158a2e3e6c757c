import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  companyInvoiceListQuerySchema,
  companyInvoiceListSchema,
  companyInvoicePreviewSchema,
  companyInvoiceSchema,
  companyMandateBodySchema,
  companyMandateSchema,
  invoicePeriodQuerySchema,
  issueInvoicesBodySchema,
  markPaidBodySchema,
  issueInvoicesResultSchema,
} from '../../../shared/schemas/company-invoices';
import { DomainError } from '../../errors';
import { audit, auditIn } from '../../platform/audit/audit';
import { requireEverySite, requireOperator } from '../../platform/backoffice/guard';
import {
  CUSTOMER_GUARD_NOTE,
  CUSTOMER_GUARD_REFUSALS,
  guardCustomerRoutes,
  type CustomerLookup,
} from '../../platform/customers/guard';
import { mediaResponse } from '../../platform/http/openapi';
import { isDocumentRequest } from '../../platform/http/pdf-request';
import type { CompanyInvoiceRow } from '../../db/rows';
import type { B2bExportService } from './b2b-export';
import type { CompanyMandates } from './mandates';
import type { InvoicingService } from './invoicing';

const AUTH =
  'Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); an operator limited to sites gets 404 NOT_FOUND (company invoices span every site)';
const WRITE =
  "staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID); audited";
const refusals = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const idParams = z.object({ id: z.string().max(100) });

function sendDocument(reply: FastifyReply, ext: 'pdf' | 'xml', nr: string, body: Buffer | string) {
  return reply
    .header('cache-control', 'private, no-store')
    .type(ext === 'pdf' ? 'application/pdf' : 'application/xml')
    .header(
      'content-disposition',
      `${ext === 'pdf' ? 'inline' : 'attachment'}; filename="invoice-${nr}.${ext}"`,
    )
    .send(body as never);
}

const auditView = (r: CompanyInvoiceRow) => ({
  number: r.number,
  companyId: r.companyId,
  costCentreId: r.costCentreId,
  period: r.period,
  grossCents: r.grossCents,
  status: r.status,
});

/** The back office's monthly run and its invoices (ADR 067). */
export const invoicingAdminRoutes: FastifyPluginAsyncZod<{
  invoicing: InvoicingService;
  b2b: B2bExportService;
  clock: () => Date;
}> = async (app, { invoicing, b2b, clock }) => {
  // Company invoices cover every site: an operator limited to some sees none of them.
  const read = { preValidation: [requireOperator('viewer'), requireEverySite] };
  const write = { preValidation: [requireOperator('staff'), requireEverySite] };
  app.get(
    '/api/admin/company-invoices/preview',
    {
      ...read,
      schema: {
        tags: ['admin'],
        operationId: 'adminPreviewCompanyInvoices',
        summary: "What a month's invoice run would issue",
        security: [{ operatorSession: [] }],
        description: `Per company (or per cost centre when the company invoices so), the month's charges not yet invoiced nor voided of active and suspended companies, with net, VAT per rate and gross in cents. Nothing is written. ${AUTH}, any role.`,
        querystring: invoicePeriodQuerySchema,
        response: { 200: companyInvoicePreviewSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (req) => ({ period: req.query.period, invoices: await invoicing.preview(req.query.period) }),
  );

  app.post(
    '/api/admin/company-invoices/issue',
    {
      ...write,
      schema: {
        tags: ['admin'],
        operationId: 'adminIssueCompanyInvoices',
        summary: "Issue a month's company invoices",
        security: [{ operatorSession: [] }],
        description: `Issues one invoice per company (or cost centre) for the month, numbered from the bills' gap-free counter, and mails each to the company's invoice address. A second run issues only what is new (an invoice exists once per company, cost centre and month); \`issued\` lists what this run issued. 409 COMPANY_INVOICE_NO_BANK_ACCOUNT when an invoice is due and the shop names no account for transfers (neither \`shop.bankAccount\` nor a SEPA creditor): nothing is issued. ${AUTH}; ${WRITE}.`,
        body: issueInvoicesBodySchema,
        response: { 200: issueInvoicesResultSchema, 400: errorBodySchema, 409: errorBodySchema, ...refusals },
      },
    },
    async (req) => {
      const now = clock();
      const issued = await invoicing.issue(req.body.period, now);
      await audit(req, {
        action: 'company-invoice.issue',
        entity: 'company_invoice',
        entityId: req.body.period,
        after: { period: req.body.period, invoices: issued.map(auditView) },
      });
      for (const row of issued) if (await invoicing.send(row, now)) row.sentAt = now;
      return { period: req.body.period, issued: invoicing.view(issued, now) };
    },
  );

  app.get(
    '/api/admin/company-invoices',
    {
      ...read,
      schema: {
        tags: ['admin'],
        operationId: 'adminListCompanyInvoices',
        summary: 'Company invoices',
        security: [{ operatorSession: [] }],
        description: `Newest first (at most 500): all, or \`open\` (overdue included), \`overdue\` (open past the due date) or \`paid\`; \`companyId\` narrows to one company. ${AUTH}, any role.`,
        querystring: companyInvoiceListQuerySchema,
        response: { 200: companyInvoiceListSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (req) => ({ invoices: await invoicing.list(req.query, clock()) }),
  );

  app.post(
    '/api/admin/company-invoices/:id/paid',
    {
      ...write,
      schema: {
        tags: ['admin'],
        operationId: 'adminMarkCompanyInvoicePaid',
        summary: 'Mark a company invoice paid',
        security: [{ operatorSession: [] }],
        description: `An open invoice becomes paid (the transfer arrived), on \`paidOn\` or today. 400 PAID_DATE_INVALID for a day after today or before the invoice date; 404 NOT_FOUND for an unknown or not open invoice. ${AUTH}; ${WRITE} in the same transaction.`,
        params: idParams,
        body: markPaidBodySchema,
        response: { 200: companyInvoiceSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (req) => {
      const now = clock();
      const record = auditIn(req);
      const row = await invoicing.markPaid(
        req.params.id,
        now,
        (tx, before) =>
          record(tx as never, {
            action: 'company-invoice.paid',
            entity: 'company_invoice',
            entityId: before.id,
            before: auditView(before),
            after: { ...auditView(before), status: 'paid', paidOn: req.body.paidOn ?? null },
          }),
        req.body.paidOn,
      );
      return invoicing.view([row], now)[0];
    },
  );

  app.post(
    '/api/admin/company-invoices/:id/send',
    {
      ...write,
      schema: {
        tags: ['admin'],
        operationId: 'adminResendCompanyInvoice',
        summary: 'Mail a company invoice again',
        security: [{ operatorSession: [] }],
        description: `Mails the invoice (PDF and XML attached; a B2B debit's pre-notification in the text) to the company's invoice address again; \`sentAt\` is the time of this mail, or stays as it was when no mail server is configured or it refused the mail. ${AUTH}; ${WRITE}.`,
        params: idParams,
        response: { 200: companyInvoiceSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (req) => {
      const now = clock();
      const row = await invoicing.get(req.params.id);
      await audit(req, {
        action: 'company-invoice.send',
        entity: 'company_invoice',
        entityId: row.id,
        after: auditView(row),
      });
      const sent = await invoicing.send(row, now);
      return invoicing.view([sent ? { ...row, sentAt: now } : row], now)[0];
    },
  );

  app.post(
    '/api/admin/company-invoices/b2b-debits',
    {
      ...write,
      schema: {
        tags: ['admin'],
        operationId: 'adminExportCompanyB2bDebits',
        summary: 'Export the open B2B debits of company invoices',
        security: [{ operatorSession: [] }],
        description: `Puts every open invoice paid by SEPA B2B direct debit not yet in a file into a new pain.008.001.08 with the local instrument B2B (never together with drivers' CORE debits), FRST for a mandate's first debit, RCUR after; answers the file (201), kept to fetch again. 204 when nothing is due or no SEPA creditor is configured. ${AUTH}; ${WRITE}.`,
        response: {
          201: mediaResponse('The pain.008 file', { 'application/xml': z.string() }),
          204: z.null(),
          ...refusals,
        },
      },
    },
    async (req, reply) => {
      const batch = await b2b.export(clock());
      if (!batch) return reply.code(204).send(null);
      await audit(req, {
        action: 'company-invoice.b2b-export',
        entity: 'company_debit_batch',
        entityId: batch.id,
        after: {
          messageId: batch.messageId,
          count: batch.transactionCount,
          controlSumCents: batch.controlSumCents,
        },
      });
      return reply
        .code(201)
        .header('content-disposition', `attachment; filename="sepa-b2b-${batch.id}.xml"`)
        .header('x-batch-id', batch.id)
        .type('application/xml; charset=utf-8')
        .send(batch.xml);
    },
  );

  app.get(
    '/api/admin/company-invoices/:id/document.:ext',
    {
      ...read,
      schema: {
        tags: ['admin'],
        operationId: 'adminCompanyInvoiceDocument',
        summary: 'A company invoice as PDF or XML',
        security: [{ operatorSession: [] }],
        description: `\`pdf\`: the Factur-X PDF (PDF/A-3 with factur-x.xml); \`xml\`: the XRechnung 3.0 (CII). 404 NOT_FOUND for an unknown invoice. ${AUTH}, any role.`,
        params: z.object({ id: z.string().max(100), ext: z.enum(['pdf', 'xml']) }),
        response: {
          200: mediaResponse('The PDF or the XML', {
            'application/pdf': z.string(),
            'application/xml': z.string(),
          }),
          400: errorBodySchema,
          ...refusals,
        },
      },
    },
    async (req, reply) => {
      const row = await invoicing.get(req.params.id);
      if (req.params.ext === 'xml') {
        const { xml, nr } = await invoicing.xml(row);
        return sendDocument(reply, 'xml', nr, xml);
      }
      const { pdf, nr } = await invoicing.pdf(row);
      return sendDocument(reply, 'pdf', nr, pdf);
    },
  );
};

/** A company admin's invoices in the portal (membership decided by the companies module). */
export const invoicingCustomerRoutes: FastifyPluginAsyncZod<{
  invoicing: InvoicingService;
  mandates: CompanyMandates;
  customers: CustomerLookup;
  clock: () => Date;
}> = async (app, { invoicing, mandates, customers, clock }) => {
  guardCustomerRoutes(app, { enabled: true, customers, clock });
  /** The company the customer is an admin of (the first, should there be several); 404 for none. */
  const adminCompany = async (req: FastifyRequest) => {
    const [companyId] = await invoicing.adminCompanies(req.customer!.id);
    if (!companyId) throw new DomainError('NOT_FOUND', 'Not an admin of a company');
    return companyId;
  };
  const MANDATE_NOTE = `For the company the customer is an admin of (404 NOT_FOUND for a customer who is none).${CUSTOMER_GUARD_NOTE}`;
  app.get(
    '/sapi/company/mandate',
    {
      schema: {
        tags: ['portal'],
        operationId: 'getMyCompanyMandate',
        summary: "The company's SEPA B2B mandate in force",
        security: [{ customerSession: [] }],
        description: `The mandate in force (IBAN masked), or null. ${MANDATE_NOTE}`,
        response: { 200: companyMandateSchema.nullable(), ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req) => mandates.current(await adminCompany(req)),
  );
  app.put(
    '/sapi/company/mandate',
    {
      schema: {
        tags: ['portal'],
        operationId: 'signMyCompanyMandate',
        summary: 'Sign a SEPA B2B mandate for the company',
        security: [{ customerSession: [] }],
        description: `A new B2B mandate with the shop's creditor ID; it replaces (revokes) the one before. 400 IBAN_INVALID, BIC_INVALID or ACCOUNT_NAME_INVALID; 409 WRONG_PAYMENT_METHOD without a SEPA creditor. ${MANDATE_NOTE}`,
        body: companyMandateBodySchema,
        response: {
          200: companyMandateSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          ...CUSTOMER_GUARD_REFUSALS,
        },
      },
    },
    async (req) => mandates.sign(await adminCompany(req), req.customer!.id, req.body, clock()),
  );
  app.delete(
    '/sapi/company/mandate',
    {
      schema: {
        tags: ['portal'],
        operationId: 'revokeMyCompanyMandate',
        summary: "Revoke the company's SEPA B2B mandate",
        security: [{ customerSession: [] }],
        description: `404 MANDATE_NOT_FOUND when none is in force; invoices issued afterwards are paid by transfer. ${MANDATE_NOTE}`,
        response: { 204: z.null(), ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req, reply) => {
      await mandates.revoke(await adminCompany(req), clock());
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/sapi/company/invoices',
    {
      schema: {
        tags: ['portal'],
        operationId: 'listMyCompanyInvoices',
        summary: 'The invoices of the companies the customer is an admin of',
        security: [{ customerSession: [] }],
        description: `Newest first, with the links of their PDF and XML. Empty for a customer who is no admin of a company (a member sees none).${CUSTOMER_GUARD_NOTE}`,
        response: { 200: companyInvoiceListSchema, ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req) => {
      const now = clock();
      const companies = await invoicing.adminCompanies(req.customer!.id);
      const lists = await Promise.all(companies.map((id) => invoicing.ofCompany(id, now)));
      return { invoices: lists.flat().sort((a, b) => b.number.localeCompare(a.number)) };
    },
  );
};

/** The invoice's documents by their secret link (the mail, the portal). */
export const invoicingDocumentRoutes: FastifyPluginAsyncZod<{ invoicing: InvoicingService }> = async (
  app,
  { invoicing },
) => {
  app.get(
    '/api/company-invoice/:id/:file',
    {
      config: { limit: 'pdf', limitIf: isDocumentRequest },
      schema: {
        tags: ['bill'],
        operationId: 'getCompanyInvoice',
        summary: "A company's monthly invoice (PDF or e-invoice XML)",
        description:
          '`{secret}.pdf`: the Factur-X PDF; `{secret}.xml`: the XRechnung 3.0 (CII). 404 BILL_NOT_FOUND for an unknown id, a wrong secret or another suffix alike.',
        params: z.object({ id: z.string().max(100), file: z.string().max(200) }),
        response: {
          200: mediaResponse('The PDF or the XML', {
            'application/pdf': z.string(),
            'application/xml': z.string(),
          }),
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const m = /^(.+)\.(pdf|xml)$/.exec(req.params.file);
      if (!m) throw new DomainError('BILL_NOT_FOUND', 'Bill not found');
      const row = await invoicing.bySecret(req.params.id, m[1]);
      if (m[2] === 'xml') {
        const { xml, nr } = await invoicing.xml(row);
        return sendDocument(reply, 'xml', nr, xml);
      }
      const { pdf, nr } = await invoicing.pdf(row);
      return sendDocument(reply, 'pdf', nr, pdf);
    },
  );
};
