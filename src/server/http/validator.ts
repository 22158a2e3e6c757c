import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Request validation compiled to Ajv from the shared zod schemas (ADR 004).
 *
 * The zod schema stays the one source (types, OpenAPI, the client's parsing); at start each
 * route's schema is turned into JSON Schema once and compiled by Ajv into straight-line code.
 * That is several times cheaper per request than interpreting the zod schema, which matters on
 * the price call a picker fires on every change. Ajv checks the same regular expressions zod
 * emits (e.g. ISO instants), applies defaults, and never coerces types in bodies.
 */
const buildCompiler = AjvCompiler();
const compilers = {
  body: buildCompiler({}, { customOptions: { coerceTypes: false, useDefaults: true, allErrors: false } }),
  // Query strings and params arrive as text; let Ajv coerce numbers where a schema asks for them.
  other: buildCompiler({}, { customOptions: { coerceTypes: true, useDefaults: true, allErrors: false } }),
};

export const ajvFromZodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
  delete (jsonSchema as { $schema?: string }).$schema;
  const compile = route.httpPart === 'body' ? compilers.body : compilers.other;
  return compile({ ...route, schema: jsonSchema });
};
