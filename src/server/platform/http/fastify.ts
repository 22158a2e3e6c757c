import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import { BODY_LIMITS } from './body-limits';
import { frameworkErrorHandler } from './error-handler';
import { LOG_REDACT, LOG_SERIALIZERS } from './log-serializers';
import { ajvFromZodValidatorCompiler } from './validator';

/**
 * The Fastify instance the shop runs on, with its logger, proxy trust, body limit and the
 * validators of the shared schemas. A logger given as options keeps the shop's redaction.
 */
export function createFastify(env: Env, logger?: FastifyServerOptions['logger']): FastifyInstance {
  const options = typeof logger === 'object' && logger !== null && !('child' in logger);
  const app = Fastify({
    logger:
      logger === undefined
        ? { level: env.LOG_LEVEL, redact: LOG_REDACT, serializers: LOG_SERIALIZERS }
        : options
          ? { redact: LOG_REDACT, serializers: LOG_SERIALIZERS, ...logger }
          : logger,
    // Only the listed proxies' X-Forwarded-For (and -Host, -Proto) count: req.ip is then the
    // visitor, so limits count per visitor. Unset: the socket's peer (ADR 009).
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    // Forms and JSON are small; anything larger is refused before parsing (413 BODY_TOO_LARGE).
    // The few calls that carry documents raise it on their own route (body-limits.ts).
    bodyLimit: BODY_LIMITS.default,
    return503OnClosing: true,
    // The router's own refusals (over-long or badly encoded path) in the shop's error format.
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(ajvFromZodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
