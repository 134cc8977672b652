import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from './index';

/**
 * Data that list totals are kept for, and the tables whose writes change it. Triggers (migration
 * 007) bump `data_versions.version` of the name inside every writing transaction, so a total kept
 * under a version is right for exactly as long as that version is the current one — on every
 * instance, whoever wrote.
 */
export const VERSIONED = {
  documents: ['documents', 'document_dealers'],
  notices: ['notices', 'notice_reads'],
  guarantees: ['guarantees'],
} as const;
export type VersionedData = keyof typeof VERSIONED;

export interface CountedTotal {
  total: number;
  /** When the total may change with no write (a notice's publication or expiry): epoch ms. */
  validUntil?: number;
}

/**
 * List totals (COUNT over tens of thousands of rows, the dearest part of a page) computed once per
 * data version and filter, then answered from memory until a write changes the version. Bounded;
 * the least recently used go first.
 */
export function createTotals(db: DB, max = 10_000) {
  const cache = new LRUCache<string, CountedTotal>({ max });
  const versionOf = async (name: VersionedData) => {
    const row = await db.selectFrom('dataVersions').select('version').where('name', '=', name).executeTakeFirstOrThrow();
    return Number(row.version);
  };
  return {
    versionOf,
    /**
     * The total of `name` data under `key` (every filter and scope that changes it). `count`
     * answers the total and the version it was counted at, read in the same statement. `version`:
     * the current one, when the caller has just read it for another total of the same request.
     */
    async total(name: VersionedData, key: string, count: () => Promise<CountedTotal & { version: number }>, version?: number): Promise<number> {
      version ??= await versionOf(name);
      const hit = cache.get(`${name}|${version}|${key}`);
      if (hit && (hit.validUntil === undefined || hit.validUntil > Date.now())) return hit.total;
      const counted = await count();
      cache.set(`${name}|${counted.version}|${key}`, { total: counted.total, validUntil: counted.validUntil });
      return counted.total;
    },
  };
}
export type Totals = ReturnType<typeof createTotals>;

const byDb = new WeakMap<DB, Totals>();
/** The totals kept for this database connection (one per server). */
export function totalsOf(db: DB): Totals {
  let totals = byDb.get(db);
  if (!totals) byDb.set(db, (totals = createTotals(db)));
  return totals;
}

/** The current version of `name`, as a column of a counting query (read in the same snapshot). */
export const versionColumn = (name: VersionedData) =>
  sql<number>`(select version from data_versions where name = ${name})`.as('version');
