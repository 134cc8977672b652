import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import { Client, createPostgresDatabase, onPostgres, startServer, type TestServer } from './harness';
import { LATEST_MIGRATION } from '../../server/db';

// Issue 23, "Health and metrics": GET /health/live and /health/ready, on the real server over HTTP,
// with the real database, data directory and (a Redis of the test's own) Redis.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, 'health');
});
afterAll(() => server?.close());

const get = (s: { url: string }, url: string) => new Client(s.url).request('GET', url);

/** Asks until the answer has `status` (a result is reused for up to a second). */
async function readyUntil(s: { url: string }, status: number, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(s, '/health/ready');
    if (res.status === status || Date.now() > end) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('GET /health/live', () => {
  it('answers 200 without consulting anything, never cached', async () => {
    const res = await get(server, '/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'live' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses unknown query parameters like every other route', async () => {
    const res = await get(server, '/health/live?x=1');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/x is not a known field/);
  });
});

describe('GET /health/ready', () => {
  it('answers 200 with each check: the database at the newest migration, no Redis configured, the data directory writable', async () => {
    const res = await get(server, '/health/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true, detail: LATEST_MIGRATION },
        redis: { ok: true, detail: 'not configured' },
        dataDir: { ok: true },
        shutdown: { ok: true },
      },
    });
    // No secret and no path in it: the database's address, the data directory.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(server.config.dataDir);
    if (server.config.database.kind === 'postgres') expect(text).not.toContain(new URL(server.config.database.url).host);
    // The probe leaves no file behind.
    expect(fs.readdirSync(path.join(server.config.dataDir, 'tmp')).filter((f) => f.startsWith('.ready'))).toEqual([]);
  });

  it('answers 503 when the database lacks the newest migration this build knows', async () => {
    const { db } = server.app;
    const row = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = ${LATEST_MIGRATION}`.execute(db);
    await sql`delete from kysely_migration where name = ${LATEST_MIGRATION}`.execute(db);
    try {
      const res = await readyUntil(server, 503);
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('unavailable');
      expect(res.body.checks.database).toEqual({ ok: false, error: expect.stringContaining(`this build expects ${LATEST_MIGRATION}`) });
      expect(res.body.checks.dataDir).toEqual({ ok: true });
    } finally {
      const { name, timestamp } = row.rows[0];
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(db);
    }
    expect((await readyUntil(server, 200)).status).toBe(200);
  });

  it('answers 503 while the data directory takes no write, and 200 again once it does', async () => {
    // The tests may run as root, whom no file mode stops: the directory the probe writes to is
    // replaced by a file, which refuses a write to anyone; and for anyone else its mode is removed too.
    const tmp = path.join(server.config.dataDir, 'tmp');
    const moved = `${tmp}.away`;
    fs.renameSync(tmp, moved);
    fs.writeFileSync(tmp, 'not a directory');
    fs.chmodSync(server.config.dataDir, 0o500);
    try {
      const res = await readyUntil(server, 503);
      expect(res.status).toBe(503);
      expect(res.body.checks.dataDir).toEqual({ ok: false, error: 'the data directory does not take a write' });
      expect(res.body.checks.database.ok).toBe(true);
    } finally {
      fs.chmodSync(server.config.dataDir, 0o700);
      fs.rmSync(tmp);
      fs.renameSync(moved, tmp);
    }
    expect((await readyUntil(server, 200)).status).toBe(200);
  });

  it('is never rate limited, however often a balancer asks', async () => {
    const limited = await startServer({ RATE_LIMIT_PER_MINUTE: '3' }, 'health-rate');
    try {
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await get(limited, i % 2 ? '/health/ready' : '/health/live')).status);
      expect(statuses).toEqual(Array(12).fill(200));
      // The API itself is limited, from the same address.
      const api = [];
      for (let i = 0; i < 5; i++) api.push((await get(limited, '/api/manufacturer')).status);
      expect(api).toContain(429);
      expect((await get(limited, '/health/ready')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('shutdown', () => {
  it('beginShutdown() turns ready to 503 at once (live stays 200), and saying it twice changes nothing', async () => {
    const s = await startServer({}, 'health-shutdown');
    try {
      expect(s.app.shuttingDown).toBe(false);
      expect((await get(s, '/health/ready')).status).toBe(200);
      s.app.beginShutdown();
      s.app.beginShutdown();
      expect(s.app.shuttingDown).toBe(true);
      // Not the result reused from the call just above: shutting down is read at every call.
      const res = await get(s, '/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', checks: { shutdown: { ok: false, error: 'shutting down' }, database: { ok: true } } });
      expect((await get(s, '/health/live')).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('app.close() alone marks the shutdown before the server stops listening', async () => {
    const s = await startServer({}, 'health-close');
    expect(s.app.shuttingDown).toBe(false);
    // What the flag says at the moment the listening socket closes.
    let markedWhenListenerCloses: boolean | undefined;
    const closeServer = s.app.server.close.bind(s.app.server);
    s.app.server.close = ((cb?: (err?: Error) => void) => {
      markedWhenListenerCloses ??= s.app.shuttingDown;
      return closeServer(cb);
    }) as typeof s.app.server.close;
    await s.close();
    expect(markedWhenListenerCloses).toBe(true);
    expect(s.app.shuttingDown).toBe(true);
  });
});

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A Redis of this test's own, on `port`, which it stops and starts again. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
  const end = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('PING\r\n');
      });
      socket.once('data', (d) => {
        socket.destroy();
        resolve(d.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return child;
    if (Date.now() > end) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

describe('with Redis', () => {
  let port: number;
  let redis: ChildProcess;
  let s: TestServer | undefined;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
  });
  afterAll(async () => {
    await s?.close();
    await stopRedis(redis);
  });

  it('ready checks Redis: 200 while it answers, 503 when it is gone, 200 once it is back', async () => {
    s = await startServer({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: `health-${process.pid}:` }, 'health-redis');
    const up = await get(s, '/health/ready');
    expect(up.status).toBe(200);
    expect(up.body.checks.redis).toEqual({ ok: true });

    await stopRedis(redis);
    const down = await readyUntil(s, 503);
    expect(down.status).toBe(503);
    expect(down.body.checks.redis).toEqual({ ok: false, error: 'Redis did not answer' });
    expect(down.body.checks.database.ok).toBe(true);
    // The process still answers: a supervisor must not restart it for Redis.
    expect((await get(s, '/health/live')).status).toBe(200);

    redis = await startRedis(port);
    // The client reconnects by itself (plugins/redis.ts: at most 5 s between attempts).
    const back = await readyUntil(s, 200, 15_000);
    expect(back.status).toBe(200);
    expect(back.body.checks.redis).toEqual({ ok: true });
  });
});

describe('the log', () => {
  // A process of its own, compiled by tsx: it starts slowly on a busy machine.
  it('has no line for a probe or a scrape at info, as it has for other requests', { timeout: 90_000 }, async () => {
    // The real server/main.ts, as `npm start` runs it, its JSON log read whole.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-health-log-'));
    const database = onPostgres ? await createPostgresDatabase() : undefined;
    const token = 'a-metrics-token-of-32-characters-or-more';
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: { PATH: process.env.PATH!, HOME: os.tmpdir(), NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', LOG_PRETTY: '0', METRICS_TOKEN: token, ...(database ? { DATABASE_URL: database.url } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    const exited = new Promise((r) => child.on('exit', r));
    try {
      const deadline = Date.now() + 60_000;
      let url: string | undefined;
      while (!(url = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output)?.[1])) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const c = new Client(url);
      for (let i = 0; i < 3; i++) {
        expect((await c.request('GET', '/health/live')).status).toBe(200);
        expect((await c.request('GET', '/health/ready')).status).toBe(200);
        expect((await c.request('GET', '/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      }
      expect((await c.request('GET', '/api/manufacturer')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
    const entries = output.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    const urls = entries.map((e) => e.req?.url ?? e.url).filter(Boolean);
    expect(urls, output).toContain('/api/manufacturer');
    expect(urls.filter((u: string) => u.startsWith('/health') || u.startsWith('/metrics')), output).toEqual([]);
  });
});
