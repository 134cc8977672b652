import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  /** The same compressed, per encoding, made once when first asked for. */
  compressed: Partial<Record<Encoding, Buffer>>;
  contentType: string;
  contentRange?: string;
  tag: string;
  until: number;
}

/** The headers of an answer that are part of it (the rest is set per request by the hooks). */
const KEPT_HEADERS = ['content-type', 'content-range'] as const;

/** Answers smaller than this are sent as they are (@fastify/compress's threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encodings @fastify/compress would choose among, in its order of preference, made with its
 * options (brotli at quality 4). Kept answers are compressed here, once, rather than by that plugin
 * at every answer: a browser asks with `Accept-Encoding: gzip, deflate, br`, and compressing a
 * 17 KB list cost twice what answering it from memory did. zstd is left to the plugin (Node 22).
 */
type Encoding = 'br' | 'gzip' | 'deflate';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'deflate'];
const COMPRESSORS: Record<Encoding, (b: Buffer) => Buffer> = {
  br: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } }),
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
};

/**
 * The encoding to answer `req` in, as @fastify/accept-negotiator (the plugin's) chooses: the
 * highest q, ties to the first of ENCODINGS; `*` stands for any not named; undefined for none
 * (identity, or a preference only for zstd, which the plugin then handles).
 */
export function negotiate(req: FastifyRequest): Encoding | undefined {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string' || req.headers['x-no-compression'] !== undefined) return undefined;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name === 'x-gzip' ? 'gzip' : name.trim(), weight === undefined ? 1 : Number(weight));
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const e of ENCODINGS) {
    const w = q.get(e) ?? q.get('*') ?? 0;
    if (w > bestQ) [best, bestQ] = [e, w];
  }
  // zstd or identity preferred over any of these: left to the plugin.
  for (const other of ['zstd', 'identity']) if ((q.get(other) ?? 0) > bestQ) return undefined;
  return best;
}

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
  const kept = new LRUCache<string, Kept>({
    maxSize,
    sizeCalculation: (k) => k.payload.length + Object.values(k.compressed).reduce((n, b) => n + b.length, 0) + 200,
  });
  const pending = new WeakMap<FastifyRequest, Omit<Kept, 'payload' | 'compressed' | 'contentType' | 'contentRange'> & { key: string }>();

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
        const encoding = hit.payload.length >= COMPRESS_THRESHOLD && !hit.contentRange ? negotiate(req) : undefined;
        if (!encoding) return reply.send(hit.payload);
        let bytes = hit.compressed[encoding];
        if (!bytes) {
          hit.compressed[encoding] = bytes = COMPRESSORS[encoding](hit.payload);
          // Set again so that the size bound counts the new encoding.
          kept.set(key, hit);
        }
        return sendCompressed(reply, encoding, bytes);
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
      const bytes = Buffer.from(payload);
      const answer: Kept = { ...entry, payload: bytes, compressed: {}, contentType: String(contentType), contentRange: contentRange === undefined ? undefined : String(contentRange) };
      // Compressed here, as it will be answered again: the plugin then passes it through.
      const encoding = bytes.length >= COMPRESS_THRESHOLD && contentRange === undefined ? negotiate(req) : undefined;
      if (encoding) answer.compressed[encoding] = COMPRESSORS[encoding](bytes);
      kept.set(entry.key, answer);
      if (encoding) {
        setCompressedHeaders(reply, encoding, answer.compressed[encoding]!);
        return answer.compressed[encoding];
      }
    }
    return payload;
  });

  stats.size = () => ({ bytes: kept.calculatedSize, entries: kept.size });
});

function setCompressedHeaders(reply: FastifyReply, encoding: Encoding, bytes: Buffer) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', encoding);
  reply.header('content-length', bytes.length);
}

function sendCompressed(reply: FastifyReply, encoding: Encoding, bytes: Buffer) {
  setCompressedHeaders(reply, encoding, bytes);
  return reply.send(bytes);
}
