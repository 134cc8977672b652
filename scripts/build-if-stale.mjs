// `npm start` builds what is missing or older than its sources, so a fresh clone and a pulled
// change both start with a current build, and an unchanged one starts at once.
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

// `node scripts/build-if-stale.mjs server` builds the server alone (the operator's commands need no client).
const outputs = { client: ['dist/client/index.html'], server: ['dist/server/main.js', 'dist/server/ops.js'] };
const sources = {
  client: ['src', 'shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'],
  server: ['server', 'shared', 'package.json', 'package-lock.json'],
};

/** What builds each part (a development dependency). */
const tools = { client: 'node_modules/vite', server: 'node_modules/esbuild' };

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const parts = process.argv.length > 2 ? process.argv.slice(2) : ['client', 'server'];
for (const part of parts) {
  if (!(part in outputs)) throw new Error(`unknown part ${part}: client or server`);
  // The oldest output counts: a build from before an entry point existed lacks it.
  const built = Math.min(...outputs[part].map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
  if (built < Math.max(...sources[part].map(newest))) {
    // A production install pruned of its development tools (README, Deploying: `npm prune
    // --omit=dev` rewrites package-lock.json) cannot build: what was built is what runs.
    if (built > 0 && !fs.existsSync(tools[part])) {
      console.warn(`The ${part} looks older than its sources, but ${tools[part]} is not installed (npm prune --omit=dev?): using the existing build.`);
      continue;
    }
    console.log(`Building the ${part}…`);
    execSync(`npm run build:${part}`, { stdio: 'inherit' });
  }
}
