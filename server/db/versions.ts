import { sql, type CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { DB } from './index';

/**
 * Data kept in memory (list totals, the signed-in user of a request), and the tables whose writes
 * change it. Triggers (migrations 007 and 009) bump `data_versions.version` of the name inside
 * every writing transaction, so what is kept under a version is right for exactly as long as that
 * version is the current one — on every instance, whoever wrote.
 */
export const VERSIONED = {
  documents: ['documents', 'document_dealers'],
  notices: ['notices', 'notice_reads'],
  guarantees: ['guarantees'],
  /** The text read from each document's file, after its upload (jobs/documentText.ts). */
  texts: ['document_texts'],
  accounts: ['users'],
  /** Revocations only: a sign-in or a token's rotation opens nothing a cached answer could miss. */
  sessions: ['refresh_tokens'],
  /** The audit log: entries added or purged (migration 014). */
  audit: ['audit_entries'],
  /** After-sales claims, their conversations and files (migration 018). */
  claims: ['claims', 'claim_units', 'claim_messages', 'claim_files'],
} as const;
export type VersionedData = keyof typeof VERSIONED;
export type Versions = Readonly<Record<VersionedData, number>>;

/** The current version of every name. */
export interface VersionWatch {
  current(): Promise<Versions>;
  /** Reads them again now: after this instance's own write, before it answers. */
  refresh(): Promise<void>;
  /**
   * Other announcements that share the listening connection: a NOTIFY on `data_versions` whose
   * payload is `<topic>:<value>` with a topic that is no versioned name (the live events send
   * `events:<id>`). `handler(null)` each time listening (re)starts, since anything announced
   * while it was down was lost. SQLite has no such connection: the handler is never called.
   */
  onSignal(topic: string, handler: (value: string | null) => void): void;
  stop(): Promise<void>;
}

const readAll = (db: DB) => db.selectFrom('dataVersions').select(['name', 'version']).compile();
const toVersions = (rows: readonly { name: string; version: number | string }[]) =>
  Object.fromEntries(rows.map((r) => [r.name, Number(r.version)])) as Versions;

/**
 * Versions read from the table: SQLite (one process, a read costs microseconds). The requests
 * that begin in one turn of the event loop share one read, which is as recent as each of them:
 * what committed before they began is in it, and a write of this instance ends with `refresh`.
 */
function readingWatch(db: DB): VersionWatch {
  const query: CompiledQuery = readAll(db);
  let shared: Promise<Versions> | null = null;
  const current = () => {
    if (!shared) {
      shared = db.executeQuery<{ name: string; version: number }>(query).then((r) => toVersions(r.rows));
      setImmediate(() => (shared = null));
    }
    return shared;
  };
  return {
    current,
    refresh: async () => {
      shared = null;
    },
    onSignal: () => {},
    stop: async () => {},
  };
}

/**
 * PostgreSQL: the versions held in memory and kept current by the NOTIFY each bump sends at
 * commit (migration 009), so a request asks the database nothing to learn them. While the
 * listening connection is down they are read from the table instead, and read again once it is
 * back, so no change is missed.
 */
function listeningWatch(db: DB, url: string, onError: (err: Error) => void): VersionWatch {
  const query = readAll(db);
  const read = async () => toVersions((await db.executeQuery<{ name: string; version: string }>(query)).rows);
  let known: Versions | null = null;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const signals = new Map<string, (value: string | null) => void>();
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', (err) => onError(err));
    c.on('end', () => {
      known = null;
      client = null;
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    });
    c.on('notification', ({ payload }) => {
      const [name, version] = (payload ?? '').split(':');
      signals.get(name)?.(version);
      if (known && name in known && Number(version) > known[name as VersionedData]) known = { ...known, [name]: Number(version) };
    });
    try {
      await c.connect();
      await c.query('listen data_versions');
      client = c;
      // Read after listening: a bump in between arrives as a notification too.
      known = await read();
      for (const handler of signals.values()) handler(null);
    } catch (err) {
      onError(err as Error);
      await c.end().catch(() => {});
    }
  };
  const started = connect();
  return {
    current: async () => known ?? (await read()),
    async refresh() {
      if (known) known = await read();
    },
    onSignal: (topic, handler) => void signals.set(topic, handler),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await started;
      await client?.end().catch(() => {});
    },
  };
}

const watches = new WeakMap<DB, VersionWatch>();
/** Starts keeping the versions of `db` (one per server; stopped with it). */
export function watchVersions(db: DB, database: { kind: 'sqlite' } | { kind: 'postgres'; url: string }, onError: (err: Error) => void): VersionWatch {
  const watch = database.kind === 'postgres' ? listeningWatch(db, database.url, onError) : readingWatch(db);
  watches.set(db, watch);
  return watch;
}
/** The versions of `db`: its server's watch, or read from the table (scripts, tests). */
export function versionsOf(db: DB): VersionWatch {
  let watch = watches.get(db);
  if (!watch) watches.set(db, (watch = readingWatch(db)));
  return watch;
}

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
  const versionOf = async (name: VersionedData) => (await versionsOf(db).current())[name];
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
