import type { Kysely } from 'kysely';
import { up as createRequestCounts } from './005_request_counts';

/**
 * Request rates are counted in memory, or in Redis shared by several instances: a durable write
 * per request serialised every request behind SQLite's one writer (plugins/rateLimits.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_counts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await createRequestCounts(db);
}
