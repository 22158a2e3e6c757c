import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { clientAddress } from '../http/client-address';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../../config/env';
import { RATE_LIMITS, type RateLimitName } from '../../config/rate-limits';
import type { Db } from '../../db/client';
import { databaseRateLimitStore } from './rate-limit-store';
import { deviceKeyHash, VerifiedDeviceKeys } from '../devices/verified-keys';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A named limit of config/rate-limits.ts for this route. */
    limit?: RateLimitName;
    /**
     * Only requests for which this answers true count against `limit`; the others count against
     * the global limit (the ticket route serves JSON and, with `.pdf`, the PDF).
     */
    limitIf?: (req: FastifyRequest) => boolean;
  }
}

const MINUTE = 60_000;
/** How long the start waits for Redis before it goes on (and lets requests through unlimited). */
const REDIS_READY_WAIT_MS = 3_000;

/** The 429 answer: a code the client translates (spec §8) and, as a header, Retry-After. */
function tooManyRequests(_req: FastifyRequest, ctx: { after: string }) {
  return { statusCode: 429, code: 'RATE_LIMITED', message: `Too many requests, retry in ${ctx.after}` };
}

/**
 * The bucket of an access-device call: the hash of its key once this instance has seen the key
 * accepted, else the client address (/64): a made-up key, even of the right shape,
 * shares its address's budget instead of getting a fresh one per guess.
 */
function deviceKeyOf(req: FastifyRequest, verified: VerifiedDeviceKeys): string {
  const auth = req.headers.authorization;
  if (auth && /^Bearer pkd_[A-Za-z0-9_-]{43}$/.test(auth)) {
    const hash = deviceKeyHash(auth);
    if (verified.has(hash)) return hash;
  }
  return clientAddress(req);
}

/** Liveness probes poll from one address and must never see a 429. */
const exempt = (url: string) => url === '/api/health' || url.startsWith('/api/health/');

/**
 * The client's built files under /assets/ (content-hashed, cached for a year, served from disk
 * precompressed) do not count against the global limit. One page load fetches a few dozen of
 * them, so a car park's guest Wi-Fi or a mobile carrier's shared address (many phones, one
 * IPv4) used up 600 a minute with page loads alone and then got 429 for the scripts of the next
 * screen, which left the driver on a broken page. They cost the server a file read; everything
 * that computes (pages, API calls) stays counted. A path under /assets/ that is no file gets a
 * plain 404, never a rendered page (spa.ts), so the exemption buys no free page renders.
 */
export function isBuiltAsset(req: FastifyRequest): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.url.startsWith('/assets/');
}

/**
 * The request limits: the global RATE_LIMIT_MAX for every route, and the named limits of
 * config/rate-limits.ts for the routes that name one (`config.limit`) or lie under its
 * `pathPrefix`. Counters live in Redis (REDIS_URL) or PostgreSQL (DATABASE_URL), so several
 * instances share them, and in memory on PGlite, which serves one process only
 * (env.RATE_LIMIT_STORE). Must be called before the routes are registered: it rewrites their
 * options as they are added.
 */
export async function registerRateLimits(app: FastifyInstance, env: Env, db: Db): Promise<void> {
  const verified = new VerifiedDeviceKeys();
  app.decorate('verifiedDeviceKeys', verified);
  const perMinute = (name: RateLimitName): number => env[RATE_LIMITS[name].env];
  const anyNamed = (Object.keys(RATE_LIMITS) as RateLimitName[]).some((n) => perMinute(n) > 0);
  if (env.RATE_LIMIT_MAX === 0 && !anyNamed) return;

  // Runs before the plugin's own onRoute hook (added below), which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    if (exempt(route.url)) {
      route.config = { ...route.config, rateLimit: false };
      return;
    }
    const name =
      route.config?.limit ??
      (Object.keys(RATE_LIMITS) as RateLimitName[]).find((n) => {
        const l = RATE_LIMITS[n];
        return 'pathPrefix' in l && route.url.startsWith(l.pathPrefix);
      });
    if (name === undefined || perMinute(name) === 0 || route.config?.rateLimit !== undefined) return;
    const max = perMinute(name);
    const when = route.config?.limitIf;
    // A route-level limit replaces the global one for the route, so the requests that `limitIf`
    // leaves out are counted under their own key against the global limit (none when it is 0).
    const globalMax = env.RATE_LIMIT_MAX > 0 ? env.RATE_LIMIT_MAX : Number.MAX_SAFE_INTEGER;
    const limit = RATE_LIMITS[name];
    const rateLimit: RateLimitOptions =
      'perDeviceKey' in limit
        ? // Counted per verified key (its hash: the store never holds a usable key), so one car
          // park's devices behind one address do not share a budget; any other call shares the address's.
          { max, timeWindow: MINUTE, keyGenerator: (req) => `${name}|${deviceKeyOf(req, verified)}` }
        : when
          ? {
              max: (req) => (when(req) ? max : globalMax),
              timeWindow: MINUTE,
              keyGenerator: (req) => `${when(req) ? name : 'global'}|${clientAddress(req)}`,
            }
          : { max, timeWindow: MINUTE };
    route.config = { ...route.config, rateLimit };
  });

  const common = {
    global: env.RATE_LIMIT_MAX > 0,
    max: env.RATE_LIMIT_MAX,
    timeWindow: MINUTE,
    // A store that fails (database or Redis down) lets requests through; the store logs why.
    skipOnError: true,
    errorResponseBuilder: tooManyRequests,
    allowList: (req: FastifyRequest) => isBuiltAsset(req),
  };
  if (env.RATE_LIMIT_STORE === 'redis') {
    const redis = await connectRedis(app, env.REDIS_URL!);
    await app.register(fastifyRateLimit, { ...common, redis, nameSpace: env.RATE_LIMIT_REDIS_PREFIX });
  } else if (env.RATE_LIMIT_STORE === 'database') {
    await app.register(fastifyRateLimit, { ...common, store: databaseRateLimitStore(db, app.log) });
  } else {
    await app.register(fastifyRateLimit, common);
  }
}

/**
 * An ioredis client that fails fast instead of queueing while Redis is away (a queued command
 * would hold the request until Redis returns); its errors are logged, at most once a minute.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
  });
  let lastLogged = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastLogged < MINUTE) return;
    lastLogged = Date.now();
    app.log.error({ err }, 'rate limits: Redis is unreachable; requests go through unlimited');
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // Wait for the first connection (or its failure) so the first requests are counted.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_READY_WAIT_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return redis;
}
