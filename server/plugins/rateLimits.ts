import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/httpError';
import { isApiPath } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-route limits, stricter than the global one, for `config.rateLimit` of a route. */
    rateLimits: { signIns: RateLimitOptions; registrations: RateLimitOptions };
  }
}

/** Clients counted at once by one instance without Redis; the least recent are forgotten first. */
const MEMORY_KEYS = 50_000;

/**
 * Security item 24: every API route is limited per signed-in user (or per client address without
 * a valid session); sign-ins and registrations, which cost a password hash, more strictly per
 * address. The browser app's pages and files are not counted. Over the limit: 429, Retry-After,
 * and `code: rate_limited`.
 *
 * Counts need not survive a restart, so they are never written to the database: a single instance
 * counts in memory; several share their counts through Redis (REDIS_URL), each route with its own
 * limit under its own key. The sign-in throttle that protects passwords is separate and durable
 * (modules/auth/throttle.ts).
 */
export default fp(async (app) => {
  const { perMinute, signInsPerMinute, registrationsPerHour } = app.config.rateLimit;
  const clientKey = async (req: FastifyRequest) => {
    const user = await app.sessionAccount(req);
    return user ? `user:${user.id}` : `address:${req.ip}`;
  };
  const byAddress = (req: FastifyRequest) => `address:${req.ip}`;

  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redis!.prefix}rate:` } : { cache: MEMORY_KEYS }),
    keyGenerator: clientKey,
    allowList: (req) => !isApiPath(req.url),
    // A counter that cannot be reached (Redis down) must not turn every request into an error.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(ctx.statusCode, `Too many requests: try again in ${ctx.after}`, 'rate_limited', {
        retryAfter: Math.ceil(ctx.ttl / 1000),
      }),
  });
  app.decorate('rateLimits', {
    signIns: { max: signInsPerMinute, timeWindow: 60_000, keyGenerator: byAddress },
    registrations: { max: registrationsPerHour, timeWindow: 60 * 60_000, keyGenerator: byAddress },
  });
});
