import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
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

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/** The first number that is not finite in a coerced query, params or headers object. */
function nonFinite(data: unknown, path = ''): string | null {
  if (typeof data === 'number') return Number.isFinite(data) ? null : path;
  if (typeof data !== 'object' || data === null) return null;
  for (const [k, v] of Object.entries(data)) {
    const found = nonFinite(v, `${path}/${k}`);
    if (found !== null) return found;
  }
  return null;
}

export const ajvFromZodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
  delete (jsonSchema as { $schema?: string }).$schema;
  if (route.httpPart === 'body') return compilers.body({ ...route, schema: jsonSchema });
  const validate = compilers.other({ ...route, schema: jsonSchema }) as Validate;
  // Ajv's coercion turns "1e309" into Infinity and then skips minimum/maximum for it (they only
  // look at finite numbers), so `?limit=1e309` reached the database as LIMIT Infinity: a 500.
  const checked: Validate = (data) => {
    const ok = validate(data);
    checked.errors = validate.errors;
    if (!ok) return false;
    const path = nonFinite(data);
    if (path === null) return true;
    checked.errors = [
      { keyword: 'type', instancePath: path, schemaPath: '', params: {}, message: 'must be a finite number' },
    ];
    return false;
  };
  return checked;
};
