import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { LATEST_MIGRATION, createDb, migrate, migrations, type DB } from '../../server/db';
import { Client, freshPlace as newPlace, onPostgres } from './harness';

// Issue 23, upgrades: several instances starting at once run the migrations once (PostgreSQL:
// Kysely's advisory lock; SQLite: one IMMEDIATE transaction, db/sqliteDialect.ts), and an instance
// that finds a schema newer than it knows refuses to start, saying so, and changes nothing.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A new, empty database (and data directory) of the kind under test. */
async function freshPlace(env: Record<string, string> = {}): Promise<{ config: Config; env: Record<string, string> }> {
  const place = await newPlace('migrations', cleanups);
  const all = { ...place.env, ...env };
  return { config: loadConfig(all), env: all };
}

/** Everything a start could change: every table's rows and the schema's objects. */
async function snapshot(db: DB): Promise<Record<string, unknown>> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name).sort();
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    if (/_fts_|_words_|^sqlite_/.test(table)) continue; // FTS5 shadow tables follow their content tables
    out[table] = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows
      .map((r) => JSON.stringify(r))
      .sort();
  }
  out.schema = onPostgres
    ? (await sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' order by 1, 2`.execute(db)).rows
    : (await sql`select type, name, sql from sqlite_master where name not like 'sqlite_%' order by name`.execute(db)).rows;
  return out;
}

const names = async (db: DB) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);

describe('a schema newer than this build', () => {
  it('is refused with a message naming both versions, and nothing is changed', async () => {
    const { config } = await freshPlace({ DEMO_CONTENT: 'false' });
    const db = createDb(config.database);
    cleanups.push(() => db.destroy());
    await migrate(db);
    // What a later version would have left: its migration ran after this build's latest.
    await sql`insert into kysely_migration (name, timestamp) values ('999_from_a_newer_portal', ${new Date().toISOString()})`.execute(db);
    await sql`insert into users (email, password_hash, display_name, first_name, last_name, role, status, created_at, updated_at)
      values ('kept@example.test', 'x', 'Kept', 'Kept', 'As is', 'dealer', 'active', 1, 1)`.execute(db);
    const before = await snapshot(db);

    await expect(buildApp(config, { logger: false })).rejects.toThrow(
      `the database was migrated by a newer version of the portal (999_from_a_newer_portal); this version knows up to ${LATEST_MIGRATION}: upgrade the portal or restore a backup`,
    );
    await expect(migrate(db)).rejects.toThrow(/newer version of the portal/);
    expect(await snapshot(db)).toEqual(before);
  });

  it('a migration of another build, not after this one\'s latest, is refused too', async () => {
    const { config } = await freshPlace({ DEMO_CONTENT: 'false' });
    const db = createDb(config.database);
    cleanups.push(() => db.destroy());
    await migrate(db);
    await sql`insert into kysely_migration (name, timestamp) values ('010_a_branch', ${new Date().toISOString()})`.execute(db);
    const before = await snapshot(db);
    await expect(migrate(db)).rejects.toThrow(
      `the database holds migrations this version of the portal does not know (010_a_branch), made by another build; this version knows up to ${LATEST_MIGRATION}`,
    );
    expect(await snapshot(db)).toEqual(before);
  });

  it('npm start says so and exits with a failure', async () => {
    const { config, env } = await freshPlace({ DEMO_CONTENT: 'false' });
    const db = createDb(config.database);
    cleanups.push(() => db.destroy());
    await migrate(db);
    await sql`insert into kysely_migration (name, timestamp) values ('099_later', ${new Date().toISOString()})`.execute(db);
    const before = await snapshot(db);
    const { code, output } = await runServer(env, { until: 'exit' });
    expect(code, output).not.toBe(0);
    expect(output).toContain(`Cannot start: the database was migrated by a newer version of the portal (099_later); this version knows up to ${LATEST_MIGRATION}: upgrade the portal or restore a backup`);
    // One sentence for the operator, not a stack trace.
    expect(output).not.toMatch(/\n\s+at /);
    expect(await snapshot(db)).toEqual(before);
  }, 60_000);
});

describe('a migration that fails', () => {
  it('leaves the schema as it was, on SQLite too (its migrations run in one transaction)', async () => {
    const { config } = await freshPlace({ DEMO_CONTENT: 'false' });
    const db = createDb(config.database);
    cleanups.push(() => db.destroy());
    await migrate(db);
    const before = await snapshot(db);
    const failing = new Migrator({
      db,
      provider: {
        getMigrations: async () => ({
          ...migrations,
          '999_half_way': {
            up: async (trx) => {
              await trx.schema.createTable('half_made').addColumn('id', 'integer').execute();
              await sql`insert into users (email, password_hash, display_name, first_name, last_name, role, status, created_at, updated_at)
                values ('half@example.test', 'x', 'Half', 'Half', 'Way', 'dealer', 'active', 1, 1)`.execute(trx);
              throw new Error('the second half fails');
            },
          },
        }),
      },
    });
    const { error } = await failing.migrateToLatest();
    expect(String(error)).toContain('the second half fails');
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('instances starting at once', () => {
  it.runIf(onPostgres)('PostgreSQL: three at once on a new database run each migration once, and all three serve', async () => {
    const { config } = await freshPlace();
    const apps = await Promise.all([0, 1, 2].map(() => buildApp(config, { logger: false })));
    cleanups.push(() => Promise.all(apps.map((a) => a.close())).then(() => {}));
    const rows = (await sql<{ name: string; n: number }>`select name, count(*) as n from kysely_migration group by name order by name`.execute(apps[0].db)).rows;
    expect(rows).toEqual(Object.keys(migrations).sort().map((name) => ({ name, n: 1 })));
    // The demo content was made once, by one of them.
    const accounts = await apps[0].db.selectFrom('users').select('email').execute();
    expect(accounts.filter((a) => a.email === 'admin@demo.test')).toHaveLength(1);
    for (const app of apps) {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const client = new Client(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
      expect((await client.login('rossi@demo.test', 'demo-portal-2026')).status).toBe(200);
      expect((await client.get('/protected/documents/list')).status).toBe(200);
    }
  }, 60_000);

  it.runIf(!onPostgres)('SQLite: two processes at once on one data directory run each migration once, and both serve', async () => {
    const { config, env } = await freshPlace({ DEMO_CONTENT: 'false', ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'a long enough password' });
    // Another process (a backup, a script) holds the write lock while both start, then lets go:
    // both then reach the migrations at the same moment, and waited longer than a request's 5 s.
    fs.mkdirSync(path.dirname(config.database.kind === 'sqlite' ? config.database.file : ''), { recursive: true });
    const holder = new SQLite(config.database.kind === 'sqlite' ? config.database.file : '');
    holder.pragma('journal_mode = WAL');
    holder.exec('begin immediate; create table holder (x); insert into holder values (1)');
    const starting = Promise.all([runServer(env, { until: 'listening' }), runServer(env, { until: 'listening' })]);
    await new Promise((r) => setTimeout(r, 8_000));
    holder.exec('rollback');
    holder.close();
    const [a, b] = await starting;
    try {
      for (const server of [a, b]) {
        const client = new Client(server.url!);
        expect((await client.login('boss@example.test', 'a long enough password')).status, server.output).toBe(200);
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const db = createDb(config.database);
    cleanups.push(() => db.destroy());
    const rows = (await sql<{ name: string; n: number }>`select name, count(*) as n from kysely_migration group by name order by name`.execute(db)).rows;
    expect(rows).toEqual(Object.keys(migrations).sort().map((name) => ({ name, n: 1 })));
    expect(await names(db)).toHaveLength(Object.keys(migrations).length);
    expect((await db.selectFrom('users').select('email').execute()).map((u) => u.email)).toEqual(['boss@example.test']);
  }, 90_000);
});

/**
 * `tsx server/main.ts` with this environment (and PATH, HOME), as `npm start` runs it: answers once
 * it listens (its address, a stop()) or once it exits (its code), with everything it printed.
 */
async function runServer(
  env: Record<string, string>,
  { until }: { until: 'listening' | 'exit' },
): Promise<{ code: number | null; output: string; url?: string; stop(): Promise<void> }> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? os.tmpdir(), HOST: '127.0.0.1', PORT: '0', ...env, LOG_LEVEL: 'info', LOG_PRETTY: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 45_000;
  if (until === 'exit') {
    const code = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 45_000))]);
    await stop();
    return { code, output, stop };
  }
  let url: string | undefined;
  while (!(url = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output)?.[1])) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { code: null, output, url, stop };
}
