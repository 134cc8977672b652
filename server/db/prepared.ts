import { LRUCache } from 'lru-cache';
import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { DB } from './index';

/** Stands for the value at `index` of a statement's values while its shape is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

interface Shape {
  sql: string;
  query: CompiledQuery['query'];
  /** Per parameter of the compiled statement: the index of the value it takes, or a constant. */
  parameters: ({ slot: number } | { value: unknown })[];
}

const shapes = new WeakMap<DB, LRUCache<string, Shape>>();

/**
 * A statement built and compiled by Kysely once per shape, then sent again with new values.
 * Building a list's statement (its where clauses, subquery, sort) and compiling it to SQL cost a
 * fifth of a documents list made anew (CPU profile, issue 23): the same work, giving the same SQL,
 * at every request. `key` names everything that changes the SQL text (which filters are set, the
 * sort, the scope); `values` are what changes only its parameters, given to `build` as stand-ins
 * (`slot(i)`) to use where `values[i]` would be. Same SQL, same parameters as building it anew.
 */
export function prepared<R>(db: DB, key: string, values: readonly unknown[], build: (slot: (index: number) => any) => Compilable<R>): CompiledQuery<R> {
  let cache = shapes.get(db);
  if (!cache) shapes.set(db, (cache = new LRUCache({ max: 500 })));
  let shape = cache.get(key);
  if (!shape) {
    const compiled = build((index) => new Slot(index)).compile();
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? { slot: p.index } : { value: p }));
    // A value Kysely wrote into the SQL text rather than as a parameter would be the stand-in's.
    const used = new Set(parameters.flatMap((p) => ('slot' in p ? [p.slot] : [])));
    if (values.some((_, i) => !used.has(i)) || compiled.sql.includes('[object Object]')) {
      throw new Error(`prepared statement ${key}: a value is not a parameter`);
    }
    shape = { sql: compiled.sql, query: compiled.query, parameters };
    cache.set(key, shape);
  }
  return {
    sql: shape.sql,
    query: shape.query,
    queryId: createQueryId(),
    parameters: shape.parameters.map((p) => ('slot' in p ? values[p.slot] : p.value)),
  } as CompiledQuery<R>;
}
