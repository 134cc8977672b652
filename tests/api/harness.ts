import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { SeededTemplate } from './seeded-template';
import { buildApp } from '../../server/app';
import { startJobs } from '../../server/jobs';
import { loadConfig, type Config } from '../../server/config';

/**
 * Starts the real server on a free port with a database of its own: a temporary SQLite file,
 * or (TEST_DB=postgres) a new PostgreSQL database created from TEST_DATABASE_URL and dropped on close.
 */
export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export const onPostgres = process.env.TEST_DB === 'postgres';

/** A new database; `template` names one to copy (CREATE DATABASE … TEMPLATE), or it is empty. */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Records that a test file ran on PostgreSQL, so that .ci/run can fail when none did. */
export function markPostgresRun(file: string) {
  const dir = path.resolve('.test-output');
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, 'postgres-runs.txt'), `${file}\n`);
}

/**
 * A new, empty place of the kind under test for a test that builds its server itself: a data
 * directory and (TEST_DB=postgres) a database, both removed by the `cleanups` it adds to; `env`
 * is what loadConfig needs to use them, quietly.
 */
export async function freshPlace(label: string, cleanups: (() => unknown)[]): Promise<{ dataDir: string; env: Record<string, string> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${label}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const pgDb = onPostgres ? await createPostgresDatabase() : undefined;
  if (pgDb) {
    cleanups.push(() => pgDb.drop());
    markPostgresRun(label);
  }
  return { dataDir, env: { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) } };
}

/**
 * Whether a server with these settings would start by making the demo content on an empty
 * database, which the run's seeded template (seeded-template.ts) already holds: not when the
 * settings choose the data, the database or what the seed makes.
 */
const SEED_SETTINGS = ['DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'DEMO_CONTENT', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'];
const startsFromTemplate = (env: Record<string, string>) => !SEED_SETTINGS.some((name) => name in env);

export async function startServer(
  env: Record<string, string> = {},
  label = 'api',
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  // Undefined where the run has no such setup (the deployment test's own config).
  const template = startsFromTemplate(env) ? (inject('seededTemplate') as SeededTemplate | undefined) : undefined;
  if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const pgDb = onPostgres ? await createPostgresDatabase(template?.database) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The suites fire hundreds of requests a minute from one address; rate-limits.test.ts sets
    // small limits and tests them.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_SIGN_INS_PER_MINUTE: '1000000',
    RATE_LIMIT_REGISTRATIONS_PER_HOUR: '1000000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  }, overrides);
  const app = await buildApp(config, { logger: false });
  // As server/main.ts does: mail is sent, texts are read, notices are announced.
  await startJobs(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind');
  if (onPostgres) markPostgresRun(label);
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    config,
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second instance of `server` on the same database and data directory, listening on a port of its own. */
export async function anotherInstance(server: TestServer): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(server.config, { logger: false });
  await startJobs(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** A tiny cookie-keeping HTTP client, like a browser tab: cookies are sent back per their Path. */
export class Client {
  cookies = new Map<string, { value: string; path: string }>();
  constructor(readonly base: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  async request(
    method: string,
    url: string,
    opts: { body?: unknown; headers?: Record<string, string>; bearer?: string | false } = {},
  ): Promise<{ status: number; body: any; headers: Headers; setCookies: string[] }> {
    const headers: Record<string, string> = { ...opts.headers };
    const path = url.split('?')[0];
    const jar = [...this.cookies].filter(([, c]) => path.startsWith(c.path)).map(([k, c]) => `${k}=${c.value}`);
    if (jar.length) headers.cookie = jar.join('; ');
    if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
    if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(this.base + url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
      redirect: 'manual',
    });
    const setCookies = res.headers.getSetCookie();
    for (const sc of setCookies) {
      const [pair, ...attrs] = sc.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const pathAttr = attrs.find((a) => a.toLowerCase().startsWith('path='));
      const expired = attrs.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path: pathAttr ? pathAttr.slice(5) : '/' });
    }
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body, headers: res.headers, setCookies };
  }

  /** The access token as the browser app sends it: from the `token` cookie. */
  get token(): string | undefined {
    return this.cookie('token');
  }

  get(url: string, opts?: Parameters<Client['request']>[2]) {
    return this.request('GET', url, { bearer: this.token, ...opts });
  }
  post(url: string, body?: unknown, opts?: Parameters<Client['request']>[2]) {
    return this.request('POST', url, { bearer: this.token, body, ...opts });
  }

  login(email: string, password: string) {
    return this.request('POST', '/auth/login', { body: { email, password } });
  }
}
