import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { pgDocumentVector, pgNoticeVector, pgVector } from './011_search';

/**
 * The files' texts versioned as `texts` (db/versions.ts), so that the global search's answers
 * can be kept until a text is read (plugins/responseCache.ts).
 *
 * PostgreSQL: the word vectors of documents and notices stored as columns (`words`), as those of
 * the files' texts already are, rather than only indexed as expressions. The global search reads
 * the newest matches first; walking the newest rows, the planner tested each by computing its
 * vector anew (76 ms for "listino" over 20,000 documents), where a stored vector is read (1 ms).
 * SQLite's FTS5 tables (011) need no change.
 */
const EVENTS = ['insert', 'update', 'delete'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('data_versions').values({ name: 'texts', version: 1 }).execute();
  if (!isPostgres(db)) {
    for (const event of EVENTS) {
      await sql.raw(`create trigger document_texts_version_${event} after ${event} on document_texts
        begin update data_versions set version = version + 1 where name = 'texts'; end`).execute(db);
    }
    return;
  }
  await sql`create trigger document_texts_version after insert or update or delete on document_texts
    for each statement execute function bump_data_version('texts')`.execute(db);
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
  await db.deleteFrom('data_versions').where('name', '=', 'texts').execute();
  if (!isPostgres(db)) {
    for (const event of EVENTS) await sql.raw(`drop trigger document_texts_version_${event}`).execute(db);
    return;
  }
  await sql`drop trigger document_texts_version on document_texts`.execute(db);
  for (const [table, vector] of [['documents', pgDocumentVector('documents')], ['notices', pgNoticeVector('notices')]]) {
    await sql.raw(`drop index ${table}_words`).execute(db);
    await sql.raw(`alter table ${table} drop column words`).execute(db);
    await sql.raw(`create index ${table}_words on ${table} using gin ((${vector}))`).execute(db);
  }
}
