import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import { createDb, migrate, type DB } from './db';
import { seed } from './seed';
import errors from './plugins/errors';
import security from './plugins/security';
import docs from './plugins/docs';
import authenticate from './plugins/authenticate';
import spa from './plugins/spa';
import authRoutes from './modules/auth/routes';
import protectedRoutes from './modules/protected/routes';
import { createAccessTokens, loadJwtSecret, type AccessTokens } from './modules/auth/accessTokens';
import { createLoginThrottle, type LoginThrottle } from './modules/auth/throttle';
import { ErrorSchema, UserSchema } from './modules/auth/schemas';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    accessTokens: AccessTokens;
    loginThrottle: LoginThrottle;
  }
}

export interface BuildOptions {
  /** Log to stdout (the listening server) or stay quiet (tests). */
  logger?: boolean;
}

/** Builds the whole application: database ready and migrated, routes registered, not listening. */
export async function buildApp(config: Config, { logger = true }: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const db = createDb(config.database);
  app.addHook('onClose', async () => db.destroy());
  await migrate(db);
  await seed(db, config, app.log);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('accessTokens', createAccessTokens(await loadJwtSecret(db, config.jwtSecret), config.accessTokenSeconds));
  app.decorate('loginThrottle', createLoginThrottle(db, config.throttle));
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });

  await app.register(errors);
  await app.register(security);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(docs);
  app.addSchema(UserSchema);
  app.addSchema(ErrorSchema);
  await app.register(authenticate);
  await app.register(authRoutes);
  await app.register(protectedRoutes, { prefix: '/protected' });
  await app.register(spa, { clientDir: config.clientDir });
  return app;
}
