import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { versionsOf, type VersionedData, type Versions } from '../db/versions';

/**
 * What a list's answer is made of, so that it can be kept and answered again until that changes:
 * the data whose writes change it (db/versions.ts), and, for answers that change with time alone
 * (a scheduled notice's publication, a warranty that expires at midnight), when that happens next.
 */
export interface CacheRule {
  data: readonly VersionedData[];
  /** The next moment the answer may change with no write (epoch ms). */
  until?: (app: FastifyInstance, versions: Versions) => number | Promise<number>;
}

/** Counted since the start, for /metrics (plugins/metrics.ts). */
export interface ResponseCacheStats {
  hits: number;
  misses: number;
  /** Bytes and answers kept now. */
  size(): { bytes: number; entries: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCacheStats: ResponseCacheStats;
  }
  interface FastifyContextConfig {
    /** Keep this GET route's 200 answers per user and URL while `data` is unchanged. */
    cache?: CacheRule;
  }
}

interface Kept {
  /** As sent: encoded once, not at every answer. */
  payload: Buffer;
  contentType: string;
  contentRange?: string;
  tag: string;
  until: number;
}

/** The headers of an answer that are part of it (the rest is set per request by the hooks). */
const KEPT_HEADERS = ['content-type', 'content-range'] as const;

/**
 * List answers kept in memory, per user and URL, under the versions of the data they were made
 * from: a thousand dealers paging back and forth through the same lists cost one query and one
 * serialisation per page until an admin publishes, edits or deletes something, which bumps the
 * version in the same transaction on every instance. Only the same user gets a kept answer, so
 * nothing one may see can reach another; an account's change (role, status) bumps `accounts`,
 * which every rule includes. Bounded by RESPONSE_CACHE_MB, least recently used first out.
 */
export default fp(async (app) => {
  const maxSize = app.config.responseCacheBytes;
  const stats: ResponseCacheStats = { hits: 0, misses: 0, size: () => ({ bytes: 0, entries: 0 }) };
  app.decorate('responseCacheStats', stats);
  if (!maxSize) return;
  const kept = new LRUCache<string, Kept>({ maxSize, sizeCalculation: (k) => k.payload.length + 200 });
  const pending = new WeakMap<FastifyRequest, Omit<Kept, 'payload' | 'contentType' | 'contentRange'> & { key: string }>();

  app.addHook('onRoute', (route) => {
    const rule = route.config?.cache;
    if (!rule) return;
    // A GET route comes with its HEAD twin, which shares its config.
    if (!['GET', 'HEAD'].includes(String(route.method)) || !rule.data.includes('accounts')) {
      throw new Error(`${route.url}: only GET answers are kept, and always under the accounts version`);
    }
    const lookup = async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
      // Read before the answer is made: a write meanwhile leaves it under an older version.
      const versions = await versionsOf(app.db).current();
      const tag = rule.data.map((name) => versions[name]).join('.');
      const key = `${req.method} ${req.account!.id} ${req.url}`;
      const hit = kept.get(key);
      if (hit && hit.tag === tag && hit.until > Date.now()) {
        stats.hits++;
        reply.header('content-type', hit.contentType);
        if (hit.contentRange) reply.header('content-range', hit.contentRange);
        return reply.send(hit.payload);
      }
      stats.misses++;
      pending.set(req, { key, tag, until: rule.until ? await rule.until(app, versions) : Infinity });
    };
    route.preHandler = [...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []), lookup];
  });

  // Registered before compression, so the answer is kept as serialised, not as gzip.
  app.addHook('onSend', async (req, reply, payload) => {
    const entry = pending.get(req);
    if (entry && reply.statusCode === 200 && typeof payload === 'string') {
      const [contentType, contentRange] = KEPT_HEADERS.map((h) => reply.getHeader(h));
      kept.set(entry.key, { ...entry, payload: Buffer.from(payload), contentType: String(contentType), contentRange: contentRange === undefined ? undefined : String(contentRange) });
    }
    return payload;
  });

  stats.size = () => ({ bytes: kept.calculatedSize, entries: kept.size });
});
