import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  datevQuerySchema,
  exportKinds,
  exportPeriodQuerySchema,
  MAX_EXPORT_DAYS,
} from '../../../shared/schemas/admin';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireOperator } from '../../platform/backoffice/guard';
import { siteScopeOf } from '../../platform/backoffice/site-scope';
import { guardOperatorRoutes } from '../../platform/operators/guard';
import type { OperatorGate } from '../../platform/operators/gate';
import type { ExportFile, ExportService } from './service';
import { audit, type AuditActor } from '../../platform/audit/audit';
import { mediaResponse } from '../../platform/http/openapi';

const CSV_TEXT: Record<(typeof exportKinds)[number], string> = {
  bookings:
    'Bookings created in the period (by creation day): product, period, status, price, contact, plate, payment, bill number.',
  payments: 'Payments started in the period: provider, method, amount, status, paid at, bill number.',
  bills:
    'Bills and credit notes closed in the period (credit notes with negative amounts): net, VAT rate, VAT, gross.',
};

const SITE_NOTE =
  "`site` narrows the file to one site's rows; an operator limited to sites gets only theirs (404 NOT_FOUND for another or an unknown site).";

const FORMAT_NOTE = `\`;\`-separated, decimal comma, UTF-8 with BOM, CRLF, times in the shop's time zone (docs/operations/exports.md). \`from\`/\`to\` are calendar days in the shop's time zone, both included, at most ${MAX_EXPORT_DAYS} days (400 PERIOD_INVALID otherwise).`;

function send(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType)
    .send(Readable.from(file.body));
}

/**
 * The export routes under a prefix (/api/operator or /api/admin), each behind its guard: the
 * machine API's Bearer token or an operator session (ADR 024). One definition for both, so a
 * script and the back office get the same files.
 */
export function registerExportRoutes(
  app: FastifyInstance,
  opts: {
    prefix: '/api/operator' | '/api/admin';
    /** operationId prefix: `operator` or `admin`. */
    idPrefix: string;
    security: string;
    tag: string;
    authNote: string;
    exports: ExportService;
    clock: () => Date;
    guard?: preValidationHookHandler;
    /** Who the audit entry names when no operator session is behind the call (the token). */
    auditActor?: AuditActor;
  },
) {
  // An export hands personal data (names, e-mails, plates) out of the shop: who took which
  // file for which period goes into the audit log, though nothing in the shop changes.
  const recordExport = (req: FastifyRequest, kind: string, period: Record<string, string>) =>
    audit(req, {
      action: `export.${kind}`,
      entity: 'export',
      entityId: kind,
      after: period,
      actor: opts.auditActor,
    });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  for (const kind of exportKinds) {
    r.get(
      `${opts.prefix}/exports/${kind}.csv`,
      {
        config: { limit: 'exports' },
        // The session guard runs before validation: no session is a 401 whatever the query says.
        ...(opts.guard ? { preValidation: opts.guard } : {}),
        schema: {
          operationId: `${opts.idPrefix}Export${cap(kind)}Csv`,
          summary: `${cap(kind)} of a period as CSV`,
          tags: [opts.tag],
          security: [{ [opts.security]: [] }],
          description: `${CSV_TEXT[kind]} ${FORMAT_NOTE} A shop with several sites adds a last column Standort (the site id; empty for a product valid at several sites). ${SITE_NOTE} ${opts.authNote}`,
          querystring: exportPeriodQuerySchema,
          response: {
            200: mediaResponse('CSV file (UTF-8 with BOM)', { 'text/csv': z.string() }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        const { from, to, site } = req.query;
        const file = opts.exports.csv(kind, from, to, siteScopeOf(req.operator, site));
        await recordExport(req, kind, { from, to, ...(site ? { site } : {}) });
        return send(reply, file);
      },
    );
  }
  r.get(
    `${opts.prefix}/exports/datev.csv`,
    {
      config: { limit: 'exports' },
      // The session guard runs before validation: no session is a 401 whatever the query says.
      ...(opts.guard ? { preValidation: opts.guard } : {}),
      schema: {
        operationId: `${opts.idPrefix}ExportDatev`,
        summary: "A month's sales as a DATEV Buchungsstapel",
        tags: [opts.tag],
        security: [{ [opts.security]: [] }],
        description: `The month's bills and credit notes (by closing day) as a DATEV EXTF Buchungsstapel (version 700, category 21) for the tax adviser: one line per document, gross amount between the debit account and the revenue account of its VAT rate; credit notes with H. Numbers, accounts and encoding (Windows-1252 by default) from \`accounting.datev\` in the shop config; 409 ACCOUNTING_NOT_CONFIGURED without it or for a VAT rate without an account. Once a site has a cost centre (\`sites[].costCentre\`), each line carries its site's in KOST1 (column 37; empty for a product valid at several sites). ${SITE_NOTE} ${opts.authNote}`,
        querystring: datevQuerySchema,
        response: {
          200: mediaResponse('DATEV EXTF file (Windows-1252 or UTF-8, by `accounting.datev.encoding`)', {
            'text/csv': z.string(),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { month, site } = req.query;
      const file = await opts.exports.datev(month, opts.clock(), siteScopeOf(req.operator, site));
      await recordExport(req, 'datev', { month, ...(site ? { site } : {}) });
      return send(reply, file);
    },
  );
}

const AUTH_NOTE =
  'Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), 421 WRONG_HOST under a foreign Host name.';

/** The exports on the machine API: the back office has its own, this one stays for the accountant's scripts. */
export const exportOperatorRoutes: FastifyPluginAsyncZod<{
  operator: OperatorGate;
  exports: ExportService;
  clock: () => Date;
}> = async (app, { operator, exports, clock }) => {
  guardOperatorRoutes(app, operator);
  registerExportRoutes(app, {
    prefix: '/api/operator',
    idPrefix: 'operator',
    security: 'operatorToken',
    tag: 'operator',
    authNote: AUTH_NOTE,
    exports,
    clock,
    auditActor: { kind: 'token' },
  });
};

/** The same exports in the back office (operator session; viewers may export: reading only). */
export const exportAdminRoutes: FastifyPluginAsyncZod<{ exports: ExportService; clock: () => Date }> = async (
  app,
  { exports, clock },
) => {
  registerExportRoutes(app, {
    prefix: '/api/admin',
    idPrefix: 'admin',
    security: 'operatorSession',
    tag: 'admin',
    authNote: 'Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).',
    exports,
    clock,
    guard: requireOperator('viewer'),
  });
};
