import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../db';
import { HttpError } from '../lib/httpError';
import { isApiPath } from './errors';

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, result?: Counted) => void;

/** Rows older than the longest window are of no use; they are swept this often. */
const SWEEP_MS = 10 * 60 * 1000;
const LONGEST_WINDOW_MS = 60 * 60 * 1000;

/**
 * The counters of @fastify/rate-limit kept in the database (a fixed window per key, one upsert
 * per request), so that every instance counts the same requests: decisions.md allows no
 * per-user state in process memory. Each route with its own limit counts under its own scope.
 */
function databaseStore(db: DB) {
  return class DatabaseStore {
    private readonly scope: string;

    /** The plugin passes its options, which a database counter does not need; children pass their scope. */
    constructor(scope: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'api';
    }

    incr(key: string, done: Done, timeWindow: number) {
      const now = Date.now();
      const expired = now - timeWindow;
      db.insertInto('requestCounts')
        .values({ key: `${this.scope}|${key}`, hits: 1, windowStart: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when request_counts.window_start <= ${expired} then 1 else request_counts.hits + 1 end`,
            windowStart: sql`case when request_counts.window_start <= ${expired} then ${now} else request_counts.window_start end`,
          }),
        )
        .returning(['hits', 'windowStart'])
        .executeTakeFirstOrThrow()
        .then((row) => done(null, { current: row.hits, ttl: row.windowStart + timeWindow - now }), done);
    }

    // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
    child(options: object) {
      const { method, url } = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseStore(`${[method].flat().join(',')} ${url}`);
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-route limits, stricter than the global one, for `config.rateLimit` of a route. */
    rateLimits: { signIns: RateLimitOptions; registrations: RateLimitOptions };
  }
}

/**
 * Security item 24: every API route is limited per signed-in user (or per client address without
 * a valid session); sign-ins and registrations, which cost a password hash, more strictly per
 * address. The browser app's pages and files are not counted. Over the limit: 429, Retry-After,
 * and `code: rate_limited`.
 */
export default fp(async (app) => {
  const { perMinute, signInsPerMinute, registrationsPerHour } = app.config.rateLimit;
  const clientKey = (req: FastifyRequest) => {
    const userId = app.bearerUserId(req);
    return userId ? `user:${userId}` : `address:${req.ip}`;
  };
  const byAddress = (req: FastifyRequest) => `address:${req.ip}`;

  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    store: databaseStore(app.db),
    keyGenerator: clientKey,
    allowList: (req) => !isApiPath(req.url),
    // A counter that cannot be written must not turn every request into an error.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(ctx.statusCode, `Too many requests: try again in ${ctx.after}`, 'rate_limited', {
        retryAfter: Math.ceil(ctx.ttl / 1000),
      }),
  });
  app.decorate('rateLimits', {
    signIns: { max: signInsPerMinute, timeWindow: 60_000, keyGenerator: byAddress },
    registrations: { max: registrationsPerHour, timeWindow: LONGEST_WINDOW_MS, keyGenerator: byAddress },
  });

  const sweep = setInterval(() => {
    app.db
      .deleteFrom('requestCounts')
      .where('windowStart', '<', Date.now() - LONGEST_WINDOW_MS)
      .execute()
      .catch((err) => app.log.warn({ err }, 'could not sweep the request counters'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
