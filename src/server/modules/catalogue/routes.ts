import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueImportBodySchema,
  catalogueResponseSchema,
  catalogueSettingsBodySchema,
  revisionBodySchema,
  revisionQuerySchema,
  siteBodySchema,
  siteIdParamsSchema,
  tariffScheduleBodySchema,
  tariffVersionParamsSchema,
  tariffVersionSchema,
  templateCreateBodySchema,
  templateIdParamsSchema,
  templateUpdateBodySchema,
} from '../../../shared/schemas/admin-catalogue';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireOperator } from '../../platform/backoffice/guard';
import type { AuditSink, CatalogueService } from './service';
import { audit } from '../../platform/audit/audit';
import { BODY_LIMITS } from '../../platform/http/body-limits';

const SECURITY = [{ operatorSession: [] }];
const WRITE_NOTE =
  'Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.';
const writeResponses = {
  200: catalogueResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The catalogue in the back office (ADR 025): every role reads, admins write. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  const sink =
    (req: FastifyRequest): AuditSink =>
    (entry, tx) =>
      audit(req, entry, tx);
  const read = { preValidation: requireOperator('viewer') };
  const write = { preValidation: requireOperator('admin'), bodyLimit: BODY_LIMITS.catalogueWrite };

  app.get(
    '/api/admin/catalogue',
    {
      ...read,
      schema: {
        operationId: 'adminGetCatalogue',
        summary: 'The catalogue',
        tags: ['admin'],
        security: SECURITY,
        description:
          'The revision, the config document (tariffs in force now), retired templates, every tariff version with its state, and which settings need a restart. Every role.',
        response: { 200: catalogueResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => catalogue.view(),
  );

  app.get(
    '/api/admin/catalogue/export',
    {
      ...read,
      schema: {
        operationId: 'adminExportCatalogue',
        summary: 'The catalogue as a config file',
        tags: ['admin'],
        security: SECURITY,
        description:
          'The document in the SHOP_CONFIG format (tariffs in force now), as a download; the import and SHOP_CONFIG take it back. Every role.',
        response: { 200: z.record(z.string(), z.unknown()), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (_req, reply) => {
      reply.header('content-disposition', 'attachment; filename="shop-config.json"');
      return catalogue.exportDocument() as unknown as Record<string, unknown>;
    },
  );

  app.put(
    '/api/admin/catalogue/settings',
    {
      ...write,
      schema: {
        operationId: 'adminUpdateCatalogueSettings',
        summary: 'Change the shop settings',
        tags: ['admin'],
        security: SECURITY,
        description: `Shop name, hold minutes, customer shop on/off, renewal (pay by plate) on/off and the walk-in settings (its tariff through the tariff calls of \`walk-in\`), the booking cap, the styling (website name, header, footer, navigation pages, the logo \`logoUrl\` and the ticket texts \`ticket.entryExit\` and \`ticket.conditions\`, ADR 046). Absent fields stay. A logo that is not an https:// URL or a path such as /logo.png answers 400 LOGO_URL_INVALID; a ticket text over 300 characters or 6 lines in a language 400 TICKET_TEXT_TOO_LONG. The audit entry holds the changed fields before and after. ${WRITE_NOTE}`,
        body: catalogueSettingsBodySchema,
        response: writeResponses,
      },
    },
    async (req) => catalogue.updateSettings(req.body, sink(req)),
  );

  app.post(
    '/api/admin/catalogue/templates',
    {
      ...write,
      schema: {
        operationId: 'adminCreateTemplate',
        summary: 'Create a template',
        tags: ['admin'],
        security: SECURITY,
        description: `A template in the config format (id, type, name, ..., tariff: its version 1, in force at once). An id of a retired template is refused. ${WRITE_NOTE}`,
        body: templateCreateBodySchema,
        response: writeResponses,
      },
    },
    async (req) => catalogue.createTemplate(req.body.baseRevision, req.body.template, sink(req)),
  );

  app.put(
    '/api/admin/catalogue/templates/:id',
    {
      ...write,
      schema: {
        operationId: 'adminUpdateTemplate',
        summary: 'Change a template',
        tags: ['admin'],
        security: SECURITY,
        description: `The whole template in the config format; its id and tariff stay (tariffs change through versions). 404 TEMPLATE_NOT_FOUND. ${WRITE_NOTE}`,
        params: templateIdParamsSchema,
        body: templateUpdateBodySchema,
        response: writeResponses,
      },
    },
    async (req) =>
      catalogue.updateTemplate(req.body.baseRevision, req.params.id, req.body.template, sink(req)),
  );

  app.post(
    '/api/admin/catalogue/templates/:id/retire',
    {
      ...write,
      schema: {
        operationId: 'adminRetireTemplate',
        summary: 'Retire a template',
        tags: ['admin'],
        security: SECURITY,
        description: `Hides the template from the shop; its bookings keep their bills, tickets and mails. 404 TEMPLATE_NOT_FOUND; the last template cannot go (400). ${WRITE_NOTE}`,
        params: templateIdParamsSchema,
        body: revisionBodySchema,
        response: writeResponses,
      },
    },
    async (req) => catalogue.retireTemplate(req.body.baseRevision, req.params.id, sink(req)),
  );

  app.post(
    '/api/admin/catalogue/sites',
    {
      ...write,
      schema: {
        operationId: 'adminCreateSite',
        summary: 'Create a site (car park)',
        tags: ['admin'],
        security: SECURITY,
        description: `A site in the config format (id, name, entrance, openingHours, contact, parking: the walk-in settings with their tariff, version 1 under \`walk-in@{id}\`, in force at once; timeZone, costCentre). A second site makes every product name its sites (\`siteIds\`). ${WRITE_NOTE}`,
        body: siteBodySchema,
        response: writeResponses,
      },
    },
    async (req) => catalogue.createSite(req.body.baseRevision, req.body.site, sink(req)),
  );

  app.put(
    '/api/admin/catalogue/sites/:id',
    {
      ...write,
      schema: {
        operationId: 'adminUpdateSite',
        summary: 'Change a site',
        tags: ['admin'],
        security: SECURITY,
        description: `The whole site in the config format; its id and walk-in tariff stay (that tariff changes through the tariff calls of \`walk-in@{id}\`, \`walk-in\` for the site \`main\`). 404 SITE_NOT_FOUND. ${WRITE_NOTE}`,
        params: siteIdParamsSchema,
        body: siteBodySchema,
        response: writeResponses,
      },
    },
    async (req) => catalogue.updateSite(req.body.baseRevision, req.params.id, req.body.site, sink(req)),
  );

  app.delete(
    '/api/admin/catalogue/sites/:id',
    {
      ...write,
      schema: {
        operationId: 'adminDeleteSite',
        summary: 'Delete a site',
        tags: ['admin'],
        security: SECURITY,
        description: `404 SITE_NOT_FOUND. The last site, or a site a product still names, is refused with 409 SITE_IN_USE (\`details.templateIds\` names the products). Its parking stays, devices and tariff versions keep their rows. \`baseRevision\` in the query. ${WRITE_NOTE}`,
        params: siteIdParamsSchema,
        querystring: revisionQuerySchema,
        response: writeResponses,
      },
    },
    async (req) => catalogue.deleteSite(req.query.baseRevision, req.params.id, sink(req)),
  );

  app.get(
    '/api/admin/catalogue/templates/:id/tariffs',
    {
      ...read,
      schema: {
        operationId: 'adminListTariffVersions',
        summary: "A template's tariff versions",
        tags: ['admin'],
        security: SECURITY,
        description:
          'Past, current and scheduled versions; `walk-in` is the walk-in tariff (of the site `main`), `walk-in@{siteId}` that of another site. 404 TEMPLATE_NOT_FOUND. Every role.',
        params: templateIdParamsSchema,
        response: {
          200: z.array(tariffVersionSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req) => catalogue.tariffs(req.params.id),
  );

  app.post(
    '/api/admin/catalogue/templates/:id/tariffs',
    {
      ...write,
      schema: {
        operationId: 'adminScheduleTariff',
        summary: 'Schedule a new tariff',
        tags: ['admin'],
        security: SECURITY,
        description: `A new tariff version from \`validFrom\` (absent or past: at once). A booking is priced by the version in force when it is sold. 404 TEMPLATE_NOT_FOUND. ${WRITE_NOTE}`,
        params: templateIdParamsSchema,
        body: tariffScheduleBodySchema,
        response: writeResponses,
      },
    },
    async (req) => catalogue.scheduleTariff(req.body.baseRevision, req.params.id, req.body, sink(req)),
  );

  app.delete(
    '/api/admin/catalogue/templates/:id/tariffs/:version',
    {
      ...write,
      schema: {
        operationId: 'adminDeleteTariffVersion',
        summary: 'Delete a scheduled tariff',
        tags: ['admin'],
        security: SECURITY,
        description: `Only a version not yet in force (409 TARIFF_VERSION_PAST otherwise; 404 TARIFF_VERSION_NOT_FOUND). \`baseRevision\` in the query. ${WRITE_NOTE}`,
        params: tariffVersionParamsSchema,
        querystring: revisionQuerySchema,
        response: writeResponses,
      },
    },
    async (req) =>
      catalogue.deleteTariff(req.query.baseRevision, req.params.id, req.params.version, sink(req)),
  );

  app.post(
    '/api/admin/catalogue/import',
    {
      ...write,
      bodyLimit: BODY_LIMITS.catalogueImport,
      schema: {
        operationId: 'adminImportCatalogue',
        summary: 'Import a whole config document',
        tags: ['admin'],
        security: SECURITY,
        description: `Replaces the catalogue with a document in the SHOP_CONFIG format. Templates missing from it are retired; a changed tariff becomes a new version in force at once. Restart-only settings (\`restartOnly\`) are stored but apply at the next restart (\`pendingRestart\`). ${WRITE_NOTE}`,
        body: catalogueImportBodySchema,
        response: writeResponses,
      },
    },
    async (req) => catalogue.import(req.body.baseRevision, req.body.document, sink(req)),
  );
};
