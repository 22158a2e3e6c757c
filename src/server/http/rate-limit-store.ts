import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/** Sweep expired counters at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The counters of the request limits in PostgreSQL (or PGlite), so that every instance on one
 * database counts the same hits. One statement per hit: an upsert that starts a new window when
 * the old one has run out. Windows follow the database's clock, which all instances share.
 */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Counts a hit on `key`; answers the hits in the current window and the ms until it ends. */
  async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const expired = sql`${rateLimits.expiresAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000))::int`,
      });
    return { current: row!.hits, ttl: Number(row!.ttl) };
  }

  /** Deletes counters whose window has ended (they would restart at 1 anyway). */
  async sweep(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
  }
}

/**
 * A store class for @fastify/rate-limit (`store` option) over RateLimitRepository. The plugin
 * makes one child per route with its own limit; each child prefixes its keys with the route,
 * as the plugin's own Redis store does. A failing database answers an error, which the plugin
 * (skipOnError) turns into "let the request through": the limits must never take the shop down.
 */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const repo = new RateLimitRepository(db);
  let lastSweep = 0;
  const sweepNowAndThen = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    repo.sweep().catch((err: unknown) => log.warn({ err }, 'rate limits: sweeping expired counters failed'));
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: { routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = options.routeInfo;
      this.prefix = route?.url ? `${String(route.method)} ${String(route.url)}|` : '*|';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      repo.hit(this.prefix + key, timeWindow).then(
        (r) => callback(null, r),
        (err: Error) => {
          log.error({ err }, 'rate limits: the counter store failed; the request goes through unlimited');
          callback(err);
        },
      );
      sweepNowAndThen();
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as { routeInfo?: { method?: unknown; url?: unknown } });
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
