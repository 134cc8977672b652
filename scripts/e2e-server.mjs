// The server the browser tests drive: the production build on a fresh, temporary data directory
// (SQLite, demo accounts), removed when the tests end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
