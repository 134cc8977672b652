import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ShutdownTimes {
  /** Longest wait for requests under way (an upload on a slow line) before their connections are cut. */
  timeoutMs: number;
  /**
   * How long idle keep-alive connections are left to the proxy, which closes them itself
   * (nginx's upstream `keepalive_timeout`, 10 s in deploy/nginx/portal.conf) or sends one more
   * request on them, answered with `Connection: close`; afterwards they are closed here. Counted
   * from the last moment a connection was left open to the proxy: the listening socket's close,
   * or the end of the last answer begun before the shutdown.
   */
  idleWaitMs: number;
  /** Live-event streams are told to come back within this long, each after a random delay. */
  reconnectWithinMs: number;
  /**
   * Before the listening socket closes, new GETs are turned away (503, retried elsewhere by the
   * proxy, which then counts this instance as failed and stops sending it new requests) until
   * none has arrived for `quietMs`, or for at most `turnAwayMs`.
   */
  quietMs: number;
  turnAwayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops an instance without failing a request of anyone's (SIGTERM in server/main.ts):
 * 1. `/health/ready` answers 503, every answer from now on closes its connection, and each new
 *    GET is answered 503 before any work (plugins/lifecycle.ts): nginx sends it to another
 *    instance and, counting the 503 as a failure, stops sending new requests here;
 * 2. live-event streams end, telling each browser to reconnect soon: through the proxy it
 *    reaches another instance and resumes from its last event id;
 * 3. once no request has arrived for a moment, the listening socket closes: a new connection is
 *    refused, which a proxy retries on another instance whatever the method, since nothing was
 *    sent. Closing while connections wait in the kernel's accept queue would reset them after
 *    nginx had written their request (a 502 for a POST, which nginx may not send twice): the
 *    quiet moment is what empties that queue first. (For the same reason an answer begun before
 *    the shutdown leaves its connection open: the proxy may write the next request on it as
 *    soon as the answer arrives; plugins/lifecycle.ts);
 * 4. requests under way finish; then the jobs stop, each finishing what it holds (a message
 *    being sent is sent and marked, never left claimed: server/jobs/runner.ts), and the database
 *    closes (`app.close()`).
 *
 * Node's `http.Server.close()` would also close every idle keep-alive connection at once, racing
 * the proxy, which may have just written a request on one of them. So only the listening socket
 * is closed here, and idle connections are left to the proxy until the last of them has been
 * idle for `idleWaitMs`.
 */
export async function shutDown(app: FastifyInstance, times: ShutdownTimes): Promise<void> {
  const server = app.server;
  const started = Date.now();
  app.beginShutdown();
  app.liveEvents.endAll(times.reconnectWithinMs);
  while (Date.now() - started < times.turnAwayMs && Date.now() - Math.max(started, app.lastRequestAt) < times.quietMs) await sleep(25);
  const drained = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  const closedAt = Date.now();
  // Idle connections are closed once every one of them has been idle for idleWaitMs, longer than
  // the proxy keeps one: it has closed them by then, and none can carry a request it just sent.
  // (The live-event streams ended before: at once, each telling its browser when to come back.)
  const idleSince = () => Math.max(closedAt, app.lastKeptOpenAt);
  const idle = setInterval(() => {
    if (Date.now() - idleSince() >= times.idleWaitMs) server.closeIdleConnections();
  }, 100);
  const cut = setTimeout(() => {
    app.log.warn({ timeoutMs: times.timeoutMs }, 'requests still under way at the shutdown timeout: their connections are closed');
    server.closeAllConnections();
  }, times.timeoutMs);
  try {
    await drained;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
  await app.jobs.stop();
  await app.close();
}
