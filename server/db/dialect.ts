import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key the database numbers itself, on either dialect. */
export function autoIncrementId(db: Kysely<any>, c: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}

/**
 * The query with `FOR UPDATE` on PostgreSQL: the rows it reads stay locked until the transaction
 * ends, so a concurrent writer reads them only after this one committed. SQLite has no row locks
 * and needs none: its one connection runs one transaction at a time.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(db: Kysely<any>, query: Q): Q {
  return isPostgres(db) ? query.forUpdate() : query;
}
