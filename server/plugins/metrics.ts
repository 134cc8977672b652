import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolOf } from '../db';
import { HttpError } from '../lib/httpError';
import { errors } from '../lib/routeSchemas';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics (one registry per app: tests build several apps in one process). */
    metricsRegistry: Registry | null;
  }
}

/** Seconds: from a cached answer (under a millisecond) to an upload or a search made anew. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Mail statuses counted: `sent` is left out, it only grows and counting it would read the whole history. */
const MAIL_STATUSES = ['pending', 'sending', 'failed'] as const;

/** The label of a request that matched no route: unknown paths are unbounded, so they share one label. */
export const UNMATCHED_ROUTE = 'unmatched';

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics, the Prometheus text format, for the operator's Prometheus only: it answers with
 * METRICS_TOKEN as a Bearer token, 401 without or with another, and 404 while METRICS_TOKEN is
 * unset (nothing is counted then). A token rather than a second port: one listener to deploy and
 * close at shutdown, and the systemd unit and firewall need no second address. Prometheus scrapes
 * each instance directly (deploy/prometheus.yml); the public proxy need not pass /metrics at all.
 *
 * What it counts: requests by route pattern (never the raw URL, whose ids would make a series
 * each), method and status, with their duration; open live-event streams; answers kept and made
 * anew by the response cache; the mail queue and the text reader's backlog, read from the
 * database at scrape time by indexed counts; the PostgreSQL pool; Node's own (memory, CPU,
 * event-loop lag, GC).
 */
export default fp(async (app) => {
  const token = app.config.metricsToken;
  const tags = ['operations'];
  const routeSchema = {
    tags,
    security: [{ metricsToken: [] }],
    summary: 'Prometheus metrics of this instance (Bearer METRICS_TOKEN)',
    description:
      'The Prometheus text format (version 0.0.4). 404 while METRICS_TOKEN is unset. Scrape every instance directly: each counts its own requests. ' +
      'Not rate limited (not under /api) and logged at warn only.',
    querystring: Type.Object({}, { additionalProperties: false }),
    response: {
      200: { description: 'The metrics, text/plain; version=0.0.4', content: { 'text/plain': { schema: { type: 'string' } } } },
      ...errors(400, 401, 404),
    },
  };

  if (!token) {
    app.decorate('metricsRegistry', null);
    // Registered all the same, so that /metrics is a JSON 404 and never the browser app's page.
    app.get('/metrics', { logLevel: 'warn', schema: routeSchema }, async (req) => {
      throw new HttpError(404, `Not found: ${req.method} /metrics`, 'not_found');
    });
    return;
  }

  const registry = new Registry();
  app.decorate('metricsRegistry', registry);
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by route pattern, method and status (its _count is the request count)',
    labelNames: ['route', 'method', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  // A callback hook, not an async one: no promise per request on the hot path.
  app.addHook('onResponse', (req, reply, done) => {
    duration.observe(
      { route: req.routeOptions.url ?? UNMATCHED_ROUTE, method: req.method, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'portal_live_event_streams',
    help: 'Live-event streams (GET /api/events) open on this instance',
    registers,
    collect() {
      this.set(app.liveEvents.size);
    },
  });

  // The cache counts in plain numbers (no prom-client inside its hot path); the counter is
  // brought up to them at each scrape.
  const counted = { hit: 0, miss: 0 };
  const cacheAnswers = new Counter({
    name: 'portal_response_cache_requests_total',
    help: 'GET answers of kept lists: `hit` answered from memory, `miss` made anew (RESPONSE_CACHE_MB)',
    labelNames: ['result'],
    registers,
    collect() {
      const { hits, misses } = app.responseCacheStats;
      this.inc({ result: 'hit' }, hits - counted.hit);
      this.inc({ result: 'miss' }, misses - counted.miss);
      Object.assign(counted, { hit: hits, miss: misses });
    },
  });
  // Both series exist from the start, so a ratio has a denominator before the first request.
  cacheAnswers.inc({ result: 'hit' }, 0);
  cacheAnswers.inc({ result: 'miss' }, 0);
  new Gauge({
    name: 'portal_response_cache_bytes',
    help: 'Memory taken by the answers kept (bounded by RESPONSE_CACHE_MB)',
    registers,
    collect() {
      this.set(app.responseCacheStats.size().bytes);
    },
  });

  // The database's share: read once per scrape, however many gauges ask, and by indexed counts
  // (mail_jobs_due is (status, run_at); the backlog counts two indexes, see below).
  const { db } = app;
  let reading: Promise<DbStats | null> | null = null;
  interface DbStats {
    mail: Record<(typeof MAIL_STATUSES)[number], number>;
    oldestDue: number | null;
    textBacklog: number;
  }
  const readDb = (): Promise<DbStats | null> => {
    reading ??= (async () => {
      const now = Date.now();
      const [counts, oldest, backlog] = await Promise.all([
        db.selectFrom('mailJobs').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('status', 'in', [...MAIL_STATUSES]).groupBy('status').execute(),
        db.selectFrom('mailJobs').select((eb) => eb.fn.min('runAt').as('runAt')).where('status', '=', 'pending').where('runAt', '<=', now).executeTakeFirst(),
        // Documents the text reader has not read yet: every read leaves a row (done, skipped or
        // failed) and a text row cannot outlive its document (foreign key), so the difference of
        // the two counts, each from an index (migration 016). A replaced file, read again within
        // moments of its commit, is not counted: finding it needs the join of every row.
        db
          .selectNoFrom((eb) => [
            eb.selectFrom('documents').select((e) => e.fn.countAll<number>().as('n')).as('documents'),
            eb.selectFrom('documentTexts').select((e) => e.fn.countAll<number>().as('n')).as('texts'),
          ])
          .executeTakeFirst(),
      ]);
      const mail = { pending: 0, sending: 0, failed: 0 };
      for (const row of counts) mail[row.status as keyof typeof mail] = Number(row.n);
      const runAt = oldest?.runAt == null ? null : Number(oldest.runAt);
      return { mail, oldestDue: runAt === null ? null : Math.max(0, (now - runAt) / 1000), textBacklog: Math.max(0, Number(backlog?.documents ?? 0) - Number(backlog?.texts ?? 0)) };
    })()
      .catch((err) => {
        // The scrape still answers (Node's metrics, requests): a database that does not answer is
        // /health/ready's to report; these gauges keep their last values meanwhile.
        app.log.warn({ err }, 'metrics: the database could not be read');
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  new Gauge({
    name: 'portal_mail_jobs',
    help: 'Messages in the mail queue by status: pending (due or scheduled), sending, failed (gave up after the last attempt)',
    labelNames: ['status'],
    registers,
    async collect() {
      const stats = await readDb();
      if (stats) for (const status of MAIL_STATUSES) this.set({ status }, stats.mail[status]);
    },
  });
  new Gauge({
    name: 'portal_mail_oldest_due_age_seconds',
    help: 'How long the oldest message that is due has waited to be sent (0 when none waits)',
    registers,
    async collect() {
      const stats = await readDb();
      if (stats) this.set(stats.oldestDue ?? 0);
    },
  });
  new Gauge({
    name: 'portal_document_text_backlog',
    help: 'Documents whose file text the text reader has yet to read (for the global search)',
    registers,
    async collect() {
      const stats = await readDb();
      if (stats) this.set(stats.textBacklog);
    },
  });

  const pool = poolOf(db);
  if (pool) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections of this instance: `busy` running a statement or transaction, `idle` open and free',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'portal_db_pool_max_connections',
      help: 'The PostgreSQL pool size of this instance',
      registers,
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting_requests',
      help: 'Statements waiting for a free PostgreSQL connection',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const expected = sha256(token);
  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      onRequest: async (req, reply) => {
        const header = req.headers.authorization ?? '';
        const given = /^Bearer ([\x21-\x7e]+)$/i.exec(header)?.[1] ?? '';
        // Digests compared, so the comparison takes the same time whatever the length given.
        if (!timingSafeEqual(sha256(given), expected) || !given) {
          reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
          throw new HttpError(401, 'Metrics need the METRICS_TOKEN as a Bearer token', 'invalid_token');
        }
      },
      schema: routeSchema,
    },
    async (_req, reply) => {
      const text = await registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
    },
  );
});
