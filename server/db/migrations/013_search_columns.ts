import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { pgDocumentVector, pgNoticeVector, pgVector } from './011_search';

/**
 * PostgreSQL: the word vectors of documents and notices stored as columns (`words`), as those of
 * the files' texts already are, rather than only indexed as expressions. The global search reads
 * the newest matches first; walking the newest rows, the planner tested each by computing its
 * vector anew (76 ms for "listino" over 20,000 documents), where a stored vector is read (1 ms).
 * SQLite's FTS5 tables (011) need no change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const columns: [table: string, vector: string][] = [
    ['documents', pgVector('language', `coalesce(title, '') || ' ' || coalesce(description, '')`)],
    ['notices', `to_tsvector('portal_it', title || ' ' || body)`],
  ];
  for (const [table, vector] of columns) {
    await sql.raw(`drop index ${table}_words`).execute(db);
    await sql.raw(`alter table ${table} add column words tsvector generated always as (${vector}) stored`).execute(db);
    await sql.raw(`create index ${table}_words on ${table} using gin (words)`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, vector] of [['documents', pgDocumentVector('documents')], ['notices', pgNoticeVector('notices')]]) {
    await sql.raw(`drop index ${table}_words`).execute(db);
    await sql.raw(`alter table ${table} drop column words`).execute(db);
    await sql.raw(`create index ${table}_words on ${table} using gin ((${vector}))`).execute(db);
  }
}
