import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The text reader's backlog for /metrics (plugins/metrics.ts) is counted at every scrape as
 * documents minus their texts, two count(*)s. SQLite counts a table through its smallest index,
 * and document_texts had none but its rows, each holding up to 200,000 characters of a file's
 * text: at 20,000 documents the count read a page per row (150 ms here, the event loop held
 * throughout). This narrow index makes it a fraction of a millisecond. PostgreSQL counts through
 * its primary key index already.
 *
 * Numbered 016: 015 is the audit log's append-only triggers (issue 23, another change).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema.createIndex('document_texts_count').on('document_texts').column('document_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('document_texts_count').ifExists().execute();
}
