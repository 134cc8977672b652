// The server the browser tests drive: the production build on a fresh, temporary data directory
// (SQLite, demo accounts), removed when the tests end. E2E_DATA_DIR names it (playwright.config.ts
// does, so that the tests can read the e-mail the server writes to its outbox); it is emptied first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Two browsers sign the same demo accounts in, from one address, dozens of times a minute:
    // no real office does that. The limits themselves are tested in tests/api/rate-limits.test.ts.
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_SIGN_INS_PER_MINUTE: '100000',
    RATE_LIMIT_REGISTRATIONS_PER_HOUR: '100000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
