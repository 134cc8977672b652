import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres } from './dialect';

/** At most this many words of a search are used. */
const MAX_WORDS = 8;

/**
 * The columns each list's `q` looks in, as the search indexes hold them (an FTS5 trigram table on
 * SQLite, a trigram GIN index on PostgreSQL): a change here needs a migration that rebuilds the
 * table's index with the new columns (008 did for users).
 */
export const SEARCHABLE = {
  documents: ['title', 'description'],
  notices: ['title', 'body'],
  guarantees: ['customer_name', 'customer_email', 'customer_phone', 'code', 'order_reference'],
  users: ['display_name', 'email', 'company', 'vat_number', 'phone_number', 'city', 'state'],
  audit_entries: ['actor_name', 'actor_email', 'record_label'],
  claims: ['code', 'description'],
} as const;
export type SearchableTable = keyof typeof SEARCHABLE;

/** SQLite: the FTS5 table beside `table`. */
export const ftsTable = (table: SearchableTable) => `${table}_fts`;

/**
 * PostgreSQL: the one lowercased text of a row's searchable columns, as its trigram index holds it.
 * Words never hold spaces, so no word matches across the spaces between columns.
 */
export function searchText(table: SearchableTable, alias: string = table, columns: readonly string[] = SEARCHABLE[table]): RawBuilder<string> {
  const parts = columns.map((c) => sql`coalesce(${sql.ref(`${alias}.${c}`)}, '')`);
  return sql<string>`lower(${sql.join(parts, sql` || ' ' || `)})`;
}

/**
 * The search index of `table` over `columns` (a migration names them as they were at its time):
 * a trigram GIN index of searchText on PostgreSQL (pg_trgm must exist); on SQLite an FTS5 trigram
 * table kept in step by triggers, filled from the rows there are.
 */
export async function createSearchIndex(db: Kysely<any>, table: SearchableTable, columns: readonly string[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index ${sql.ref(`${table}_search`)} on ${sql.table(table)} using gin ((${searchText(table, table, columns)}) gin_trgm_ops)`.execute(db);
    return;
  }
  const fts = ftsTable(table);
  const cols = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
  await sql.raw(`create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='id', tokenize='trigram')`).execute(db);
  await sql.raw(`create trigger ${fts}_ai after insert on ${table} begin
    insert into ${fts}(rowid, ${cols}) values (new.id, ${values('new')}); end`).execute(db);
  await sql.raw(`create trigger ${fts}_ad after delete on ${table} begin
    insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${values('old')}); end`).execute(db);
  await sql.raw(`create trigger ${fts}_au after update of ${cols} on ${table} begin
    insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${values('old')});
    insert into ${fts}(rowid, ${cols}) values (new.id, ${values('new')}); end`).execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
}

export async function dropSearchIndex(db: Kysely<any>, table: SearchableTable): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index ${sql.ref(`${table}_search`)}`.execute(db);
    return;
  }
  const fts = ftsTable(table);
  for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger ${fts}_${suffix}`).execute(db);
  await sql.raw(`drop table ${fts}`).execute(db);
}

const words = (q: string | undefined) => (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * "Every word of `q` appears, case-insensitively, in one of the table's searchable columns",
 * answered from an index instead of reading every row: on PostgreSQL the trigram index serves
 * LIKE; on SQLite the FTS5 trigram table finds words of three characters or more (shorter ones,
 * which no trigram holds, are checked with LIKE on the rows the others leave). `%`, `_` and `\`
 * are taken literally. `id` is the searched table's id column as the query names it.
 */
export function matchWords(db: Kysely<any>, table: SearchableTable, q: string | undefined, id: string = `${table}.id`): Expression<SqlBool>[] {
  const list = words(q);
  if (!list.length) return [];
  if (isPostgres(db)) {
    // Backslash is PostgreSQL's default LIKE escape; an explicit ESCAPE would hide the pattern from the index.
    const text = searchText(table, id.split('.')[0]);
    return list.map((word) => sql<SqlBool>`${text} like ${likePattern(word)}`);
  }
  const all: Expression<SqlBool>[] = [];
  const indexed = list.filter((w) => [...w].length >= 3);
  if (indexed.length) {
    const match = indexed.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ');
    const fts = sql.table(ftsTable(table));
    all.push(sql<SqlBool>`${sql.ref(id)} in (select rowid from ${fts} where ${fts} match ${match})`);
  }
  const alias = id.split('.')[0];
  for (const word of list.filter((w) => [...w].length < 3)) {
    const ors = SEARCHABLE[table].map((c) => sql<SqlBool>`lower(coalesce(${sql.ref(`${alias}.${c}`)}, '')) like ${likePattern(word)} escape '\\'`);
    all.push(sql<SqlBool>`(${sql.join(ors, sql` or `)})`);
  }
  return all;
}
