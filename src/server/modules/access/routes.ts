import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  operatorStayQuerySchema,
  stayListResponseSchema,
} from '../../../shared/schemas/access';
import { errorBodySchema } from '../../../shared/schemas/common';
import { DomainError } from '../../errors';
import { UUID_PATTERN } from '../../tickets/codes';
import { guardOperatorRoutes } from '../operator/guard';
import type { OperatorService } from '../operator/service';
import { deviceGuard } from './device-guard';
import type { AccessService } from './service';

const OPERATOR = [{ operatorToken: [] }];
const DEVICE = [{ deviceKey: [] }];
const DEVICE_NOTE =
  'Device call: `Authorization: Bearer <apiKey>` of an access device (401 without, or with a revoked key); rate-limited per key (RATE_LIMIT_ACCESS).';

/** The operator's side of the access system: devices and read-only views (issue 9). */
export const accessOperatorRoutes: FastifyPluginAsyncZod<{
  operator: OperatorService;
  access: AccessService;
  clock: () => Date;
}> = async (app, { operator, access, clock }) => {
  guardOperatorRoutes(app, operator);

  app.post(
    '/api/operator/access-devices',
    {
      schema: {
        operationId: 'createAccessDevice',
        summary: 'Register an access device',
        description:
          'Registers a plate camera, barrier or pay station. The answer carries its API key this one time; only its SHA-256 is stored. `direction` limits what the device may send: an `entry` device sending an exit read or asking for an exit answers 403 DEVICE_DIRECTION_NOT_ALLOWED.',
        tags: ['access'],
        security: OPERATOR,
        body: accessDeviceCreateSchema,
        response: { 201: accessDeviceCreatedSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await access.createDevice(req.body, clock())),
  );

  app.get(
    '/api/operator/access-devices',
    {
      schema: {
        operationId: 'listAccessDevices',
        summary: 'List access devices',
        description: 'All devices, newest first, revoked ones included; never their keys.',
        tags: ['access'],
        security: OPERATOR,
        response: { 200: accessDeviceListSchema, 401: errorBodySchema },
      },
    },
    async () => access.listDevices(),
  );

  app.delete(
    '/api/operator/access-devices/:id',
    {
      schema: {
        operationId: 'revokeAccessDevice',
        summary: 'Revoke an access device',
        description:
          'Its key answers 401 from now on (at once, on every instance). Revoking again changes nothing. 404 ACCESS_DEVICE_NOT_FOUND.',
        tags: ['access'],
        security: OPERATOR,
        params: z.object({ id: z.string().max(100) }),
        response: { 204: z.null().describe('Revoked'), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      if (!UUID_PATTERN.test(req.params.id)) {
        throw new DomainError('ACCESS_DEVICE_NOT_FOUND', 'No such access device');
      }
      await access.revokeDevice(req.params.id, clock());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/operator/stays',
    {
      schema: {
        operationId: 'listParkingStays',
        summary: 'List parking stays',
        description:
          'Stays by state, newest entry first, paged (page from 0): `open` (inside), `exit-missed` (a later entry closed it without an exit read), `unpaid-after-exit` (left with nothing, or too little, paid past the free minutes).',
        tags: ['access'],
        security: OPERATOR,
        querystring: operatorStayQuerySchema,
        response: { 200: stayListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req) => access.stays(req.query),
  );

  app.get(
    '/api/operator/access-decisions',
    {
      schema: {
        operationId: 'listAccessDecisions',
        summary: 'List barrier decisions',
        description: 'Every barrier decision with its reason, newest first, paged (page from 0).',
        tags: ['access'],
        security: OPERATOR,
        querystring: decisionListQuerySchema,
        response: { 200: decisionListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req) => access.decisions(req.query.page, req.query.limit),
  );
};

/** The devices' side: plate reads, barrier questions and the offline allowlist (issue 9). */
export const accessDeviceRoutes: FastifyPluginAsyncZod<{ access: AccessService; clock: () => Date }> = async (
  app,
  { access, clock },
) => {
  app.decorateRequest('accessDevice', null);
  // preValidation, not onRequest: the route's rate limit runs at onRequest, and a guard before it
  // would answer 401s uncounted (a key-guessing loop would cost one lookup each, unlimited).
  app.addHook('preValidation', deviceGuard(access, clock));

  app.post(
    '/api/access/events',
    {
      schema: {
        operationId: 'postAccessEvent',
        summary: 'Send a plate read',
        description: `One plate read of a camera. Idempotent by \`eventId\` (unique per device): a replay answers as the first time with \`duplicate: true\`; the same id with another body answers 409 ACCESS_EVENT_CONFLICT. Send buffered reads late and in any order: stays are built by \`occurredAt\`. A read more than 5 minutes in the future is refused (400). ${DEVICE_NOTE}`,
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
        description: `Exit: allowed with a paid permission carrying the plate, a stay paid up to now or later, or within the free minutes after entry; else refused (\`unpaid\`, \`no-stay\`). Entry: refused only when the walk-in places are full (\`full\`); permission and reservation holders always enter. \`displayText\` is for the barrier's display, in the shop language. Every answer is logged. ${DEVICE_NOTE}`,
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
        description: `Without \`since\`: every plate with a paid permission or paid stay valid now or later (\`full: true\`). With the \`cursor\` of the last answer as \`since\`: only plates changed since, each with ALL its current entries (replace that plate's local entries), or one entry with \`revoked: true\` when none is left. An unknown cursor answers the full list. Drop entries whose \`validUntil\` has passed. ${DEVICE_NOTE}`,
        tags: ['access'],
        security: DEVICE,
        querystring: allowlistQuerySchema,
        response: { 200: allowlistResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req) => access.allowlist(req.query.since, clock()),
  );
};
