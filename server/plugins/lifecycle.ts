import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of a shutdown (server/shutdown.ts) or of `app.close()`. */
    readonly shuttingDown: boolean;
    /** `/health/ready` turns 503 and every answer closes its connection; idempotent. */
    beginShutdown(): void;
  }
}

/**
 * Whether this instance is shutting down. From then on each answer carries `Connection: close`:
 * a proxy or browser holding a kept connection sends its next request elsewhere rather than to
 * an instance about to exit.
 */
export default fp(async (app) => {
  let shuttingDown = false;
  app.decorate('shuttingDown', { getter: () => shuttingDown });
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
});
