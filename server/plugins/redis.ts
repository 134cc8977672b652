import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every instance shares (REDIS_URL), or null for a single instance. */
    redis: Redis | null;
  }
}

/**
 * Redis holds what instances share but need not keep (decisions.md, "Scale path"). A wrong
 * REDIS_URL stops the start with a message; once running, a lost connection is logged and
 * retried, and commands fail at once instead of queueing (what uses Redis decides what a failure
 * means: the rate limiter lets the request through).
 */
export default fp(async (app) => {
  const { redis: settings } = app.config;
  if (!settings) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(settings.url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let lastWarning = 0;
  redis.on('error', (err) => {
    // A dead Redis emits an error per reconnection attempt: one line every half minute is enough.
    if (Date.now() - lastWarning > 30_000) {
      lastWarning = Date.now();
      app.log.warn({ err }, 'Redis is unreachable; rate counts fall back to letting requests through');
    }
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Cannot connect to REDIS_URL: ${(err as Error).message}`);
  }
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
});
