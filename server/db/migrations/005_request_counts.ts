import type { Kysely } from 'kysely';

/**
 * Requests counted per client and time window for the rate limits, in the database so that
 * every instance behind a load balancer counts the same requests (decisions.md, "Scale path").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_counts')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_counts_window_start').on('request_counts').column('window_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_counts').execute();
}
