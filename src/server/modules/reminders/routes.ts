import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retryResponseSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  reminderSettingsSchema,
  renewalLinkRequestSchema,
  type ReminderSettingsBody,
} from '../../../shared/schemas/reminders';
import { customerGuard, resolveCustomer, type CustomerLookup } from '../../platform/customers/guard';
import { currentSession, writeSessionToken } from '../../platform/customers/session-cookie';
import { clientAddress } from '../../platform/http/client-address';
import type { RemindersService } from './service';

export interface RemindersRoutesOptions {
  reminders: RemindersService;
  clock: () => Date;
  customers: CustomerLookup;
  /** options.enableCustomerShop, read per request. */
  portalEnabled: () => boolean;
}

/** The reminder link (anyone holding it) and the portal's reminder settings. */
export const remindersRoutes: FastifyPluginAsyncZod<RemindersRoutesOptions> = async (app, opts) => {
  const { reminders, clock } = opts;

  app.post(
    '/api/renewal-link',
    {
      config: { limit: 'reserve' },
      schema: {
        tags: ['reminders'],
        operationId: 'useRenewalLink',
        summary: "A reminder mail's one-click renewal",
        description:
          "Uses the single-use token of a reminder or renewal-failure mail (issue 19, ADR 044): holds the permit's next period (from its end, as long, at the current tariff) as the session's booking with an open payment and answers it like `POST /api/booking/retry` (the payment screen shows it; nothing is charged until the driver pays). The held booking belongs to the permit's account only when the session is logged in as that account (and may act); otherwise it is a guest's booking (no account, no saved mandates of the account). Sets the session cookie with a new token. 410 TOKEN_GONE for an unknown, used, expired or foreign link; 409 RENEWAL_UNAVAILABLE when the permit has ended, was cancelled or its product is no longer sold; 409 BOOKED_OUT; 503 PROVIDER_UNAVAILABLE / 502 PROVIDER_ERROR as for reserve.",
        body: renewalLinkRequestSchema,
        response: {
          200: retryResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const now = clock();
      // Only an account that may act (password changed) takes over its own permit's renewal.
      const customer = opts.portalEnabled() ? await resolveCustomer(req, opts.customers, now) : undefined;
      return reminders.useLink(
        req.body.token,
        {
          session: await currentSession(req, now),
          address: clientAddress(req),
          onToken: (token) => writeSessionToken(reply, token),
        },
        now,
        customer && !customer.requirePasswordChange ? customer.id : undefined,
      );
    },
  );

  await app.register(async (portal) => {
    portal.addHook(
      'preHandler',
      customerGuard({
        get enabled() {
          return opts.portalEnabled();
        },
        customers: opts.customers,
        clock,
      }),
    );
    portal.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const description =
      "Which reminder mails the logged-in customer gets (issue 19): the mail some days before a permit ends (with the one-click renewal) and the mail when a renewal's payment fails. Both are on until switched off. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.";
    const responses = {
      200: reminderSettingsSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
    };
    portal.get(
      '/sapi/customer/reminders',
      {
        schema: {
          tags: ['portal'],
          operationId: 'getReminderSettings',
          summary: 'The reminder mails the customer gets',
          security: [{ customerSession: [] }],
          description,
          response: responses,
        },
      },
      async (req) => reminders.settings(req.customer!.id),
    );
    portal.put(
      '/sapi/customer/reminders',
      {
        schema: {
          tags: ['portal'],
          operationId: 'setReminderSettings',
          summary: 'Switches reminder mails on or off',
          security: [{ customerSession: [] }],
          description,
          body: reminderSettingsSchema,
          response: responses,
        },
      },
      async (req) => reminders.saveSettings(req.customer!.id, req.body as ReminderSettingsBody, clock()),
    );
  });
};
