import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  passLogBodySchema,
  passRegistrationBodySchema,
  passUpdatesSchema,
  walletLinksSchema,
} from '../../../shared/schemas/wallet';
import { mediaResponse } from '../../platform/http/openapi';
import type { WalletService } from './service';

const PKPASS = 'application/vnd.apple.pkpass';
const TAGS = ['wallet'];
const ticketParams = z.object({ permissionId: z.string().max(100), secret: z.string().max(200) });
const device = z.string().min(1).max(200);
const passType = z.string().min(1).max(200);
const serial = z.string().min(1).max(100);
const auth = z.object({ authorization: z.string().max(400).optional() });
const APPLE_AUTH =
  ' The phone authenticates with `Authorization: ApplePass <authenticationToken>` of the pass; 401 UNAUTHORIZED for a wrong or missing token, an unknown pass or pass type.';
const NOT_CONFIGURED = ' 404 WALLET_NOT_CONFIGURED when the shop has no Apple pass certificate.';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    '/api/ticket/:permissionId/:secret.pkpass',
    {
      config: { limit: 'pdf' },
      schema: {
        tags: TAGS,
        operationId: 'getApplePass',
        summary: 'The ticket as an Apple Wallet pass',
        description:
          'A signed `.pkpass` (pass.json, images, manifest.json, signature) of the ticket as it stands; a cancelled ticket gives a voided pass without barcode. 404 TICKET_NOT_FOUND for an unknown id or a wrong secret alike;' +
          NOT_CONFIGURED,
        params: ticketParams,
        response: { 200: mediaResponse('The pass', { [PKPASS]: z.string() }), 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      const { pkpass, ticketCode } = await wallet.applePass(req.params.permissionId, req.params.secret);
      return reply
        .type(PKPASS)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="ticket-${ticketCode}.pkpass"`)
        .send(pkpass as never);
    },
  );

  app.get(
    '/api/ticket/:permissionId/:secret/wallet',
    {
      config: { limit: 'pdf' },
      schema: {
        tags: TAGS,
        operationId: 'getWalletLinks',
        summary: 'Where the ticket can be added to a wallet',
        description:
          'The Apple pass download and the signed "Save to Google Wallet" link, each only where the shop is configured for it (empty without wallet keys). 404 TICKET_NOT_FOUND for an unknown id or a wrong secret alike.',
        params: ticketParams,
        response: { 200: walletLinksSchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return wallet.links(req.params.permissionId, req.params.secret);
    },
  );

  // ---- Apple's PassKit web service, at the pass's webServiceURL ----
  const base = '/api/wallet/apple/v1';

  app.post(
    `${base}/devices/:deviceId/registrations/:passTypeId/:serial`,
    {
      schema: {
        tags: TAGS,
        operationId: 'registerPassDevice',
        summary: 'A phone asks to hear of a pass’s changes',
        description: `201 for a new registration, 200 when the phone was registered already (its push token is updated).${APPLE_AUTH}${NOT_CONFIGURED}`,
        params: z.object({ deviceId: device, passTypeId: passType, serial }),
        headers: auth,
        body: passRegistrationBodySchema,
        response: { 200: z.object({}), 201: z.object({}), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      const { deviceId, passTypeId, serial: s } = req.params;
      const fresh = await wallet.register(
        deviceId,
        passTypeId,
        s,
        req.headers.authorization,
        req.body.pushToken,
      );
      return reply.code(fresh ? 201 : 200).send({});
    },
  );

  app.delete(
    `${base}/devices/:deviceId/registrations/:passTypeId/:serial`,
    {
      schema: {
        tags: TAGS,
        operationId: 'unregisterPassDevice',
        summary: 'A phone no longer holds the pass',
        description: `200 also when it was not registered.${APPLE_AUTH}${NOT_CONFIGURED}`,
        params: z.object({ deviceId: device, passTypeId: passType, serial }),
        headers: auth,
        response: { 200: z.object({}), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req) => {
      const { deviceId, passTypeId, serial: s } = req.params;
      await wallet.unregister(deviceId, passTypeId, s, req.headers.authorization);
      return {};
    },
  );

  app.get(
    `${base}/devices/:deviceId/registrations/:passTypeId`,
    {
      schema: {
        tags: TAGS,
        operationId: 'listUpdatedPasses',
        summary: 'The passes of a phone changed since a tag',
        description: `The serial numbers of the phone's passes of this type changed after \`passesUpdatedSince\` (all without it) and the tag to ask with next time; 204 when none.${NOT_CONFIGURED}`,
        params: z.object({ deviceId: device, passTypeId: passType }),
        querystring: z.object({ passesUpdatedSince: z.string().max(40).optional() }),
        response: { 200: passUpdatesSchema, 204: z.null(), 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      const { deviceId, passTypeId } = req.params;
      const updates = await wallet.updatedSince(deviceId, passTypeId, req.query.passesUpdatedSince);
      return updates ?? reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/passes/:passTypeId/:serial`,
    {
      config: { limit: 'pdf' },
      schema: {
        tags: TAGS,
        operationId: 'getLatestPass',
        summary: 'The latest version of a pass',
        description: `The pass as its ticket stands now, with Last-Modified; 304 when unchanged since If-Modified-Since.${APPLE_AUTH}${NOT_CONFIGURED}`,
        params: z.object({ passTypeId: passType, serial }),
        headers: auth.extend({ 'if-modified-since': z.string().max(100).optional() }),
        response: {
          200: mediaResponse('The pass', { [PKPASS]: z.string() }),
          304: z.null(),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const since = req.headers['if-modified-since'];
      const sinceDate = since && !Number.isNaN(Date.parse(since)) ? new Date(since) : null;
      const { passTypeId, serial: s } = req.params;
      const latest = await wallet.latest(passTypeId, s, req.headers.authorization, sinceDate);
      if (!latest) return reply.code(304).send(undefined as never);
      return reply
        .type(PKPASS)
        .header('cache-control', 'no-store')
        .header('last-modified', latest.lastModified.toUTCString())
        .send(latest.pkpass as never);
    },
  );

  app.post(
    `${base}/log`,
    {
      schema: {
        tags: TAGS,
        operationId: 'logPassErrors',
        summary: 'A phone reports problems with a pass',
        description: 'Written to the server log (warn); nothing is stored.',
        body: passLogBodySchema,
        response: { 200: z.object({}) },
      },
    },
    async (req) => {
      for (const line of req.body.logs) req.log.warn({ wallet: line.slice(0, 500) }, 'wallet pass log');
      return {};
    },
  );
};
