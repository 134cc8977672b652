import { sql } from 'kysely';
import type { DB } from '../db';
import { isPostgres } from '../db/dialect';

/**
 * The query plan of a statement, one line per step, indented by depth: SQLite's EXPLAIN QUERY
 * PLAN, or PostgreSQL's EXPLAIN text. The statement is planned, never run.
 */
export async function explain(db: DB, statement: string, parameters: readonly unknown[]): Promise<string[]> {
  const pg = isPostgres(db);
  const query = { sql: `explain ${pg ? '' : 'query plan '}${statement}`, parameters, query: sql`explain`.toOperationNode() };
  const { rows } = await db.executeQuery<Record<string, string | number>>(query as never);
  if (pg) return rows.map((r) => String(r['QUERY PLAN']));
  const depth = new Map<number, number>([[0, -1]]);
  return rows.map((r) => {
    const d = (depth.get(Number(r.parent)) ?? -1) + 1;
    depth.set(Number(r.id), d);
    return `${'  '.repeat(d)}${r.detail}`;
  });
}
