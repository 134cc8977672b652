import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startBanner } from './logging';

const here = path.dirname(fileURLToPath(import.meta.url));

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
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // In-flight requests finish; a stuck one does not hold the process forever.
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
  // Once per start, for the developer at the terminal; production and tests have no use for it.
  if (config.development) app.log.info(await startBanner(app.db, config.host, app.server.address() as AddressInfo));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
