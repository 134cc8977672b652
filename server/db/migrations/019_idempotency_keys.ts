import type { Kysely } from 'kysely';
import { autoIncrementId } from '../dialect';

/**
 * The `Idempotency-Key`s of the creates a dealer may send twice (issue 27: a warranty
 * registration or a claim sent from a draft kept offline): per account and key, the route and the
 * sha256 of the body it came with, and the answer given, kept until `expires_at`
 * (server/modules/idempotency/). Unique per account and key: two requests reserving one key at
 * once meet on that index, and the second waits for the first (modules/idempotency says why).
 * The answer columns are null only inside the transaction that reserves the key; no one else ever
 * reads a row without them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'integer', (c) => autoIncrementId(db, c))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('route', 'varchar(200)', (c) => c.notNull())
    .addColumn('body_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_account_key', ['account_id', 'key'])
    .execute();
  // The cleanup job (jobs/idempotencyKeys.ts) reads the expired ones in this order.
  await db.schema.createIndex('idempotency_keys_expires').on('idempotency_keys').columns(['expires_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
