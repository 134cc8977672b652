import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** When the latest request arrived (epoch ms): a stopping instance waits for a quiet moment (server/shutdown.ts). */
    readonly lastRequestAt: number;
    /**
     * When the latest answer begun before the shutdown ended (epoch ms): its connection stays
     * open to the proxy, and server/shutdown.ts closes idle connections only once the proxy has
     * had time to close it itself.
     */
    readonly lastKeptOpenAt: number;
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
  let lastKeptOpenAt = 0;
  app.decorate('lastRequestAt', { getter: () => lastRequestAt });
  app.decorate('lastKeptOpenAt', { getter: () => lastKeptOpenAt });
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
  // An answer begun before the shutdown (a request under way, a long download) went out without
  // `Connection: close`, so the proxy keeps its connection and may send the next request on it
  // the moment the answer arrives. Closing it here would race that request: a 502 for a POST,
  // which nginx never sends twice (seen in the deployment test). It is left open like any idle
  // connection, and its time is noted so that the instance waits for the proxy to close it first.
  app.addHook('onResponse', (_req, reply, done) => {
    // (reply.getHeader: Fastify writes its headers with writeHead, which raw.hasHeader does not see.)
    if (app.shuttingDown && reply.getHeader('connection') !== 'close') lastKeptOpenAt = Date.now();
    done();
  });
});
