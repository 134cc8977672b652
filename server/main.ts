import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { startJobs } from './jobs';
import { ConfigError, loadConfig } from './config';
import { UnknownSchemaError } from './db';
import { startBanner } from './logging';
import { shutDown } from './shutdown';

const here = path.dirname(fileURLToPath(import.meta.url));
// Connections a burst opens (a proxy's thousands at once under load) wait in the kernel's queue
// instead of being dropped: Node's default of 511 filled within the first second of
// `bench:day --stack 3`, and nginx's connects timed out. Linux caps it at net.core.somaxconn.
const LISTEN_BACKLOG = 4096;

async function main() {
  let config;
  try {
    config = loadConfig(process.env, { clientDir: path.resolve(here, '../client') });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  // Before listening: the audit purge is done before the first request (server/jobs).
  await startJobs(app);
  let stopping = false;
  // SIGTERM (systemd, a rolling restart): stop without failing a request (server/shutdown.ts).
  // SIGINT (Ctrl-C at a terminal): nobody waits behind a proxy, so kept connections close at once.
  // A second signal exits at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      const times = signal === 'SIGTERM' ? config.shutdown : { ...config.shutdown, idleWaitMs: 0, reconnectWithinMs: 0, turnAwayMs: 0 };
      app.log.info({ signal }, 'shutting down');
      const started = Date.now();
      // Should closing itself hang (a database that never answers), the process still ends.
      setTimeout(() => process.exit(1), times.timeoutMs + 15_000).unref();
      shutDown(app, times).then(
        () => {
          app.log.info({ ms: Date.now() - started }, 'stopped');
          process.exit(0);
        },
        (err) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  // Once per start, for the developer at the terminal; production and tests have no use for it.
  if (config.development) app.log.info(await startBanner(app.db, config.host, app.server.address() as AddressInfo));
}

main().catch((err) => {
  // A database this version must not touch is the operator's to resolve: one sentence, no stack.
  console.error(err instanceof UnknownSchemaError ? `Cannot start: ${err.message}` : err);
  process.exit(1);
});
