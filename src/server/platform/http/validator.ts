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

interface Problem {
  path: string;
  keyword: string;
  message: string;
}

/** What is wrong with one value of a request part, or null. */
type Check = (value: unknown) => Omit<Problem, 'path'> | null;

/** The first value (or object key) of a request part that `check` finds wrong, with its path. */
function firstProblem(data: unknown, check: Check, path = ''): Problem | null {
  const found = check(data);
  if (found !== null) return { path, ...found };
  if (typeof data !== 'object' || data === null) return null;
  for (const [k, v] of Object.entries(data)) {
    const inKey = check(k);
    if (inKey !== null) return { path: `${path}/${k}`, ...inKey };
    const inValue = firstProblem(v, check, `${path}/${k}`);
    if (inValue !== null) return inValue;
  }
  return null;
}

/**
 * A string holding U+0000. PostgreSQL's text cannot store it (PGlite neither): a NUL in, say, a
 * login name went through the schema and failed in the database as a 500 (found by the fuzz
 * test). No field of the shop has a use for it, so every part of every request is refused with
 * 400 VALIDATION before a handler runs.
 */
const nulCharacter: Check = (v) =>
  typeof v === 'string' && v.includes('\u0000')
    ? { keyword: 'pattern', message: 'must not contain the character U+0000' }
    : null;

/** A number that is not finite (a coerced query's `1e309`). */
const notFinite: Check = (v) =>
  typeof v === 'number' && !Number.isFinite(v) ? { keyword: 'type', message: 'must be a finite number' } : null;

function problemError(p: Problem): FastifySchemaValidationError {
  return { keyword: p.keyword, instancePath: p.path, schemaPath: '', params: {}, message: p.message };
}

/**
 * Ajv checks a body, then zod parses it and the handler gets zod's output, never the raw body.
 * Ajv alone passed every field it did not know through to the handler (zod's input-side JSON
 * Schema has no `additionalProperties: false`), so a 60 kB junk field reached a customer's stored
 * contact. zod's z.object strips unknown keys, on every nesting level and in every union branch,
 * which Ajv's `removeAdditional` gets wrong with anyOf/oneOf (it strips while trying a branch that
 * then fails). A z.looseObject keeps them on purpose (provider webhooks). Parsing a valid body
 * costs well under a microsecond (zod 4 compiles its parsers), so ADR 004's price call keeps Ajv's
 * speed; a refinement Ajv cannot express is now enforced too (400 VALIDATION).
 */
function bodyValidator(schema: z.ZodType, validate: Validate) {
  return (data: unknown) => {
    if (!validate(data)) return { error: validationError(validate.errors ?? []) };
    const nul = firstProblem(data, nulCharacter);
    if (nul !== null) return { error: validationError([problemError(nul)]) };
    const parsed = schema.safeParse(data);
    if (parsed.success) return { value: parsed.data };
    return {
      error: validationError(
        parsed.error.issues.map((i) => ({
          keyword: i.code,
          instancePath: i.path.map((p) => `/${String(p)}`).join(''),
          schemaPath: '',
          params: {},
          message: i.message,
        })),
      ),
    };
  };
}

function validationError(
  errors: FastifySchemaValidationError[],
): Error & { validation: FastifySchemaValidationError[] } {
  return Object.assign(new Error('body does not match the schema'), { validation: errors });
}

export const ajvFromZodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
  delete (jsonSchema as { $schema?: string }).$schema;
  if (route.httpPart === 'body')
    return bodyValidator(route.schema, compilers.body({ ...route, schema: jsonSchema }) as Validate);
  const validate = compilers.other({ ...route, schema: jsonSchema }) as Validate;
  // Ajv's coercion turns "1e309" into Infinity and then skips minimum/maximum for it (they only
  // look at finite numbers), so `?limit=1e309` reached the database as LIMIT Infinity: a 500.
  const checked: Validate = (data) => {
    const ok = validate(data);
    checked.errors = validate.errors;
    if (!ok) return false;
    const problem = firstProblem(data, nulCharacter) ?? firstProblem(data, notFinite);
    if (problem === null) return true;
    checked.errors = [problemError(problem)];
    return false;
  };
  return checked;
};
