import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessAuthorizeSchema,
  accessDecisionSchema,
  accessDeviceCreatedSchema,
  accessDeviceCreateSchema,
  accessDeviceListSchema,
  accessEventResultSchema,
  accessEventSchema,
  allowlistQuerySchema,
  allowlistResponseSchema,
  decisionListQuerySchema,
  decisionListResponseSchema,
  ignoredReadListSchema,
  ignoredReadQuerySchema,
  operatorStayQuerySchema,
  stayListResponseSchema,
  staySummarySchema,
  UNPAID_CANDIDATE_CAP,
} from '../../../shared/schemas/access';
import type { OperatorRole } from '../../../shared/schemas/admin';
import { closeStayRequestSchema } from '../../../shared/schemas/admin-parking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireOperator } from '../../platform/backoffice/guard';
import { guardOperatorRoutes } from '../../platform/operators/guard';
import type { OperatorGate } from '../../platform/operators/gate';
import { deviceGuard } from '../../platform/devices/guard';
import type { AccessAdminService } from './access-admin';
import type { DeviceService } from './devices';
import type { AccessService } from './service';
import { requireVisible, siteScopeOf } from '../../platform/backoffice/site-scope';
import { siteQueryParam } from '../../../shared/schemas/site-query';
import { audit, type AuditInTx } from '../../platform/audit/audit';

const DEVICE = [{ deviceKey: [] }];
const DEVICE_NOTE =
  'Device call: `Authorization: Bearer <apiKey>` of an access device (401 without, or with a revoked key); rate-limited per key (RATE_LIMIT_ACCESS).';

/** `createAccessDevice` on the token API, `adminCreateAccessDevice` in the back office. */
const opId = (idPrefix: string, name: string) =>
  idPrefix === '' ? name : idPrefix + name[0].toUpperCase() + name.slice(1);

/**
 * The operator's side of the access system under a prefix: /api/operator (Bearer token)
 * and /api/admin (back-office session). One service, the same shapes; the back office
 * guards each route by role (reads: any role; writes: staff), the token API the whole plugin.
 * Every write is audited in its own transaction (the token API as actor `token`).
 */
export function registerAccessOperatorRoutes(
  app: FastifyInstance,
  opts: {
    prefix: '/api/operator' | '/api/admin';
    idPrefix: '' | 'admin';
    security: string;
    tag: string;
    authNote: string;
    devices: DeviceService;
    admin: AccessAdminService;
    clock: () => Date;
    /** The back office's per-route guard (absent: the plugin guards every route). */
    guard?: (minRole: OperatorRole) => preValidationHookHandler;
  },
) {
  const { prefix, devices, admin, clock } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ [opts.security]: [] }];
  const tags = [opts.tag];
  // The session guard runs before validation: no session is a 401 whatever the input says.
  const guarded = (minRole: OperatorRole) => (opts.guard ? { preValidation: opts.guard(minRole) } : {});
  // One object's call: 404 for an object of a site outside the operator's (ADR 060), after the guard.
  const guardedOn = (minRole: OperatorRole, visible: Parameters<typeof requireVisible>[0]) =>
    opts.guard ? { preValidation: [opts.guard(minRole), requireVisible(visible)] } : {};
  const writeNote = opts.guard ? ' Staff or admin (a viewer gets 403 FORBIDDEN_ROLE).' : '';
  const refusals = { 401: errorBodySchema, 403: errorBodySchema };
  // Who the audit entry names: the session's operator, or the machine token.
  const actor = opts.guard ? undefined : ({ kind: 'token' } as const);
  const recorder =
    (req: FastifyRequest): AuditInTx =>
    (tx, entry) =>
      audit(req, { ...entry, actor }, tx);

  r.post(
    `${prefix}/access-devices`,
    {
      ...guarded('staff'),
      schema: {
        operationId: opId(opts.idPrefix, 'createAccessDevice'),
        summary: 'Register an access device',
        description: `Registers a plate camera, barrier or pay station. The answer carries its API key this one time; only its SHA-256 is stored (never in the audit log). \`direction\` limits what the device may send: an \`entry\` device sending an exit read or asking for an exit answers 403 DEVICE_DIRECTION_NOT_ALLOWED. \`siteId\` is the car park whose gate it serves: required in a shop of several car parks, the one car park when left out in a shop of one; a car park the shop does not have answers 400 SITE_UNKNOWN.${writeNote} ${opts.authNote}`,
        tags,
        security,
        body: accessDeviceCreateSchema,
        response: { 201: accessDeviceCreatedSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      // A device at a site outside the operator's: 404, as the site would be for them (ADR 060).
      const siteId = (req.body as { siteId?: string }).siteId;
      if (siteId !== undefined) siteScopeOf(req.operator, siteId);
      return reply.code(201).send(await devices.createDevice(req.body, clock(), recorder(req)));
    },
  );

  r.get(
    `${prefix}/access-devices`,
    {
      ...guarded('viewer'),
      schema: {
        operationId: opId(opts.idPrefix, 'listAccessDevices'),
        summary: 'List access devices',
        description: `All devices, newest first, revoked ones included; never their keys. ${opts.authNote}`,
        tags,
        security,
        querystring: z.object({ site: siteQueryParam }),
        response: { 200: accessDeviceListSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (req) => devices.listDevices(siteScopeOf(req.operator, req.query.site)),
  );

  r.delete(
    `${prefix}/access-devices/:id`,
    {
      ...guardedOn('staff', (id, scope) => devices.visibleDevice(id, scope)),
      schema: {
        operationId: opId(opts.idPrefix, 'revokeAccessDevice'),
        summary: 'Revoke an access device',
        description: `Its key answers 401 from now on (at once, on every instance). Revoking again changes nothing. 404 ACCESS_DEVICE_NOT_FOUND.${writeNote} ${opts.authNote}`,
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 204: z.null().describe('Revoked'), ...refusals, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      await devices.revokeDevice(req.params.id, clock(), recorder(req));
      return reply.code(204).send(null);
    },
  );

  r.get(
    `${prefix}/stays`,
    {
      ...guarded('viewer'),
      schema: {
        operationId: opId(opts.idPrefix, 'listParkingStays'),
        summary: 'List parking stays',
        description: `Stays of one list, filtered by plate prefix and period (overlap), sorted (id as tie-break) and paged from 0: \`open\` (inside), \`exit-missed\` (a later entry closed it without an exit read, or the jobs did after parking.staleStayHours: closure by \`system\`, reason \`exit-missed\`), \`closed-by-operator\` (closed by hand), \`unpaid-after-exit\` (left owing money: priced by the walk-in tariff up to the exit minus what was paid; \`amountDueCents\` is the debt; only the newest ${UNPAID_CANDIDATE_CAP} candidates are priced, \`capped\` says when there were more). Each stay carries its walk-in price and what it owes. 400 PERIOD_INVALID. ${opts.authNote}`,
        tags,
        security,
        querystring: operatorStayQuerySchema,
        response: { 200: stayListResponseSchema, 400: errorBodySchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.stays(req.query, clock(), siteScopeOf(req.operator, req.query.site));
    },
  );

  r.post(
    `${prefix}/stays/:id/close`,
    {
      ...guardedOn('staff', (id, scope) => admin.visibleStay(id, scope)),
      schema: {
        operationId: opId(opts.idPrefix, 'closeParkingStay'),
        summary: 'Close an open stay by hand',
        description: `For a car that left without its exit being read (it holds a walk-in place until closed): the stay becomes \`closed-by-operator\` with the reason; a later exit read of the plate still closes it as \`closed\`. 404 PARKING_STAY_NOT_FOUND; 409 STAY_NOT_OPEN.${writeNote} ${opts.authNote}`,
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        body: closeStayRequestSchema,
        response: {
          200: staySummarySchema,
          400: errorBodySchema,
          ...refusals,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => {
      const who = req.operator
        ? { operatorId: req.operator.id, name: req.operator.username }
        : { operatorId: null, name: 'token' };
      return admin.closeStay(req.params.id, req.body.reason, who, clock(), recorder(req));
    },
  );

  r.get(
    `${prefix}/ignored-reads`,
    {
      ...guarded('viewer'),
      schema: {
        operationId: opId(opts.idPrefix, 'listIgnoredAccessReads'),
        summary: 'List plate reads kept but not used',
        description: `Plate reads stamped more than parking.maxReadAgeHours (default 72) before the shop's clock when they arrived: stored with their device, but they made no stay and no debt (\`reason: too-old\`; check that device's clock). Newest arrival first, paged from 0. ${opts.authNote}`,
        tags,
        security,
        querystring: ignoredReadQuerySchema,
        response: { 200: ignoredReadListSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.ignoredReads(req.query, siteScopeOf(req.operator, req.query.site));
    },
  );

  r.get(
    `${prefix}/access-decisions`,
    {
      ...guarded('viewer'),
      schema: {
        operationId: opId(opts.idPrefix, 'listAccessDecisions'),
        summary: 'List barrier decisions',
        description: `Every barrier decision with its reason and device, filtered by plate prefix, direction, allowed, reason, device and period (\`from\` inclusive, \`to\` exclusive), by decision time (newest first by default), paged from 0. 400 PERIOD_INVALID. ${opts.authNote}`,
        tags,
        security,
        querystring: decisionListQuerySchema,
        response: {
          200: decisionListResponseSchema,
          400: errorBodySchema,
          ...refusals,
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.decisions(req.query, siteScopeOf(req.operator, req.query.site));
    },
  );
}

/** The machine API (Bearer OPERATOR_TOKEN), for scripts. */
export const accessOperatorRoutes: FastifyPluginAsyncZod<{
  operator: OperatorGate;
  devices: DeviceService;
  admin: AccessAdminService;
  clock: () => Date;
}> = async (app, { operator, devices, admin, clock }) => {
  guardOperatorRoutes(app, operator);
  registerAccessOperatorRoutes(app, {
    prefix: '/api/operator',
    idPrefix: '',
    security: 'operatorToken',
    tag: 'access',
    authNote: 'Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).',
    devices,
    admin,
    clock,
  });
};

/** The back office's parking screens (operator session; reads: any role, writes: staff). */
export const accessAdminRoutes: FastifyPluginAsyncZod<{
  devices: DeviceService;
  admin: AccessAdminService;
  clock: () => Date;
}> = async (app, { devices, admin, clock }) => {
  registerAccessOperatorRoutes(app, {
    prefix: '/api/admin',
    idPrefix: 'admin',
    security: 'operatorSession',
    tag: 'admin',
    authNote:
      'Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); writes need X-CSRF-Token.',
    devices,
    admin,
    clock,
    guard: requireOperator,
  });
};

/** The devices' side: plate reads, barrier questions and the offline allowlist. */
export const accessDeviceRoutes: FastifyPluginAsyncZod<{
  devices: DeviceService;
  access: AccessService;
  clock: () => Date;
}> = async (app, { devices, access, clock }) => {
  app.decorateRequest('accessDevice', null);
  // preValidation, not onRequest: the route's rate limit runs at onRequest, and a guard before it
  // would answer 401s uncounted (a key-guessing loop would cost one lookup each, unlimited).
  app.addHook('preValidation', deviceGuard(devices, clock));

  app.post(
    '/api/access/events',
    {
      schema: {
        operationId: 'postAccessEvent',
        summary: 'Send a plate read',
        description: `One plate read of a camera. Idempotent by \`eventId\` (unique per device): a replay answers as the first time with \`duplicate: true\`; the same id with another body answers 409 ACCESS_EVENT_CONFLICT. Send buffered reads late and in any order: stays are built by \`occurredAt\`. A read more than 5 minutes in the future is refused (400); a read stamped more than parking.maxReadAgeHours (default 72) before the shop's clock is stored but makes no stay and no debt, and answers \`ignored: "too-old"\`. ${DEVICE_NOTE}`,
        tags: ['access'],
        security: DEVICE,
        body: accessEventSchema,
        response: {
          200: accessEventResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => access.recordEvent(req.accessDevice!, req.body, clock()),
  );

  app.post(
    '/api/access/authorize',
    {
      schema: {
        operationId: 'authorizeAccess',
        summary: 'Ask whether a plate may pass',
        description: `Exit: allowed with a paid permission carrying the plate (when the stay began before the permission's start less parking.earlyArrivalMinutes, only once that earlier time is paid), a stay paid up to now or later, or within the free minutes after entry; else refused (\`unpaid\` with the amount owed in \`displayText\`, \`no-stay\`). Entry: refused only when the walk-in places are full (\`full\`); permission and reservation holders always enter. \`displayText\` is for the barrier's display, in the shop language. Every answer is logged. ${DEVICE_NOTE}`,
        tags: ['access'],
        security: DEVICE,
        body: accessAuthorizeSchema,
        response: {
          200: accessDecisionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (req) => access.authorize(req.accessDevice!, req.body, clock()),
  );

  app.get(
    '/api/access/allowlist',
    {
      schema: {
        operationId: 'getAccessAllowlist',
        summary: 'Plates that may pass, for offline decisions',
        description: `Without \`since\`: every plate with a paid permission or paid stay valid now or later (\`full: true\`). With the \`cursor\` of the last answer as \`since\`: only plates changed since, each with ALL its current entries (replace that plate's local entries), or one entry with \`revoked: true\` when none is left. An unknown cursor answers the full list. In a shop of several car parks the list is the device's own car park's: permits of products valid there and stays paid there. Drop entries whose \`validUntil\` has passed. ${DEVICE_NOTE}`,
        tags: ['access'],
        security: DEVICE,
        querystring: allowlistQuerySchema,
        response: { 200: allowlistResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req) => access.allowlist(req.query.since, clock(), req.accessDevice!.siteId),
  );
};
