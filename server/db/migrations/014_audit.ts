import { sql, type Kysely } from 'kysely';
import { autoIncrementId, isPostgres } from '../dialect';
import { createSearchIndex, dropSearchIndex } from '../search';

/**
 * The audit log (modules/audit): one row per admin action or security event, written in the
 * transaction of the change it records. The actor's name and e-mail are copied as they were then
 * (accounts change); no foreign keys, so an entry outlives what it names. Indexes serve the list's
 * one order (time, newest first, then id) alone and under each filter (actor, action, record), so
 * a page is read from an index at any volume; `q` searches the names, e-mails and labels through a
 * search index like the other lists. Rows older than AUDIT_RETENTION_DAYS are purged (jobs/auditRetention.ts).
 * A version counter ('audit') keeps the list's totals until an entry is added or purged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('actor_email', 'varchar(320)')
    .addColumn('record_type', 'varchar(20)')
    .addColumn('record_id', 'integer')
    .addColumn('record_label', 'varchar(300)')
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('audit_entries_at').on('audit_entries').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_entries_actor').on('audit_entries').columns(['actor_id', 'at', 'id']).execute();
  await db.schema.createIndex('audit_entries_action').on('audit_entries').columns(['action', 'at', 'id']).execute();
  await db.schema.createIndex('audit_entries_record').on('audit_entries').columns(['record_type', 'record_id', 'at', 'id']).execute();
  await createSearchIndex(db, 'audit_entries', ['actor_name', 'actor_email', 'record_label']);

  await db.insertInto('data_versions').values({ name: 'audit', version: 1 }).execute();
  if (isPostgres(db)) {
    await sql`create trigger audit_entries_version after insert or delete on audit_entries
      for each statement execute function bump_data_version('audit')`.execute(db);
  } else {
    for (const event of ['insert', 'delete']) {
      await sql.raw(`create trigger audit_entries_version_${event} after ${event} on audit_entries
        begin update data_versions set version = version + 1 where name = 'audit'; end`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropSearchIndex(db, 'audit_entries');
  await db.schema.dropTable('audit_entries').execute();
  await db.deleteFrom('data_versions').where('name', '=', 'audit').execute();
}
