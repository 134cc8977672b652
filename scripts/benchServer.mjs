// What the benchmark scripts share: the built server (dist/server/main.js, as `npm start` runs it)
// on a free port, a bare Fastify "hello" control, and the scale data of `npm run seed:scale`.
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';

export const DEMO_PASSWORD = 'demo-portal-2026';

export const freePort = () =>
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

/**
 * CPU seconds (user + system) used so far by the processes `pids`, their children and the
 * children they have reaped, from /proc (clock ticks of 1/100 s on Linux).
 */
export function cpuSeconds(pids) {
  const all = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  const stat = (pid) => {
    try {
      // The command name may hold spaces: fields are counted after its closing parenthesis.
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
    } catch {
      return null;
    }
  };
  const wanted = new Set(pids.map(Number));
  let ticks = 0;
  for (const d of all) {
    const s = stat(d);
    if (!s) continue;
    if (wanted.has(Number(d)) || wanted.has(s.ppid)) ticks += s.ticks;
    // Children that ended (PostgreSQL's backends, nginx's workers) are counted by their parent.
    if (wanted.has(Number(d))) ticks += s.reaped;
  }
  return ticks / 100;
}

/** The pids of a user's processes (PostgreSQL's, say). */
export function pidsOf(user) {
  return fs.readdirSync('/proc').filter((d) => {
    if (!/^\d+$/.test(d)) return false;
    try {
      const uid = /Uid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${d}/status`, 'utf8'))[1];
      return uid === String(user);
    } catch {
      return false;
    }
  });
}

async function waitFor(url) {
  for (let i = 0; ; i++) {
    if (await fetch(url).then(() => true, () => false)) return;
    if (i > 600) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs `email` in; answers the access token. */
export async function signIn(base, email) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return /token=([^;]+)/.exec(res.headers.getSetCookie().find((c) => c.startsWith('token=')))[1];
}

/**
 * Starts the server with `env` added, waits until it answers, and signs `email` in (if given).
 * `dataDir`: an existing data directory to serve (kept); otherwise a fresh one with the demo
 * content, removed on stop.
 */
export async function startBenchServer(env = {}, email = 'admin@demo.test', dataDir, server = path.resolve('dist/server/main.js'), nodeArgs = []) {
  if (!fs.existsSync(server)) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const own = !dataDir;
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, server], {
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_SERVER_LOG ? 'info' : 'warn', ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore', 'inherit'],
  });
  // Answers once the server has exited (a CPU profile is written then).
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    if (own) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/auth/me`);
    const token = email ? await signIn(base, email) : undefined;
    return { base, token, dataDir, pid: child.pid, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/** The ceiling of this machine: a bare Fastify 5 answering a small JSON, in its own process. */
export async function startControl() {
  const port = await freePort();
  const code = `
    const app = (await import('fastify')).default();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: ${port} });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base);
  return { url: `${base}/`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/**
 * The scale data (`npm run seed:scale`): `dir` as it is when given; otherwise a new data directory,
 * and with DATABASE_URL a new PostgreSQL database beside it, filled now and removed by `drop()`.
 */
export async function scaleData(dir) {
  if (dir) return { dataDir: path.resolve(dir), env: {}, drop: () => {} };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
  const env = {};
  let dropDatabase = () => {};
  if (process.env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `portal_scale_${process.pid}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  console.log('Filling the scale data (npm run seed:scale)…');
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/scale/seedScale.ts'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  return {
    dataDir,
    env,
    drop: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The second reference: a naive Fastify + Kysely + SQLite page of 25 out of 10,000 rows
 * with its count, no authentication — what the framework and driver cost without the portal.
 */
export async function startNaive() {
  const port = await freePort();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-naive-')), 'naive.sqlite');
  const code = `
    const { Kysely, SqliteDialect } = await import('kysely');
    const SQLite = (await import('better-sqlite3')).default;
    const sqlite = new SQLite(${JSON.stringify(file)});
    sqlite.exec('create table documents (id integer primary key, title text, description text, created_at integer)');
    const insert = sqlite.prepare('insert into documents (title, description, created_at) values (?, ?, ?)');
    sqlite.transaction(() => { for (let i = 0; i < 10000; i++) insert.run('Documento ' + i, 'Descrizione del documento numero ' + i, i); })();
    const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
    const app = (await import('fastify')).default();
    app.get('/', async () => {
      const [data, count] = await Promise.all([
        db.selectFrom('documents').selectAll().orderBy('id', 'desc').limit(25).offset(0).execute(),
        db.selectFrom('documents').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { data, total: count.total };
    });
    await app.listen({ host: '127.0.0.1', port: ${port} });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base);
  return {
    url: `${base}/`,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** Active accounts of a role from the data directory's database or DATABASE_URL. */
export async function activeAccounts(role, count, dataDir, databaseUrl) {
  const query = `select email from users where role = '${role}' and status = 'active' order by id limit ${count}`;
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(query);
    await client.end();
    return rows.map((r) => r.email);
  }
  const SQLite = (await import('better-sqlite3')).default;
  const db = new SQLite(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  const rows = db.prepare(query).all();
  db.close();
  return rows.map((r) => r.email);
}
