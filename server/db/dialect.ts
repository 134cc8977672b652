import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key the database numbers itself, on either dialect. */
export function autoIncrementId(db: Kysely<any>, c: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}
