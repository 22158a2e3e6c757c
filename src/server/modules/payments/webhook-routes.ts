import fastifyFormbody from '@fastify/formbody';
import { BODY_LIMITS } from '../../platform/http/body-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import type { PaymentInbox } from './inbox';

const receivedSchema = z.object({ received: z.boolean() });

/**
 * Provider callbacks. They are unsigned: the body only names the payment, which we then fetch
 * from the provider (inbox.webhook). 200 once handled (also for a payment we do not know, so
 * the provider stops repeating it); 400 WEBHOOK_INVALID for a body that is not a callback or
 * names an id of the wrong shape (no look-up is made for it); 503 when the
 * provider cannot be asked back (it repeats the webhook, the job asks again).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ inbox: PaymentInbox; clock: () => Date }> = async (
  app,
  { inbox, clock },
) => {
  const responses = { 200: receivedSchema, 400: errorBodySchema, 503: errorBodySchema };
  const handle = async (provider: string, body: unknown, contentType: string | undefined) => {
    const r = await inbox.webhook(provider, body, contentType, clock());
    return r;
  };

  app.post(
    '/api/payments/sumup/webhook',
    {
      config: { limit: 'webhook' },
      bodyLimit: BODY_LIMITS.webhook,
      schema: {
        tags: ['payment providers'],
        operationId: 'receiveSumupWebhook',
        summary: 'SumUp webhook',
        description:
          'SumUp checkout status change (`return_url` of each checkout): JSON `{event_type, id}`. The checkout is then fetched from SumUp.',
        body: z.looseObject({ event_type: z.string().max(100).optional(), id: z.string().min(1).max(100) }),
        response: responses,
      },
    },
    async (req, reply) => {
      const r = await handle('sumup', req.body, req.headers['content-type']);
      if (r === 'invalid')
        return reply
          .code(400)
          .send({ code: 'WEBHOOK_INVALID', message: 'Not a SumUp callback naming a checkout id' });
      return { received: true };
    },
  );

  // Mollie posts its webhook form-encoded: the only provider call that needs the form parser,
  // so it gets it in a scope of its own and every other API call stays JSON-only (ADR 009).
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody);
    scope.post(
      '/api/payments/mollie/webhook',
      {
        config: { limit: 'webhook' },
        bodyLimit: BODY_LIMITS.webhook,
        schema: {
          tags: ['payment providers'],
          operationId: 'receiveMollieWebhook',
          summary: 'Mollie webhook',
          description:
            'Mollie payment status change (`webhookUrl` of each payment): form-encoded `id=tr_...`. The payment is then fetched from Mollie.',
          body: z.looseObject({ id: z.string().min(1).max(100) }),
          response: responses,
        },
      },
      async (req, reply) => {
        const r = await handle('mollie', req.body, req.headers['content-type']);
        if (r === 'invalid')
          return reply
            .code(400)
            .send({ code: 'WEBHOOK_INVALID', message: 'Not a Mollie callback naming a payment id (tr_...)' });
        return { received: true };
      },
    );
  });
};
