import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { LATEST_MIGRATION } from '../db';
import { errors } from '../lib/routeSchemas';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment shutdown begins: /health/ready answers 503 so the proxy sends no new requests. */
    readonly shuttingDown: boolean;
    /** Marks the start of shutdown (main.ts at SIGTERM, before closing; app.close() does it too). Idempotent. */
    beginShutdown(): void;
  }
}

/** A check that takes longer than this has failed: a probe must answer before the balancer's own timeout. */
const CHECK_TIMEOUT_MS = 2_000;
/**
 * One result serves every probe for this long. The routes are public and not rate limited
 * (a balancer must never get a 429), so a flood of probes costs at most one round of checks a
 * second; shutting down is read at every request all the same.
 */
const REUSE_MS = 1_000;

/** `cause`: the underlying error, for the log only (a driver's message may name hosts and users). */
type Check = { ok: true; detail?: string } | { ok: false; error: string; cause?: unknown };
const CHECK_NAMES = ['database', 'redis', 'dataDir'] as const;
type Checks = Record<(typeof CHECK_NAMES)[number] | 'shutdown', Check>;

const CheckSchema = Type.Object(
  {
    ok: Type.Boolean(),
    detail: Type.Optional(Type.String({ description: 'What was found: the last migration, "not configured"' })),
    error: Type.Optional(Type.String({ description: 'Why the check failed, in words that hold no secret' })),
  },
  { additionalProperties: false },
);
const ReadyReply = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
    checks: Type.Object(
      { database: CheckSchema, redis: CheckSchema, dataDir: CheckSchema, shutdown: CheckSchema },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
const NoQuery = Type.Object({}, { additionalProperties: false });

function timeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The shutdown flag: `app.shuttingDown`, raised by `app.beginShutdown()` (main.ts at SIGTERM,
 * before closing) or by `app.close()` itself. Registered before every other plugin, so that those
 * that act on it (plugins/lifecycle.ts) find it; the routes that answer by it are `healthRoutes`.
 */
export default fp(async (app) => {
  let shuttingDown = false;
  app.decorate('shuttingDown', { getter: () => shuttingDown });
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  // app.close() alone (tests, an embedding) turns ready to 503 too, before in-flight requests end.
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
});

/**
 * GET /health/live and GET /health/ready, for the load balancer and the process supervisor.
 * Registered after plugins/docs.ts, which documents the routes declared after it.
 *
 * live: the process answers (no I/O: a slow database must not get a healthy process restarted).
 * ready: this instance can serve — the database answers and has the newest migration this build
 * knows (an instance started on a database another version migrated differs from it), Redis
 * answers when REDIS_URL is set, the data directory takes a write, and shutdown has not begun.
 *
 * Neither is under /api, so the per-address rate limiter (plugins/rateLimits.ts) never counts
 * them, and each logs at `warn` only: a balancer probing every few seconds would fill the log.
 */
export const healthRoutes = fp(async (app) => {
  const { db, config } = app;
  const probeFile = path.join(config.dataDir, 'tmp', `.ready-${os.hostname()}-${process.pid}`);
  const attempt = async (work: () => Promise<string | undefined>, what: string): Promise<Check> => {
    try {
      const detail = await timeout(work(), what);
      return detail === undefined ? { ok: true } : { ok: true, detail };
    } catch (err) {
      return { ok: false, error: (err as Error).message, cause: (err as Error).cause };
    }
  };
  const checks = {
    database: () =>
      attempt(async () => {
        const last = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`
          .execute(db)
          .then((r) => r.rows[0]?.name)
          .catch((cause) => {
            throw new Error('the database did not answer', { cause });
          });
        // Behind: this build's code would meet a schema it was not written for. Ahead: a newer
        // release migrated during a rolling upgrade, adding to the schema this build reads, so
        // this instance serves on until it is restarted on that release.
        if (last === undefined || last < LATEST_MIGRATION) throw new Error(`the database is at migration ${last ?? 'none'}, this build expects ${LATEST_MIGRATION}`);
        return last;
      }, 'the database'),
    redis: () =>
      attempt(async () => {
        if (!app.redis) return 'not configured';
        // Commands fail at once while the connection is down (no offline queue, plugins/redis.ts).
        await app.redis.ping().catch((cause) => {
          throw new Error('Redis did not answer', { cause });
        });
        return undefined;
      }, 'Redis'),
    dataDir: () =>
      attempt(async () => {
        // A real write where uploads land: access() alone passes a full disk, and root passes every mode.
        await fsp.writeFile(probeFile, 'ok').catch((cause) => {
          throw new Error('the data directory does not take a write', { cause });
        });
        await fsp.rm(probeFile, { force: true });
        return undefined;
      }, 'the data directory'),
  };

  let last: { at: number; checks: Promise<Omit<Checks, 'shutdown'>> } | undefined;
  let wasReady = true;
  const current = () => {
    if (!last || Date.now() - last.at > REUSE_MS) {
      const at = Date.now();
      last = {
        at,
        checks: Promise.all(CHECK_NAMES.map((name) => checks[name]())).then((results) => {
          const found = Object.fromEntries(CHECK_NAMES.map((name, i) => [name, results[i]])) as Omit<Checks, 'shutdown'>;
          // Logged when readiness changes, not at every probe.
          const failed = CHECK_NAMES.filter((name) => !found[name].ok);
          if (failed.length && wasReady) {
            const why = failed.map((name) => {
              const c = found[name] as Extract<Check, { ok: false }>;
              return { check: name, error: c.error, cause: c.cause === undefined ? undefined : String((c.cause as Error)?.message ?? c.cause) };
            });
            app.log.warn({ failed: why }, 'this instance is not ready');
          }
          if (!failed.length && !wasReady) app.log.warn('this instance is ready again');
          wasReady = !failed.length;
          return found;
        }),
      };
    }
    return last.checks;
  };

  const tags = ['operations'];
  const noStore = (reply: import('fastify').FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags,
        security: [],
        summary: 'The process answers (for a supervisor; no database or disk is consulted)',
        querystring: NoQuery,
        response: { 200: Type.Object({ status: Type.Literal('live') }, { additionalProperties: false }), ...errors(400) },
      },
    },
    async (_req, reply) => {
      noStore(reply);
      return { status: 'live' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags,
        security: [],
        summary: 'Whether this instance may be sent requests: database reachable and migrated, Redis reachable when configured, data directory writable, not shutting down',
        description:
          'Each check says `ok`, and why not. 503 as soon as shutdown begins, so that the balancer stops sending new requests while in-flight ones finish. ' +
          'Results are reused for one second, the shutdown is read at every call. Not rate limited, not logged at info.',
        querystring: NoQuery,
        response: {
          200: { ...ReadyReply, description: 'Ready: every check passed' },
          503: { ...ReadyReply, description: 'Not ready: the checks that failed say why' },
          ...errors(400),
        },
      },
    },
    async (_req, reply) => {
      noStore(reply);
      const found = await current();
      const all: Checks = {
        ...found,
        shutdown: app.shuttingDown ? { ok: false, error: 'shutting down' } : { ok: true },
      };
      const ready = Object.values(all).every((c) => c.ok);
      // Without `cause`, which stays in the log.
      const shown = Object.fromEntries(Object.entries(all).map(([name, c]) => [name, c.ok ? c : { ok: false, error: c.error }]));
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: shown });
    },
  );
});
