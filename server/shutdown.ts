import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ShutdownTimes {
  /** Longest wait for requests under way (an upload on a slow line) before their connections are cut. */
  timeoutMs: number;
  /**
   * How long idle keep-alive connections are left to the proxy, which closes them itself
   * (nginx's upstream `keepalive_timeout`, 10 s in deploy/nginx/portal.conf) or sends one more
   * request on them, answered with `Connection: close`; afterwards they are closed here.
   */
  idleWaitMs: number;
  /** Live-event streams are told to come back within this long, each after a random delay. */
  reconnectWithinMs: number;
}

/**
 * Stops an instance without failing a request of anyone's (SIGTERM in server/main.ts):
 * 1. `/health/ready` answers 503 and every answer from now on closes its connection, so that
 *    nothing new is started here over a kept connection;
 * 2. the listening socket closes: a new connection is refused, which a proxy retries on another
 *    instance whatever the method, since nothing was sent;
 * 3. live-event streams end, telling each browser to reconnect soon: through the proxy it reaches
 *    another instance and resumes from its last event id;
 * 4. requests under way finish; then the jobs finish what they hold (a message being sent is
 *    sent and marked, never left claimed) and the database closes (`app.close()`).
 *
 * Node's `http.Server.close()` would also close every idle keep-alive connection at once, racing
 * the proxy, which may have just written a request on one of them: a GET it would retry, a POST
 * it may not (a 502). So only the listening socket is closed here, and idle connections are left
 * to the proxy for `idleWaitMs`.
 */
export async function shutDown(app: FastifyInstance, times: ShutdownTimes): Promise<void> {
  const server = app.server;
  app.beginShutdown();
  const drained = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  app.liveEvents.endAll(times.reconnectWithinMs);
  const idle = setTimeout(() => server.closeIdleConnections(), times.idleWaitMs);
  const cut = setTimeout(() => {
    app.log.warn({ timeoutMs: times.timeoutMs }, 'requests still under way at the shutdown timeout: their connections are closed');
    server.closeAllConnections();
  }, times.timeoutMs);
  try {
    await drained;
  } finally {
    clearTimeout(idle);
    clearTimeout(cut);
  }
  await app.close();
}
