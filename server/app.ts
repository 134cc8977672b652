import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import { compilePendingValidators, compileValidator } from './lib/ajv';
import { lazySerializers } from './lib/lazySerializers';
import { createDb, migrate, type DB } from './db';
import { watchVersions } from './db/versions';
import { seed } from './seed';
import { loggerOptions } from './logging';
import errors from './plugins/errors';
import lifecycle from './plugins/lifecycle';
import security from './plugins/security';
import rateLimits from './plugins/rateLimits';
import responseCache, { COMPRESS_THRESHOLD } from './plugins/responseCache';
import redis from './plugins/redis';
import docs from './plugins/docs';
import health, { healthRoutes } from './plugins/health';
import metrics from './plugins/metrics';
import authenticate from './modules/auth/authenticate';
import spa from './plugins/spa';
import { registerRoutes } from './routes';
import { helpUrl } from './modules/users/contact';
import { createAccessTokens, loadJwtSecret, type AccessTokens } from './modules/auth/accessTokens';
import { createLoginThrottle, type LoginThrottle } from './modules/auth/throttle';
import { UserSchema } from './modules/auth/schemas';
import { ErrorSchema } from './lib/routeSchemas';
import { DocumentSchema } from './modules/documents/schemas';
import { NoticeSchema } from './modules/notices/schemas';
import { AuditEntrySchema } from './modules/audit/schemas';
import { DEMO_MANUFACTURER, manufacturerFromFile, manufacturerSource, type ManufacturerSource } from './modules/manufacturer/identity';
import { referencedFileKeys } from './modules/files/sources';
import { createDownloadLinks, type DownloadLinks } from './modules/files/downloadLinks';
import { createFileStore, type FileStore } from './storage/fileStore';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { createEventHub, type EventHub } from './modules/events/hub';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that writes nothing (a download link): no versions or events to read after it. */
    readOnly?: boolean;
  }
  interface FastifyInstance {
    config: Config;
    db: DB;
    accessTokens: AccessTokens;
    loginThrottle: LoginThrottle;
    fileStore: FileStore;
    downloadLinks: DownloadLinks;
    /** The background jobs (server/jobs): idle until started (server/main.ts); routes wake them. */
    jobs: JobRunner;
    /** The manufacturer's identity and logo, as every page and document shows them. */
    manufacturer: ManufacturerSource;
    /** The live-events streams of this instance (modules/events). */
    liveEvents: EventHub;
    /** Compiles every request validator and response serializer not used yet (they compile at first use): how many of each. */
    compileSchemas(): { validators: number; serializers: number };
  }
}

export interface BuildOptions {
  /** Log to stdout (the listening server) or stay quiet (tests). */
  logger?: boolean;
  /** Every statement sent to the database (the query-plan check). */
  onQuery?: (sql: string, parameters: readonly unknown[], milliseconds: number) => void;
}

/** Builds the whole application: database ready and migrated, routes registered, not listening. */
export async function buildApp(config: Config, { logger = true, onQuery }: BuildOptions = {}): Promise<FastifyInstance> {
  const serializers = lazySerializers();
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer } },
    logger: logger ? await loggerOptions(config) : false,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Download links carry a signed token in the path.
    routerOptions: { maxParamLength: 1000 },
    // A whole request, body included: an upload of MAX_UPLOAD_MB on a slow line takes many minutes
    // (nginx in front bounds each read with client_body_timeout, and a slowloris gets nowhere).
    requestTimeout: 60 * 60_000,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // JSON taken as typed, text parsed strictly, unknown fields refused (lib/ajv.ts).
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compileValidator(schema, httpPart === 'body' ? 'json' : 'text', httpPart !== 'headers'),
  );
  app.decorate('compileSchemas', () => ({ validators: compilePendingValidators(), serializers: serializers.compileAll() }));
  try {
    await assemble(app, config, onQuery);
  } catch (err) {
    // A start that fails half-way (a wrong REDIS_URL, say) leaves no connection open behind it.
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

async function assemble(app: FastifyInstance, config: Config, onQuery: BuildOptions['onQuery']): Promise<void> {
  const db = createDb(
    config.database,
    (err) => app.log.warn({ err }, 'an idle database connection was lost'),
    onQuery &&
      ((event) => {
        if (event.level === 'query') onQuery(event.query.sql, event.query.parameters, event.queryDurationMillis);
      }),
  );
  const jobs = createJobRunner();
  app.decorate('jobs', jobs);
  let liveEvents: EventHub | undefined;
  // The jobs finish the step in hand (a message being sent) before the database closes under them.
  let versions: ReturnType<typeof watchVersions> | undefined;
  app.addHook('onClose', async () => {
    await jobs.stop();
    await liveEvents?.stop();
    await versions?.stop();
    await db.destroy();
  });
  await migrate(db);
  versions = watchVersions(db, config.database, (err) => app.log.warn({ err }, 'the data versions connection failed'));
  // What this instance wrote, its next request sees at once, whenever the notification arrives.
  liveEvents = await createEventHub(db, versions, { log: app.log });
  app.decorate('liveEvents', liveEvents);
  app.addHook('onSend', async (req) => {
    // A download link is a POST that writes nothing: on PostgreSQL these reads were two of the
    // three statements of each link, queued for the pool with every other request's.
    if (req.method !== 'GET' && req.method !== 'HEAD' && !req.routeOptions.config?.readOnly) {
      await versions!.refresh();
      // Its own write's events go out at once, without waiting for a notification (or, on
      // SQLite, for the next poll).
      liveEvents!.kick();
    }
  });
  const fileStore = createFileStore(config.dataDir);
  await fileStore.sweep((keys) => referencedFileKeys(db, keys), (msg, n) => app.log.info({ count: n }, msg));
  await seed(db, config, app.log, fileStore);

  app.decorate('config', config);
  app.decorate('db', db);
  const jwtSecret = await loadJwtSecret(db, config.jwtSecret);
  app.decorate('accessTokens', createAccessTokens(jwtSecret, config.accessTokenSeconds));
  app.decorate('downloadLinks', createDownloadLinks(jwtSecret));
  app.decorate('fileStore', fileStore);
  app.decorate('loginThrottle', createLoginThrottle(db, config.throttle));
  const manufacturer = manufacturerSource(db, manufacturerFromFile(config.dataDir) ?? DEMO_MANUFACTURER);
  app.decorate('manufacturer', manufacturer);
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });

  // The shutdown flag first: what acts on it may be registered at any point after.
  await app.register(health);
  await app.register(lifecycle);
  await app.register(errors);
  await app.register(security);
  await app.register(authenticate);
  await app.register(redis);
  await app.register(rateLimits);
  await app.register(responseCache);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  await app.register(cookie);
  // Limits are set per upload route as well; these are the ceiling for any multipart request.
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 20, parts: 21 } });
  await app.register(docs);
  // After docs (which documents the routes declared after it), before the routes metrics count.
  await app.register(healthRoutes);
  await app.register(metrics);
  app.addSchema(UserSchema);
  app.addSchema(ErrorSchema);
  app.addSchema(DocumentSchema);
  app.addSchema(NoticeSchema);
  // Shared schemas are added here, at the root: one added inside a plugin gives that plugin
  // Fastify's own validator (which drops unknown fields instead of refusing them).
  app.addSchema(AuditEntrySchema);
  await registerRoutes(app);
  await app.register(spa, { clientDir: config.clientDir, helpUrl: () => helpUrl(app.db, app.config) });
}
