// Bundles the API server into dist/server/main.js, and the operator's commands (backup, restore,
// copy-to-postgres: server/ops/cli.ts) into dist/server/ops.js; dependencies stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', ops: 'server/ops/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
