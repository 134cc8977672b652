// The built server (dist/server/main.js, as `npm start` runs it) on a free port and a fresh data
// directory with the demo content, for the benchmark scripts.
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Peak and current resident memory of a process, from /proc (kB → MiB). */
export function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** Starts the server with `env` added, waits until it answers, and signs `email` in. */
export async function startBenchServer(env = {}, email = 'admin@demo.test') {
  const server = path.resolve('dist/server/main.js');
  if (!fs.existsSync(server)) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (await fetch(`${base}/auth/me`).then(() => true, () => false)) break;
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-portal-2026' }),
    });
    const token = /token=([^;]+)/.exec(login.headers.getSetCookie().find((c) => c.startsWith('token=')))[1];
    return { base, token, dataDir, pid: child.pid, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
