import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import type { Readiness } from './readiness';

const okSchema = z.object({ status: z.literal('ok') });

/**
 * Two probes for process managers and load balancers: liveness (is the process up; restart it
 * if not) asks nothing else, so a database outage does not get every instance restarted;
 * readiness (send it traffic?) checks the dependencies and says no while the instance drains.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, { readiness }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getLiveness',
        summary: 'Liveness probe',
        description: 'Liveness: 200 while the process serves requests. Checks no dependency.',
        response: { 200: okSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'Readiness probe',
        description:
          'Readiness: 200 when the database (and every other configured dependency) answers; 503 `NOT_READY` naming the failed ones in `details.failed`, or 503 `DRAINING` while the instance shuts down.',
        response: { 200: okSchema, 503: errorBodySchema },
      },
    },
    async (req, reply) => {
      const state = await readiness.check((probe, err) =>
        req.log.error({ err, probe }, 'readiness check: dependency unreachable'),
      );
      if (state.ready) return { status: 'ok' as const };
      if (state.code === 'DRAINING')
        return reply.code(503).send({ code: 'DRAINING', message: 'Shutting down' });
      return reply.code(503).send({
        code: 'NOT_READY',
        message: `Unreachable: ${state.failed.join(', ')}`,
        details: { failed: state.failed },
      });
    },
  );
};
