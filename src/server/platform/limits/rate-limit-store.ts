import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

/** Sweep expired counters at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The counters of the request limits in PostgreSQL (or PGlite), so that every instance on one
 * database counts the same hits. One statement per hit: an upsert that starts a new window when
 * the old one has run out. Windows follow the database's clock, which all instances share.
 */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts a hit on `key`; answers the hits in the current window and the ms until it ends.
   * The statement turns off synchronous_commit for its own transaction: a counter lost in a
   * crash costs nothing, while waiting for the WAL flush on every request made a limited call
   * several times slower on PostgreSQL.
   */
  async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const t = rateLimits;
    const result = await this.db.execute<{ hits: number; ttl: number }>(sql`
      insert into ${t} (${sql.identifier(t.key.name)}, ${sql.identifier(t.hits.name)}, ${sql.identifier(t.expiresAt.name)})
      select ${key}, 1, now() + ${windowMs} * interval '1 millisecond'
      from (select set_config('synchronous_commit', 'off', true)) as async_commit
      on conflict (${sql.identifier(t.key.name)}) do update set
        ${sql.identifier(t.hits.name)} = case when ${t.expiresAt} <= now() then 1 else ${t.hits} + 1 end,
        ${sql.identifier(t.expiresAt.name)} = case when ${t.expiresAt} <= now() then excluded.${sql.identifier(t.expiresAt.name)} else ${t.expiresAt} end
      returning ${t.hits} as hits,
        greatest(0, ceil(extract(epoch from (${t.expiresAt} - now())) * 1000))::int as ttl`);
    const row = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows[0]!;
    return { current: Number(row.hits), ttl: Number(row.ttl) };
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

/**
 * How many different members (client addresses) looked at one subject (a plate) within a
 * sliding window, counted in the `rate_limits` table so that every instance sees the same
 * count (ADR 033). A member already counted in the window is always admitted again: a
 * driver who reloads, or pays after looking, never locks himself out. A new member is admitted
 * only while fewer than `max` are counted; a refused member is not recorded.
 */
export class DistinctLookupLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** null: admitted; else the seconds until the oldest counted member's window ends. */
  async admit(subject: string, member: string): Promise<number | null> {
    if (this.max <= 0) return null;
    // Expired rows go within a minute whatever store the request limits use (with Redis or
    // memory nothing else sweeps this table): an address is kept no longer than its hour.
    if (Date.now() - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = Date.now();
      await new RateLimitRepository(this.db).sweep();
    }
    const t = rateLimits;
    const prefix = `${subject}|`;
    const key = prefix + member;
    const result = await this.db.execute<{ counted: number; mine: number; ttl: number | null }>(sql`
      select count(*)::int as counted,
        count(*) filter (where ${t.key} = ${key})::int as mine,
        min(greatest(1, ceil(extract(epoch from (${t.expiresAt} - now())))))::int as ttl
      from ${t}
      where ${t.key} like ${likePrefix(prefix)} and ${t.expiresAt} > now()`);
    const row = (result as unknown as { rows: { counted: number; mine: number; ttl: number | null }[] })
      .rows[0]!;
    if (Number(row.mine) > 0) return null;
    if (Number(row.counted) >= this.max) return Number(row.ttl ?? 1);
    await this.db.execute(sql`
      insert into ${t} (${sql.identifier(t.key.name)}, ${sql.identifier(t.hits.name)}, ${sql.identifier(t.expiresAt.name)})
      values (${key}, 1, now() + ${this.windowMs} * interval '1 millisecond')
      on conflict (${sql.identifier(t.key.name)}) do update set
        ${sql.identifier(t.hits.name)} = 1,
        ${sql.identifier(t.expiresAt.name)} = excluded.${sql.identifier(t.expiresAt.name)}`);
    return null;
  }
}

/** A LIKE pattern matching what starts with `prefix` (its own % and _ taken literally). */
function likePrefix(prefix: string): string {
  return prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}
