import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Global search (server/modules/search): the text inside each document's file (`document_texts`,
 * filled after the upload by server/jobs/documentText.ts) and word indexes, with stemming and
 * accents ignored, over documents, their texts and notices.
 *
 * SQLite: FTS5 tables with the `unicode61 remove_diacritics 2` tokenizer, kept in step by triggers;
 * FTS5 has no Italian stemmer, so the query is stemmed in JavaScript and matched as a prefix
 * ("finestre" → finestr*). PostgreSQL: text search configurations that unaccent and then stem
 * (Italian, English, or neither), and GIN indexes of the tsvector by the document's language.
 */
const SQLITE_WORDS: [table: string, fts: string, columns: string[], rowid: string][] = [
  ['documents', 'documents_words', ['title', 'description'], 'id'],
  ['notices', 'notices_words', ['title', 'body'], 'id'],
  ['document_texts', 'document_texts_words', ['body'], 'document_id'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_texts')
    .addColumn('document_id', 'integer', (c) => c.primaryKey().references('documents.id').onDelete('cascade'))
    // The file and language the text was read from: a replaced file or a changed language is read again.
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // done: text read (maybe empty); skipped: a kind of file whose text is not read; failed: unreadable.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('extracted_at', 'bigint', (c) => c.notNull())
    .execute();

  if (isPostgres(db)) {
    await sql`create extension if not exists unaccent`.execute(db);
    for (const [name, stem] of [['portal_it', 'italian_stem'], ['portal_en', 'english_stem'], ['portal_simple', 'simple']]) {
      await sql.raw(`create text search configuration ${name} (copy = ${name === 'portal_simple' ? 'simple' : name === 'portal_it' ? 'italian' : 'english'});
        alter text search configuration ${name} alter mapping for hword, hword_part, word with unaccent, ${stem}`).execute(db);
    }
    // The same expressions as server/modules/search/fulltext.ts writes in its queries, so the
    // planner matches them to these indexes.
    await sql.raw(`create index documents_words on documents using gin ((${pgDocumentVector('documents')}))`).execute(db);
    await sql.raw(`create index notices_words on notices using gin ((${pgNoticeVector('notices')}))`).execute(db);
    await sql.raw(`alter table document_texts add column words tsvector generated always as (${pgVector('language', 'body')}) stored`).execute(db);
    await sql`create index document_texts_words on document_texts using gin (words)`.execute(db);
    return;
  }
  for (const [table, fts, columns, rowid] of SQLITE_WORDS) {
    const cols = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
    await sql.raw(`create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='${rowid}', tokenize='unicode61 remove_diacritics 2')`).execute(db);
    await sql.raw(`create trigger ${fts}_ai after insert on ${table} begin
      insert into ${fts}(rowid, ${cols}) values (new.${rowid}, ${values('new')}); end`).execute(db);
    await sql.raw(`create trigger ${fts}_ad after delete on ${table} begin
      insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.${rowid}, ${values('old')}); end`).execute(db);
    await sql.raw(`create trigger ${fts}_au after update of ${cols} on ${table} begin
      insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.${rowid}, ${values('old')});
      insert into ${fts}(rowid, ${cols}) values (new.${rowid}, ${values('new')}); end`).execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  }
}

/** The tsvector of `text` in the configuration of `language` (a column holding it, 'it', 'en', …). */
export const pgVector = (language: string, text: string) =>
  `case ${language} when 'it' then to_tsvector('portal_it', ${text}) when 'en' then to_tsvector('portal_en', ${text}) else to_tsvector('portal_simple', ${text}) end`;
export const pgDocumentVector = (alias: string) =>
  pgVector(`${alias}.language`, `coalesce(${alias}.title, '') || ' ' || coalesce(${alias}.description, '')`);
/** Notices carry no language: they are written in the portal's, Italian. */
export const pgNoticeVector = (alias: string) => `to_tsvector('portal_it', ${alias}.title || ' ' || ${alias}.body)`;

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index documents_words; drop index notices_words`.execute(db);
    await db.schema.dropTable('document_texts').execute();
    await sql`drop text search configuration portal_it; drop text search configuration portal_en; drop text search configuration portal_simple`.execute(db);
    return;
  }
  for (const [, fts] of SQLITE_WORDS) {
    for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger ${fts}_${suffix}`).execute(db);
    await sql.raw(`drop table ${fts}`).execute(db);
  }
  await db.schema.dropTable('document_texts').execute();
}
