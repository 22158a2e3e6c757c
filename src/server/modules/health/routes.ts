import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import { ping, type Db } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        description: '200 when the database answers, else 503.',
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorBodySchema },
      },
    },
    async (req, reply) => {
      try {
        await ping(db);
        return { status: 'ok' as const };
      } catch (e) {
        req.log.error({ err: e }, 'health check: database unreachable');
        return reply.code(503).send({ code: 'INTERNAL', message: 'Database unreachable' });
      }
    },
  );
};
