import type { Kysely } from 'kysely';
import { autoIncrementId } from '../dialect';

/**
 * The live events (modules/events): written in the transaction of the change they announce, so a
 * rolled-back change announces nothing, and numbered by the database, so an event's id means the
 * same on every instance and a reconnecting browser is sent what it missed from this table.
 * Kept for a day (`EVENT_RETENTION_MS`), then purged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('role', 'varchar(10)')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_events_created').on('live_events').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
