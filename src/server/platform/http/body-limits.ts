/**
 * Request body caps, per route. Every JSON call of the shop and the back office is a
 * few hundred bytes (a contact, a booking, a login), so the server-wide default is small: a
 * 60 kB body posted to an ordinary call is abuse, and refusing it before parsing costs nothing.
 * Only the calls that carry documents opt into more, on their own route (`bodyLimit`). Beyond
 * the cap Fastify stops reading and the error handler answers 413 BODY_TOO_LARGE.
 */
export const BODY_LIMITS = {
  /** Every route without its own cap. */
  default: 16 * 1024,
  /** Provider callbacks: their payloads are theirs, not ours; the former server-wide cap. */
  webhook: 64 * 1024,
  /** A catalogue template or the settings: a template's texts in five languages and its tariffs. */
  catalogueWrite: 64 * 1024,
  /** A whole shop config document (every template, tariff and setting). */
  catalogueImport: 512 * 1024,
} as const;
