import { sql, type Kysely } from 'kysely';
import { autoIncrementId } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    // Markdown-like source (shared/noticeMarkup.ts), checked by the server: no HTML, safe links only.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    // Before it, dealers do not see the notice (scheduled); from expires_at on, no longer.
    .addColumn('publish_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    // The optional attachment, in the same file store as the documents (all null without one).
    .addColumn('attachment_key', 'varchar(36)', (c) => c.unique())
    .addColumn('attachment_name', 'varchar(180)')
    .addColumn('attachment_size', 'bigint')
    .addColumn('attachment_type', 'varchar(120)')
    .addColumn('attachment_hash', 'varchar(64)')
    .addColumn('attachment_uploaded_at', 'bigint')
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_listing').on('notices').columns(['pinned', 'publish_at']).execute();
  await db.schema.createIndex('notices_window').on('notices').columns(['publish_at', 'expires_at']).execute();

  // Who has opened which notice: one row per user and notice, written the first time.
  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'user_id'])
    .execute();
  await db.schema.createIndex('notice_reads_user').on('notice_reads').columns(['user_id', 'notice_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_reads').execute();
  await db.schema.dropTable('notices').execute();
}
