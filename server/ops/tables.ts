import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/**
 * The portal's tables and what a backup records of them, read the same way from an SQLite
 * connection or a PostgreSQL client (inside the caller's transaction, so from its snapshot).
 */

/** A stored file a row references, with what the upload recorded of it. */
export interface FileRef {
  key: string;
  size: number;
  sha256: string;
  /** "document 12", "notice 3": where a missing or changed file is reported from. */
  owner: string;
}

/** Every table holding a stored file's key; the file store's sweep keeps exactly these (files/sources.ts). */
const FILE_COLUMNS = [
  { table: 'documents', kind: 'document', key: 'file_key', size: 'file_size', hash: 'file_hash' },
  { table: 'notices', kind: 'notice', key: 'attachment_key', size: 'attachment_size', hash: 'attachment_hash' },
  // A claim's photo (its display size) or PDF, and a photo's thumbnail (issue 26).
  { table: 'claim_files', kind: 'claimFile', key: 'file_key', size: 'size', hash: 'hash' },
  { table: 'claim_files', kind: 'claimThumb', key: 'thumb_key', size: 'thumb_size', hash: 'thumb_hash' },
] as const;

const fileRefsSql = FILE_COLUMNS.map(
  (c) => `select '${c.kind} ' || id as owner, ${c.key} as key, ${c.size} as size, ${c.hash} as sha256 from ${c.table} where ${c.key} is not null`,
).join(' union all ');

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * SQLite's own tables: not its internal ones (sqlite_*), and neither FTS5 virtual tables nor their
 * shadow tables (`documents_fts_data`…), which are indexes the triggers keep, rebuilt from the rows.
 */
export function sqliteTables(db: SQLite.Database): string[] {
  return (db.prepare(`select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`).all() as { name: string }[]).map((r) => r.name);
}

export function sqliteRowCounts(db: SQLite.Database): Record<string, number> {
  const rows: Record<string, number> = {};
  for (const table of sqliteTables(db)) rows[table] = (db.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: number }).n;
  return rows;
}

export function sqliteLastMigration(db: SQLite.Database): string {
  const row = db.prepare(`select name from kysely_migration order by name desc limit 1`).get() as { name: string } | undefined;
  if (!row) throw new Error('the database has no migrations recorded');
  return row.name;
}

export function sqliteFileRefs(db: SQLite.Database): FileRef[] {
  return db.prepare(fileRefsSql).all() as FileRef[];
}

/** The ordinary tables of the `public` schema (where the migrations create everything). */
export async function pgTables(client: pg.ClientBase): Promise<string[]> {
  const res = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return res.rows.map((r) => r.name);
}

export async function pgRowCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of await pgTables(client)) {
    rows[table] = Number((await client.query<{ n: string }>(`select count(*) as n from ${quote(table)}`)).rows[0].n);
  }
  return rows;
}

export async function pgLastMigration(client: pg.ClientBase): Promise<string> {
  const res = await client.query<{ name: string }>(`select name from kysely_migration order by name desc limit 1`);
  if (!res.rows.length) throw new Error('the database has no migrations recorded');
  return res.rows[0].name;
}

export async function pgFileRefs(client: pg.ClientBase): Promise<FileRef[]> {
  return (await client.query<FileRef>(fileRefsSql)).rows.map((r) => ({ ...r, size: Number(r.size) }));
}

/** The differences between two sets of row counts, as sentences; empty when they agree. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const [table, n] of Object.entries(expected)) {
    if (!(table in actual)) problems.push(`table ${table} is missing`);
    else if (actual[table] !== n) problems.push(`${table} has ${actual[table]} rows, the backup recorded ${n}`);
  }
  for (const table of Object.keys(actual)) if (!(table in expected)) problems.push(`table ${table} is not in the backup`);
  return problems;
}

export { quote as quoteIdent };
