/**
 * The named request limits (docs/operations/server.md, "Request limits"): each is a number of
 * requests per minute per client address and route, set by its env variable (0 = the route has
 * no limit of its own and counts against the global RATE_LIMIT_MAX like any other route).
 *
 * A route takes a limit by name: `config: { limit: 'reserve' }` (platform/limits/rate-limit.ts turns it into
 * @fastify/rate-limit's `config.rateLimit`). Entries with `pathPrefix` apply by themselves to every
 * route under that prefix, so a new operator route is limited without remembering to say so.
 */
export const RATE_LIMITS = {
  /** POST /api/booking/reserve: holds a place and opens a provider checkout. */
  reserve: { env: 'RATE_LIMIT_RESERVE', perMinute: 20 },
  /** POST /api/booking/price: the pickers ask on every change. */
  price: { env: 'RATE_LIMIT_PRICE', perMinute: 300 },
  /** POST /api/booking/payment/sepa and /mandate: IBAN checks and mandates. */
  sepa: { env: 'RATE_LIMIT_SEPA', perMinute: 10 },
  /** POST /api/payments/{provider}/webhook: each one makes us ask the provider. */
  webhook: { env: 'RATE_LIMIT_WEBHOOK', perMinute: 600 },
  /** Ticket and bill PDFs (`…/{secret}.pdf`): rendering costs CPU. */
  pdf: { env: 'RATE_LIMIT_PDF', perMinute: 30 },
  /** Every route under /api/operator/. */
  operator: { env: 'RATE_LIMIT_OPERATOR', perMinute: 120, pathPrefix: '/api/operator/' },
  /**
   * The accountant's CSV and DATEV exports (/api/operator/exports/…, /api/admin/exports/…):
   * each one reads a whole period, so a script in a loop must not keep the database busy.
   */
  exports: { env: 'RATE_LIMIT_EXPORTS', perMinute: 10 },
  /** /auth/login (portal issue): password guessing. */
  login: { env: 'RATE_LIMIT_LOGIN', perMinute: 10 },
  /** /auth/forgot and /auth/reset: each forgot call may send a mail; reset tries tokens. */
  passwordLink: { env: 'RATE_LIMIT_PASSWORD_LINK', perMinute: 10 },
  /** POST /sapi/companies/{id}/members: each invitation sends a mail to an address a customer typed. */
  companyInvite: { env: 'RATE_LIMIT_COMPANY_INVITE', perMinute: 10 },
  /** /api/permission/find (pay-by-plate issue): plate guessing. */
  plateLookup: { env: 'RATE_LIMIT_PLATE_LOOKUP', perMinute: 20 },
  /**
   * Every route under /api/access/ (cameras and barriers), counted per device key rather than per
   * address: a whole car park's devices usually reach the shop through one address. 1,200 a
   * minute is a read or a barrier question every 50 ms per device, far above a busy lane.
   */
  access: { env: 'RATE_LIMIT_ACCESS', perMinute: 1200, pathPrefix: '/api/access/', perDeviceKey: true },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitEnvName = (typeof RATE_LIMITS)[RateLimitName]['env'];

/** All named limits off: tests other than the limit tests must not trip over them. */
export const RATE_LIMITS_OFF: Record<RateLimitEnvName, string> = Object.fromEntries(
  Object.values(RATE_LIMITS).map((l) => [l.env, '0']),
) as Record<RateLimitEnvName, string>;
