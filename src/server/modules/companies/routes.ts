import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  adminCompanyInputSchema,
  adminCompanyListQuerySchema,
  adminCompanyListSchema,
  companyDetailSchema,
  companyIdParams,
  companyInviteSchema,
  companyMemberParams,
  companyMemberSchema,
  companyPlateInputSchema,
  companyPlateParams,
  companyPlateSchema,
  companyRoleUpdateSchema,
  companySchema,
  companySignUpSchema,
  companyUpdateSchema,
  costCentreInputSchema,
  costCentreParams,
  costCentreRenameSchema,
  costCentreSchema,
  invitationAcceptedSchema,
  invitationAcceptSchema,
  myCompaniesSchema,
} from '../../../shared/schemas/companies';
import { audit } from '../../platform/audit/audit';
import { requireEverySite, requireOperator } from '../../platform/backoffice/guard';
import {
  CUSTOMER_GUARD_NOTE,
  CUSTOMER_GUARD_REFUSALS,
  guardCustomerRoutes,
  type CustomerLookup,
} from '../../platform/customers/guard';
import type { CompaniesAdminService } from './admin-service';
import type { CompaniesAuditSink, CompaniesService } from './service';

const TAGS = ['companies'];
const CUSTOMER = [{ customerSession: [] }];
const ADMIN_ONLY =
  " Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND.";
const DATA_400 =
  ' 400 COUNTRY_INVALID, VAT_ID_INVALID (EU format per country), BUYER_REFERENCE_INVALID (a Leitweg-ID must pass its check digits; else an order reference of up to 100 characters), INVALID_MAIL.';

/**
 * The company calls of the portal (ADR 065): a customer's companies, self sign-up, and the
 * company admin's members, plates, cost centres and invoice data; the invitation's acceptance.
 */
export const companiesPortalRoutes: FastifyPluginAsyncZod<{
  companies: CompaniesService;
  customers: CustomerLookup;
  clock: () => Date;
}> = async (app, { companies, customers, clock }) => {
  guardCustomerRoutes(app, { enabled: true, customers, clock });
  const me = (req: FastifyRequest) => req.customer!;
  const refusals = { 400: errorBodySchema, ...CUSTOMER_GUARD_REFUSALS, 409: errorBodySchema };

  app.get(
    '/sapi/companies',
    {
      schema: {
        tags: TAGS,
        operationId: 'getMyCompanies',
        summary: "The customer's companies",
        security: CUSTOMER,
        description: `The companies the customer is an active member of, with the role and the live cost centres; \`selfSignUp\`: whether the shop lets customers sign a company up (companies.selfSignUp).${CUSTOMER_GUARD_NOTE}`,
        response: { 200: myCompaniesSchema, ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req) => companies.myCompanies(me(req).id),
  );

  app.post(
    '/sapi/companies',
    {
      schema: {
        tags: TAGS,
        operationId: 'signUpCompany',
        summary: 'Sign a company up',
        security: CUSTOMER,
        description: `The customer signs a company up and becomes its admin. The company is \`pending\` until the operator approves it and gets the next free DATEV debitor account. 404 NOT_FOUND while companies.selfSignUp is off.${DATA_400}${CUSTOMER_GUARD_NOTE}`,
        body: companySignUpSchema,
        response: { 201: companySchema, ...refusals },
      },
    },
    async (req, reply) => reply.code(201).send(await companies.signUp(me(req), req.body, clock())),
  );

  app.post(
    '/sapi/company-invitations/accept',
    {
      schema: {
        tags: TAGS,
        operationId: 'acceptCompanyInvitation',
        summary: "Accept a company's invitation",
        security: CUSTOMER,
        description: `The token of the invitation mail. Only the account whose e-mail was invited may accept: another account gets 403 INVITATION_OTHER_MAIL (the link stays usable for its owner). 404 INVITATION_INVALID for an unknown, used or expired link, or a membership removed meanwhile. The link works once.${CUSTOMER_GUARD_NOTE}`,
        body: invitationAcceptSchema,
        response: { 200: invitationAcceptedSchema, 400: errorBodySchema, ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req) => companies.accept(me(req), req.body.token, clock()),
  );

  app.get(
    '/sapi/companies/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getMyCompany',
        summary: 'A company with its members, plates and cost centres',
        security: CUSTOMER,
        description: `${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: companyIdParams,
        response: { 200: companyDetailSchema, 400: errorBodySchema, ...CUSTOMER_GUARD_REFUSALS },
      },
    },
    async (req) => companies.detailForAdmin(me(req).id, req.params.id),
  );

  app.put(
    '/sapi/companies/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateMyCompany',
        summary: "Change the company's invoice data",
        security: CUSTOMER,
        description: `Address, VAT ID, buyer reference, invoice mail and one invoice per company or per cost centre.${DATA_400}${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: companyIdParams,
        body: companyUpdateSchema,
        response: { 200: companySchema, ...refusals },
      },
    },
    async (req) => companies.updateByAdmin(me(req).id, req.params.id, req.body),
  );

  app.post(
    '/sapi/companies/:id/members',
    {
      config: { limit: 'companyInvite' },
      schema: {
        tags: TAGS,
        operationId: 'inviteCompanyMember',
        summary: 'Invite a member by e-mail',
        security: CUSTOMER,
        description: `Sends an invitation mail with a single-use link (valid 7 days) to the e-mail. A second invitation of an e-mail that has not accepted yet refreshes the first (new role and cost centre; the older link dies). 400 INVALID_MAIL; 404 COST_CENTRE_NOT_FOUND for a default cost centre the company has not (or archived); 409 COMPANY_MEMBER_ACTIVE when the e-mail is a member already; 429 LINK_LIMIT after 3 links to one member in an hour; 429 RATE_LIMITED beyond RATE_LIMIT_COMPANY_INVITE a minute.${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: companyIdParams,
        body: companyInviteSchema,
        response: { 201: companyMemberSchema, ...refusals, 429: errorBodySchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await companies.invite(me(req).id, req.params.id, req.body, clock())),
  );

  app.put(
    '/sapi/companies/:id/members/:memberId',
    {
      schema: {
        tags: TAGS,
        operationId: 'setCompanyMemberRole',
        summary: "Change a member's role",
        security: CUSTOMER,
        description: `409 COMPANY_LAST_ADMIN when the company's last active admin would become a member; 404 COMPANY_MEMBER_NOT_FOUND.${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: companyMemberParams,
        body: companyRoleUpdateSchema,
        response: { 200: companyMemberSchema, ...refusals },
      },
    },
    async (req) => companies.setRole(me(req).id, req.params.id, req.params.memberId, req.body.role),
  );

  app.delete(
    '/sapi/companies/:id/members/:memberId',
    {
      schema: {
        tags: TAGS,
        operationId: 'removeCompanyMember',
        summary: 'Remove a member',
        security: CUSTOMER,
        description: `The member (or the open invitation) ends: no more booking on the company's account; their invitation link dies. The row stays for past invoices. 409 COMPANY_LAST_ADMIN for the last active admin; 404 COMPANY_MEMBER_NOT_FOUND.${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: companyMemberParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (req, reply) => {
      await companies.removeMember(me(req).id, req.params.id, req.params.memberId, clock());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sapi/companies/:id/plates',
    {
      schema: {
        tags: TAGS,
        operationId: 'addFleetPlate',
        summary: 'Add a plate to the fleet',
        security: CUSTOMER,
        description: `Normalised; matched by its plate key. A plate already in this fleet answers as it is. 400 LICENSE_PLATE_INVALID; 409 FLEET_PLATE_TAKEN when the plate is in another company's fleet.${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: companyIdParams,
        body: companyPlateInputSchema,
        response: { 201: companyPlateSchema, ...refusals },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await companies.addPlate(me(req).id, req.params.id, req.body.plate, clock())),
  );

  app.delete(
    '/sapi/companies/:id/plates/:plateId',
    {
      schema: {
        tags: TAGS,
        operationId: 'removeFleetPlate',
        summary: 'Remove a plate from the fleet',
        security: CUSTOMER,
        description: `404 FLEET_PLATE_NOT_FOUND.${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: companyPlateParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (req, reply) => {
      await companies.removePlate(me(req).id, req.params.id, req.params.plateId, clock());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sapi/companies/:id/cost-centres',
    {
      schema: {
        tags: TAGS,
        operationId: 'addCostCentre',
        summary: 'Add a cost centre',
        security: CUSTOMER,
        description: `409 COST_CENTRE_EXISTS when the company has one with this code (archived ones too).${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: companyIdParams,
        body: costCentreInputSchema,
        response: { 201: costCentreSchema, ...refusals },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await companies.addCostCentre(me(req).id, req.params.id, req.body, clock())),
  );

  app.put(
    '/sapi/companies/:id/cost-centres/:costCentreId',
    {
      schema: {
        tags: TAGS,
        operationId: 'renameCostCentre',
        summary: 'Rename a cost centre',
        security: CUSTOMER,
        description: `404 COST_CENTRE_NOT_FOUND (also for an archived one).${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: costCentreParams,
        body: costCentreRenameSchema,
        response: { 200: costCentreSchema, ...refusals },
      },
    },
    async (req) =>
      companies.renameCostCentre(me(req).id, req.params.id, req.params.costCentreId, req.body.name),
  );

  app.delete(
    '/sapi/companies/:id/cost-centres/:costCentreId',
    {
      schema: {
        tags: TAGS,
        operationId: 'archiveCostCentre',
        summary: 'Archive a cost centre',
        security: CUSTOMER,
        description: `Kept for past invoices, offered no more; members whose default it was get none. 404 COST_CENTRE_NOT_FOUND.${ADMIN_ONLY}${CUSTOMER_GUARD_NOTE}`,
        params: costCentreParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (req, reply) => {
      await companies.archiveCostCentre(me(req).id, req.params.id, req.params.costCentreId, clock());
      return reply.code(204).send(null);
    },
  );
};

const SECURITY = [{ operatorSession: [] }];
const SHOP_WIDE = ' Companies are shop-wide: an operator limited to sites gets 404 NOT_FOUND (ADR 065).';


/** The back office's companies (ADR 065): every role reads, staff and admins write; audited. */
export const companiesAdminRoutes: FastifyPluginAsyncZod<{
  companies: CompaniesAdminService;
  clock: () => Date;
}> = async (app, { companies, clock }) => {
  const read = { preValidation: [requireOperator('viewer'), requireEverySite] };
  const write = { preValidation: [requireOperator('staff'), requireEverySite] };
  const sink =
    (req: FastifyRequest): CompaniesAuditSink =>
    (entry, scope) =>
      audit(req, entry, scope.tx);
  const refusals = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  };

  app.get(
    '/api/admin/companies',
    {
      ...read,
      schema: {
        tags: ['admin'],
        operationId: 'adminListCompanies',
        summary: 'Companies',
        security: SECURITY,
        description: `By legal name; \`status\` filters, \`q\` searches the legal name and VAT ID. At most 500. Every role.${SHOP_WIDE}`,
        querystring: adminCompanyListQuerySchema,
        response: {
          200: adminCompanyListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req) => companies.list(req.query),
  );

  app.post(
    '/api/admin/companies',
    {
      ...write,
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateCompany',
        summary: 'Create a company (active at once)',
        security: SECURITY,
        description: `With the next free DATEV debitor account. Staff and admins; audited.${DATA_400}${SHOP_WIDE}`,
        body: adminCompanyInputSchema,
        response: { 201: companySchema, ...refusals },
      },
    },
    async (req, reply) => reply.code(201).send(await companies.create(req.body, clock(), sink(req))),
  );

  app.get(
    '/api/admin/companies/:id',
    {
      ...read,
      schema: {
        tags: ['admin'],
        operationId: 'adminGetCompany',
        summary: 'A company with its members, plates and cost centres',
        security: SECURITY,
        description: `404 COMPANY_NOT_FOUND. Every role.${SHOP_WIDE}`,
        params: companyIdParams,
        response: {
          200: companyDetailSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req) => companies.detail(req.params.id),
  );

  app.put(
    '/api/admin/companies/:id',
    {
      ...write,
      schema: {
        tags: ['admin'],
        operationId: 'adminUpdateCompany',
        summary: 'Change a company',
        security: SECURITY,
        description: `Its invoice data, payment means ('transfer' or 'sepa_b2b'), payment days and credit limit. Staff and admins; audited. 404 COMPANY_NOT_FOUND.${DATA_400}${SHOP_WIDE}`,
        params: companyIdParams,
        body: adminCompanyInputSchema,
        response: { 200: companySchema, ...refusals },
      },
    },
    async (req) => companies.update(req.params.id, req.body, sink(req)),
  );

  for (const action of ['approve', 'suspend', 'reactivate'] as const) {
    app.post(
      `/api/admin/companies/:id/${action}`,
      {
        ...write,
        schema: {
          tags: ['admin'],
          operationId: `admin${action[0].toUpperCase()}${action.slice(1)}Company`,
          summary: {
            approve: 'Approve a pending company',
            suspend: 'Suspend a company',
            reactivate: 'Reactivate a suspended company',
          }[action],
          security: SECURITY,
          description: `approve: pending → active; suspend: pending or active → suspended (no booking on account, no fleet exit); reactivate: suspended → active. 409 COMPANY_STATUS_INVALID from another status; 404 COMPANY_NOT_FOUND. Staff and admins; audited.${SHOP_WIDE}`,
          params: companyIdParams,
          response: { 200: companySchema, ...refusals },
        },
      },
      async (req) => companies.setStatus(req.params.id, action, clock(), sink(req)),
    );
  }
};
