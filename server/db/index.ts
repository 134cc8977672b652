import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { Kysely, Migrator, type LogConfig, type Migration, type SqliteStatement } from 'kysely';
import type { Config } from '../config';
import type { Database } from './schema';
import { CamelCaseResults, SnakeCasePostgresDialect, camelCase } from './naming';
import { PortalSqliteDialect } from './sqliteDialect';
import * as m001 from './migrations/001_auth';
import * as m002 from './migrations/002_documents';
import * as m003 from './migrations/003_notices';
import * as m004 from './migrations/004_guarantees';
import * as m005 from './migrations/005_request_counts';
import * as m006 from './migrations/006_drop_request_counts';
import * as m007 from './migrations/007_scale';
import * as m008 from './migrations/008_mail';
import * as m009 from './migrations/009_versions';
import * as m010 from './migrations/010_warranty_units';
import * as m011 from './migrations/011_search';
import * as m012 from './migrations/012_events';
import * as m013 from './migrations/013_search_columns';
import * as m014 from './migrations/014_audit';

export type DB = Kysely<Database>;

/** Migrations are imported, not read from a folder, so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '001_auth': m001,
  '002_documents': m002,
  '003_notices': m003,
  '004_guarantees': m004,
  '005_request_counts': m005,
  '006_drop_request_counts': m006,
  '007_scale': m007,
  '008_mail': m008,
  '009_versions': m009,
  '010_warranty_units': m010,
  '011_search': m011,
  '012_events': m012,
  '013_search_columns': m013,
  '014_audit': m014,
};

/** The names of the migrations this version knows, in order (a backup names its last one). */
export const migrationNames = (): string[] => Object.keys(migrations);

// bigint (int8) and count() come back from pg as strings; every such value here fits in a double.
const pgTypes = {
  getTypeParser: (oid: number, format?: any) =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
};

/**
 * `log`: Kysely's query log (the query-plan check reads the statements the lists send).
 * `onIdleError`: a pooled PostgreSQL connection lost while idle (a server restart, an
 * administrator ending it). The pool replaces it; without a listener the process would crash.
 */
export function createDb(database: Config['database'], onIdleError: (err: Error) => void = () => {}, log?: LogConfig): DB {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10, types: pgTypes });
    pool.on('error', onIdleError);
    return new Kysely<Database>({ dialect: new SnakeCasePostgresDialect({ pool }), plugins: [new CamelCaseResults()], log });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL: readers never wait for the writer, and a commit appends to the log instead of rewriting
  // pages. synchronous=NORMAL: with WAL a commit is still atomic and the database never corrupt
  // after a power cut; only the last commits before the cut may be lost (fsync at checkpoints, not
  // at every commit, which would cost a disk flush per write).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (a backup, `npm run seed:scale`, the sqlite3 shell) may hold the write lock
  // for a moment: wait up to 5 s for it rather than fail the request at once.
  sqlite.pragma('busy_timeout = 5000');
  // A page cache of 64 MiB (the default is 2 MiB): the lists' indexes and recent rows of a
  // manufacturer's archive stay in memory instead of being read again through a system call each.
  sqlite.pragma('cache_size = -65536');
  // Statistics the planner chooses indexes by, refreshed when stale (cheap: limited analysis).
  sqlite.pragma('optimize = 0x10002');
  // Kysely prepares every query anew; preparing costs more than running a page query, and the
  // application sends a few hundred distinct statements, so they are kept.
  const statements = new LRUCache<string, SqliteStatement>({ max: 1_000 });
  const cached = {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) statements.set(text, (statement = withFastRows(sqlite.prepare(text))));
      return statement;
    },
  };
  return new Kysely<Database>({ dialect: new PortalSqliteDialect({ database: cached }), log });
}

/**
 * better-sqlite3 builds each row object key by key, which cost half of reading a page of 25
 * documents; rows are read as arrays instead and made objects by a literal compiled once per
 * statement, keys already in camelCase (the later of two equal names winning, as before).
 */
function withFastRows(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((c) => camelCase(c.name));
  const raw = statement.raw(true);
  // A column named __proto__ would set the literal's prototype: such rows are built key by key.
  const toObject = names.includes('__proto__')
    ? (row: unknown[]) => {
        const object: Record<string, unknown> = {};
        names.forEach((n, i) => Object.defineProperty(object, n, { value: row[i], enumerable: true, writable: true, configurable: true }));
        return object;
      }
    : (new Function('r', `return { ${names.map((n, i) => `${JSON.stringify(n)}: r[${i}]`).join(', ')} };`) as (row: unknown[]) => Record<string, unknown>);
  return {
    reader: true,
    all: (parameters) => (raw.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const row of raw.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(row);
    },
  };
}

export async function migrate(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
