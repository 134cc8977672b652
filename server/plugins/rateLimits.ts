import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/httpError';
import { isApiPath } from './errors';
import { ACCESS_COOKIE } from '../../shared/cookies';
import { FILES_BASE } from '../../shared/paths';

/** The stricter limits a route may ask for, by name: each counts per client address. */
type LimitName = 'signIns' | 'registrations' | 'customerMails';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A stricter limit than the global one: routes that cost a password hash or send e-mail outside the portal. */
    limit?: LimitName;
  }
}

/** Clients counted at once by one instance without Redis; the least recent are forgotten first. */
const MEMORY_KEYS = 50_000;

/**
 * Security item 24: every API request is counted per signed-in user (a valid access token of an
 * open session), or per client address otherwise; sign-ins and registrations, which cost a
 * password hash, more strictly per address. The browser app's pages and files are not counted.
 * Over the limit: 429, Retry-After, and `code: rate_limited`.
 *
 * The count is taken in a root `onRequest` hook, which runs before the hooks of every plugin and
 * route: a request refused there (no session, wrong role, cross-site) is counted like any other,
 * so refusals are no way around the limit. Finding the user costs the statement `authenticate`
 * would send anyway, read once per request (`app.sessionAccount`).
 *
 * Counts need not survive a restart, so they are never written to the database: a single instance
 * counts in memory; several share their counts through Redis (REDIS_URL). The sign-in throttle
 * that protects passwords is separate and durable (modules/auth/throttle.ts).
 */
export default fp(async (app) => {
  const { perMinute, signInsPerMinute, registrationsPerHour, customerMailsPerHour } = app.config.rateLimit;
  const byClient = async (req: FastifyRequest) => {
    const user = (await app.sessionAccount(req)) ?? (await cookieAccount(req));
    return user ? `user:${user.id}` : `address:${req.ip}`;
  };
  // A file link is followed by the browser itself, with the session as the `token` cookie and no
  // Bearer header (modules/files/fileRoutes.ts): it counts as its user too, not as an address
  // that a whole dealer's office (or a company's NAT) shares.
  const cookieAccount = (req: FastifyRequest) => {
    const token = req.url.startsWith(`${FILES_BASE}/`) && req.headers.cookie ? app.parseCookie(req.headers.cookie)[ACCESS_COOKIE] : undefined;
    const subject = token ? app.accessTokens.verify(token) : null;
    return subject ? app.sessionUser(subject) : undefined;
  };

  // `global: false`: the plugin adds no hook of its own (it would run after the routes' and
  // plugins' authentication hooks); the limiters below are called from one hook instead.
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redis!.prefix}rate:` } : { cache: MEMORY_KEYS }),
    keyGenerator: byClient,
    // A counter that cannot be reached (Redis down) must not turn every request into an error.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(ctx.statusCode, `Too many requests: try again in ${ctx.after}`, 'rate_limited', {
        retryAfter: Math.ceil(ctx.ttl / 1000),
      }),
  });
  // A named limit counts in a store of its own; its name is in the key as well, because the
  // plugin gives every such store the same Redis prefix.
  const perAddress = (name: LimitName, max: number, timeWindow: number) =>
    app.rateLimit({ max, timeWindow, cache: MEMORY_KEYS, keyGenerator: (req) => `${name}:address:${req.ip}` });
  const limiters: Record<LimitName | 'api', ReturnType<typeof app.rateLimit>> = {
    api: app.rateLimit(),
    signIns: perAddress('signIns', signInsPerMinute, 60_000),
    registrations: perAddress('registrations', registrationsPerHour, 60 * 60_000),
    // Per person, like the global limit: a dealer's office shares one address.
    customerMails: app.rateLimit({ max: customerMailsPerHour, timeWindow: 60 * 60_000, cache: MEMORY_KEYS, keyGenerator: async (req) => `customerMails:${await byClient(req)}` }),
  };

  // Every API route may answer 429: plugins/docs.ts says so in the OpenAPI document, by the same isApiPath.
  app.addHook('onRequest', async (req, reply) => {
    if (!isApiPath(req.url)) return;
    await limiters[req.routeOptions.config?.limit ?? 'api'].call(app, req, reply);
  });
});
