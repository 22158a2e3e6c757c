import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import {
  accountOptionsSchema,
  accountPaymentRequestSchema,
  accountPaymentResponseSchema,
} from '../../../shared/schemas/company-account';
import { currentSession } from '../../platform/customers/session-cookie';
import type { AccountPaymentService } from './account-payment';

/** Booking on a company's account (ADR 066): what the payment step offers, and the payment. */
export const accountPaymentRoutes: FastifyPluginAsyncZod<{
  account: AccountPaymentService;
  clock: () => Date;
}> = async (app, { account, clock }) => {
  app.get(
    '/api/booking/payment/account',
    {
      schema: {
        tags: ['booking'],
        operationId: 'accountPaymentOptions',
        summary: 'Companies the logged-in customer may book on account of',
        security: [{ customerSession: [] }],
        description:
          "The active companies of the logged-in customer's active memberships, each with its cost centres not archived and the member's default cost centre (null when it has none or it is archived). Empty for a guest, an invited or a removed member.",
        response: { 200: accountOptionsSchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await currentSession(req, clock());
      return account.options(session?.customerId);
    },
  );

  app.post(
    '/api/booking/payment/account',
    {
      config: { limit: 'sepa' },
      schema: {
        tags: ['booking'],
        operationId: 'payOnAccount',
        summary: "Put the session's booking on the company's account",
        security: [{ customerSession: [] }],
        description:
          "Settles the session's booking on the account of the logged-in customer's company (ADR 066): the permission and ticket mail come at once, no bill is issued (the company's monthly invoice is the bill), and a charge is recorded for that invoice. `companyId` chooses among several memberships (default: the first); `costCentreId` a cost centre of that company (default: the member's default). Repeating it answers the same charge. 401 NOT_LOGGED_IN; 403 COMPANY_NOT_MEMBER (no active membership, or the booking is not the account's); 404 NO_BOOKING, COST_CENTRE_NOT_FOUND (unknown or another company's); 400 COST_CENTRE_ARCHIVED; 409 COMPANY_NOT_ACTIVE, COMPANY_OVERDUE, COMPANY_OVER_LIMIT, WRONG_PAYMENT_METHOD (paid another way, or nothing to pay), PAYMENT_CLOSED (the hold lapsed).",
        body: accountPaymentRequestSchema,
        response: {
          200: accountPaymentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const now = clock();
      const session = await currentSession(req, now);
      return account.pay(session?.id, session?.customerId, req.body, now);
    },
  );
};
