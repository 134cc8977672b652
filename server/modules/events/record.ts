import { sql } from 'kysely';
import type { DB } from '../../db';
import { isPostgres } from '../../db/dialect';
import type { LiveEventData, LiveEventKind } from '../../../shared/liveEvents';

/** Who hears an event: every active account of a role, or the named users only. */
export type Audience = { role: 'admin' | 'dealer' } | { userIds: readonly number[] };

/** Any number of the same lock: PostgreSQL's advisory locks are named by integers. */
const EVENT_ORDER_LOCK = 738_201;

/**
 * Records a live event inside the writing transaction `trx` (call it from the service that makes
 * the change, never from a route): it is sent only if that transaction commits. Call it last,
 * after the transaction's writes: the lock it takes is then always taken after the rows' (and
 * their data-version counters') locks, never before, so two writers cannot deadlock on them, and
 * it is held for the shortest time.
 *
 * PostgreSQL: the NOTIFY is part of the transaction, so every instance hears of it at commit and
 * never of a rollback. Ids are taken under a transaction-long advisory lock, so they commit in
 * the order they are numbered: a reader that has seen id N can never later meet a smaller one,
 * which is what lets a browser's Last-Event-ID stand for "everything up to N". SQLite has one
 * writer at a time and needs no lock; its instance is woken by `hub.kick()` after the write.
 */
export async function recordEvent<K extends LiveEventKind>(trx: DB, kind: K, data: LiveEventData[K], audience: Audience): Promise<void> {
  const rows = 'role' in audience ? [{ role: audience.role, userId: null }] : audience.userIds.map((userId) => ({ role: null, userId }));
  if (!rows.length) return;
  const postgres = isPostgres(trx);
  if (postgres) await sql`select pg_advisory_xact_lock(${EVENT_ORDER_LOCK})`.execute(trx);
  const createdAt = Date.now();
  const json = JSON.stringify(data);
  const inserted = await trx
    .insertInto('liveEvents')
    .values(rows.map((r) => ({ kind, data: json, createdAt, ...r })))
    .returning('id')
    .execute();
  if (postgres) {
    const last = Math.max(...inserted.map((r) => r.id));
    await sql`select pg_notify('data_versions', ${`events:${last}`})`.execute(trx);
  }
}
