import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { createDb, migrate, migrationNames } from '../db';
import { FILES_DIR, OPERATOR_FILES, SQLITE_FILE, occupied } from './dataDir';
import { OpsError } from './errors';
import { copyWithHash, eachLimited, flushToDisk, isMissing } from './fileCopy';
import { pgRowCounts, pgTables, quoteIdent, sqliteFileRefs, sqliteLastMigration, sqliteRowCounts, sqliteTables } from './tables';

/**
 * Moves an SQLite portal to PostgreSQL: the target database (empty) is migrated to this version's
 * schema by the portal's own migrations, then every table is copied in dependency order, in
 * batches, ids kept, in one transaction; identity sequences are moved past the copied ids, row
 * counts compared, and the stored files copied to the new data directory.
 *
 * What is not copied, because the target builds it itself: the migrations' bookkeeping
 * (`kysely_migration*`) and the data version counters (`data_versions`: rows the migrations
 * insert, bumped by the triggers as the copy writes); SQLite's FTS5 tables and their shadow
 * tables (PostgreSQL searches through trigram indexes and stored `words` columns, generated
 * from the rows); PostgreSQL's generated columns (`words`), computed as rows arrive.
 */
const NOT_COPIED = new Set(['kysely_migration', 'kysely_migration_lock', 'data_versions']);
const BATCH = 5_000;
/** …and at most this many characters: a file's text runs to 200,000, and 5,000 of them would pass V8's longest string. */
const BATCH_CHARS = 16_000_000;

interface TargetColumn {
  name: string;
  /** As an array cast names it: `character varying`, `bigint`, `boolean`… */
  type: string;
  generated: boolean;
  /** The sequence numbering it (identity or serial), if any. */
  sequence: string | null;
}

export interface CopyResult {
  tables: number;
  rows: number;
  files: number;
}

export async function copyToPostgres(config: Config, fromData: string, log: (line: string) => void = () => {}): Promise<CopyResult> {
  if (config.database.kind !== 'postgres') throw new OpsError('set DATABASE_URL to the empty PostgreSQL database to copy the portal into');
  const url = config.database.url;
  const srcDir = path.resolve(fromData);
  const srcFile = path.join(srcDir, SQLITE_FILE);
  if (!fs.existsSync(srcFile)) throw new OpsError(`there is no SQLite portal in ${srcDir} (no ${SQLITE_FILE})`);
  const sameDir = path.resolve(config.dataDir) === srcDir;
  if (!sameDir) {
    const inTheWay = occupied(config.dataDir, false);
    if (inTheWay.length) throw new OpsError(`the new data directory ${config.dataDir} (DATA_DIR) is not empty: ${inTheWay.join(', ')}`);
  }

  const source = new SQLite(srcFile, { fileMustExist: true });
  const client = new pg.Client({ connectionString: url });
  const written: string[] = [];
  try {
    source.pragma('busy_timeout = 5000');
    source.pragma('query_only = ON'); // the source is only read, whatever happens here
    const latest = migrationNames().at(-1)!;
    const sourceMigration = sqliteLastMigration(source);
    if (sourceMigration !== latest) {
      throw new OpsError(`the SQLite portal is at migration ${sourceMigration}, this version at ${latest}: start this version of the portal on it once (npm start migrates it), stop it, then copy`);
    }
    try {
      await client.connect();
    } catch (err) {
      throw new OpsError(`cannot connect to the database of DATABASE_URL: ${(err as Error).message}`);
    }
    await refuseNonEmpty(client);

    log('Migrating the PostgreSQL database to this version\'s schema');
    const db = createDb(config.database);
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }

    // One read transaction on the source: every table is read from the same moment.
    source.exec('begin');
    source.prepare('select count(*) from kysely_migration').get();
    await client.query('begin');
    const tables = await copyOrder(client);
    const sourceTables = sqliteTables(source).filter((t) => !NOT_COPIED.has(t));
    const missing = sourceTables.filter((t) => !tables.includes(t));
    const extra = tables.filter((t) => !sourceTables.includes(t));
    if (missing.length || extra.length) {
      throw new OpsError(`the two schemas differ: ${[...missing.map((t) => `${t} only in SQLite`), ...extra.map((t) => `${t} only in PostgreSQL`)].join(', ')}`);
    }

    const expected = sqliteRowCounts(source);
    let rows = 0;
    for (const table of tables) {
      const n = await copyTable(source, client, table);
      log(`${table}: ${n} rows`);
      rows += n;
    }
    const counts = await pgRowCounts(client);
    const differ = tables.filter((t) => counts[t] !== expected[t]).map((t) => `${t}: ${counts[t]} copied of ${expected[t]}`);
    if (differ.length) throw new OpsError(`the copy does not match the source: ${differ.join(', ')}`);

    const files = sqliteFileRefs(source);
    source.exec('commit');
    if (!sameDir) {
      log(`Copying ${files.length} stored files to ${config.dataDir}`);
      await fsp.mkdir(path.join(config.dataDir, FILES_DIR), { recursive: true });
      await eachLimited(files, 4, async (f) => {
        const target = path.join(config.dataDir, FILES_DIR, f.key);
        let digest;
        try {
          digest = await copyWithHash(path.join(srcDir, FILES_DIR, f.key), target);
        } catch (err) {
          if (isMissing(err)) throw new OpsError(`${f.owner} references ${FILES_DIR}/${f.key}, which is not in ${srcDir}`);
          throw err;
        }
        written.push(target);
        if (digest.sha256 !== f.sha256) log(`warning: ${FILES_DIR}/${f.key} (${f.owner}) is not what its upload stored (SHA-256 ${digest.sha256}, recorded ${f.sha256}); copied as found`);
      });
      for (const name of OPERATOR_FILES) {
        await copyWithHash(path.join(srcDir, name), path.join(config.dataDir, name)).then(
          () => written.push(path.join(config.dataDir, name)),
          (err) => { if (!isMissing(err)) throw err; },
        );
      }
      await flushToDisk(config.dataDir, [...written]);
    }
    await client.query('commit');
    return { tables: tables.length, rows, files: files.length };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    for (const file of written) await fsp.rm(file, { force: true });
    throw err;
  } finally {
    if (source.inTransaction) source.exec('rollback');
    source.close();
    await client.end().catch(() => {});
  }
}

/**
 * Empty: no tables, or a schema the migrations made with no rows yet (a copy that failed before
 * its commit leaves exactly that, and may be run again).
 */
async function refuseNonEmpty(client: pg.Client): Promise<void> {
  const tables = await pgTables(client);
  if (!tables.length) return;
  if (!tables.includes('kysely_migration')) throw new OpsError(`the database of DATABASE_URL is not empty (${tables.length} tables, not the portal's): give an empty database`);
  const counts = await pgRowCounts(client);
  const used = Object.entries(counts).filter(([t, n]) => n > 0 && !NOT_COPIED.has(t));
  if (used.length) {
    throw new OpsError(`the database of DATABASE_URL already holds a portal (${used.map(([t, n]) => `${t}: ${n} rows`).join(', ')}): give an empty database (createdb)`);
  }
}

/** The tables to copy, parents before the tables whose foreign keys name them. */
async function copyOrder(client: pg.Client): Promise<string[]> {
  const tables = (await pgTables(client)).filter((t) => !NOT_COPIED.has(t));
  const { rows: fks } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (ordered.includes(t)) return;
    if (visiting.has(t)) throw new OpsError(`the foreign keys of ${t} form a cycle: no order to copy in`);
    visiting.add(t);
    for (const fk of fks) if (fk.child === t && fk.parent !== t) visit(fk.parent);
    visiting.delete(t);
    ordered.push(t);
  };
  tables.forEach(visit);
  return ordered;
}

async function targetColumns(client: pg.Client, table: string): Promise<Map<string, TargetColumn>> {
  const { rows } = await client.query<TargetColumn>(
    `select a.attname as name, format_type(a.atttypid, null) as type, a.attgenerated <> '' as generated,
            pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [table],
  );
  return new Map(rows.map((r) => [r.name, r]));
}

/**
 * Copies one table in batches of rows read by rowid, each inserted as one statement of column
 * arrays (`insert … select * from unnest($1::type[], …)`): one parameter per column whatever the
 * batch's size. SQLite keeps booleans as 0/1; they become booleans here.
 */
async function copyTable(source: SQLite.Database, client: pg.Client, table: string): Promise<number> {
  const target = await targetColumns(client, table);
  const columns = (source.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
  const unknown = columns.filter((c) => !target.has(c) || target.get(c)!.generated);
  if (unknown.length) throw new OpsError(`${table}: ${unknown.join(', ')} cannot be copied (not a writable column in PostgreSQL)`);
  const types = columns.map((c) => target.get(c)!.type);
  const toValue = types.map((type) => (type === 'boolean' ? (v: unknown) => (v === null ? null : Boolean(v)) : (v: unknown) => v));
  const read = source.prepare(`select rowid, ${columns.map(quoteIdent).join(', ')} from ${quoteIdent(table)} where rowid > ? order by rowid limit ${BATCH}`).raw(true);
  const insert = `insert into ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})
    select * from unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;
  let last = Number.MIN_SAFE_INTEGER;
  let copied = 0;
  for (;;) {
    const batch: unknown[][] = [];
    let chars = 0;
    for (const row of read.iterate(last) as IterableIterator<unknown[]>) {
      batch.push(row);
      for (const value of row) if (typeof value === 'string') chars += value.length;
      if (chars >= BATCH_CHARS) break;
    }
    if (!batch.length) break;
    const arrays = columns.map((_, i) => batch.map((row) => toValue[i](row[i + 1])));
    try {
      await client.query(insert, arrays);
    } catch (err) {
      throw new OpsError(`copying ${table} (rows after rowid ${last}) failed: ${(err as Error).message}`);
    }
    copied += batch.length;
    last = batch[batch.length - 1][0] as number;
  }
  // Ids were copied as they were: the next id the database gives must come after them.
  for (const column of target.values()) {
    if (!column.sequence) continue;
    await client.query(`select setval($1, coalesce((select max(${quoteIdent(column.name)}) from ${quoteIdent(table)}), 0) + 1, false)`, [column.sequence]);
  }
  return copied;
}
