import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  permissionFindRequestSchema,
  permissionFindResponseSchema,
  permissionPayRequestSchema,
  permissionPayResponseSchema,
  renewalCheckoutSchema,
  renewalNothingOwedSchema,
} from '../../../shared/schemas/renewal';
import { currentSession, currentSessionId, writeSessionToken } from '../../platform/customers/session-cookie';
import type { NothingOwed, PayByPlateService } from './service';
import { clientAddress } from '../../platform/http/client-address';

/**
 * The last pay's "nothing owed" answer, for /checkout/renew (no booking exists to point the
 * session at). It carries no authority: it only echoes to its own browser what that pay
 * answered, so it needs no signature; a pay that opens a payment clears it.
 */
const NOTHING_OWED_COOKIE = 'renewal_none';
const COOKIE_PATH = '/api/permission';

function readNothingOwed(req: FastifyRequest): NothingOwed | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const raw = req.server.parseCookie(header)[NOTHING_OWED_COOKIE];
  if (!raw || raw.length > 600) return undefined;
  try {
    const r = renewalNothingOwedSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}

function writeNothingOwed(reply: FastifyReply, value: NothingOwed | undefined) {
  const secure = reply.server.shop.sessions.secure;
  if (!value) {
    reply.clearCookie(NOTHING_OWED_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
    return;
  }
  const encoded = Buffer.from(JSON.stringify(value)).toString('base64url');
  reply.setCookie(NOTHING_OWED_COOKIE, encoded, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

export const payByPlateRoutes: FastifyPluginAsyncZod<{
  payByPlate: PayByPlateService;
  clock: () => Date;
}> = async (app, { payByPlate, clock }) => {
  app.post(
    '/api/permission/find',
    {
      // Per address, against guessing plates (20 a minute by default).
      config: { limit: 'plateLookup' },
      schema: {
        operationId: 'findPermissionByPlate',
        summary: 'What a licence plate owes for its parking stay now',
        tags: ['renewal'],
        description:
          "Guest renewal (pay by plate): the plate's open stay (or one that left less than payAfterExitHours ago and still owes) priced with the walk-in tariff up to now (every tariff step started, the current one in full); `paidUntil` is the exit-by time once paid: the end of that step, at least now + parking.leaveMinutes (the minutes to drive out are free). `paidFrom` is the entry or the end of what was already paid; every time in the answer is rounded down to 5 minutes. A permission covers the stay only from its start less parking.earlyArrivalMinutes: when it covers now but the stay began earlier, the time before is priced with the walk-in tariff and `coveredLater` is set (from when the permission covers is not answered). Every plate that owes nothing (covered by a permission, paid up, within the free minutes) gets the same answer: price 0, alreadyPaid false, paidFrom = paidUntil = now (rounded); a permit's dates are never answered (ADR 033). Only the session that paid the stay (its session cookie) is answered alreadyPaid true with the stay's paid-until. A stay of a fleet plate whose company is in good standing (active, no overdue invoice, within its credit limit; ADR 066) goes on the company's account: price 0, `onAccount.companyName` names the company, the car may leave (the exit barrier opens with the reason account); a stay that has left is on account when its exit read charged it to a company, whatever the company's standing is now; a plate of a suspended, overdue or over-limit company is priced as any other. No personal data. 404 STAY_NOT_FOUND when there is nothing for the plate; 404 NOT_FOUND when the shop does not accept guest renewal; 429 RATE_LIMITED beyond the plateLookup limit per address, 429 PLATE_LOOKUP_LIMIT (Retry-After) when the plate was looked up from PLATE_LOOKUPS_PER_HOUR other addresses within the hour.",
        body: permissionFindRequestSchema,
        response: {
          200: permissionFindResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const now = clock();
      return payByPlate.find(
        req.body.licensePlate,
        now,
        clientAddress(req),
        await currentSessionId(req, now),
        req.body.language,
      );
    },
  );

  app.post(
    '/api/permission/pay',
    {
      // It answers the price of a plate too, so it counts like a look-up.
      config: { limit: 'plateLookup' },
      schema: {
        operationId: 'payPermissionByPlate',
        summary: "Pays a licence plate's parking stay (a walk-in booking)",
        tags: ['renewal'],
        // Uses the visitor's session when there is one, opens one otherwise (like reserve).
        security: [{ customerSession: [] }, {}],
        description:
          "Quotes the plate again at this moment and opens a payment for the difference through the shop's payment provider, as a walk-in booking that becomes the session's current booking (sets the session cookie like reserve; GET /api/booking/checkout and the SEPA calls work for it). Once paid the stay is paid until `paidUntil` (the exit-by time, as in find), a receipt mail with the bill goes to `contact.mail`, and the barrier lets the plate out. Nothing owed (already paid, covered, free minutes, or a fleet plate on its company's account as in find): priceToBePaid 0, paymentMethod None, no payment, paidFrom = paidUntil = now rounded down to 5 minutes (the times of an owed stay are rounded likewise). 400 INVALID_MAIL; 404 STAY_NOT_FOUND; 429 PLATE_LOOKUP_LIMIT as for find; 404 NOT_FOUND when guest renewal is off; 429 TOO_MANY_HOLDS; 503 PROVIDER_UNAVAILABLE / 502 PROVIDER_ERROR.",
        body: permissionPayRequestSchema,
        response: {
          200: permissionPayResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const now = clock();
      const r = await payByPlate.pay(
        req.body,
        {
          session: await currentSession(req, now),
          address: clientAddress(req),
          onToken: (token) => writeSessionToken(reply, token),
        },
        now,
      );
      writeNothingOwed(reply, r.nothingOwed);
      return r.response;
    },
  );

  app.get(
    '/api/permission/checkout',
    {
      schema: {
        operationId: 'renewalCheckout',
        summary: "The outcome of the session's payment by plate (/checkout/renew)",
        tags: ['renewal'],
        security: [{ customerSession: [] }],
        description:
          "processing while the payment is open (the provider is asked, as for /api/booking/checkout), failed after failure or lapse, paid with the bill (receipt), or none when the session's last pay owed nothing. 404 NO_BOOKING without a payment by plate in this session; 404 NOT_FOUND when guest renewal is off.",
        response: { 200: renewalCheckoutSchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const now = clock();
      return payByPlate.checkout(await currentSessionId(req, now), readNothingOwed(req), now);
    },
  );
};
