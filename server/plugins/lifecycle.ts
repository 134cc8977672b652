import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** When the latest request arrived (epoch ms): a stopping instance waits for a quiet moment (server/shutdown.ts). */
    readonly lastRequestAt: number;
  }
}

/** Every GET or HEAD of the API and pages answers this while the instance stops (documented by plugins/docs.ts). */
export const SHUTTING_DOWN = { message: 'This server is shutting down: try again', code: 'shutting_down' } as const;

/** The probes and Prometheus's scrape still get their answers from a stopping instance. */
const OPERATIONS = /^\/(health\/|metrics(\?|$))/;

/**
 * What a stopping instance (`app.shuttingDown`, plugins/health.ts) does with requests:
 * - a new GET or HEAD is answered 503 at once, before any work: nginx (`proxy_next_upstream
 *   http_503`) sends it to another instance, so the person never sees it, and counts the 503 as
 *   this instance's failure, so that it sends it nothing new for `fail_timeout`; a browser with
 *   no proxy in between retries later. The health probes and /metrics answer as usual;
 * - a write (POST, PUT, DELETE) is done as usual: nginx never sends a write twice, so it must
 *   not be refused once it has arrived;
 * - every answer carries `Connection: close`, so nothing more comes over a kept connection.
 */
export default fp(async (app) => {
  let lastRequestAt = 0;
  app.decorate('lastRequestAt', { getter: () => lastRequestAt });
  app.addHook('onRequest', (req, reply, done) => {
    if (!app.shuttingDown) return done();
    lastRequestAt = Date.now();
    if ((req.method !== 'GET' && req.method !== 'HEAD') || OPERATIONS.test(req.url)) return done();
    reply.code(503).header('retry-after', '1').send(SHUTTING_DOWN);
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  // An answer begun before the shutdown (a long download) went out without `Connection: close`:
  // its connection is closed as soon as it is done, not left idle until the instance closes
  // what is idle, when the proxy might just have chosen it for another request.
  app.addHook('onResponse', (req, reply, done) => {
    if (app.shuttingDown && !reply.raw.hasHeader('connection')) req.raw.socket?.end();
    done();
  });
});
