import { z } from 'zod';
import { ConfigError } from './config-error';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** PostgreSQL schema for the shop's tables (several shops, or a benchmark, in one database). */
    DATABASE_SCHEMA: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
        .default('public'),
    ),
    SHOP_CONFIG: optionalString,
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Parkshop <noreply@parkshop.local>')),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    OPERATOR_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(600)),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .transform((e) => ({
    ...e,
    // Links in mails must be absolute; without PUBLIC_URL we assume a local demo.
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once at start; a bad value throws a ConfigError naming the variable. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const r = envSchema.safeParse(raw);
  if (!r.success) {
    throw new ConfigError(
      r.error.issues.map((i) => `${String(i.path[0] ?? 'env')}: ${i.message}`).join('\n'),
    );
  }
  return r.data;
}

/** Env for tests: the defaults plus overrides. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return parseEnv({ RATE_LIMIT_MAX: '0', LOG_LEVEL: 'silent', ...overrides });
}
