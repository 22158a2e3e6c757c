import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { parseTrustProxy, publicUrlInfo } from './public-url';
import { RATE_LIMITS, RATE_LIMITS_OFF, type RateLimitEnvName } from './rate-limits';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const perMinute = (def: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(def));

/** One env variable per named limit of config/rate-limits.ts. */
const namedLimits = Object.fromEntries(
  Object.values(RATE_LIMITS).map((l) => [l.env, perMinute(l.perMinute)]),
) as Record<RateLimitEnvName, ReturnType<typeof perMinute>>;

const envSchema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    /**
     * The operator listener on 127.0.0.1 of a local shop without OPERATOR_TOKEN (ADR 057,
     * addendum); default PORT+1, 0 = none.
     */
    OPERATOR_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
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
    /**
     * Which built-in demo runs without SHOP_CONFIG (ADR 060): `town`, three car parks in one
     * town, or `one-site`, the one car park the tests and the one-site home page use.
     */
    DEMO_SHOP: z.preprocess(emptyToUndefined, z.enum(['town', 'one-site']).default('town')),
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
    // ---- payments (docs/operations/payments.md); credentials are checked against the chosen
    // provider in config/payment-settings.ts, since the shop config may choose it ----
    PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['sumup', 'sepa', 'mollie', 'demo']).optional()),
    SUMUP_API_KEY: optionalString,
    SUMUP_MERCHANT_CODE: optionalString,
    SUMUP_API_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/ }).default('https://api.sumup.com'),
    ),
    /** SumUp's card widget script; E2E serves a stand-in. */
    SUMUP_WIDGET_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/ }).default('https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js'),
    ),
    MOLLIE_API_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(test|live)_\w+$/, 'must start with test_ or live_')
        .optional(),
    ),
    // Mollie's client speaks https only.
    MOLLIE_API_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).default('https://api.mollie.com/v2/'),
    ),
    SEPA_CREDITOR_ID: optionalString,
    SEPA_CREDITOR_NAME: z.preprocess(
      emptyToUndefined,
      z.string().max(70, 'at most 70 characters').optional(),
    ),
    SEPA_CREDITOR_IBAN: optionalString,
    SEPA_CREDITOR_BIC: optionalString,
    /** Days between the mandate (and its pre-notification) and the collection. */
    SEPA_PRENOTIFICATION_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(60).default(14),
    ),
    /**
     * The provider is asked about one payment at most once per this many seconds by the
     * checkout poll, the browser notice and webhooks; in between the last answer is reused.
     */
    PROVIDER_LOOKUP_INTERVAL_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(300).default(5),
    ),
    /**
     * Pay by plate: at most this many different client addresses may look up one plate within
     * an hour (all instances together; 0 = no limit). Tracking a car needs many look-ups; its
     * driver needs a few, and his own repeats count once (ADR 033).
     */
    PLATE_LOOKUPS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
    /** Retention job: payment inbox rows (of settled payments) older than this many days go. */
    RETENTION_INBOX_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(90)),
    /** Retention job: sent/outbox/failed mails older than this many days go. */
    RETENTION_MAIL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(30)),
    /** Retention job: sessions idle for this many days (holding no live hold) go. */
    RETENTION_SESSION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(30)),
    /** Retention job: audit log entries older than this many days go (ten years by default). */
    RETENTION_AUDIT_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(3650)),
    /**
     * Retention job: guest bookings that ended this many days ago lose their contact data and
     * plates (their bills keep the buyer for ten years, § 147 AO).
     */
    RETENTION_BOOKING_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(400)),
    /** Retention job: parking stays, plate reads and barrier decisions older than this many days go. */
    RETENTION_STAY_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(90)),
    /**
     * Retention job: sign-ups not confirmed this many days after their last link (which lives
     * 24 h) are removed: a typed e-mail address is not kept for an account that never was.
     */
    RETENTION_PENDING_ACCOUNT_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(7)),
    /** Test-only: SIGKILL the process right after a provider's "paid" is recorded (crash test). */
    TEST_KILL_AFTER_PAID_EVENT: z.preprocess(emptyToUndefined, z.enum(['1']).optional()),
    /** A public shop (PUBLIC_URL not loopback) starts with the demo provider only with `true`. */
    ALLOW_DEMO_PAYMENTS: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('false')
        .transform((v) => v === 'true'),
    ),
    /**
     * Reverse proxies whose X-Forwarded-For we believe (addresses, CIDRs, or loopback,
     * linklocal, uniquelocal); unset = none, req.ip is the socket's peer.
     */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return [] as string[];
          const { list, problems } = parseTrustProxy(v);
          if (problems.length > 0) {
            ctx.addIssue({
              code: 'custom',
              message: `not an IP address or CIDR: ${problems.join(', ')} (comma-separated list, e.g. 127.0.0.1,10.0.0.0/8)`,
            });
            return z.NEVER;
          }
          return list;
        }),
    ),
    /** A booking session unused this long is dead (docs/operations/server.md, ADR 012). */
    SESSION_IDLE_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(5)
        .max(7 * 24 * 60)
        .default(120),
    ),
    /** A booking session older than this is dead, however busy. */
    SESSION_ABSOLUTE_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(720).default(24),
    ),
    /** A back-office session unused this long is dead (docs/operations/admin.md, ADR 023). */
    ADMIN_SESSION_IDLE_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 60)
        .default(15),
    ),
    /** A back-office session older than this is dead, however busy. */
    ADMIN_SESSION_ABSOLUTE_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(72).default(12),
    ),
    /**
     * Operator roles that must enrol TOTP before their first back-office call:
     * comma-separated admin, staff, viewer; default all three. "admin" relaxes it to admins,
     * who must always enrol (an admin without a second factor could hand out every other role).
     */
    ADMIN_TOTP_ROLES: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('admin,staff,viewer')
        .transform((v, ctx) => {
          const roles = v
            .split(',')
            .map((r) => r.trim().toLowerCase())
            .filter(Boolean);
          const bad = roles.filter((r) => !['admin', 'staff', 'viewer'].includes(r));
          if (bad.length > 0 || !roles.includes('admin')) {
            ctx.addIssue({
              code: 'custom',
              message: `comma-separated roles among admin, staff, viewer, always with admin (got ${v})`,
            });
            return z.NEVER;
          }
          return [...new Set(roles)] as ('admin' | 'staff' | 'viewer')[];
        }),
    ),
    // ---- the ticket in the phone's wallet (docs/operations/wallet.md, ADR 068); each value a
    // file path or the PEM/JSON itself, never stored in the database ----
    /** Apple: the Pass Type ID of the operator's pass certificate, e.g. pass.de.example.parken. */
    WALLET_APPLE_PASS_TYPE_ID: optionalString,
    /** Apple: the operator's Team ID (the certificate's OU). */
    WALLET_APPLE_TEAM_ID: optionalString,
    /** Apple: the pass certificate (PEM). */
    WALLET_APPLE_CERT: optionalString,
    /** Apple: the pass certificate's private key (PEM, RSA). */
    WALLET_APPLE_KEY: optionalString,
    WALLET_APPLE_KEY_PASSPHRASE: optionalString,
    /** Apple: the WWDR intermediate certificate the pass certificate was issued under (PEM). */
    WALLET_APPLE_WWDR: optionalString,
    /** Apple's push service for pass updates (APNs). */
    WALLET_APPLE_APNS_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/ }).default('https://api.push.apple.com'),
    ),
    /** Google: the Wallet issuer id of the operator's Google Pay & Wallet console. */
    WALLET_GOOGLE_ISSUER_ID: optionalString,
    /** Google: the service account key (its JSON key file) allowed to issue for that issuer. */
    WALLET_GOOGLE_SERVICE_ACCOUNT: optionalString,
    // ---- several instances and shutdown (docs/operations/server.md, "Two instances") ----
    /** Milliseconds between two rounds of the background jobs; shorter only for tests and tuning. */
    JOBS_INTERVAL_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(50).max(3_600_000).default(30_000),
    ),
    /**
     * On SIGTERM, how long the shop keeps serving while /api/health/ready already answers 503,
     * so a load balancer takes it out before it stops accepting connections.
     */
    SHUTDOWN_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(120_000).default(0)),
    // ---- password hashing and links (docs/operations/accounts.md, ADR 032) ----
    /**
     * Argon2 hashes running at once, each in a worker thread at the lowest CPU priority. Default:
     * one core fewer than the machine has (at least one), so the drivers' calls keep a core.
     */
    HASH_CONCURRENCY: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(64)
        .default(Math.max(1, availableParallelism() - 1)),
    ),
    /** Hashes waiting beyond which a login or password change answers 503 LOGIN_BUSY (Retry-After). */
    HASH_QUEUE_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).default(32)),
    /** Hashes running or waiting per client address (/64) beyond which 429 RATE_LIMITED. */
    HASH_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000).default(4)),
    /** Reset, invitation and set-password links one account gets per hour (no mail-bombing). */
    LINKS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(3)),
    RATE_LIMIT_MAX: perMinute(600),
    ...namedLimits,
    /** Where the limit counters live; default: redis with REDIS_URL, database with DATABASE_URL, else memory. */
    RATE_LIMIT_STORE: z.preprocess(emptyToUndefined, z.enum(['database', 'redis', 'memory']).optional()),
    RATE_LIMIT_REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().max(100).default('parking-shop:rl:')),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .refine((e) => !e.OPERATOR_PORT || e.OPERATOR_PORT !== e.PORT, {
    path: ['OPERATOR_PORT'],
    message: 'must differ from PORT',
  })
  .refine((e) => e.RATE_LIMIT_STORE !== 'redis' || e.REDIS_URL !== undefined, {
    path: ['RATE_LIMIT_STORE'],
    message: 'redis needs REDIS_URL',
  })
  .transform((e) => {
    // PGlite serves one process only, so counting there would cost a write per request and
    // share nothing: memory. PostgreSQL may serve several instances: count in the database.
    const RATE_LIMIT_STORE =
      e.RATE_LIMIT_STORE ??
      (e.REDIS_URL ? ('redis' as const) : e.DATABASE_URL ? ('database' as const) : ('memory' as const));
    // Links in mails must be absolute; without PUBLIC_URL we assume a local demo.
    const PUBLIC_URL = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
    // Next to the shop's port; a shop on a random port (0) or the last one gets none by default.
    const OPERATOR_PORT = e.OPERATOR_PORT ?? (e.PORT > 0 && e.PORT < 65535 ? e.PORT + 1 : 0);
    return { ...e, RATE_LIMIT_STORE, PUBLIC_URL, OPERATOR_PORT, ...publicUrlInfo(PUBLIC_URL) };
  });

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

/** Env for tests: the defaults, with every request limit off, plus overrides. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  // Tests move the injected clock only where they mean to: look-ups are not throttled unless asked.
  return parseEnv({
    RATE_LIMIT_MAX: '0',
    ...RATE_LIMITS_OFF,
    LOG_LEVEL: 'silent',
    PROVIDER_LOOKUP_INTERVAL_SECONDS: '0',
    ...overrides,
  });
}
