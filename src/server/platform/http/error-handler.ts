import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../../shared/schemas/common';
import { DomainError, statusOf } from '../../errors';

/**
 * The one error handler: typed errors answer with their code's status and `{code, message}`,
 * bad input is a 400 the client can translate, and a 5xx never tells what went wrong inside.
 */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, body: ErrorBody) => reply.code(status).send(body);
  if (err.validation) {
    return send(400, {
      code: 'VALIDATION',
      message: 'The request does not match the schema',
      details: err.validation.map((v) => ({
        path: `${err.validationContext ?? ''}${v.instancePath}`,
        message: v.message,
      })),
    });
  }
  if (err instanceof DomainError) {
    if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
    return send(statusOf(err.code), {
      code: err.code,
      message: err.message,
      ...(err.details !== undefined ? { details: err.details } : {}),
    });
  }
  if (
    err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (err instanceof SyntaxError && err.statusCode === 400)
  ) {
    return send(400, { code: 'INVALID_JSON', message: 'The body is not valid JSON' });
  }
  if (err.statusCode === 415) {
    return send(415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the body as application/json',
    });
  }
  if (err.statusCode === 413) {
    // Beyond the route's body cap (body-limits.ts); Fastify stopped reading.
    return send(413, { code: 'BODY_TOO_LARGE', message: 'The request body is too large' });
  }
  if (err.statusCode === 429) {
    return send(429, { code: 'RATE_LIMITED', message: err.message });
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err }, 'response does not match its schema');
    return send(500, { code: 'INTERNAL', message: 'Internal server error' });
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Fastify's own client errors (empty JSON body, wrong media type, too large, ...).
    return send(err.statusCode, {
      code: err.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION',
      message: err.message,
    });
  }
  req.log.error({ err }, 'unexpected error');
  return send(500, { code: 'INTERNAL', message: 'Internal server error' });
}

/**
 * Fastify's router answers a few requests before any route or hook runs, in its own
 * `{error, code, message, statusCode}` format: a path parameter beyond `maxParamLength` (414)
 * and a path with broken percent-encoding (400). They answer in the shop's format like every
 * other error, so a client translates them and the API document can describe them (ADR 058).
 */
export function frameworkErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .code(414)
      .send({ code: 'URI_TOO_LONG', message: 'A part of the path is too long' } satisfies ErrorBody);
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send({ code: 'VALIDATION', message: 'The path is not a valid URL component' } satisfies ErrorBody);
  }
  return errorHandler(err, req, reply);
}
