import type { Kysely } from 'kysely';

/**
 * The mail sender claims the next message due in `run_at, id` order (mail/queue.ts). The index
 * of 008 held (status, run_at) only, and the claim asked for pending messages due OR sending ones
 * whose lock ran out in one statement: PostgreSQL answered it by reading every due row and sorting
 * them, 126 ms a claim with 35,000 rows in the table (sent ones stay), and the sender claims once a
 * message — under `bench:day --stack 3` this statement used more of PostgreSQL than all the
 * portal's pages together. With `id` in the index, each of the claim's two reads (mail/queue.ts)
 * walks the index in order and stops at its first row, whatever the table holds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_jobs_due').execute();
  await db.schema.createIndex('mail_jobs_due').on('mail_jobs').columns(['status', 'run_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_jobs_due').execute();
  await db.schema.createIndex('mail_jobs_due').on('mail_jobs').columns(['status', 'run_at']).execute();
}
