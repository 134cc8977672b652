// `npm start` builds what is missing or older than its sources, so a fresh clone and a pulled
// change both start with a current build, and an unchanged one starts at once.
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const outputs = { client: 'dist/client/index.html', server: 'dist/server/main.js' };
const sources = {
  client: ['src', 'shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'],
  server: ['server', 'shared', 'package-lock.json'],
};

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

for (const part of ['client', 'server']) {
  const built = fs.existsSync(outputs[part]) ? fs.statSync(outputs[part]).mtimeMs : 0;
  if (built < Math.max(...sources[part].map(newest))) {
    console.log(`Building the ${part}…`);
    execSync(`npm run build:${part}`, { stdio: 'inherit' });
  }
}
