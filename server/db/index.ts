import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { Kysely, Migrator, sql, type LogConfig, type Migration, type SqliteStatement } from 'kysely';
import type { Config } from '../config';
import type { Database } from './schema';
import { CamelCaseResults, SnakeCasePostgresDialect, camelCase } from './naming';
import { PortalSqliteDialect } from './sqliteDialect';
import { isPostgres } from './dialect';
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
import * as m015 from './migrations/015_audit_append_only';
import * as m016 from './migrations/016_text_backlog';
import * as m017 from './migrations/017_mail_due';
import * as m018 from './migrations/018_claims';
import * as m019 from './migrations/019_idempotency_keys';

export type DB = Kysely<Database>;

/** Migrations are imported, not read from a folder, so the bundled server carries them. Run in name order. */
export const migrations: Record<string, Migration> = {
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
  '015_audit_append_only': m015,
  '016_text_backlog': m016,
  '017_mail_due': m017,
  '018_claims': m018,
  '019_idempotency_keys': m019,
};

/**
 * The pg.Pool behind a PostgreSQL DB, for the metrics (plugins/metrics.ts): Kysely keeps its
 * dialect's pool to itself. SQLite has no pool (one connection, statements run in turn).
 */
const pools = new WeakMap<DB, pg.Pool>();
export const poolOf = (db: DB): pg.Pool | undefined => pools.get(db);

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
/** How long a statement waits for another process's write lock on SQLite (see createDb). */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/**
 * How long a starting instance waits for another one's migrations on SQLite: an upgrade that
 * rebuilds a search index over a large archive takes more than a request's 5 s. PostgreSQL waits
 * for Kysely's advisory lock up to an hour (its lock_timeout).
 */
const SQLITE_MIGRATION_WAIT_MS = 10 * 60_000;

export function createDb(database: Config['database'], onIdleError: (err: Error) => void = () => {}, log?: LogConfig): DB {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10, types: pgTypes });
    pool.on('error', onIdleError);
    // A connection lost while checked out (ended by an administrator, mid-transaction) fails its
    // query, which the request answers; the client also emits 'error', which the pool listens to
    // only while the connection is idle. Unheard, that event would end the whole process.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new SnakeCasePostgresDialect({ pool }), plugins: [new CamelCaseResults()], log });
    pools.set(db, pool);
    return db;
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
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
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

/** The migrator of this build: the migrations above, in name order (tests migrate to an older one with it). */
export const createMigrator = (db: Kysely<any>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** The newest migration this build knows. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1)!;

/**
 * A database migrated by a build this one does not know: a newer version of the portal (its
 * migrations sort after this build's latest), or another line of development. Starting would run
 * code against a schema it was not written for, so the start stops and nothing is changed.
 */
export class UnknownSchemaError extends Error {
  constructor(readonly unknown: string[]) {
    const newer = unknown.filter((name) => name > LATEST_MIGRATION);
    super(
      newer.length
        ? `the database was migrated by a newer version of the portal (${newer.at(-1)}); this version knows up to ${LATEST_MIGRATION}: upgrade the portal or restore a backup`
        : `the database holds migrations this version of the portal does not know (${unknown.join(', ')}), made by another build; this version knows up to ${LATEST_MIGRATION}: run the build that made them or restore a backup`,
    );
    this.name = 'UnknownSchemaError';
  }
}

async function unknownMigrations(db: DB): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const rows = await (db as Kysely<any>).selectFrom('kysely_migration').select('name').execute();
  return rows.map((r) => String(r.name)).filter((name) => !(name in migrations)).sort();
}

/**
 * Brings the database to this build's schema, once however many instances start at once.
 * PostgreSQL: Kysely's Migrator holds a session advisory lock around one transaction that reads
 * what ran and runs the rest, so the instances that wait find nothing left to do. SQLite: its
 * adapter takes no lock, but the dialect declares transactional DDL and begins transactions
 * IMMEDIATE (sqliteDialect.ts), so the migrations run in one transaction that holds the write lock
 * from its start; another process waits for it (a longer busy timeout meanwhile), then finds them
 * done. Either way a migration that fails leaves the schema as it was.
 * A database migrated by a build this one does not know is refused (UnknownSchemaError).
 */
export async function migrate(db: DB): Promise<void> {
  const unknown = await unknownMigrations(db);
  if (unknown.length) throw new UnknownSchemaError(unknown);
  const sqlite = !isPostgres(db);
  if (sqlite) await sql.raw(`pragma busy_timeout = ${SQLITE_MIGRATION_WAIT_MS}`).execute(db);
  try {
    const { error, results } = await createMigrator(db).migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    // Another instance, newer, migrated between the check above and the lock.
    if (error instanceof Error && /previously executed migration .* is missing/.test(error.message)) {
      throw new UnknownSchemaError(await unknownMigrations(db));
    }
    if (error || failed) {
      throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
    }
  } finally {
    if (sqlite) await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(db);
  }
}
