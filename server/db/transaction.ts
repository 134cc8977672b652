import type { Kysely } from 'kysely';

/**
 * Runs `work` in a transaction: the caller's when `db` is one already (a write made part of a
 * larger one, as an idempotent create is: modules/idempotency), else a new one. Kysely cannot
 * open a transaction inside another.
 */
export function inTransaction<D, T>(db: Kysely<D>, work: (trx: Kysely<D>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
